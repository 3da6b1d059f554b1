/**
 * Later renders of a ready video (docs/decisions/070): `resize` renders ratios the video lacks, `composite` renders a
 * new version after edits. Each is a row in `video_updates` with its own render job; the video keeps serving its
 * files meanwhile, and the update is applied (files, timeline, version) in one transaction when its render succeeds.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { activeVideoStatuses, ratioSlug, type AspectRatio, type VideoUpdateKind, type VideoUpdateView, type VideoView } from "../contract/videos";
import { isUniqueViolation, type Db, type DbExecutor } from "../db/connection";
import type { VideoUpdatesTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import type { Language } from "../http/i18n";
import { failureMessage } from "./render-failure";
import { toVideoView, videoFolderKey, type VideoRow } from "./videos";

export type VideoUpdateRow = Selectable<VideoUpdatesTable>;

/** The job kind the update worker handles. */
export const videoUpdateJobKind = "video.update";

export interface VideoUpdatePayload {
  updateId: string;
}

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

/**
 * An update's files are named after the update (`<video id>-<update id>-<ratio>`): they never overwrite the files
 * still being served, and an update that fails or is cancelled removes exactly its own files, whatever another
 * update started since is writing.
 */
export function updateBaseName(update: Pick<VideoUpdateRow, "video_id" | "id">): string {
  return `${update.video_id}-${update.id}`;
}

/** The media-store keys a render of the update's ratios writes. */
export function updateFileKeys(update: Pick<VideoUpdateRow, "video_id" | "id" | "user_id" | "aspect_ratios">): string[] {
  const base = `${videoFolderKey(update.user_id, update.video_id)}/${updateBaseName(update)}`;
  return (JSON.parse(update.aspect_ratios) as AspectRatio[]).flatMap((ratio) => [`${base}-${ratioSlug(ratio)}.mp4`, `${base}-${ratioSlug(ratio)}.jpg`]);
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

/** The update row and its job in one transaction; the database's one-active-update index settles a race (409). */
export async function startUpdate(db: Db, jobs: JobQueue, video: VideoRow, update: NewUpdate, now: number): Promise<void> {
  const updateId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      const job = await jobs.enqueue<VideoUpdatePayload>(videoUpdateJobKind, { updateId }, { ownerUserId: video.user_id, trx });
      await trx
        .insertInto("video_updates")
        .values({
          id: updateId,
          video_id: video.id,
          user_id: video.user_id,
          job_id: job.id,
          kind: update.kind,
          version: update.version,
          status: "generating",
          stage: "queued",
          progress: 0,
          error: null,
          timeline: JSON.stringify(update.timeline),
          aspect_ratios: JSON.stringify(update.ratios),
          presenter_name: update.presenterName,
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
