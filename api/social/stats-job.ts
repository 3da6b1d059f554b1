/**
 * The platform's figures for a published post: fetched soon after publishing, then every hour for the first week and
 * every day after that until 90 days (what a marketer looks at; older posts barely move and each fetch costs quota).
 * Each fetch is a snapshot row; the engagement chart shows the latest per post.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import type { Job, JobHandler, JobQueue } from "../jobs";
import { findAccount, markNeedsReconnect, platformAccountOf, tokensOf } from "./accounts";
import { PlatformError } from "./platform";
import type { SocialPlatforms } from "./publish-job";
import type { TokenKeys } from "./token-crypto";

export const statsJobKind = "social.stats";

const hour = 60 * 60_000;
const day = 24 * hour;

export function nextStatsDelayMs(publishedAt: number, now: number): number | null {
  const age = now - publishedAt;
  if (age < 7 * day) return hour;
  if (age < 90 * day) return day;
  return null;
}

export function statsHandler(deps: { db: Db; jobs: JobQueue; keys: TokenKeys; platforms: SocialPlatforms }): JobHandler {
  const { db, jobs, keys } = deps;
  return async (job: Job<{ postId: string }>) => {
    const post = await db.selectFrom("social_posts").selectAll().where("id", "=", job.payload.postId).executeTakeFirst();
    if (!post || post.state !== "published" || post.platform_post_id === null || post.published_at === null) return { fetched: false };
    const platform = deps.platforms[post.platform];
    const account = await findAccount(db, post.account_id);
    if (!platform || !account || account.state !== "connected") return { fetched: false };
    try {
      const stats = await platform.fetchStats(tokensOf(keys, account).accessToken, platformAccountOf(account), post.platform_post_id);
      await db
        .insertInto("social_post_stats")
        .values({ id: randomUUID(), post_id: post.id, ...stats, fetched_at: jobs.now() })
        .execute();
    } catch (error) {
      // An expired token is refreshed by the next publish; a revoked one waits for the user to reconnect.
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind === "token-revoked") await markNeedsReconnect(db, account.id, jobs.now());
    }
    const delay = nextStatsDelayMs(post.published_at, jobs.now());
    if (delay !== null) await jobs.enqueue(statsJobKind, { postId: post.id }, { ownerUserId: post.user_id, runAfter: jobs.now() + delay });
    return { fetched: true };
  };
}
