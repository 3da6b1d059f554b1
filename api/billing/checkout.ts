/** Stripe Checkout for a plan, and the customer portal where a subscription is changed or cancelled. */
import type Stripe from "stripe";
import type { StripeConfig } from "../config";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { logger } from "../lib/logger";
import type { PaidPlan } from "../contract/plans";
import { asPlan, planRank } from "../plans/plans";
import { findBillingCustomer, isPayingStatus } from "./billing-customers";
import type { UserRow } from "../auth/users";

export interface CheckoutRequest {
  user: UserRow;
  plan: PaidPlan;
  /** A path of the web app (starting with one "/") to come back to, with `checkout=success|cancelled` added. */
  returnPath: string;
  language: Language;
}

/**
 * `{CHECKOUT_SESSION_ID}` is filled in by Stripe, so it must reach Stripe unencoded: the address is put together by
 * hand instead of through URLSearchParams.
 */
export function returnUrls(appUrl: string, returnPath: string) {
  const base = `${appUrl}${returnPath}${returnPath.includes("?") ? "&" : "?"}`;
  return { success: `${base}checkout=success&session_id={CHECKOUT_SESSION_ID}`, cancel: `${base}checkout=cancelled` };
}

/** A payment-provider failure for the caller (502), with what went wrong logged for the operator (never the key). */
function providerFailed(call: string, error: unknown): ApiError {
  const stripeError = error as Partial<Stripe.errors.StripeError>;
  logger.error("a Stripe call failed", { call, type: stripeError.type, status: stripeError.statusCode, message: stripeError.message });
  return new ApiError(502, "payment_provider_failed");
}

export async function createCheckoutSession(
  db: DbExecutor,
  stripe: Stripe,
  settings: { prices: StripeConfig["prices"]; appUrl: string },
  request: CheckoutRequest,
): Promise<{ id: string; url: string }> {
  const { user, plan } = request;
  if (planRank(plan) <= planRank(asPlan(user.current_plan))) throw new ApiError(409, "plan_already_included");
  const billing = await findBillingCustomer(db, user.id);
  // A second subscription would bill twice: changing a running one is the portal's job.
  if (isPayingStatus(billing?.subscription_status)) throw new ApiError(409, "subscription_exists");

  const urls = returnUrls(settings.appUrl, request.returnPath);
  const metadata = { user_id: user.id, plan };
  let session: Stripe.Checkout.Session;
  try {
    session = await stripe.checkout.sessions.create({
      mode: "subscription",
      line_items: [{ price: settings.prices[plan], quantity: 1 }],
      client_reference_id: user.id,
      ...(billing?.stripe_customer_id ? { customer: billing.stripe_customer_id } : { customer_email: user.email }),
      metadata,
      subscription_data: { metadata },
      success_url: urls.success,
      cancel_url: urls.cancel,
      locale: request.language === "zh-Hans" ? "zh" : "en",
    });
  } catch (error) {
    throw providerFailed("checkout.sessions.create", error);
  }
  if (!session.url) throw providerFailed("checkout.sessions.create", new Error("the session has no url"));
  return { id: session.id, url: session.url };
}

export async function createPortalSession(db: DbExecutor, stripe: Stripe, userId: string, returnUrl: string): Promise<{ url: string }> {
  const billing = await findBillingCustomer(db, userId);
  if (!billing?.stripe_customer_id) throw new ApiError(409, "billing_account_missing");
  try {
    const session = await stripe.billingPortal.sessions.create({ customer: billing.stripe_customer_id, return_url: returnUrl });
    return { url: session.url };
  } catch (error) {
    throw providerFailed("billingPortal.sessions.create", error);
  }
}
