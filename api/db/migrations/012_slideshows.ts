import type { Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, ownedByUser, reference, timestamps } from "./columns";

/**
 * Slideshows (docs/decisions/160-slideshows-and-the-design-renderer.md). A slideshow's slides are one JSON document
 * (`slides`), written whole with each edit; every edit also stores the state it made in `slideshow_operations`, and
 * `history_position` names the one shown, so undo and redo move along that list. A batch makes one slideshow per
 * product or link, each item its own job, so one broken link fails alone. A brand gains the two things its kit adds:
 * a font family and a default call to action.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "slideshows")
    .$call(ownedByUser)
    .$call(reference("product_id", "products.id", { onDelete: "set null", optional: true }))
    .$call(reference("brand_id", "brands.id", { onDelete: "set null", optional: true }))
    .addColumn("title", "text", notNull)
    .addColumn("template_id", "text", notNull)
    .addColumn("format", "text", notNull)
    .addColumn("slides", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    .addColumn("video_id", "text")
    .addColumn("history_position", "integer", (column) => column.notNull().defaultTo(0))
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("slideshows_user_created_at").on("slideshows").columns(["user_id", "created_at", "id"]).execute();

  await createTableWithId(db, "slideshow_operations")
    .$call(reference("slideshow_id", "slideshows.id"))
    .addColumn("position", "integer", notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("state", "text", notNull)
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("slideshow_operations_position").on("slideshow_operations").columns(["slideshow_id", "position"]).unique().execute();

  await createTableWithId(db, "slideshow_batches")
    .$call(ownedByUser)
    .addColumn("template_id", "text", notNull)
    .addColumn("format", "text", notNull)
    .addColumn("brand_id", "text")
    .$call(createdAt)
    .execute();

  await createTableWithId(db, "slideshow_batch_items")
    .$call(reference("batch_id", "slideshow_batches.id"))
    .addColumn("position", "integer", notNull)
    .addColumn("source", "text", notNull)
    .addColumn("product_id", "text")
    .addColumn("slideshow_id", "text")
    .addColumn("status", "text", notNull)
    .addColumn("error", "text")
    .addColumn("job_id", "text")
    .execute();
  await db.schema.createIndex("slideshow_batch_items_batch").on("slideshow_batch_items").columns(["batch_id", "position"]).execute();

  await db.schema.alterTable("brands").addColumn("font", "text").execute();
  await db.schema.alterTable("brands").addColumn("call_to_action", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("brands").dropColumn("call_to_action").execute();
  await db.schema.alterTable("brands").dropColumn("font").execute();
  await db.schema.dropTable("slideshow_batch_items").execute();
  await db.schema.dropTable("slideshow_batches").execute();
  await db.schema.dropTable("slideshow_operations").execute();
  await db.schema.dropTable("slideshows").execute();
}
