/**
 * What the design renderer (studio/design) is given for a poster: its template and size, the offer as text in the
 * reader's language, the photo and the brand kit. Checks that need the renderer live here too: every size must fit
 * the texts (each size is laid out for itself, and any can be downloaded), and its refusals become the API's.
 */
import { DesignError, findPosterTemplate, measurePoster, renderPoster, type PosterRequest, type RenderedPoster } from "../../studio/design";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { findOwnBrand } from "../materials/brands";
import { findOwnMediaFile } from "../media/library";
import { brandKitOf } from "../slideshows/draw";
import { readStoredBytes } from "../slideshows/stored-bytes";
import { contentKey, type MediaStore } from "../storage/media-store";
import { posterLimits, posterSizes, type PosterOffer, type PosterSize } from "../contract/posters";
import { fieldOfLayer, posterContentOf } from "./offer";

export interface PosterDeps {
  db: DbExecutor;
  mediaStore: MediaStore;
}

/** Everything a poster's drawing depends on. */
export interface PosterDesign {
  templateId: string;
  size: PosterSize;
  brandId: string | null;
  imageId: string | null;
  offer: PosterOffer;
}

/** Width of the stored preview: enough for a list or a product page, a small file. */
const previewWidth = 540;

export function assertTemplate(templateId: string): void {
  if (!findPosterTemplate(templateId)) throw new ApiError(400, "poster_template_unknown", { template: templateId.slice(0, 64) });
}

export function assertSize(size: string): asserts size is PosterSize {
  if (!(posterSizes as readonly string[]).includes(size)) throw new ApiError(400, "poster_size_unknown", { size: size.slice(0, 32) });
}

/**
 * The photo's bytes: 404 when it is not the caller's, 400 when it is not an image. A stored poster whose photo was
 * deleted since (`whenGone: "leave out"`) is drawn without it rather than refused.
 */
async function imageBytes(deps: PosterDeps, userId: string, imageId: string, whenGone: "refuse" | "leave out"): Promise<Buffer | undefined> {
  const file = await findOwnMediaFile(deps.db, userId, imageId, "file");
  const bytes = file && (await readStoredBytes(deps.mediaStore, file.key));
  if (!file || !bytes) {
    if (whenGone === "leave out") return undefined;
    throw new ApiError(404, "slide_image_not_found");
  }
  if (!file.contentType.startsWith("image/")) throw new ApiError(400, "poster_image_unreadable", {}, { field: "image_id" });
  return bytes;
}

/** The renderer's request for a design; the brand and photo must be the caller's (404 otherwise). */
export async function posterRequestOf(
  deps: PosterDeps,
  userId: string,
  design: PosterDesign,
  language: Language,
  whenImageGone: "refuse" | "leave out" = "refuse",
): Promise<PosterRequest> {
  if (design.brandId) await findOwnBrand(deps.db, userId, design.brandId);
  const [brand, image] = await Promise.all([brandKitOf(deps, userId, design.brandId), design.imageId ? imageBytes(deps, userId, design.imageId, whenImageGone) : undefined]);
  return {
    templateId: design.templateId,
    size: design.size,
    content: posterContentOf(design.offer, language),
    ...(image && { image }),
    ...(brand && { brand }),
  };
}

/** The renderer's refusals as the API's sentences; anything else is not the caller's to fix and stays as it is. */
export function designErrorToApiError(error: unknown, request: Pick<PosterRequest, "templateId" | "size">): unknown {
  if (!(error instanceof DesignError)) return error;
  switch (error.code) {
    case "unknown_template":
      return new ApiError(400, "poster_template_unknown", { template: request.templateId });
    case "unknown_size":
      return new ApiError(400, "poster_size_unknown", { size: request.size });
    case "unreadable_image":
    case "image_too_large":
      return new ApiError(400, "poster_image_unreadable", {}, { field: "image_id" });
    case "bad_qr_url":
      return new ApiError(400, "poster_qr_url_invalid", { max: posterLimits.qrUrl }, { field: "qr_url" });
    default:
      return error;
  }
}

export function drawPoster(request: Parameters<typeof renderPoster>[0]): Promise<RenderedPoster> {
  return renderPoster(request).catch((error: unknown) => {
    throw designErrorToApiError(error, request);
  });
}

/**
 * 400 naming the field when a text does not fit its layer even at its smallest, in any size: the poster's own size
 * first, so that is the one named when several refuse it.
 */
export async function assertFitsEverySize(request: PosterRequest): Promise<void> {
  const sizes = [request.size, ...posterSizes.filter((size) => size !== request.size)];
  const measured = await Promise.all(
    sizes.map((size) =>
      measurePoster({ ...request, size }).then(
        (result) => ({ size, overflowed: result.overflowed }),
        (error: unknown) => {
          throw designErrorToApiError(error, request);
        },
      ),
    ),
  );
  for (const { size, overflowed } of measured) {
    const layer = overflowed[0];
    if (layer) throw new ApiError(400, "poster_text_too_long", { field: fieldOfLayer[layer], size }, { field: fieldOfLayer[layer], size });
  }
}

/** Draws the small preview JPEG and stores it under the poster's folder; returns its key. */
export async function storePreview(mediaStore: MediaStore, posterId: string, request: PosterRequest): Promise<string> {
  const preview = await drawPoster({ ...request, output: { type: "jpeg", width: previewWidth } });
  const key = contentKey(`posters/${posterId}`, preview.bytes, "image/jpeg");
  await mediaStore.put(key, preview.bytes);
  return key;
}
