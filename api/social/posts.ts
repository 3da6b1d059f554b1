/**
 * Social posts as stored and as the API shows them: creating one enqueues its publish job to run at its scheduled
 * time, in the same transaction, so a post never exists without the job that sends it.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/connection";
import type { SocialPostsTable } from "../db/schema";
import type { SocialPostView, SocialPrivacy, SocialRatio, TikTokDisclosure } from "../contract/social";
import type { JobQueue } from "../jobs";
import type { SocialAccountRow } from "./accounts";
import { publishAttempts, publishJobKind, type PublishPayload } from "./publish-job";

export type SocialPostRow = Selectable<SocialPostsTable>;

export interface NewPosts {
  userId: string;
  videoId: string;
  title: string;
  caption: string;
  privacy: SocialPrivacy;
  /** "none" when absent. */
  tiktokDisclosure?: TikTokDisclosure;
  targets: { account: SocialAccountRow; ratio: SocialRatio }[];
  scheduledAt: number;
  timeZone: string;
}

export async function createPosts(db: Db, jobs: JobQueue, input: NewPosts): Promise<SocialPostRow[]> {
  const at = jobs.now();
  return db.transaction().execute(async (trx) => {
    const rows: SocialPostRow[] = [];
    for (const { account, ratio } of input.targets) {
      const id = randomUUID();
      const job = await jobs.enqueue<PublishPayload>(
        publishJobKind,
        { postId: id },
        { ownerUserId: input.userId, runAfter: input.scheduledAt, maxAttempts: publishAttempts, trx },
      );
      rows.push(
        await trx
          .insertInto("social_posts")
          .values({
            id,
            user_id: input.userId,
            video_id: input.videoId,
            account_id: account.id,
            platform: account.platform,
            ratio,
            title: input.title,
            caption: input.caption,
            privacy: input.privacy,
            tiktok_disclosure: account.platform === "tiktok" ? (input.tiktokDisclosure ?? "none") : "none",
            scheduled_at: input.scheduledAt,
            time_zone: input.timeZone,
            state: "scheduled",
            failure_kind: null,
            failure_reason: null,
            progress: null,
            uploaded_bytes: 0,
            file_bytes: null,
            platform_post_id: null,
            platform_post_url: null,
            attempts: 0,
            job_id: job.id,
            published_at: null,
            created_at: at,
            updated_at: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow(),
      );
    }
    return rows;
  });
}

/** Only a post still waiting for its time can be cancelled; one on its way out is the platform's now. */
export async function cancelScheduledPost(db: Db, jobs: JobQueue, post: SocialPostRow): Promise<boolean> {
  const updated = await db
    .updateTable("social_posts")
    .set({ state: "cancelled", updated_at: jobs.now() })
    .where("id", "=", post.id)
    .where("state", "=", "scheduled")
    .where("progress", "is", null)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) return false;
  if (post.job_id) await jobs.cancel(post.job_id);
  return true;
}

const iso = (ms: number) => new Date(ms).toISOString();

export async function postViews(db: Db, rows: SocialPostRow[]): Promise<SocialPostView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const accounts = await db
    .selectFrom("social_accounts")
    .select(["id", "platform_account_name"])
    .where(
      "id",
      "in",
      rows.map((row) => row.account_id),
    )
    .execute();
  const stats = await db.selectFrom("social_post_stats").selectAll().where("post_id", "in", ids).orderBy("fetched_at", "desc").execute();
  return rows.map((row) => {
    const latest = stats.find((snapshot) => snapshot.post_id === row.id);
    return {
      id: row.id,
      video_id: row.video_id,
      account_id: row.account_id,
      account_name: accounts.find((account) => account.id === row.account_id)?.platform_account_name ?? "",
      platform: row.platform,
      ratio: row.ratio,
      caption: row.caption,
      privacy: row.privacy,
      tiktok_disclosure: row.tiktok_disclosure,
      scheduled_at: iso(row.scheduled_at),
      time_zone: row.time_zone,
      state: row.state,
      upload_percent: row.state === "uploading" && row.file_bytes ? Math.min(100, Math.round((row.uploaded_bytes / row.file_bytes) * 100)) : null,
      failure: row.state === "failed" && row.failure_kind ? { kind: row.failure_kind, reason: row.failure_reason ?? "" } : null,
      post_url: row.platform_post_url,
      published_at: row.published_at === null ? null : iso(row.published_at),
      stats: latest
        ? { views: Number(latest.views), likes: Number(latest.likes), comments: Number(latest.comments), shares: Number(latest.shares), fetched_at: iso(latest.fetched_at) }
        : null,
    };
  });
}
