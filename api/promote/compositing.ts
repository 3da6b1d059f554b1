/**
 * A promotional video's new versions (`promote/compositing-video`): the current timeline with the edited subtitle
 * lines, rendered by its own job (update-job.ts) into files named after the update while the current version keeps
 * playing, then applied in one transaction. At most one renders at a time, held by the database (migration 016); a
 * new version uses no quota, as a video's composite does not (docs/decisions/070).
 */
import { timeline as timelineSchema, type Timeline } from "../../studio/timeline";
import { activeVideoStatuses } from "../contract/videos";
import type { SubtitleLineView } from "../contract/promote";
import type { Db, DbExecutor } from "../db/connection";
import type { JobQueue } from "../jobs";
import { startLaterRender } from "../videos/later-render";
import { promotionalTimeline, type PromotionalUpdateRow, type PromotionalVideoRow } from "./promotional-videos";

/** The job kind the render worker handles for a new version. */
export const promotionalUpdateJobKind = "promotional.update";

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

/** The current timeline showing `lines` as its captions. */
export function timelineWithLines(row: PromotionalVideoRow, lines: readonly SubtitleLineView[]): Timeline {
  return timelineSchema.parse({ ...promotionalTimeline(row), subtitles: lines.map((line) => ({ text: line.text, startMs: line.start_ms, endMs: line.end_ms })) });
}

/** The next version's row and its job (api/videos/later-render.ts); a new version still rendering answers 409. */
export async function startPromotionalUpdate(db: Db, jobs: JobQueue, row: PromotionalVideoRow, timeline: Timeline, now: number): Promise<void> {
  const render = { user_id: row.user_id, version: row.version + 1, timeline: JSON.stringify(timeline), aspect_ratios: row.aspect_ratios, presenter_name: row.presenter_name };
  await startLaterRender(db, jobs, promotionalUpdateJobKind, render, now, (trx, columns) =>
    trx
      .insertInto("promotional_video_updates")
      .values({ ...columns, promotional_video_id: row.id })
      .execute(),
  );
}
