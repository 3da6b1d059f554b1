import type { Kysely } from "kysely";
import { createTableWithId, createdAt, leftByUser, notNull, ownedByUser, reference, timestamps } from "./columns";

// Migrations take Kysely<unknown>: they describe the schema as it was then, not the current types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "users")
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", notNull)
    .addColumn("password_hash", "text", notNull)
    .addColumn("current_plan", "text", (column) => column.notNull().defaultTo("free"))
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .$call(timestamps)
    .execute();

  await createTableWithId(db, "refresh_families").$call(ownedByUser).$call(createdAt).addColumn("revoked_at", "bigint").execute();
  await db.schema.createIndex("refresh_families_user_id").on("refresh_families").column("user_id").execute();

  await createTableWithId(db, "refresh_tokens")
    .$call(ownedByUser)
    .$call(reference("family_id", "refresh_families.id"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("expires_at", "bigint", notNull)
    .addColumn("used_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("refresh_tokens_family_id").on("refresh_tokens").column("family_id").execute();

  await createTableWithId(db, "email_codes")
    .addColumn("email", "text", notNull)
    .addColumn("purpose", "text", notNull)
    .addColumn("code_hash", "text", notNull)
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("expires_at", "bigint", notNull)
    .addColumn("consumed_at", "bigint")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("email_codes_email_purpose").on("email_codes").columns(["email", "purpose", "created_at"]).execute();

  await createTableWithId(db, "usage_events").$call(ownedByUser).addColumn("kind", "text", notNull).addColumn("amount", "integer", notNull).$call(createdAt).execute();
  await db.schema.createIndex("usage_events_user_kind_time").on("usage_events").columns(["user_id", "kind", "created_at"]).execute();

  await createTableWithId(db, "feedback")
    .$call(leftByUser)
    .addColumn("email", "text")
    .addColumn("page", "text")
    .addColumn("content", "text", notNull)
    .$call(createdAt)
    .execute();

  await createTableWithId(db, "exception_reports")
    .$call(leftByUser)
    .addColumn("message", "text", notNull)
    .addColumn("stack", "text")
    .addColumn("url", "text")
    .addColumn("user_agent", "text")
    .addColumn("client_ip", "text", notNull)
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("exception_reports_created_at").on("exception_reports").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["exception_reports", "feedback", "usage_events", "email_codes", "refresh_tokens", "refresh_families", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
