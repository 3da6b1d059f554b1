/** Data access for promotional videos: their ids, rows, views, where their files live, and deletion. */
import { randomInt } from "node:crypto";
import type { Insertable, Selectable } from "kysely";
import type { Timeline } from "../../studio/timeline";
import { promotionalVideoIdLength, type PromoOfferView, type PromoScriptView, type PromotionalVideoView, type PromoUpdateView } from "../contract/promote";
import { activeVideoStatuses, ratioSlug, type AspectRatio } from "../contract/videos";
import type { Db, DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { PromotionalVideoUpdatesTable, PromotionalVideosTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import type { JobQueue } from "../jobs";
import type { RenderRowChanges } from "../jobs/render-runner";
import { deleteRecords } from "../records/records";
import { insertRenderWithinQuota, type QuotaCheck } from "../videos/new-video";
import { failureMessage } from "../videos/render-failure";
import { storedFiles } from "../videos/render-rows";
import { videoPresenterView } from "../videos/videos";

export type PromotionalVideoRow = Selectable<PromotionalVideosTable>;
export type PromotionalUpdateRow = Selectable<PromotionalVideoUpdatesTable>;

/** The job kind the render worker handles. */
export const promotionalRenderJobKind = "promotional.render";

export interface PromotionalRenderPayload {
  promotionalVideoId: string;
}

const base62 = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** 16 letters and digits at random (about 95 bits): the length tells the app this is a promotional video. */
export function newPromotionalVideoId(): string {
  return Array.from({ length: promotionalVideoIdLength }, () => base62[randomInt(base62.length)]).join("");
}

export function promotionalFolderKey(userId: string, id: string): string {
  return `${userId}/promotional/${id}`;
}

export function promotionalTimeline(row: PromotionalVideoRow): Timeline {
  return JSON.parse(row.timeline) as Timeline;
}

/** The view of a new version: shown while it renders and once it failed; an applied or cancelled one is history. */
function toPromoUpdateView(update: PromotionalUpdateRow | undefined, language: Language): PromoUpdateView | null {
  if (!update || !(activeVideoStatuses.includes(update.status) || update.status === "failed")) return null;
  return { version: update.version, status: update.status, stage: update.stage, progress: update.progress, error: failureMessage(update.error, language) };
}

function toPromotionalVideoView(row: PromotionalVideoRow, language: Language, update: PromotionalUpdateRow | undefined): PromotionalVideoView {
  const timeline = promotionalTimeline(row);
  const media = `${apiBasePath}/media/promo/${row.id}`;
  return {
    id: row.id,
    title: row.title,
    version: row.version,
    update: toPromoUpdateView(update, language),
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: failureMessage(row.error, language),
    product_ids: JSON.parse(row.product_ids) as string[],
    offer: JSON.parse(row.offer) as PromoOfferView,
    script: JSON.parse(row.script) as PromoScriptView,
    aspect_ratios: JSON.parse(row.aspect_ratios) as AspectRatio[],
    length_seconds: timeline.lengthSeconds,
    duration_ms: row.duration_ms,
    voice_id: timeline.voice.id,
    music_id: timeline.music?.trackId ?? null,
    caption_style: timeline.captions.style,
    caption_position: timeline.captions.position,
    files: storedFiles(row).map((file) => ({
      ratio: file.ratio,
      url: `${media}/${ratioSlug(file.ratio)}`,
      thumbnail_url: `${media}/${ratioSlug(file.ratio)}/thumbnail`,
      width: file.width,
      height: file.height,
      size: file.size,
    })),
    presenter: videoPresenterView(row, timeline),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
    finished_at: row.finished_at === null ? null : Number(row.finished_at),
  };
}

/** The promotional videos as the API shows them, each with its latest new version, failures said in `language`. */
export async function promotionalVideoViews(db: DbExecutor, rows: readonly PromotionalVideoRow[], language: Language): Promise<PromotionalVideoView[]> {
  const ids = rows.map((row) => row.id);
  const updates =
    ids.length === 0
      ? []
      : await db.selectFrom("promotional_video_updates").selectAll().where("promotional_video_id", "in", ids).orderBy("created_at", "asc").orderBy("id", "asc").execute();
  const latest = new Map(updates.map((update) => [update.promotional_video_id, update]));
  return rows.map((row) => toPromotionalVideoView(row, language, latest.get(row.id)));
}

export async function promotionalVideoView(db: DbExecutor, row: PromotionalVideoRow, language: Language): Promise<PromotionalVideoView> {
  return (await promotionalVideoViews(db, [row], language))[0]!;
}

/** The caller's promotional video, or 404 (another user's is as unknown as a missing one). */
export async function findOwnPromotionalVideo(db: DbExecutor, userId: string, id: string): Promise<PromotionalVideoRow> {
  const row = await db.selectFrom("promotional_videos").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "promotional_video_not_found");
  return row;
}

export function findPromotionalVideo(db: DbExecutor, id: string): Promise<PromotionalVideoRow | undefined> {
  return db.selectFrom("promotional_videos").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The caller's promotional videos, newest first. */
export function listOwnPromotionalVideos(db: DbExecutor, userId: string, page: PageRequest) {
  const filtered = db.selectFrom("promotional_videos").where("user_id", "=", userId);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

/**
 * Deletes the row with its new versions and its records, and answers the jobs of its renders still running (the
 * first render's, a new version's) for the caller to cancel: each finds its row gone and keeps nothing.
 */
export async function deleteOwnPromotionalVideo(db: Db, row: PromotionalVideoRow): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const updates = await trx
      .selectFrom("promotional_video_updates")
      .select("job_id")
      .where("promotional_video_id", "=", row.id)
      .where("status", "in", activeVideoStatuses)
      .execute();
    await deleteRecords(trx, "promotional", [row.id]);
    // Its new versions go with it (a foreign key that cascades).
    await trx.deleteFrom("promotional_videos").where("id", "=", row.id).where("user_id", "=", row.user_id).execute();
    return [...(activeVideoStatuses.includes(row.status) ? [row.job_id] : []), ...updates.map((update) => update.job_id)];
  });
}

/** Changes a render's row (the first render's, a new version's) only while it is still rendering: a delete or a cancel always wins. */
export function updateActivePromotionalRender(db: DbExecutor, table: "promotional_videos" | "promotional_video_updates", id: string, changes: RenderRowChanges, now: number) {
  return db
    .updateTable(table)
    .set({ ...changes, updated_at: now })
    .where("id", "=", id)
    .where("status", "in", activeVideoStatuses)
    .executeTakeFirst();
}

export type NewPromotionalVideo = Omit<
  Insertable<PromotionalVideosTable>,
  | "job_id"
  | "status"
  | "stage"
  | "progress"
  | "error"
  | "duration_ms"
  | "files"
  | "usage_recorded_at"
  | "presenter_provider"
  | "presenter_look"
  | "presenter_fallback_reason"
  | "finished_at"
  | "version"
  | "subtitles"
>;

/** The row and its render job, written together only while the plan has a video left this month (api/videos/new-video.ts). */
export async function insertPromotionalVideoWithinQuota(db: Db, jobs: JobQueue, check: QuotaCheck, video: NewPromotionalVideo): Promise<void> {
  const job = { kind: promotionalRenderJobKind, payload: { promotionalVideoId: video.id } satisfies PromotionalRenderPayload };
  await insertRenderWithinQuota(db, jobs, check, video, job, (trx, columns) =>
    trx
      .insertInto("promotional_videos")
      .values({ ...video, ...columns, presenter_provider: null, presenter_look: null, presenter_fallback_reason: null, subtitles: null })
      .execute(),
  );
}
