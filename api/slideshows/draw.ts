/**
 * Draws a slideshow's slides with the design renderer (studio/design) and stores them: each slide whose `file_key`
 * is null gets its image (the product photo or library image it names), the brand kit, and a file named by its
 * bytes. A file no slide names any more is removed, so a slideshow's folder holds what it shows and nothing else.
 */
import { renderSlide, DesignError, type BrandKit } from "../../studio/design";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { findOwnMediaFile } from "../media/library";
import { contentKey, type MediaStore } from "../storage/media-store";
import type { SlideFormat } from "../contract/slideshows";
import type { StoredSlide } from "./slides";
import { readStoredBytes } from "./stored-bytes";

export interface DrawDeps {
  db: DbExecutor;
  mediaStore: MediaStore;
  /** Below 1 draws smaller images (tests, previews), as RENDER_SCALE does for videos. */
  scale: number;
}

export interface DrawTarget {
  id: string;
  user_id: string;
  template_id: string;
  format: SlideFormat;
  brand_id: string | null;
}

/** The brand's logo, colours, font and call to action as the renderer takes them. */
export async function brandKitOf(deps: Pick<DrawDeps, "db" | "mediaStore">, userId: string, brandId: string | null): Promise<BrandKit | undefined> {
  if (!brandId) return undefined;
  const brand = await deps.db.selectFrom("brands").selectAll().where("id", "=", brandId).where("user_id", "=", userId).executeTakeFirst();
  if (!brand) return undefined;
  const logoFile = brand.logo_media_id ? await findOwnMediaFile(deps.db, userId, brand.logo_media_id, "file") : undefined;
  return {
    colors: JSON.parse(brand.colors) as string[],
    ...(brand.font && { fontFamily: brand.font }),
    ...(brand.call_to_action && { callToAction: brand.call_to_action }),
    ...(logoFile && { logo: await readStoredBytes(deps.mediaStore, logoFile.key) }),
  };
}

/** The bytes of an image the owner may show on a slide: 404 when it is not theirs or is gone. */
export async function slideImageBytes(deps: Pick<DrawDeps, "db" | "mediaStore">, userId: string, imageId: string): Promise<Buffer> {
  const file = await findOwnMediaFile(deps.db, userId, imageId, "file");
  const bytes = file && (await readStoredBytes(deps.mediaStore, file.key));
  if (!bytes) throw new ApiError(404, "slide_image_not_found");
  return bytes;
}

/** The renderer's refusals as the API's sentences; anything else is not the caller's to fix and stays as it is. */
export function designErrorToApiError(error: unknown, asked: { templateId: string; format: string }): unknown {
  if (!(error instanceof DesignError)) return error;
  switch (error.code) {
    case "unknown_template":
      return new ApiError(400, "slide_template_unknown", { template: asked.templateId });
    case "unknown_format":
      return new ApiError(400, "slide_format_unknown", { format: asked.format });
    case "unreadable_image":
    case "image_too_large":
      return new ApiError(400, "slide_image_unreadable");
    default:
      return error;
  }
}

/** Draws every slide without a file, `onDrawn` after each; returns the slides with their new files. */
export async function drawSlides(deps: DrawDeps, target: DrawTarget, slides: StoredSlide[], onDrawn?: (done: number, total: number) => void): Promise<StoredSlide[]> {
  const brand = await brandKitOf(deps, target.user_id, target.brand_id);
  const stale = slides.filter((slide) => !slide.file_key);
  // Slides share the product's few photos: each is looked up and read once per drawing, not once per slide.
  const images = new Map<string, Promise<Buffer | undefined>>();
  const imageOf = (imageId: string) => {
    if (!images.has(imageId))
      images.set(
        imageId,
        slideImageBytes(deps, target.user_id, imageId).catch(() => undefined),
      );
    return images.get(imageId)!;
  };
  let done = 0;
  const drawn = new Map<string, StoredSlide>();
  // Two at a time: the renderer's own work is spread over libvips' threads, and a 20-slide show stays within memory.
  const queue = [...stale];
  const drawNext = async (): Promise<void> => {
    const slide = queue.shift();
    if (!slide) return;
    const image = slide.image_id ? await imageOf(slide.image_id) : undefined;
    const result = await renderSlide({
      templateId: target.template_id,
      format: target.format,
      slide: { role: slide.role, texts: slide.texts, image },
      brand,
      type: "png",
      scale: deps.scale,
    }).catch((error: unknown) => {
      throw designErrorToApiError(error, { templateId: target.template_id, format: target.format });
    });
    const key = contentKey(`slideshows/${target.id}`, result.bytes, "image/png");
    await deps.mediaStore.put(key, result.bytes);
    drawn.set(slide.id, { ...slide, file_key: key, overflowed: result.overflowed });
    onDrawn?.(++done, stale.length);
    return drawNext();
  };
  await Promise.all([drawNext(), drawNext()]);
  return slides.map((slide) => drawn.get(slide.id) ?? slide);
}

/** Removes the files `before` named that `after` no longer does. */
export async function removeUnusedFiles(mediaStore: MediaStore, before: StoredSlide[], after: StoredSlide[]): Promise<void> {
  const kept = new Set(after.map((slide) => slide.file_key));
  const unused = [...new Set(before.flatMap((slide) => (slide.file_key && !kept.has(slide.file_key) ? [slide.file_key] : [])))];
  await Promise.all(unused.map((key) => mediaStore.delete(key)));
}

/**
 * A slideshow's slides for its video: where the video's frame is the slideshow's own format (a story slideshow in a
 * 9:16 video), the slides already drawn are copied under the video, so the video shows the slideshow as it is and the
 * request waits for no drawing; the rest (another format, a slide not drawn since its last edit) are drawn.
 */
export async function slidesForVideo(deps: DrawDeps, slideshow: DrawTarget, video: DrawTarget, slides: StoredSlide[]): Promise<StoredSlide[]> {
  const reusable = video.format === slideshow.format;
  const copied = await Promise.all(
    slides.map(async (slide) => {
      const bytes = reusable && slide.file_key ? await readStoredBytes(deps.mediaStore, slide.file_key) : undefined;
      if (!bytes) return { ...slide, file_key: null };
      // A copy, not the same key: deleting the slideshow removes its folder, and the video must stay whole.
      const key = contentKey(`slideshows/${video.id}`, bytes, "image/png");
      await deps.mediaStore.put(key, bytes);
      return { ...slide, file_key: key };
    }),
  );
  return drawSlides(deps, video, copied);
}
