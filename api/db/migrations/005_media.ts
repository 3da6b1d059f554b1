import type { Kysely } from "kysely";

// The user's own media library (uploaded images and clips, generic files), brands, and the materials of products
// and brands: library items attached in an order. Deleting a user, product, brand or media item removes its
// attachments; a deleted logo leaves its brand without one. Times are epoch ms, as everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("media_items")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (column) => column.notNull())
    .addColumn("kind", "text", (column) => column.notNull())
    .addColumn("storage_key", "text", (column) => column.notNull())
    .addColumn("thumbnail_key", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("byte_size", "bigint", (column) => column.notNull())
    .addColumn("width", "integer", (column) => column.notNull())
    .addColumn("height", "integer", (column) => column.notNull())
    .addColumn("duration_ms", "integer")
    .addColumn("file_name", "text", (column) => column.notNull())
    .addColumn("description", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("media_items_user_created_at").on("media_items").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("brands")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("name_key", "text", (column) => column.notNull())
    .addColumn("logo_media_id", "text", (column) => column.references("media_items.id").onDelete("set null"))
    .addColumn("colors", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("brands_user_name_key").on("brands").columns(["user_id", "name_key"]).unique().execute();

  for (const owner of ["product", "brand"] as const) {
    const table = `${owner}_materials`;
    await db.schema
      .createTable(table)
      .addColumn(`${owner}_id`, "text", (column) => column.notNull().references(`${owner}s.id`).onDelete("cascade"))
      .addColumn("media_id", "text", (column) => column.notNull().references("media_items.id").onDelete("cascade"))
      .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
      .addColumn("position", "integer", (column) => column.notNull())
      .addColumn("created_at", "bigint", (column) => column.notNull())
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
