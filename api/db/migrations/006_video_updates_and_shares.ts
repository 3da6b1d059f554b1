import { sql, type Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, ownedByUser, reference, renderColumns, timestamps } from "./columns";

// Later renders of a ready video (more aspect ratios, a new version after edits) and public shares with their
// engagement counts (docs/decisions/070, 071). Times are epoch ms; JSON is text, as everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("videos")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();

  await createTableWithId(db, "video_updates")
    .$call(reference("video_id", "videos.id"))
    .$call(ownedByUser)
    .addColumn("job_id", "text", notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("version", "integer", notNull)
    .$call(renderColumns)
    .$call(timestamps)
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

  await createTableWithId(db, "video_shares")
    .$call(reference("video_id", "videos.id"))
    .$call(ownedByUser)
    .addColumn("token", "text", (column) => column.notNull().unique())
    .$call(createdAt)
    .addColumn("revoked_at", "bigint")
    .execute();
  await db.schema.createIndex("video_shares_video_id").on("video_shares").column("video_id").execute();
  // At most one live share per video, whatever the timing of two requests.
  await db.schema.createIndex("video_shares_one_live").on("video_shares").column("video_id").unique().where(sql.ref("revoked_at"), "is", null).execute();

  // One row per visitor, share, day and kind of event: the primary key is the deduplication.
  await db.schema
    .createTable("share_visits")
    .$call(reference("share_id", "video_shares.id"))
    .addColumn("day", "text", notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("visitor_hash", "text", notNull)
    .$call(createdAt)
    .addPrimaryKeyConstraint("share_visits_pkey", ["share_id", "day", "kind", "visitor_hash"])
    .execute();

  // Today's random salt for visitor hashes; older days' salts are deleted, so a hash cannot be traced back to an IP.
  await db.schema
    .createTable("share_salts")
    .addColumn("day", "text", (column) => column.primaryKey())
    .addColumn("salt", "text", notNull)
    .$call(createdAt)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["share_salts", "share_visits", "video_shares", "video_updates"]) await db.schema.dropTable(table).execute();
  await db.schema.alterTable("videos").dropColumn("version").execute();
}
