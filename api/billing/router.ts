/**
 * Billing through Stripe: `stripe/create_checkout_session` sends the user to Stripe Checkout for a plan,
 * `stripe/create_portal_session` to Stripe's portal to change or cancel it, and `stripe/webhook` receives Stripe's
 * signed events, the only thing that changes a plan after a payment. Without STRIPE_* every call is 503
 * 'Billing is not set up on this server' and plans change with `npm run admin -- set-plan`.
 */
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import type Stripe from "stripe";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { readJsonBody } from "../http/json-body";
import { logger } from "../lib/logger";
import { isPaidPlan } from "../plans/plans";
import type { ApiEnv, ApiServices } from "../services";
import { createCheckoutSession, createPortalSession } from "./checkout";
import { createStripeClient } from "./stripe-client";
import { processStripeEvent } from "./stripe-events";

const minute = 60_000;
/** Each call costs a round trip to Stripe; a person clicking "Upgrade" needs a handful. Times RATE_LIMIT_FACTOR. */
const checkoutByUser = { name: "stripe-checkout:user", limit: 20, windowMs: 10 * minute };
/** Stripe's events are small (a Checkout Session or a Subscription); this leaves ample room. */
const webhookMaxBytes = 512 * 1024;
const returnPathMaxLength = 500;

const checkoutBody = z.object({ plan: z.string(), return_path: z.string().optional() });
const portalBody = z.object({ return_path: z.string().optional() });

/** A path inside the web app: one leading "/" (never "//host" or "/\host"), no spaces, backslashes or fragment. */
function returnPathOf(value: string | undefined): string {
  if (value === undefined) return "/";
  if (value.length > returnPathMaxLength || !/^\/(?![/\\])[^\s\\#]*$/.test(value)) {
    throw new ApiError(400, "return_path_invalid", { field: "return_path" });
  }
  return value;
}

/** A signed body is Stripe's, but only an event with these fields can be applied (or recorded as seen). */
function isEventShaped(event: Stripe.Event): boolean {
  const candidate = event as Partial<Stripe.Event> | null;
  return (
    typeof candidate?.id === "string" &&
    candidate.id.length > 0 &&
    candidate.id.length <= 255 &&
    typeof candidate.type === "string" &&
    Number.isInteger(candidate.created) &&
    typeof candidate.data?.object === "object" &&
    candidate.data.object !== null
  );
}

function idOfInvoice(invoice: string | { id?: string } | undefined): string | null {
  if (!invoice) return null;
  return typeof invoice === "string" ? invoice : (invoice.id ?? null);
}

export function billingRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, rateLimit } = services;
  const stripeConfig = config.stripe;
  const stripe: Stripe | undefined = stripeConfig && createStripeClient(stripeConfig);
  const router = new Hono<ApiEnv>();

  function billingOn() {
    if (!stripeConfig || !stripe) throw new ApiError(503, "billing_not_configured");
    return { stripeConfig, stripe };
  }

  router.post("/stripe/create_checkout_session", async (context) => {
    const { user } = await authenticator.required(context);
    const billing = billingOn();
    const body = await readJsonBody(context, checkoutBody);
    if (!isPaidPlan(body.plan)) throw new ApiError(400, "plan_invalid", { field: "plan" });
    const returnPath = returnPathOf(body.return_path);
    await rateLimit(checkoutByUser, user.id);
    const session = await createCheckoutSession(
      db,
      billing.stripe,
      { prices: billing.stripeConfig.prices, appUrl: config.appUrl },
      { user, plan: body.plan, returnPath, language: context.get("language") },
    );
    return ok(context, { id: session.id, url: session.url });
  });

  router.post("/stripe/create_portal_session", async (context) => {
    const { user } = await authenticator.required(context);
    const billing = billingOn();
    const body = await readJsonBody(context, portalBody);
    const returnPath = returnPathOf(body.return_path);
    await rateLimit(checkoutByUser, user.id);
    return ok(context, await createPortalSession(db, billing.stripe, user.id, `${config.appUrl}${returnPath}`));
  });

  router.post(
    "/stripe/webhook",
    bodyLimit({
      maxSize: webhookMaxBytes,
      onError: () => {
        throw new ApiError(413, "payload_too_large", { limit: webhookMaxBytes / 1024 });
      },
    }),
    async (context: Context<ApiEnv>) => {
      const billing = billingOn();
      // The signature covers the exact bytes Stripe sent: read them raw, never through a JSON parser first.
      const payload = Buffer.from(await context.req.arrayBuffer());
      let event: Stripe.Event;
      try {
        event = billing.stripe.webhooks.constructEvent(
          payload,
          context.req.header("stripe-signature") ?? "",
          billing.stripeConfig.webhookSecret,
          undefined,
          undefined,
          config.now(),
        );
      } catch (error) {
        // Stripe's first line says which check failed; the rest is advice for developers.
        logger.warn("a Stripe webhook was refused", { reason: (error as Error).message.split("\n")[0], clientIp: context.get("clientIp") });
        throw new ApiError(400, "webhook_signature_invalid");
      }
      if (!isEventShaped(event)) throw new ApiError(400, "field_invalid", { field: "event" });
      const processed = await processStripeEvent(db, event, billing.stripeConfig.prices, config.now(), {
        invoiceOfPaymentIntent: async (paymentIntentId) => {
          const payments = await billing.stripe.invoicePayments.list({ payment: { type: "payment_intent", payment_intent: paymentIntentId }, limit: 1 });
          return idOfInvoice(payments.data[0]?.invoice);
        },
      });
      logger.info("Stripe event handled", { eventId: event.id, type: event.type, duplicate: processed.duplicate, outcome: processed.outcome });
      return ok(context, { received: true, duplicate: processed.duplicate });
    },
  );

  return router;
}
