/**
 * A poster's files, drawn on request (nothing is kept): one size as PDF (print sizes only, with bleed and crop
 * marks when asked), PNG or JPEG, or every size in a ZIP, PDF for print and PNG for social.
 */
import { slidesToZip } from "../../studio/design";
import { ApiError } from "../http/errors";
import { fileStem, type ExportedFile } from "../slideshows/exports";
import { posterSizes, printPosterSizes, type PosterExportType, type PosterSize } from "../contract/posters";
import { drawPoster } from "./draw";
import type { PosterRequest } from "../../studio/design";

export interface DownloadOptions {
  size: PosterSize | "all";
  /** Left out: PDF for a print size, PNG for a social one. */
  type?: PosterExportType;
  bleed: boolean;
  cropMarks: boolean;
}

function isPrintSize(size: PosterSize): boolean {
  return (printPosterSizes as readonly PosterSize[]).includes(size);
}

const extensions: Record<PosterExportType, string> = { pdf: "pdf", png: "png", jpeg: "jpg" };
const contentTypes: Record<PosterExportType, string> = { pdf: "application/pdf", png: "image/png", jpeg: "image/jpeg" };

async function drawSize(request: PosterRequest, size: PosterSize, type: PosterExportType, print: { bleed: boolean; cropMarks: boolean }): Promise<Buffer> {
  const output = type === "pdf" ? { type, bleed: print.bleed, cropMarks: print.cropMarks } : { type };
  return (await drawPoster({ ...request, size, output })).bytes;
}

/** 400 for a type or print option the size does not take, before anything is drawn. */
export function assertDownloadOptions(options: DownloadOptions): void {
  if (options.size === "all") return;
  const print = isPrintSize(options.size);
  if (options.type === "pdf" && !print) throw new ApiError(400, "poster_type_not_for_size", { size: options.size, type: options.type }, { field: "type" });
  if ((options.bleed || options.cropMarks) && (!print || (options.type ?? "pdf") !== "pdf")) {
    throw new ApiError(400, "poster_print_only", {}, { field: options.bleed ? "bleed" : "crop_marks" });
  }
}

/** The file for the request's design (options checked by assertDownloadOptions); `productName` names it ("trail-bottle-poster-a4.pdf"). */
export async function downloadPoster(request: PosterRequest, productName: string, options: DownloadOptions): Promise<ExportedFile> {
  // Latin letters and digits only, so the name is safe in a header; a name in another script leaves "poster".
  const stem = fileStem(`${productName} poster`);
  const print = { bleed: options.bleed, cropMarks: options.cropMarks };
  if (options.size === "all") {
    const files = await Promise.all(
      posterSizes.map(async (size) => {
        const type: PosterExportType = isPrintSize(size) ? "pdf" : "png";
        return { name: `${stem}-${size}.${extensions[type]}`, bytes: await drawSize(request, size, type, print) };
      }),
    );
    return { name: `${stem}.zip`, contentType: "application/zip", bytes: Buffer.from(slidesToZip(files)) };
  }
  const type = options.type ?? (isPrintSize(options.size) ? "pdf" : "png");
  return { name: `${stem}-${options.size}.${extensions[type]}`, contentType: contentTypes[type], bytes: await drawSize(request, options.size, type, print) };
}
