/**
 * A promotional video's new versions (`promote/compositing-video`): the current timeline with the edited subtitle
 * lines, rendered by its own job into files named after the update while the current version keeps playing, then
 * applied in one transaction (update-job.ts). At most one renders at a time, held by the database (migration 016);
 * a new version uses no quota, as a video's composite does not (docs/decisions/070).
 */
import { randomUUID } from "node:crypto";
import { timeline as timelineSchema, type Timeline } from "../../studio/timeline";
import { activeVideoStatuses, ratioSlug, type AspectRatio } from "../contract/videos";
import type { SubtitleLineView } from "../contract/promote";
import { isUniqueViolation, type Db, type DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import { promotionalFolderKey, promotionalTimeline, type PromotionalUpdateRow, type PromotionalVideoRow } from "./promotional-videos";

/** The job kind the render worker handles for a new version. */
export const promotionalUpdateJobKind = "promotional.update";

export interface PromotionalUpdatePayload {
  updateId: string;
}

export function findActivePromotionalUpdate(db: DbExecutor, promotionalVideoId: string): Promise<PromotionalUpdateRow | undefined> {
  return db
    .selectFrom("promotional_video_updates")
    .selectAll()
    .where("promotional_video_id", "=", promotionalVideoId)
    .where("status", "in", activeVideoStatuses)
    .executeTakeFirst();
}

export function findPromotionalUpdate(db: DbExecutor, updateId: string): Promise<PromotionalUpdateRow | undefined> {
  return db.selectFrom("promotional_video_updates").selectAll().where("id", "=", updateId).executeTakeFirst();
}

/** `<video id>-<update id>`: a new version's files never overwrite the ones playing, and a failed one removes exactly its own. */
export function promotionalUpdateBaseName(update: Pick<PromotionalUpdateRow, "promotional_video_id" | "id">): string {
  return `${update.promotional_video_id}-${update.id}`;
}

/** The media-store keys a new version's render writes. */
export function promotionalUpdateFileKeys(update: Pick<PromotionalUpdateRow, "promotional_video_id" | "id" | "user_id" | "aspect_ratios">): string[] {
  const base = `${promotionalFolderKey(update.user_id, update.promotional_video_id)}/${promotionalUpdateBaseName(update)}`;
  return (JSON.parse(update.aspect_ratios) as AspectRatio[]).flatMap((ratio) => [`${base}-${ratioSlug(ratio)}.mp4`, `${base}-${ratioSlug(ratio)}.jpg`]);
}

/** The current timeline showing `lines` as its captions. */
export function timelineWithLines(row: PromotionalVideoRow, lines: readonly SubtitleLineView[]): Timeline {
  return timelineSchema.parse({ ...promotionalTimeline(row), subtitles: lines.map((line) => ({ text: line.text, startMs: line.start_ms, endMs: line.end_ms })) });
}

/** The update row and its job in one transaction; the one-active-update index settles a race (409). */
export async function startPromotionalUpdate(db: Db, jobs: JobQueue, row: PromotionalVideoRow, timeline: Timeline, now: number): Promise<void> {
  const updateId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      const job = await jobs.enqueue<PromotionalUpdatePayload>(promotionalUpdateJobKind, { updateId }, { ownerUserId: row.user_id, trx });
      await trx
        .insertInto("promotional_video_updates")
        .values({
          id: updateId,
          promotional_video_id: row.id,
          user_id: row.user_id,
          job_id: job.id,
          version: row.version + 1,
          status: "generating",
          stage: "queued",
          progress: 0,
          error: null,
          timeline: JSON.stringify(timeline),
          aspect_ratios: row.aspect_ratios,
          presenter_name: row.presenter_name,
          created_at: now,
          updated_at: now,
          finished_at: null,
        })
        .execute();
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "video_update_in_progress");
    throw error;
  }
}
