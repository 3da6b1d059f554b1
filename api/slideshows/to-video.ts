/**
 * A slideshow turned into a video (`slide-show/generate-video`): its slides as drawn when the video's frame is its
 * format, else drawn again at the video's (a 4:5 or banner slide would be cropped in a 9:16 or 16:9 frame), each shown for a few seconds with a slow zoom and
 * a crossfade while the voice reads its texts, music as the plan allows. The video joins the render queue and
 * `/videos` like any other; its `script_id` names the slideshow it came from.
 */
import { randomInt, randomUUID } from "node:crypto";
import { slidesToTimeline, videoFrameOf } from "../../studio/writer/slides-timeline";
import { findMusicBed } from "../../studio/music";
import { defaultVoiceId } from "../../studio/voice";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { requirePlanFeature } from "../plans/plans";
import { findOwnProduct } from "../products/products";
import type { ApiServices } from "../services";
import { insertVideoWithinQuota } from "../videos/new-video";
import { findOwnVideo } from "../videos/videos";
import { videoView } from "../videos/updates";
import type { CaptionStyle, VideoView } from "../contract/videos";
import type { Plan } from "../contract/plans";
import { slidesForVideo } from "./draw";
import { parseSlides } from "./slides";
import type { SlideshowRow } from "./slideshows";

export interface SlideshowVideoOptions {
  /** Read the slides aloud; false makes a video with music only (or silent without music). */
  voice: boolean;
  musicId: string | null;
  captionStyle?: CaptionStyle;
}

export async function slideshowToVideo(
  services: ApiServices,
  user: { id: string; plan: Plan },
  row: SlideshowRow,
  options: SlideshowVideoOptions,
  language: Language,
): Promise<VideoView> {
  const { config, db, jobs, mediaStore } = services;
  if (row.status !== "ready") throw new ApiError(409, "slideshow_rendering");
  if (!row.product_id) throw new ApiError(409, "slideshow_product_gone");
  const product = await findOwnProduct(db, user.id, row.product_id);
  if (options.musicId) {
    requirePlanFeature(user.plan, "music");
    if (!findMusicBed(options.musicId)) throw new ApiError(400, "music_not_found", { music: options.musicId });
  }
  const frame = videoFrameOf[row.format];
  const slides = parseSlides(row.slides);
  const videoId = randomUUID();
  const drawn = await slidesForVideo({ db, mediaStore, scale: config.renderScale }, row, { ...row, id: `video-${videoId}`, format: frame.format }, slides);
  const now = config.now();
  const images = drawn.map((slide) => ({ slide, mediaId: randomUUID(), key: slide.file_key! }));
  await db
    .insertInto("media_items")
    .values(
      images.map(({ mediaId, key }) => ({
        id: mediaId,
        user_id: user.id,
        purpose: "file" as const,
        kind: "image" as const,
        storage_key: key,
        thumbnail_key: key,
        content_type: "image/png",
        byte_size: 0,
        width: 0,
        height: 0,
        duration_ms: null,
        file_name: "slide.png",
        description: null,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();
  const timeline = slidesToTimeline(
    images.map(({ slide, mediaId }) => ({ id: slide.id, role: slide.role, texts: slide.texts, imagePath: mediaId })),
    {
      aspectRatio: frame.ratio,
      seed: randomInt(2 ** 31 - 1),
      product: {
        name: product.name.slice(0, 200),
        ...(product.brand && { brand: product.brand.slice(0, 100) }),
        ...(product.price_amount !== null && product.price_currency !== null && { price: { amount: product.price_amount, currency: product.price_currency } }),
      },
      voiceId: defaultVoiceId,
      voice: options.voice,
      music: options.musicId ? { trackId: options.musicId, volumeDb: -18 } : null,
      captions: options.captionStyle ?? "none",
    },
  );
  try {
    await insertVideoWithinQuota(
      db,
      jobs,
      { plan: user.plan, lockOwner: config.database.kind === "postgres" },
      {
        id: videoId,
        user_id: user.id,
        product_id: product.id,
        script_id: row.id,
        title: `${row.title} · Slideshow`.slice(0, 200),
        timeline: JSON.stringify(timeline),
        aspect_ratios: JSON.stringify([frame.ratio]),
        created_at: now,
        updated_at: now,
      },
    );
  } catch (error) {
    await db
      .deleteFrom("media_items")
      .where(
        "id",
        "in",
        images.map((image) => image.mediaId),
      )
      .execute();
    await Promise.all(images.map((image) => mediaStore.delete(image.key)));
    throw error;
  }
  await db.updateTable("slideshows").set({ video_id: videoId, updated_at: now }).where("id", "=", row.id).execute();
  return videoView(db, await findOwnVideo(db, user.id, videoId), language);
}
