/**
 * Later renders of a ready video (docs/decisions/070): `resize` renders ratios the video lacks, `composite` renders a
 * new version after edits. Each is a row in `video_updates` with its own render job; the video keeps serving its
 * files meanwhile, and the update is applied (files, timeline, version) in one transaction when its render succeeds.
 */
import type { Selectable } from "kysely";
import { activeVideoStatuses, type AspectRatio, type VideoUpdateKind, type VideoUpdateView, type VideoView } from "../contract/videos";
import type { Db, DbExecutor } from "../db/connection";
import type { VideoUpdatesTable } from "../db/schema";
import type { JobQueue } from "../jobs";
import type { Language } from "../http/i18n";
import { startLaterRender } from "./later-render";
import { failureMessage } from "./render-failure";
import { toVideoView, type VideoRow } from "./videos";

export type VideoUpdateRow = Selectable<VideoUpdatesTable>;

/** The job kind the update worker handles. */
export const videoUpdateJobKind = "video.update";

export function toVideoUpdateView(row: VideoUpdateRow, language: Language): VideoUpdateView {
  return {
    id: row.id,
    kind: row.kind,
    version: row.version,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: failureMessage(row.error, language),
    aspect_ratios: JSON.parse(row.aspect_ratios) as AspectRatio[],
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

/** The latest update of each video, by video id (videos never updated are left out). */
export async function latestUpdates(db: DbExecutor, videoIds: readonly string[]): Promise<Map<string, VideoUpdateRow>> {
  if (videoIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("video_updates")
    .selectAll()
    .where("video_id", "in", [...videoIds])
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return new Map(rows.map((row) => [row.video_id, row]));
}

/** The videos as the API shows them, each with its latest update, failures said in `language`. */
export async function videoViews(db: DbExecutor, rows: readonly VideoRow[], language: Language): Promise<VideoView[]> {
  const updates = await latestUpdates(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const update = updates.get(row.id);
    return toVideoView(row, language, update ? toVideoUpdateView(update, language) : null);
  });
}

export async function videoView(db: DbExecutor, row: VideoRow, language: Language): Promise<VideoView> {
  return (await videoViews(db, [row], language))[0]!;
}

export function findActiveUpdate(db: DbExecutor, videoId: string): Promise<VideoUpdateRow | undefined> {
  return db.selectFrom("video_updates").selectAll().where("video_id", "=", videoId).where("status", "in", activeVideoStatuses).executeTakeFirst();
}

export function findUpdate(db: DbExecutor, updateId: string): Promise<VideoUpdateRow | undefined> {
  return db.selectFrom("video_updates").selectAll().where("id", "=", updateId).executeTakeFirst();
}

export function videoRatios(row: VideoRow): AspectRatio[] {
  return JSON.parse(row.aspect_ratios) as AspectRatio[];
}

export interface NewUpdate {
  kind: VideoUpdateKind;
  version: number;
  timeline: unknown;
  ratios: AspectRatio[];
  /** The name of the timeline's presenter when it was chosen; null without one. */
  presenterName: string | null;
}

/** The update row and its job (later-render.ts); another update of the video still rendering answers 409. */
export async function startUpdate(db: Db, jobs: JobQueue, video: VideoRow, update: NewUpdate, now: number): Promise<void> {
  const render = {
    user_id: video.user_id,
    version: update.version,
    timeline: JSON.stringify(update.timeline),
    aspect_ratios: JSON.stringify(update.ratios),
    presenter_name: update.presenterName,
  };
  await startLaterRender(db, jobs, videoUpdateJobKind, render, now, (trx, columns) =>
    trx
      .insertInto("video_updates")
      .values({ ...columns, video_id: video.id, kind: update.kind })
      .execute(),
  );
}
