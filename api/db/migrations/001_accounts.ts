import type { Kysely } from "kysely";

// Migrations take Kysely<unknown>: they describe the schema as it was then, not the current types.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull().unique())
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("password_hash", "text", (column) => column.notNull())
    .addColumn("current_plan", "text", (column) => column.notNull().defaultTo("free"))
    .addColumn("language", "text", (column) => column.notNull().defaultTo("en"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("refresh_families")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("refresh_families_user_id").on("refresh_families").column("user_id").execute();

  await db.schema
    .createTable("refresh_tokens")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("family_id", "text", (column) => column.notNull().references("refresh_families.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (column) => column.notNull().unique())
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("used_at", "bigint")
    .addColumn("revoked_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("refresh_tokens_family_id").on("refresh_tokens").column("family_id").execute();

  await db.schema
    .createTable("email_codes")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("email", "text", (column) => column.notNull())
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("code_hash", "text", (column) => column.notNull())
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("expires_at", "bigint", (column) => column.notNull())
    .addColumn("consumed_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("email_codes_email_purpose").on("email_codes").columns(["email", "purpose", "created_at"]).execute();

  await db.schema
    .createTable("usage_events")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("amount", "integer", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("usage_events_user_kind_time").on("usage_events").columns(["user_id", "kind", "created_at"]).execute();

  await db.schema
    .createTable("feedback")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
    .addColumn("email", "text")
    .addColumn("page", "text")
    .addColumn("content", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();

  await db.schema
    .createTable("exception_reports")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.references("users.id").onDelete("set null"))
    .addColumn("message", "text", (column) => column.notNull())
    .addColumn("stack", "text")
    .addColumn("url", "text")
    .addColumn("user_agent", "text")
    .addColumn("client_ip", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("exception_reports_created_at").on("exception_reports").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["exception_reports", "feedback", "usage_events", "email_codes", "refresh_tokens", "refresh_families", "users"]) {
    await db.schema.dropTable(table).execute();
  }
}
