import type { Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, ownedByUser, reference, timestamps } from "./columns";

// Products from intake, their downloaded images, the writer's ideas and scripts. Lists and scripts are JSON text so
// the tables read the same on SQLite and PostgreSQL; times are epoch ms. Deleting a product deletes everything below it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "products")
    .$call(ownedByUser)
    .addColumn("name", "text", notNull)
    .addColumn("description", "text")
    .addColumn("price_amount", "double precision")
    .addColumn("price_currency", "text")
    .addColumn("brand", "text")
    .addColumn("features", "text", notNull)
    .addColumn("source_url", "text")
    .addColumn("seed", "integer", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("products_user_created_at").on("products").columns(["user_id", "created_at"]).execute();

  await createTableWithId(db, "product_images")
    .$call(reference("product_id", "products.id"))
    .$call(ownedByUser)
    .addColumn("position", "integer", notNull)
    .addColumn("storage_key", "text", notNull)
    .addColumn("content_type", "text", notNull)
    .addColumn("byte_size", "integer", notNull)
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("source_url", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("product_images_product_position").on("product_images").columns(["product_id", "position"]).execute();

  await createTableWithId(db, "product_ideas")
    .$call(reference("product_id", "products.id"))
    .addColumn("writer_idea_id", "text", notNull)
    .addColumn("batch", "integer", notNull)
    .addColumn("position", "integer", notNull)
    .addColumn("angle", "text", notNull)
    .addColumn("hook", "text", notNull)
    .addColumn("format", "text", notNull)
    .addColumn("focus", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("product_ideas_product_batch").on("product_ideas").columns(["product_id", "batch", "position"]).execute();

  await createTableWithId(db, "scripts")
    .$call(ownedByUser)
    .$call(reference("product_id", "products.id"))
    .$call(reference("idea_id", "product_ideas.id"))
    .addColumn("body", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("scripts_product_id").on("scripts").column("product_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["scripts", "product_ideas", "product_images", "products"]) {
    await db.schema.dropTable(table).execute();
  }
}
