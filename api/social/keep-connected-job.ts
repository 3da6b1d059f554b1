/**
 * Keeps a connection alive when nobody posts: Instagram's long-lived token dies after 60 days and TikTok's refresh
 * token after a year unless refreshed before then. One job per account, enqueued when the account is connected, runs
 * a week before that date, refreshes, and enqueues itself for the next one. Google's refresh tokens do not expire on a
 * date, so a YouTube connection needs none.
 */
import type { Db, DbExecutor } from "../db/connection";
import type { Job, JobHandler, JobQueue } from "../jobs";
import { findAccount, type SocialAccountRow } from "./accounts";
import { freshTokens, ReconnectNeeded } from "./fresh-tokens";
import type { SocialPlatforms } from "./publish-job";
import type { TokenKeys } from "./token-crypto";

export const keepConnectedJobKind = "social.keep-connected";

const day = 24 * 60 * 60_000;
/** How long before the connection's last day it is renewed: room for a week of retries and outages. */
const renewAheadMs = 7 * day;

interface KeepConnectedPayload {
  accountId: string;
}

/** When the account's connection must be renewed, or null when it does not expire on a date. */
export function renewalDueAt(account: Pick<SocialAccountRow, "refresh_expires_at">): number | null {
  return account.refresh_expires_at === null ? null : account.refresh_expires_at - renewAheadMs;
}

/** Enqueues the account's renewal (in the caller's transaction when given); nothing when it needs none. */
export async function scheduleRenewal(jobs: JobQueue, account: SocialAccountRow, trx?: DbExecutor): Promise<void> {
  const due = renewalDueAt(account);
  if (due === null) return;
  const payload: KeepConnectedPayload = { accountId: account.id };
  await jobs.enqueue(keepConnectedJobKind, payload, { ownerUserId: account.user_id, runAfter: Math.max(due, jobs.now()), trx });
}

export function keepConnectedHandler(deps: { db: Db; jobs: JobQueue; keys: TokenKeys; platforms: SocialPlatforms }): JobHandler {
  const { db, jobs } = deps;
  return async (job: Job<KeepConnectedPayload>) => {
    const account = await findAccount(db, job.payload.accountId);
    const platform = account && deps.platforms[account.platform];
    if (!account || !platform || account.state !== "connected") return { renewed: false };
    // A reconnect enqueued a renewal of its own: one is enough.
    const other = await db
      .selectFrom("jobs")
      .select("id")
      .where("kind", "=", keepConnectedJobKind)
      .where("status", "=", "queued")
      .where("payload", "=", JSON.stringify(job.payload))
      .where("id", "!=", job.id)
      .executeTakeFirst();
    if (other) return { renewed: false };
    const due = renewalDueAt(account);
    if (due === null) return { renewed: false };
    // A publish refreshed meanwhile and moved the date: wait for the new one.
    if (due > jobs.now()) {
      await scheduleRenewal(jobs, account);
      return { renewed: false };
    }
    try {
      await freshTokens({ db, keys: deps.keys, now: jobs.now }, account.id, platform, true);
    } catch (error) {
      // The account now says it needs the user; a platform outage is retried by the queue.
      if (error instanceof ReconnectNeeded) return { renewed: false };
      throw error;
    }
    const renewed = await findAccount(db, account.id);
    const next = renewed && renewalDueAt(renewed);
    // A platform that did not move the date is asked again in a day, not in a loop.
    if (renewed && next !== null && next !== undefined)
      await jobs.enqueue(keepConnectedJobKind, job.payload, { ownerUserId: account.user_id, runAfter: Math.max(next, jobs.now() + day) });
    return { renewed: true };
  };
}
