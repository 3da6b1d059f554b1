import type { Kysely } from "kysely";

// Products from intake, their downloaded images, the writer's ideas and scripts. Lists and scripts are JSON text so
// the tables read the same on SQLite and PostgreSQL; times are epoch ms. Deleting a product deletes everything below it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable("products")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("name", "text", (column) => column.notNull())
    .addColumn("description", "text")
    .addColumn("price_amount", "double precision")
    .addColumn("price_currency", "text")
    .addColumn("brand", "text")
    .addColumn("features", "text", (column) => column.notNull())
    .addColumn("source_url", "text")
    .addColumn("seed", "integer", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("products_user_created_at").on("products").columns(["user_id", "created_at"]).execute();

  await db.schema
    .createTable("product_images")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("product_id", "text", (column) => column.notNull().references("products.id").onDelete("cascade"))
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("storage_key", "text", (column) => column.notNull())
    .addColumn("content_type", "text", (column) => column.notNull())
    .addColumn("byte_size", "integer", (column) => column.notNull())
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("source_url", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("product_images_product_position").on("product_images").columns(["product_id", "position"]).execute();

  await db.schema
    .createTable("product_ideas")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("product_id", "text", (column) => column.notNull().references("products.id").onDelete("cascade"))
    .addColumn("writer_idea_id", "text", (column) => column.notNull())
    .addColumn("batch", "integer", (column) => column.notNull())
    .addColumn("position", "integer", (column) => column.notNull())
    .addColumn("angle", "text", (column) => column.notNull())
    .addColumn("hook", "text", (column) => column.notNull())
    .addColumn("format", "text", (column) => column.notNull())
    .addColumn("focus", "text")
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("product_ideas_product_batch").on("product_ideas").columns(["product_id", "batch", "position"]).execute();

  await db.schema
    .createTable("scripts")
    .addColumn("id", "text", (column) => column.primaryKey())
    .addColumn("user_id", "text", (column) => column.notNull().references("users.id").onDelete("cascade"))
    .addColumn("product_id", "text", (column) => column.notNull().references("products.id").onDelete("cascade"))
    .addColumn("idea_id", "text", (column) => column.notNull().references("product_ideas.id").onDelete("cascade"))
    .addColumn("body", "text", (column) => column.notNull())
    .addColumn("created_at", "bigint", (column) => column.notNull())
    .addColumn("updated_at", "bigint", (column) => column.notNull())
    .execute();
  await db.schema.createIndex("scripts_product_id").on("scripts").column("product_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["scripts", "product_ideas", "product_images", "products"]) {
    await db.schema.dropTable(table).execute();
  }
}
