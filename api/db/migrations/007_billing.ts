import type { Kysely } from "kysely";

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
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("billing_customers_subscription").on("billing_customers").column("stripe_subscription_id").execute();

  await db.schema
    .createTable("stripe_events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("type", "text", (column) => column.notNull())
    .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
    .addColumn("outcome", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("processed_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("plan_changes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("from_plan", "text", (column) => column.notNull())
    .addColumn("to_plan", "text", (column) => column.notNull())
    .addColumn("source", "text", (column) => column.notNull())
    .addColumn("actor", "text")
    .addColumn("reference", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("plan_changes_user_time").on("plan_changes").columns(["user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["plan_changes", "stripe_events", "billing_customers"]) await db.schema.dropTable(table).execute();
}
