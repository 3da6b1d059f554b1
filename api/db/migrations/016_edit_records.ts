import { sql, type Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, ownedByUser, reference, renderColumns, timestamps } from "./columns";

/**
 * Operation records (docs/decisions/180-operation-records.md): each edit made in the video editor or the promotional
 * editor, kept per version of what was edited (`kind` video | promotional, `target_id`, `version`, `seq`). The target
 * is one of two tables, so `target_id` is no foreign key: deleting a video or a promotional video deletes its records.
 * `undone_at` says when an operation was undone (null: it counts). A promotional video gains its version, the caption
 * lines it plays (`subtitles`, JSON; null until rendered) and its later renders, shaped as a video's updates.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "edit_operations")
    .addColumn("kind", "text", notNull)
    .addColumn("target_id", "text", notNull)
    .addColumn("version", "integer", notNull)
    .addColumn("seq", "integer", notNull)
    .$call(ownedByUser)
    .addColumn("changes", "text", notNull)
    .addColumn("undone_at", "bigint")
    .$call(createdAt)
    .execute();
  // One operation per place in a version's list: two edits saved at once cannot both take the same place.
  await db.schema.createIndex("edit_operations_target_seq").on("edit_operations").columns(["kind", "target_id", "version", "seq"]).unique().execute();

  // SQLite adds one column per statement.
  await db.schema
    .alterTable("promotional_videos")
    .addColumn("version", "integer", (column) => column.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("promotional_videos").addColumn("subtitles", "text").execute();

  await createTableWithId(db, "promotional_video_updates")
    .$call(reference("promotional_video_id", "promotional_videos.id"))
    .$call(ownedByUser)
    .addColumn("job_id", "text", notNull)
    .addColumn("version", "integer", notNull)
    .$call(renderColumns)
    .addColumn("presenter_name", "text")
    .$call(timestamps)
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("promotional_video_updates_video_created_at").on("promotional_video_updates").columns(["promotional_video_id", "created_at"]).execute();
  await db.schema.createIndex("promotional_video_updates_job_id").on("promotional_video_updates").column("job_id").execute();
  // One new version at a time per promotional video, held by the database as for videos (migration 006).
  await db.schema
    .createIndex("promotional_video_updates_one_active")
    .on("promotional_video_updates")
    .column("promotional_video_id")
    .unique()
    .where(sql.ref("status"), "in", sql`('generating', 'exporting')`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("promotional_video_updates").execute();
  await db.schema.alterTable("promotional_videos").dropColumn("subtitles").execute();
  await db.schema.alterTable("promotional_videos").dropColumn("version").execute();
  await db.schema.dropTable("edit_operations").execute();
}
