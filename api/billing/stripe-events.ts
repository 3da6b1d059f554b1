/**
 * What a verified Stripe event does to a user's plan. The only way a purchase changes a plan: the success redirect
 * of Checkout changes nothing (anyone can open that address), a signed event from Stripe does.
 */
import type Stripe from "stripe";
import { isUniqueViolation, type Db, type DbExecutor } from "../db/connection";
import type { StripeConfig } from "../config";
import { changePlan } from "../plans/plan-changes";
import type { Plan } from "../contract/plans";
import { isPaidPlan } from "../plans/plans";
import { rewardInvoicePaid, reverseRefundedReward, subscriptionOfInvoice, type InvoicePayer } from "../affiliate/rewards";
import { findBillingCustomer, findBillingCustomerFor, isEndedStatus, isPayingStatus, saveSubscriptionState } from "./billing-customers";

interface Applied {
  userId: string | null;
  outcome: string;
}

/** What an event needs from Stripe's API, asked before its transaction begins (never while holding the database). */
export interface StripeLookups {
  /** The invoice a payment intent paid, or null when it paid none. */
  invoiceOfPaymentIntent(paymentIntentId: string): Promise<string | null>;
}

interface EventContext {
  event: Stripe.Event;
  /** For charge.refunded: the invoice the charge paid. */
  refundedInvoiceId?: string | null;
  /** The event's `created`, in ms. */
  eventAt: number;
  prices: StripeConfig["prices"];
  now: number;
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}

/** Events that reach us out of order: one older than the newest applied for this user changes nothing. */
function isStale(lastEventAt: number | null | undefined, eventAt: number): boolean {
  return lastEventAt != null && eventAt < lastEventAt;
}

async function setPlan(trx: DbExecutor, userId: string, to: Plan, context: EventContext): Promise<string> {
  const result = await changePlan(trx, { userId, to, source: "stripe_webhook", reference: context.event.id, now: context.now });
  if (result.changed) return `plan ${result.from} → ${result.to}`;
  return "missing" in result ? "ignored: the user no longer exists" : `plan stays ${result.plan}`;
}

/** checkout.session.completed (paid at once) or async_payment_succeeded (paid later, e.g. a bank debit). */
async function checkoutPaid(trx: DbExecutor, session: Stripe.Checkout.Session, context: EventContext): Promise<Applied> {
  if (session.mode !== "subscription") return { userId: null, outcome: "ignored: not a subscription checkout" };
  const userId = session.client_reference_id ?? session.metadata?.user_id ?? null;
  const plan = session.metadata?.plan;
  if (!userId) return { userId: null, outcome: "ignored: no client_reference_id" };
  if (!isPaidPlan(plan)) return { userId: null, outcome: "ignored: no plan in the session's metadata" };
  if (!(await trx.selectFrom("users").select("id").where("id", "=", userId).executeTakeFirst())) {
    return { userId: null, outcome: "ignored: the user no longer exists" };
  }
  const billing = await findBillingCustomer(trx, userId);
  if (isStale(billing?.last_event_at, context.eventAt)) return { userId, outcome: "ignored: older than the last event applied" };

  const paid = context.event.type === "checkout.session.async_payment_succeeded" || session.payment_status !== "unpaid";
  await saveSubscriptionState(
    trx,
    userId,
    {
      customerId: idOf(session.customer),
      subscriptionId: idOf(session.subscription),
      status: paid ? "active" : "incomplete",
      plan,
      eventAt: context.eventAt,
    },
    context.now,
  );
  if (!paid) return { userId, outcome: "waiting for the payment to clear" };
  return { userId, outcome: await setPlan(trx, userId, plan, context) };
}

function planOfPrice(subscription: Stripe.Subscription, prices: StripeConfig["prices"]): Plan | undefined {
  const priceIds = subscription.items.data.map((item) => item.price.id);
  if (priceIds.includes(prices.pro)) return "pro";
  if (priceIds.includes(prices.starter)) return "starter";
  return undefined;
}

/** customer.subscription.created / updated / deleted: the plan follows the subscription's price and status. */
async function subscriptionChanged(trx: DbExecutor, subscription: Stripe.Subscription, context: EventContext): Promise<Applied> {
  const found = await findBillingCustomerFor(trx, {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer),
    metadataUserId: subscription.metadata?.user_id,
  });
  if (!found) return { userId: null, outcome: "ignored: no user for this subscription" };
  const { userId, row } = found;
  // A subscription that is not the one paying for the plan (an old one ending after a new one started) changes nothing.
  if (row?.stripe_subscription_id && row.stripe_subscription_id !== subscription.id && isPayingStatus(row.subscription_status)) {
    return { userId, outcome: "ignored: not the user's current subscription" };
  }
  if (isStale(row?.last_event_at, context.eventAt)) return { userId, outcome: "ignored: older than the last event applied" };

  const ended = context.event.type === "customer.subscription.deleted" || isEndedStatus(subscription.status);
  const paying = !ended && isPayingStatus(subscription.status);
  const plan = ended ? "free" : planOfPrice(subscription, context.prices);
  if (paying && !plan) return { userId, outcome: "ignored: the subscription's price is neither STRIPE_PRICE_STARTER nor STRIPE_PRICE_PRO" };

  await saveSubscriptionState(
    trx,
    userId,
    {
      customerId: idOf(subscription.customer),
      subscriptionId: subscription.id,
      status: context.event.type === "customer.subscription.deleted" ? "canceled" : subscription.status,
      plan: plan ?? row?.subscription_plan ?? null,
      eventAt: context.eventAt,
    },
    context.now,
  );
  // Neither paying nor ended (incomplete: the first payment is pending): the plan waits for the next event.
  if (!ended && !paying) return { userId, outcome: `plan unchanged while the subscription is ${subscription.status}` };
  return { userId, outcome: await setPlan(trx, userId, plan!, context) };
}

/** Who paid an invoice, and for which plan: the subscription's metadata (our checkout's), else what billing_customers knows. */
async function payerOfInvoice(trx: DbExecutor, invoice: Stripe.Invoice): Promise<InvoicePayer | undefined> {
  const { subscriptionId, metadata } = subscriptionOfInvoice(invoice);
  const found = await findBillingCustomerFor(trx, { subscriptionId, customerId: idOf(invoice.customer), metadataUserId: metadata.user_id });
  if (!found) return undefined;
  const user = await trx.selectFrom("users").select("current_plan").where("id", "=", found.userId).executeTakeFirst();
  if (!user) return undefined;
  return { userId: found.userId, plan: metadata.plan ?? found.row?.subscription_plan ?? user.current_plan };
}

/** The invoice a refunded charge paid: named on the charge by API versions before 2025-03-31, asked of Stripe since. */
async function invoiceOfCharge(charge: Stripe.Charge, lookups: StripeLookups | undefined): Promise<string | null> {
  const legacyInvoice = idOf((charge as unknown as { invoice?: string | { id: string } | null }).invoice);
  if (legacyInvoice) return legacyInvoice;
  const paymentIntent = idOf(charge.payment_intent);
  return paymentIntent && lookups ? lookups.invoiceOfPaymentIntent(paymentIntent) : null;
}

async function applyEvent(trx: DbExecutor, context: EventContext): Promise<Applied> {
  const { event } = context;
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
      return checkoutPaid(trx, event.data.object, context);
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return subscriptionChanged(trx, event.data.object, context);
    case "invoice.paid":
      return rewardInvoicePaid(trx, event.data.object, await payerOfInvoice(trx, event.data.object), context.eventAt, context.now);
    case "charge.refunded":
      return reverseRefundedReward(trx, event.data.object, context.refundedInvoiceId ?? null, context.now);
    default:
      return { userId: null, outcome: `ignored: ${event.type} is not handled` };
  }
}

export interface ProcessedEvent {
  duplicate: boolean;
  outcome: string;
}

/**
 * Applies a verified event once: the event id is stored in the same transaction as its effect, so a redelivery
 * (Stripe retries until it gets a 2xx, and may send an event twice) is recognised and changes nothing.
 */
export async function processStripeEvent(db: Db, event: Stripe.Event, prices: StripeConfig["prices"], now: number, lookups?: StripeLookups): Promise<ProcessedEvent> {
  const seen = () => db.selectFrom("stripe_events").select("outcome").where("id", "=", event.id).executeTakeFirst();
  const earlier = await seen();
  if (earlier) return { duplicate: true, outcome: earlier.outcome };
  const context: EventContext = { event, eventAt: event.created * 1000, prices, now };
  if (event.type === "charge.refunded") context.refundedInvoiceId = await invoiceOfCharge(event.data.object, lookups);
  try {
    return await db.transaction().execute(async (trx) => {
      const applied = await applyEvent(trx, context);
      await trx
        .insertInto("stripe_events")
        .values({ id: event.id, type: event.type, user_id: applied.userId, outcome: applied.outcome, created_at: context.eventAt, processed_at: now })
        .execute();
      return { duplicate: false, outcome: applied.outcome };
    });
  } catch (error) {
    // The same event delivered twice at once: the other delivery committed first and this one rolled back whole.
    const committed = isUniqueViolation(error) ? await seen() : undefined;
    if (committed) return { duplicate: true, outcome: committed.outcome };
    throw error;
  }
}
