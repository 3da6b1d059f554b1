/** A user's Stripe customer and subscription, as the verified webhooks last described them. */
import type { Selectable } from "kysely";
import type { DbExecutor } from "../db/connection";
import type { BillingCustomersTable } from "../db/schema";

export type BillingCustomerRow = Selectable<BillingCustomersTable>;

/** Statuses in which Stripe still bills the subscription: the plan it pays for holds (past_due: Stripe is retrying). */
const payingStatuses = new Set(["active", "trialing", "past_due"]);
/** Statuses after which the subscription no longer pays for anything: the user is back on free. */
const endedStatuses = new Set(["canceled", "unpaid", "incomplete_expired", "paused"]);

export function isPayingStatus(status: string | null | undefined): boolean {
  return payingStatuses.has(status ?? "");
}

export function isEndedStatus(status: string | null | undefined): boolean {
  return endedStatuses.has(status ?? "");
}

export function findBillingCustomer(db: DbExecutor, userId: string): Promise<BillingCustomerRow | undefined> {
  return db.selectFrom("billing_customers").selectAll().where("user_id", "=", userId).executeTakeFirst();
}

/** The user a Stripe subscription belongs to: by the subscription, else the user id we put in its metadata, else the customer. */
export async function findBillingCustomerFor(
  db: DbExecutor,
  refs: { subscriptionId: string | null; customerId: string | null; metadataUserId: string | undefined },
): Promise<{ userId: string; row: BillingCustomerRow | undefined } | undefined> {
  const bySubscription = refs.subscriptionId
    ? await db.selectFrom("billing_customers").selectAll().where("stripe_subscription_id", "=", refs.subscriptionId).executeTakeFirst()
    : undefined;
  if (bySubscription) return { userId: bySubscription.user_id, row: bySubscription };
  if (refs.metadataUserId) {
    const user = await db.selectFrom("users").select("id").where("id", "=", refs.metadataUserId).executeTakeFirst();
    if (user) return { userId: user.id, row: await findBillingCustomer(db, user.id) };
  }
  if (refs.customerId) {
    const byCustomer = await db.selectFrom("billing_customers").selectAll().where("stripe_customer_id", "=", refs.customerId).executeTakeFirst();
    if (byCustomer) return { userId: byCustomer.user_id, row: byCustomer };
  }
  return undefined;
}

export interface SubscriptionState {
  customerId: string | null;
  subscriptionId: string | null;
  status: string | null;
  plan: string | null;
  /** `created` of the Stripe event that said so, in ms. */
  eventAt: number;
}

/** Stores what a verified event said; a customer id already known is kept when the event carries none. */
export async function saveSubscriptionState(db: DbExecutor, userId: string, state: SubscriptionState, now: number): Promise<void> {
  const changes = {
    ...(state.customerId && { stripe_customer_id: state.customerId }),
    stripe_subscription_id: state.subscriptionId,
    subscription_status: state.status,
    subscription_plan: state.plan,
    last_event_at: state.eventAt,
    updated_at: now,
  };
  await db
    .insertInto("billing_customers")
    .values({ user_id: userId, stripe_customer_id: state.customerId, created_at: now, ...changes })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(changes))
    .execute();
}
