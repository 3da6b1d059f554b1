/** Data access for videos, where their files live, and a video as its view (api/contract/videos.ts). */
import path from "node:path";
import type { Selectable } from "kysely";
import type { Timeline } from "../../studio/timeline";
import { activeVideoStatuses, aspectRatios, ratioSlug, type AspectRatio, type VideoUpdateView, type VideoView } from "../contract/videos";
import { apiBasePath } from "../http/base-path";
import type { DbExecutor } from "../db/connection";
import type { VideosTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { failureMessage } from "./render-failure";

export type VideoRow = Selectable<VideosTable>;

/** The job kind the render worker handles. */
export const videoRenderJobKind = "video.render";

export interface VideoRenderPayload {
  videoId: string;
}

/** One rendered aspect ratio; keys are media-store keys (`<userId>/videos/<videoId>/<file>`). */
export interface VideoFile {
  ratio: AspectRatio;
  video_key: string;
  thumbnail_key: string;
  width: number;
  height: number;
  size: number;
}

/** `9x16` → `9:16`, or undefined for a slug that names no ratio. */
export function ratioFromSlug(slug: string): AspectRatio | undefined {
  const ratio = slug.replace("x", ":");
  return aspectRatios.find((candidate) => candidate === ratio);
}

/** The video's own folder under the media store: everything it renders goes here, named after the video id. */
export function videoFolderKey(userId: string, videoId: string): string {
  return `${userId}/videos/${videoId}`;
}

export function videoFolderPath(dataDir: string, userId: string, videoId: string): string {
  return path.join(dataDir, "media", ...videoFolderKey(userId, videoId).split("/"));
}

export function mediaKeyPath(dataDir: string, key: string): string {
  return path.join(dataDir, "media", ...key.split("/"));
}

export function videoTimeline(row: VideoRow): Timeline {
  return JSON.parse(row.timeline) as Timeline;
}

export function videoFiles(row: VideoRow): VideoFile[] {
  return row.files === null ? [] : (JSON.parse(row.files) as VideoFile[]);
}

export function toVideoView(row: VideoRow, language: Language, update: VideoUpdateView | null = null): VideoView {
  const timeline = videoTimeline(row);
  return {
    id: row.id,
    product_id: row.product_id,
    script_id: row.script_id,
    title: row.title,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: failureMessage(row.error, language),
    aspect_ratios: JSON.parse(row.aspect_ratios) as AspectRatio[],
    length_seconds: timeline.lengthSeconds,
    duration_ms: row.duration_ms,
    voice_id: timeline.voice.id,
    music_id: timeline.music?.trackId ?? null,
    caption_style: timeline.captions.style,
    caption_position: timeline.captions.position,
    favorite: row.favorite_at !== null,
    favorite_at: row.favorite_at,
    version: row.version,
    files: videoFiles(row).map((file) => ({
      ratio: file.ratio,
      url: `${apiBasePath}/media/video/${row.id}/${ratioSlug(file.ratio)}`,
      thumbnail_url: `${apiBasePath}/media/video/${row.id}/${ratioSlug(file.ratio)}/thumbnail`,
      width: file.width,
      height: file.height,
      size: file.size,
    })),
    update,
    created_at: row.created_at,
    updated_at: row.updated_at,
    finished_at: row.finished_at,
  };
}

/** The caller's video, or 404 (another user's video is as unknown as a missing one). */
export async function findOwnVideo(db: DbExecutor, userId: string, videoId: string): Promise<VideoRow> {
  const row = await db.selectFrom("videos").selectAll().where("id", "=", videoId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "video_not_found");
  return row;
}

export function findVideo(db: DbExecutor, videoId: string): Promise<VideoRow | undefined> {
  return db.selectFrom("videos").selectAll().where("id", "=", videoId).executeTakeFirst();
}

/** Videos still rendering: each holds one unit of quota until it ends, so parallel creations cannot overdraw a plan. */
export async function countActiveVideos(db: DbExecutor, userId: string): Promise<number> {
  const row = await db
    .selectFrom("videos")
    .select(db.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("status", "in", activeVideoStatuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
