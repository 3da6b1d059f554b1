import { randomUUID } from "node:crypto";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { countActiveVideos } from "../videos/videos";
import { paidPlans, plans, type PaidPlan, type Plan, type PlanFeature, type Power, type Quota } from "../contract/plans";

/** Videos per calendar month (UTC). Free is 3: enough to try the product end to end, see docs/decisions/010. */
export const monthlyVideoLimit: Record<Plan, number> = { free: 3, starter: 10, pro: 30 };

export const planPowers: Record<Plan, Power[]> = {
  free: ["slideshow"],
  starter: ["slideshow"],
  pro: ["slideshow", "promotional"],
};

export const planFeatures: Record<Plan, PlanFeature[]> = {
  free: [],
  starter: ["music"],
  pro: ["music", "b_roll", "promotional"],
};

export function isPaidPlan(value: unknown): value is PaidPlan {
  return (paidPlans as readonly unknown[]).includes(value);
}

/** Higher is more: buying a plan that is not above the current one would be a step down or a double charge. */
export function planRank(plan: Plan): number {
  return plans.indexOf(plan);
}

/** The 403 'Sorry, you are unable to use this feature.' when plan lacks feature; the server's gate, whatever the screen shows. */
export function requirePlanFeature(plan: Plan, feature: PlanFeature): void {
  if (!planFeatures[plan].includes(feature)) throw new ApiError(403, "feature_unavailable");
}

export function asPlan(value: string): Plan {
  // An unknown stored plan (say, one retired later) gets the free allowance rather than an error on every read.
  return (plans as readonly string[]).includes(value) ? (value as Plan) : "free";
}

/** The calendar month (UTC) holding `now`: [start, end) in epoch ms. */
export function usagePeriod(now: number): { start: number; end: number } {
  const date = new Date(now);
  return {
    start: Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1),
    end: Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1),
  };
}

export type UsageKind = "video";

/** Adds to the usage ledger (e.g. one video created). Deleting the video later does not remove the event. */
export async function recordUsage(db: DbExecutor, usage: { userId: string; kind: UsageKind; amount?: number; now: number }): Promise<void> {
  await db
    .insertInto("usage_events")
    .values({ id: randomUUID(), user_id: usage.userId, kind: usage.kind, amount: usage.amount ?? 1, created_at: usage.now })
    .execute();
}

export async function readQuota(db: DbExecutor, userId: string, plan: Plan, now: number): Promise<Quota> {
  const period = usagePeriod(now);
  const row = await db
    .selectFrom("usage_events")
    .select((eb) => eb.fn.sum<number | string | null>("amount").as("used"))
    .where("user_id", "=", userId)
    .where("kind", "=", "video")
    .where("created_at", ">=", period.start)
    .where("created_at", "<", period.end)
    .executeTakeFirst();
  const used = Number(row?.used ?? 0);
  const rendering = await countActiveVideos(db, userId);
  const limit = monthlyVideoLimit[plan];
  return { limit, used, rendering, remaining: Math.max(0, limit - used - rendering), period_start: period.start, period_end: period.end };
}

/**
 * True when the user may create one more video this month (what `sufficient_quota` reports): the same sum
 * `video/create-by-product` checks, so the Create entry never leads to a refusal.
 */
export function hasSufficientQuota(quota: Quota): boolean {
  return quota.used + quota.rendering < quota.limit;
}
