/** The API's User (docs/api-v1.md), as loaders hand it to screens. */
export type Plan = "free" | "starter" | "pro";
export type Power = "slideshow" | "promotional";

export interface User {
  id: string;
  email: string;
  name: string;
  language: string;
  current_plan: Plan;
  sufficient_quota: boolean;
  powers: Power[];
  quota: { limit: number; used: number; remaining: number; period_start: number; period_end: number };
  created_at: number;
}
