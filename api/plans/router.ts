/** `GET plans`: what the upgrade dialog shows: every plan, the caller's plan and quota, and whether checkout is on. */
import { Hono } from "hono";
import type { Authenticator } from "../auth/authenticate";
import { findBillingCustomer, isPayingStatus } from "../billing/billing-customers";
import { ok } from "../http/envelope";
import type { ApiEnv, ApiServices } from "../services";
import { plans, type PlansView } from "../contract/plans";
import { asPlan, hasSufficientQuota, isPaidPlan, monthlyVideoLimit, planFeatures, planPowers, readQuota } from "./plans";

export function plansRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db } = services;
  const router = new Hono<ApiEnv>();

  router.get("/plans", async (context) => {
    const { user } = await authenticator.required(context);
    const current = asPlan(user.current_plan);
    const quota = await readQuota(db, user.id, current, config.now());
    const billing = await findBillingCustomer(db, user.id);
    const subscribed = isPayingStatus(billing?.subscription_status);
    const view: PlansView = {
      plans: plans.map((plan) => ({
        id: plan,
        monthly_videos: monthlyVideoLimit[plan],
        features: planFeatures[plan],
        powers: planPowers[plan],
        purchasable: isPaidPlan(plan),
      })),
      current_plan: current,
      sufficient_quota: hasSufficientQuota(quota),
      quota,
      billing: {
        checkout_available: config.stripe !== undefined,
        subscription: subscribed ? { plan: asPlan(billing!.subscription_plan ?? "free"), status: billing!.subscription_status! } : null,
        manage_available: config.stripe !== undefined && Boolean(billing?.stripe_customer_id),
      },
    };
    return ok(context, view);
  });

  return router;
}
