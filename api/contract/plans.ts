/**
 * Plans and the signed-in user as the API shows them (docs/api-v1.md, Auth calls and Plans and billing;
 * docs/decisions/101).
 */

export const plans = ["free", "starter", "pro"] as const;
export type Plan = (typeof plans)[number];
export type Power = "slideshow" | "promotional";

/** Plans that can be bought; free is what a user has without a subscription. */
export const paidPlans = ["starter", "pro"] as const;
export type PaidPlan = (typeof paidPlans)[number];

/**
 * What a plan unlocks beyond its video count (docs/decisions/101-plan-features-quota-and-limit-messages.md): music only after upgrading; Pro adds b-rolls and the
 * promotional videos, "no restrictions". The built-in b-roll the writer uses to fill scenes is not this feature:
 * picking b-roll footage for a scene yourself is (docs/decisions/100).
 */
export type PlanFeature = "music" | "b_roll" | "promotional";

export interface Quota {
  limit: number;
  /** Videos counted this period (the ledger). */
  used: number;
  /** Videos still rendering: each holds one unit until it ends (decision 051). */
  rendering: number;
  /** limit − used − rendering, at least 0: what a new video may still take. */
  remaining: number;
  period_start: number;
  period_end: number;
}

/** The `User` of the contract: plan-derived powers and quota are computed on every read, never stored. */
export interface UserView {
  id: string;
  email: string;
  name: string;
  language: string;
  current_plan: Plan;
  sufficient_quota: boolean;
  powers: Power[];
  quota: Quota;
  created_at: number;
}

/** One plan as `GET plans` offers it. */
export interface PlanOffer {
  id: Plan;
  monthly_videos: number;
  features: PlanFeature[];
  powers: Power[];
  purchasable: boolean;
}

/** `GET plans`: every plan, the caller's plan and quota, and what billing can do now. */
export interface PlansView {
  plans: PlanOffer[];
  current_plan: Plan;
  sufficient_quota: boolean;
  quota: Quota;
  billing: { checkout_available: boolean; subscription: { plan: Plan; status: string } | null; manage_available: boolean };
}
