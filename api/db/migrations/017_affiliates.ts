import type { Kysely } from "kysely";
import { createTableWithId, notNull, ownedByUser, reference, timestamps } from "./columns";

/**
 * The affiliate programme (docs/decisions/195-affiliate-rewards.md). `invitation_codes`: each user's code, made the
 * first time they ask for it. `affiliate_referrals`: who invited whom, stored once per invited user (first touch); a
 * deleted invited user leaves the row without the user, so the inviter keeps the count and the rewards.
 * `affiliate_rewards`: one per paid Stripe invoice of an invited user, in that invoice's currency and minor units;
 * `reward` is what it earns after refunds.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("invitation_codes")
    .addColumn("user_id", "text", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("code", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", notNull)
    .execute();

  await createTableWithId(db, "affiliate_referrals")
    .$call(reference("inviter_user_id", "users.id"))
    .addColumn("invited_user_id", "text", (column) => column.unique().references("users.id").onDelete("set null"))
    .addColumn("created_at", "bigint", notNull)
    .execute();
  await db.schema.createIndex("affiliate_referrals_inviter").on("affiliate_referrals").columns(["inviter_user_id", "created_at"]).execute();

  await createTableWithId(db, "affiliate_rewards")
    .$call(ownedByUser)
    .$call(reference("referral_id", "affiliate_referrals.id"))
    .addColumn("stripe_invoice_id", "text", (column) => column.notNull().unique())
    .addColumn("plan", "text", notNull)
    .addColumn("currency", "text", notNull)
    .addColumn("amount_paid", "bigint", notNull)
    .addColumn("amount_refunded", "bigint", (column) => column.notNull().defaultTo(0))
    .addColumn("reward", "bigint", notNull)
    .addColumn("paid_at", "bigint", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("affiliate_rewards_user_paid_at").on("affiliate_rewards").columns(["user_id", "paid_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["affiliate_rewards", "affiliate_referrals", "invitation_codes"]) await db.schema.dropTable(table).execute();
}
