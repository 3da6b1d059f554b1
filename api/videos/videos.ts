/** Data access for videos, where their files live, and a video as its view (api/contract/videos.ts). */
import type { Selectable } from "kysely";
import type { Timeline } from "../../studio/timeline";
import type { VideoPresenterView } from "../contract/avatars";
import { activeVideoStatuses, aspectRatios, ratioSlug, type AspectRatio, type VideoUpdateView, type VideoView } from "../contract/videos";
import { apiBasePath } from "../http/base-path";
import type { DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { VideosTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import type { MediaStore } from "../storage/media-store";
import { fileResponse } from "./file-response";
import { failureMessage } from "./render-failure";
import type { RenderRowChanges } from "../jobs/render-runner";

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

export function videoTimeline(row: VideoRow): Timeline {
  return JSON.parse(row.timeline) as Timeline;
}

export function videoFiles(row: VideoRow): VideoFile[] {
  return row.files === null ? [] : (JSON.parse(row.files) as VideoFile[]);
}

/** What a video says of its presenter: the timeline's choice, the name it had, and what the render reported. */
export function videoPresenterView(
  row: Pick<VideoRow, "presenter_name" | "presenter_provider" | "presenter_look" | "presenter_fallback_reason">,
  timeline: Timeline,
): VideoPresenterView | null {
  const presenter = timeline.presenter;
  if (!presenter) return null;
  return {
    avatar_id: presenter.avatarId,
    name: row.presenter_name ?? presenter.avatarId,
    layout: presenter.layout,
    show_label: presenter.showLabel,
    provider: row.presenter_provider,
    look: row.presenter_look,
    fallback_reason: row.presenter_fallback_reason,
  };
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
    presenter: videoPresenterView(row, timeline),
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

/**
 * Videos still rendering, promotional ones included: each holds one unit of quota until it ends, so parallel
 * creations cannot overdraw a plan.
 */
export async function countActiveVideos(db: DbExecutor, userId: string): Promise<number> {
  let active = 0;
  // One after the other: inside a transaction both queries share its one connection.
  for (const table of ["videos", "promotional_videos"] as const) {
    const row = await db
      .selectFrom(table)
      .select(db.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "in", activeVideoStatuses)
      .executeTakeFirstOrThrow();
    active += Number(row.n);
  }
  return active;
}

/** The caller's videos, newest first; only the favourites when asked. */
export function listOwnVideos(db: DbExecutor, userId: string, { favoritesOnly }: { favoritesOnly: boolean }, page: PageRequest) {
  let filtered = db.selectFrom("videos").where("user_id", "=", userId);
  if (favoritesOnly) filtered = filtered.where("favorite_at", "is not", null);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

/** The caller's videos among `ids`, in no particular order (others' ids find nothing). */
export function findOwnVideos(db: DbExecutor, userId: string, ids: readonly string[]): Promise<VideoRow[]> {
  return db
    .selectFrom("videos")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "in", [...ids])
    .execute();
}

/**
 * Deletes the caller's videos among `ids` and says which they were, and the jobs of their updates still rendering:
 * the rows go first, so a render that is still finishing finds its video gone and keeps nothing (see render-job.ts).
 */
export async function deleteOwnVideos(db: DbExecutor, userId: string, ids: readonly string[]) {
  const deleted = await db
    .selectFrom("videos")
    .select(["id", "job_id", "status"])
    .where("user_id", "=", userId)
    .where("id", "in", [...new Set(ids)])
    .execute();
  if (deleted.length === 0) return { deleted, activeUpdateJobIds: [] };
  const deletedIds = deleted.map((row) => row.id);
  const updates = await db.selectFrom("video_updates").select("job_id").where("video_id", "in", deletedIds).where("status", "in", activeVideoStatuses).execute();
  await db.deleteFrom("videos").where("user_id", "=", userId).where("id", "in", deletedIds).execute();
  return { deleted, activeUpdateJobIds: updates.map((update) => update.job_id) };
}

/** Renames or (un)favourites a video; favouriting again keeps the first time, which orders a favourites screen. */
export async function changeVideoInfo(db: DbExecutor, row: VideoRow, changes: { title?: string; favorite?: boolean }, now: number): Promise<void> {
  await db
    .updateTable("videos")
    .set({
      ...(changes.title !== undefined && { title: changes.title }),
      ...(changes.favorite !== undefined && { favorite_at: changes.favorite ? (row.favorite_at ?? now) : null }),
      updated_at: now,
    })
    .where("id", "=", row.id)
    .where("user_id", "=", row.user_id)
    .execute();
}

/**
 * Changes a render's row (a video's, or a later render's) only while it is still active, as the render workers do:
 * a cancel or a delete always wins, and whichever of a cancel and a success lands first, the two never mix.
 */
export function updateActiveRender(db: DbExecutor, table: "videos" | "video_updates", id: string, changes: RenderRowChanges, now: number) {
  return db
    .updateTable(table)
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", activeVideoStatuses)
    .executeTakeFirst();
}

export async function markRenderCancelled(db: DbExecutor, table: "videos" | "video_updates", id: string, now: number): Promise<void> {
  await updateActiveRender(db, table, id, { status: "cancelled", stage: "cancelled", finished_at: now }, now);
}

/** A rendered ratio's MP4 or thumbnail (`ratio` as in URLs, `9x16`), with Range support; 404 when there is none. */
export async function renderedFileResponse(mediaStore: MediaStore, video: VideoRow, ratio: string, part: "video" | "thumbnail", requestHeaders: Headers): Promise<Response> {
  const wanted = ratioFromSlug(ratio);
  const file = wanted && videoFiles(video).find((candidate) => candidate.ratio === wanted);
  const response =
    file && (await fileResponse(mediaStore, part === "video" ? file.video_key : file.thumbnail_key, part === "video" ? "video/mp4" : "image/jpeg", requestHeaders));
  if (!response) throw new ApiError(404, "media_not_found");
  return response;
}
