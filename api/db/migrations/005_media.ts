import type { Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, ownedByUser, reference, timestamps } from "./columns";

// The user's own media library (uploaded images and clips, generic files), brands, and the materials of products
// and brands: library items attached in an order. Deleting a user, product, brand or media item removes its
// attachments; a deleted logo leaves its brand without one. Times are epoch ms, as everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "media_items")
    .$call(ownedByUser)
    .addColumn("purpose", "text", notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("storage_key", "text", notNull)
    .addColumn("thumbnail_key", "text", notNull)
    .addColumn("content_type", "text", notNull)
    .addColumn("byte_size", "bigint", notNull)
    .addColumn("width", "integer", notNull)
    .addColumn("height", "integer", notNull)
    .addColumn("duration_ms", "integer")
    .addColumn("file_name", "text", notNull)
    .addColumn("description", "text")
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("media_items_user_created_at").on("media_items").columns(["user_id", "created_at"]).execute();

  await createTableWithId(db, "brands")
    .$call(ownedByUser)
    .addColumn("name", "text", notNull)
    .addColumn("name_key", "text", notNull)
    .$call(reference("logo_media_id", "media_items.id", { onDelete: "set null", optional: true }))
    .addColumn("colors", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("brands_user_name_key").on("brands").columns(["user_id", "name_key"]).unique().execute();

  for (const owner of ["product", "brand"] as const) {
    const table = `${owner}_materials`;
    await db.schema
      .createTable(table)
      .$call(reference(`${owner}_id`, `${owner}s.id`))
      .$call(reference("media_id", "media_items.id"))
      .$call(ownedByUser)
      .addColumn("position", "integer", notNull)
      .$call(createdAt)
      .addPrimaryKeyConstraint(`${table}_pkey`, [`${owner}_id`, "media_id"])
      .execute();
    await db.schema.createIndex(`${table}_media_id`).on(table).column("media_id").execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["brand_materials", "product_materials", "brands", "media_items"]) {
    await db.schema.dropTable(table).execute();
  }
}
