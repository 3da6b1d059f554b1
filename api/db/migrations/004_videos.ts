import type { Kysely } from "kysely";

// Videos rendered by the job queue. Timeline, ratios and files are JSON text so the table reads the same on SQLite
// and PostgreSQL; times are epoch ms. A video keeps its own timeline, so product and script ids are no foreign keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("videos")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (column) => column.notNull())
    .addColumn("script_id", "text", (column) => column.notNull())
    .addColumn("job_id", "text", (column) => column.notNull())
    .addColumn("title", "text", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("stage", "text", (column) => column.notNull())
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("timeline", "text", (column) => column.notNull())
    .addColumn("aspect_ratios", "text", (column) => column.notNull())
    .addColumn("favorite_at", "bigint")
    .addColumn("duration_ms", "integer")
    .addColumn("files", "text")
    .addColumn("usage_recorded_at", "bigint")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("videos_user_created_at").on("videos").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("videos_job_id").on("videos").column("job_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("videos").execute();
}
