/**
 * Rewards from verified Stripe events (docs/decisions/195-affiliate-rewards.md). `invoice.paid` of an invited user
 * makes one reward per invoice: 15 % of `amount_paid`, rounded down, in the invoice's currency. `charge.refunded`
 * carries the charge's refunded total so far, so the reward is worked out again from it: a partial refund takes back
 * its share, a full one all of it, and a refund reported twice or out of order takes nothing more.
 */
import { randomUUID } from "node:crypto";
import type Stripe from "stripe";
import type { DbExecutor } from "../db/connection";
import { rewardFor } from "../contract/affiliate";
import { isPaidPlan } from "../plans/plans";

export interface RewardOutcome {
  userId: string | null;
  outcome: string;
}

/** Who paid an invoice: the id our checkout put in the subscription's metadata, then what billing_customers knows. */
export interface InvoicePayer {
  userId: string;
  /** The plan the subscription pays for (its metadata, else the payer's plan now). */
  plan: string;
}

function idOf(reference: string | { id: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : reference.id;
}

/** The subscription and its metadata, where the API version in use puts them (`parent` since 2025-03-31, else top level). */
export function subscriptionOfInvoice(invoice: Stripe.Invoice): { subscriptionId: string | null; metadata: Record<string, string> } {
  const details = invoice.parent?.subscription_details;
  const legacy = invoice as unknown as { subscription?: string | { id: string } | null; subscription_details?: { metadata?: Record<string, string> | null } | null };
  return {
    subscriptionId: idOf(details?.subscription ?? legacy.subscription),
    metadata: details?.metadata ?? legacy.subscription_details?.metadata ?? {},
  };
}

export async function rewardInvoicePaid(trx: DbExecutor, invoice: Stripe.Invoice, payer: InvoicePayer | undefined, paidAt: number, now: number): Promise<RewardOutcome> {
  if (!payer) return { userId: null, outcome: "no reward: no user for this invoice" };
  const referral = await trx.selectFrom("affiliate_referrals").select(["id", "inviter_user_id"]).where("invited_user_id", "=", payer.userId).executeTakeFirst();
  if (!referral) return { userId: payer.userId, outcome: "no reward: the payer was not invited" };
  const amountPaid = invoice.amount_paid;
  if (!Number.isInteger(amountPaid) || amountPaid <= 0) return { userId: payer.userId, outcome: "no reward: nothing was paid" };
  const inserted = await trx
    .insertInto("affiliate_rewards")
    .values({
      id: randomUUID(),
      user_id: referral.inviter_user_id,
      referral_id: referral.id,
      stripe_invoice_id: invoice.id,
      plan: isPaidPlan(payer.plan) ? payer.plan : "free",
      currency: invoice.currency.toLowerCase(),
      amount_paid: amountPaid,
      amount_refunded: 0,
      reward: rewardFor(amountPaid),
      paid_at: paidAt,
      created_at: now,
      updated_at: now,
    })
    // The same invoice under another event id (Stripe sends invoice.paid once, but a replayed event has a new id).
    .onConflict((conflict) => conflict.column("stripe_invoice_id").doNothing())
    .executeTakeFirst();
  if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return { userId: payer.userId, outcome: "no reward: this invoice was rewarded already" };
  return { userId: payer.userId, outcome: `reward ${rewardFor(amountPaid)} ${invoice.currency} for ${referral.inviter_user_id}` };
}

/** `invoiceId`: the invoice the refunded charge paid (asked of Stripe beforehand; null when it paid none). */
export async function reverseRefundedReward(trx: DbExecutor, charge: Stripe.Charge, invoiceId: string | null, now: number): Promise<RewardOutcome> {
  if (!invoiceId) return { userId: null, outcome: "no reward change: the charge paid no invoice" };
  const reward = await trx.selectFrom("affiliate_rewards").selectAll().where("stripe_invoice_id", "=", invoiceId).executeTakeFirst();
  if (!reward) return { userId: null, outcome: "no reward change: the invoice earned no reward" };
  // A charge may pay only part of an invoice; its refunds never take back more than the invoice paid.
  const refunded = Math.min(reward.amount_paid, Math.max(reward.amount_refunded, charge.amount_refunded));
  if (refunded === reward.amount_refunded) return { userId: null, outcome: "no reward change: refund already counted" };
  const after = rewardFor(reward.amount_paid, refunded);
  await trx.updateTable("affiliate_rewards").set({ amount_refunded: refunded, reward: after, updated_at: now }).where("id", "=", reward.id).execute();
  return { userId: null, outcome: `reward ${reward.reward} → ${after} ${reward.currency} after a refund` };
}
