import { sql, type Kysely } from "kysely";

// Later renders of a ready video (more aspect ratios, a new version after edits) and public shares with their
// engagement counts (docs/decisions/070, 071). Times are epoch ms; JSON is text, as everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("videos").addColumn("version", "integer", (column) => column.notNull().defaultTo(1)).execute();

  await db.schema
    .createTable("video_updates")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("video_id", "text", (column) => column.notNull().references("videos.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("job_id", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("version", "integer", (column) => column.notNull())
    .addColumn("status", "text", (column) => column.notNull())
    .addColumn("stage", "text", (column) => column.notNull())
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("timeline", "text", (column) => column.notNull())
    .addColumn("aspect_ratios", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("video_updates_video_created_at").on("video_updates").columns(["video_id", "created_at"]).execute();
  await db.schema.createIndex("video_updates_job_id").on("video_updates").column("job_id").execute();
  // One update at a time per video, held by the database itself so two parallel requests cannot both start one.
  await db.schema
    .createIndex("video_updates_one_active")
    .on("video_updates")
    .column("video_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('generating', 'exporting')`)
    .execute();

  await db.schema
    .createTable("video_shares")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("video_id", "text", (column) => column.notNull().references("videos.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token", "text", (column) => column.notNull().unique())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("video_shares_video_id").on("video_shares").column("video_id").execute();
  // At most one live share per video, whatever the timing of two requests.
  await db.schema.createIndex("video_shares_one_live").on("video_shares").column("video_id").unique().where(sql.ref("revoked_at"), "is", null).execute();

  // One row per visitor, share, day and kind of event: the primary key is the deduplication.
  await db.schema
    .createTable("share_visits")
    .addColumn("share_id", "text", (column) => column.notNull().references("video_shares.id").onDelete("cascade"))
    .addColumn("day", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("visitor_hash", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addPrimaryKeyConstraint("share_visits_pkey", ["share_id", "day", "kind", "visitor_hash"])
    .execute();

  // Today's random salt for visitor hashes; older days' salts are deleted, so a hash cannot be traced back to an IP.
  await db.schema
    .createTable("share_salts")
    .addColumn("day", "text", (column) => column.primaryKey())
    .addColumn("salt", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["share_salts", "share_visits", "video_shares", "video_updates"]) await db.schema.dropTable(table).execute();
  await db.schema.alterTable("videos").dropColumn("version").execute();
}
