/** A rendered slideshow packed for download: a PDF with a page per slide, or a zip of the image files. */
import { PDFDocument } from "pdf-lib";
import { zipSync } from "fflate";
import { DesignError } from "./errors";

/** CSS pixels to PDF points (96 to 72 per inch): a page is the size the slide is meant to be seen at. */
const pointsPerPixel = 0.75;

function isJpeg(bytes: Buffer): boolean {
  return bytes[0] === 0xff && bytes[1] === 0xd8;
}

export async function slidesToPdf(pages: { bytes: Buffer; width: number; height: number }[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  for (const page of pages) {
    const image = isJpeg(page.bytes) ? await document.embedJpg(page.bytes) : await document.embedPng(page.bytes);
    const [width, height] = [page.width * pointsPerPixel, page.height * pointsPerPixel];
    document.addPage([width, height]).drawImage(image, { x: 0, y: 0, width, height });
  }
  return Buffer.from(await document.save());
}

/** Stored, not deflated: PNG and JPEG are compressed already, and deflating them again only costs time. */
export function slidesToZip(files: { name: string; bytes: Buffer }[]): Buffer {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {};
  for (const file of files) {
    if (Object.hasOwn(entries, file.name)) throw new DesignError("duplicate_file_name", `Two files are called "${file.name}".`);
    entries[file.name] = [file.bytes, { level: 0 }];
  }
  return Buffer.from(zipSync(entries));
}
