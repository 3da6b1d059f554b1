import type { Kysely } from "kysely";
import { createTableWithId, notNull, reference, timestamps } from "./columns";

// The durable job queue (docs/decisions/050-durable-job-queue.md). Payload and result are JSON text so the table reads
// the same on SQLite and PostgreSQL; times are epoch ms.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "jobs")
    .addColumn("kind", "text", notNull)
    .addColumn("payload", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("priority", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("max_attempts", "integer", notNull)
    .addColumn("run_after", "bigint", notNull)
    .addColumn("lease_owner", "text")
    .addColumn("lease_expires_at", "bigint")
    .addColumn("heartbeat_at", "bigint")
    .addColumn("progress_stage", "text")
    .addColumn("progress_percent", "integer")
    .addColumn("result", "text")
    .addColumn("error", "text")
    .addColumn("cancel_requested_at", "bigint")
    .$call(reference("owner_user_id", "users.id", { optional: true }))
    .$call(timestamps)
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
