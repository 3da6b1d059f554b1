/** A new video's row and its render job, written together only while the owner's plan has room for one more. */
import type { Insertable } from "kysely";
import type { Db } from "../db/connection";
import type { VideosTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import type { Plan } from "../contract/plans";
import { readQuota } from "../plans/plans";
import { countActiveVideos, videoRenderJobKind, type VideoRenderPayload } from "./videos";

export type NewVideo = Omit<
  Insertable<VideosTable>,
  "job_id" | "status" | "stage" | "progress" | "error" | "favorite_at" | "duration_ms" | "files" | "usage_recorded_at" | "finished_at"
>;

export interface QuotaCheck {
  plan: Plan;
  /** PostgreSQL: two creations by one user wait for each other on the user's row, so both cannot pass the check. */
  lockOwner: boolean;
}

export async function insertVideoWithinQuota(db: Db, jobs: JobQueue, { plan, lockOwner }: QuotaCheck, video: NewVideo): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // SQLite runs one write transaction at a time anyway.
    if (lockOwner) await trx.selectFrom("users").select("id").where("id", "=", video.user_id).forUpdate().execute();
    const quota = await readQuota(trx, video.user_id, plan, video.created_at);
    // A video still rendering holds its unit: the ledger is written only when a render succeeds.
    if (quota.used + (await countActiveVideos(trx, video.user_id)) >= quota.limit) throw new ApiError(403, "plan_limit_reached");
    const job = await jobs.enqueue<VideoRenderPayload>(videoRenderJobKind, { videoId: video.id }, { ownerUserId: video.user_id, trx });
    await trx
      .insertInto("videos")
      .values({
        ...video,
        job_id: job.id,
        status: "generating",
        stage: "queued",
        progress: 0,
        error: null,
        favorite_at: null,
        duration_ms: null,
        files: null,
        usage_recorded_at: null,
        finished_at: null,
      })
      .execute();
  });
}
