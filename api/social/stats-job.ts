/**
 * The platform's figures for a published post: fetched soon after publishing, then every hour for the first week and
 * every day after that until 90 days (what a marketer looks at; older posts barely move and each fetch costs quota).
 * Each fetch is a snapshot row; the engagement chart shows the latest per post.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import type { Job, JobHandler, JobQueue } from "../jobs";
import { findAccount, markNeedsReconnect, platformAccountOf } from "./accounts";
import { freshTokens, ReconnectNeeded } from "./fresh-tokens";
import { PlatformError, type PostStats, type SocialPlatform } from "./platform";
import type { SocialPostRow } from "./posts";
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
  const tokenDeps = { db, keys, now: jobs.now };

  /**
   * The figures, with tokens refreshed as the publish job refreshes them (a YouTube token lasts an hour): "none" when
   * the platform keeps none for the post, null when they could not be fetched this time.
   */
  async function fetchFigures(post: SocialPostRow, platform: SocialPlatform): Promise<PostStats | "none" | null> {
    const postId = post.platform_post_id!;
    try {
      const { account, tokens } = await freshTokens(tokenDeps, post.account_id, platform);
      try {
        return (await platform.fetchStats(tokens.accessToken, platformAccountOf(account), postId)) ?? "none";
      } catch (error) {
        if (!(error instanceof PlatformError) || error.kind !== "token-expired") throw error;
        const refreshed = await freshTokens(tokenDeps, post.account_id, platform, true);
        return (await platform.fetchStats(refreshed.tokens.accessToken, platformAccountOf(refreshed.account), postId)) ?? "none";
      }
    } catch (error) {
      // The user must reconnect (the account says so now); a platform's other refusals wait for the next fetch.
      if (error instanceof ReconnectNeeded) return null;
      if (!(error instanceof PlatformError)) throw error;
      if (error.kind === "token-revoked" || error.kind === "token-expired") await markNeedsReconnect(db, post.account_id, jobs.now());
      return null;
    }
  }

  return async (job: Job<{ postId: string }>) => {
    const post = await db.selectFrom("social_posts").selectAll().where("id", "=", job.payload.postId).executeTakeFirst();
    if (!post || post.state !== "published" || post.platform_post_id === null || post.published_at === null) return { fetched: false };
    const platform = deps.platforms[post.platform];
    const account = await findAccount(db, post.account_id);
    if (!platform || !account || account.state !== "connected") return { fetched: false };
    const stats = await fetchFigures(post, platform);
    // The platform keeps no figures for this post (a TikTok post that is not public): none will come, so no more asking.
    if (stats === "none") return { fetched: false };
    if (stats) {
      await db
        .insertInto("social_post_stats")
        .values({ id: randomUUID(), post_id: post.id, ...stats, fetched_at: jobs.now() })
        .execute();
    }
    const delay = nextStatsDelayMs(post.published_at, jobs.now());
    if (delay !== null) await jobs.enqueue(statsJobKind, { postId: post.id }, { ownerUserId: post.user_id, runAfter: jobs.now() + delay });
    return { fetched: stats !== null };
  };
}
