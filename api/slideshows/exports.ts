/**
 * A slideshow's files for download: one slide as PNG or JPEG, every slide in a ZIP, or the set as a PDF (for e-mail
 * and print campaigns). Built from the drawn slides on each request; nothing is kept.
 */
import sharp from "sharp";
import { slidesToPdf, slidesToZip } from "../../studio/design";
import { ApiError } from "../http/errors";
import type { MediaStore } from "../storage/media-store";
import type { SlideExportType } from "../contract/slideshows";
import { parseSlides } from "./slides";
import type { SlideshowRow } from "./slideshows";
import { readStoredBytes } from "./stored-bytes";

export interface ExportedFile {
  name: string;
  contentType: string;
  bytes: Buffer;
}

/** "Trail Bottle · Summer!" → "trail-bottle-summer": only characters safe in a header and a file name. */
export function fileStem(title: string): string {
  const slug = title
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60);
  return slug || "slideshow";
}

async function drawnSlides(mediaStore: MediaStore, row: SlideshowRow) {
  if (row.status !== "ready") throw new ApiError(409, "slideshow_rendering");
  return Promise.all(
    parseSlides(row.slides).map(async (slide, index) => {
      const bytes = slide.file_key ? await readStoredBytes(mediaStore, slide.file_key) : undefined;
      if (!bytes) throw new ApiError(409, "slideshow_rendering");
      return { slide, index, bytes };
    }),
  );
}

export async function exportSlideshow(mediaStore: MediaStore, row: SlideshowRow, type: SlideExportType, slideId?: string): Promise<ExportedFile> {
  const slides = await drawnSlides(mediaStore, row);
  const stem = fileStem(row.title);
  const number = (index: number) => String(index + 1).padStart(2, "0");
  if (type === "png" || type === "jpeg") {
    const chosen = slideId ? slides.find(({ slide }) => slide.id === slideId) : slides[0];
    if (!chosen) throw new ApiError(404, "slide_not_found");
    const bytes = type === "png" ? chosen.bytes : await sharp(chosen.bytes).flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: true }).toBuffer();
    return { name: `${stem}-${number(chosen.index)}.${type === "png" ? "png" : "jpg"}`, contentType: type === "png" ? "image/png" : "image/jpeg", bytes };
  }
  if (type === "zip") {
    const zip = slidesToZip(slides.map(({ index, bytes }) => ({ name: `${stem}-${number(index)}.png`, bytes })));
    return { name: `${stem}.zip`, contentType: "application/zip", bytes: Buffer.from(zip) };
  }
  const pages = await Promise.all(
    slides.map(async ({ bytes }) => {
      const { width = 0, height = 0 } = await sharp(bytes).metadata();
      return { bytes, width, height };
    }),
  );
  return { name: `${stem}.pdf`, contentType: "application/pdf", bytes: Buffer.from(await slidesToPdf(pages)) };
}
