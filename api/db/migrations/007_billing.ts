import type { Kysely } from "kysely";
import { createTableWithId, createdAt, leftByUser, notNull, ownedByUser, timestamps } from "./columns";

// Plans bought through Stripe (api/billing) and every plan change, whoever made it (api/plans/plan-changes.ts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("billing_customers")
    .addColumn("user_id", "text", (column) => column.primaryKey().references("users.id").onDelete("cascade"))
    .addColumn("stripe_customer_id", "text", (column) => column.unique())
    .addColumn("stripe_subscription_id", "text")
    .addColumn("subscription_status", "text")
    .addColumn("subscription_plan", "text")
    .addColumn("last_event_at", "bigint")
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("billing_customers_subscription").on("billing_customers").column("stripe_subscription_id").execute();

  await createTableWithId(db, "stripe_events")
    .addColumn("type", "text", notNull)
    .$call(leftByUser)
    .addColumn("outcome", "text", notNull)
    .$call(createdAt)
    .addColumn("processed_at", "bigint", notNull)
    .execute();

  await createTableWithId(db, "plan_changes")
    .$call(ownedByUser)
    .addColumn("from_plan", "text", notNull)
    .addColumn("to_plan", "text", notNull)
    .addColumn("source", "text", notNull)
    .addColumn("actor", "text")
    .addColumn("reference", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("plan_changes_user_time").on("plan_changes").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["plan_changes", "stripe_events", "billing_customers"]) await db.schema.dropTable(table).execute();
}
