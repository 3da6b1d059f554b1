import type { Kysely } from "kysely";

// The durable job queue (docs/decisions/050-durable-job-queue.md). Payload and result are JSON text so the table reads
// the same on SQLite and PostgreSQL; times are epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("jobs")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("payload", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", (column) => column.notNull())
    .addColumn("run_after", "bigint", (column) => column.notNull())
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "bigint")
    .addColumn("heartbeat_at", "bigint")
    .addColumn("progress_stage", "text")
    .addColumn("progress_percent", "integer")
    .addColumn("result", "text")
    .addColumn("error", "text")
    .addColumn("cancel_requested_at", "bigint")
    .addColumn("owner_user_id", "text", (column) => column.references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("finished_at", "bigint")
    .execute();
  // Claiming walks queued jobs in this order; requeueing expired leases looks up running jobs by expiry.
  await db.schema.createIndex("jobs_claim_order").on("jobs").columns(["status", "priority desc", "run_after"]).execute();
  await db.schema.createIndex("jobs_lease_expiry").on("jobs").columns(["status", "lease_expires_at"]).execute();
  await db.schema.createIndex("jobs_owner_created_at").on("jobs").columns(["owner_user_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("jobs").execute();
}
