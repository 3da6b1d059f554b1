/**
 * A new video's row and its render job, written together only while the owner's plan has room for one more; a
 * promotional video is one of the plan's videos and is written the same way (api/promote/promotional-videos.ts).
 */
import type { Insertable, Transaction } from "kysely";
import type { Db } from "../db/connection";
import type { Database, VideosTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import type { Plan } from "../contract/plans";
import { readQuota } from "../plans/plans";
import { queuedRenderColumns } from "./render-rows";
import { videoRenderJobKind, type VideoRenderPayload } from "./videos";

export type NewVideo = Omit<
  Insertable<VideosTable>,
  "job_id" | "status" | "stage" | "progress" | "error" | "favorite_at" | "duration_ms" | "files" | "usage_recorded_at" | "finished_at"
>;

export interface QuotaCheck {
  plan: Plan;
  /** PostgreSQL: two creations by one user wait for each other on the user's row, so both cannot pass the check. */
  lockOwner: boolean;
}

/** A first render's columns before it starts: queued, its job's, nothing rendered or counted yet. */
export type QueuedFirstRenderColumns = typeof queuedRenderColumns & { job_id: string; duration_ms: null; files: null; usage_recorded_at: null };

/**
 * The render job and the row (`insert` writes the row, adding `columns`) in one transaction, only while the owner's
 * plan has a video left this month (403 `plan_limit_reached`).
 */
export async function insertRenderWithinQuota(
  db: Db,
  jobs: JobQueue,
  { plan, lockOwner }: QuotaCheck,
  owner: { user_id: string; created_at: number },
  job: { kind: string; payload: object },
  insert: (trx: Transaction<Database>, columns: QueuedFirstRenderColumns) => Promise<unknown>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time anyway.
    if (lockOwner) await trx.selectFrom("users").select("id").where("id", "=", owner.user_id).forUpdate().execute();
    const quota = await readQuota(trx, owner.user_id, plan, owner.created_at);
    // A video still rendering (a promotional one too) holds its unit: the ledger is written only when a render succeeds.
    if (quota.used + quota.rendering >= quota.limit) throw new ApiError(403, "plan_limit_reached");
    const queued = await jobs.enqueue(job.kind, job.payload, { ownerUserId: owner.user_id, trx });
    await insert(trx, { ...queuedRenderColumns, job_id: queued.id, duration_ms: null, files: null, usage_recorded_at: null });
  });
}

export async function insertVideoWithinQuota(db: Db, jobs: JobQueue, check: QuotaCheck, video: NewVideo): Promise<void> {
  const job = { kind: videoRenderJobKind, payload: { videoId: video.id } satisfies VideoRenderPayload };
  await insertRenderWithinQuota(db, jobs, check, video, job, (trx, columns) =>
    trx
      .insertInto("videos")
      .values({ ...video, ...columns, favorite_at: null })
      .execute(),
  );
}
