/**
 * Plans and the signed-in user as the API shows them (docs/api-v1.md, Auth calls and Plans and billing;
 * docs/decisions/101).
 */

export const plans = ["free", "starter", "pro"] as const;
export type Plan = (typeof plans)[number];
export type Power = "slideshow" | "promotional";

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
