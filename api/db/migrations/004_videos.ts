import type { Kysely } from "kysely";
import { createTableWithId, notNull, ownedByUser, renderColumns, timestamps } from "./columns";

// Videos rendered by the job queue. Timeline, ratios and files are JSON text so the table reads the same on SQLite
// and PostgreSQL; times are epoch ms. A video keeps its own timeline, so product and script ids are no foreign keys.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "videos")
    .$call(ownedByUser)
    .addColumn("product_id", "text", notNull)
    .addColumn("script_id", "text", notNull)
    .addColumn("job_id", "text", notNull)
    .addColumn("title", "text", notNull)
    .$call(renderColumns)
    .addColumn("favorite_at", "bigint")
    .addColumn("duration_ms", "integer")
    .addColumn("files", "text")
    .addColumn("usage_recorded_at", "bigint")
    .$call(timestamps)
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("videos_user_created_at").on("videos").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("videos_job_id").on("videos").column("job_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("videos").execute();
}
