import type { Kysely } from "kysely";
import { createTableWithId, notNull, ownedByUser, reference, timestamps } from "./columns";

/**
 * Posters (docs/api-v1.md, Posters): an offer on a product, drawn by the design renderer in every size on request.
 * The offer's fields are columns of their own (empty ones null) so a poster reads as a row; only the small preview
 * JPEG is stored, named by `preview_key` in the media store. A poster goes with its product; a deleted brand leaves
 * it unbranded. `image_id` names a library item or a product photo (two tables), so it is not a foreign key.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "posters")
    .$call(ownedByUser)
    .$call(reference("product_id", "products.id"))
    .addColumn("template_id", "text", notNull)
    .$call(reference("brand_id", "brands.id", { onDelete: "set null", optional: true }))
    .addColumn("image_id", "text")
    .addColumn("size", "text", notNull)
    .addColumn("headline", "text", notNull)
    .addColumn("subline", "text")
    .addColumn("price", "text")
    .addColumn("old_price", "text")
    .addColumn("badge", "text")
    .addColumn("coupon", "text")
    .addColumn("starts_on", "text")
    .addColumn("ends_on", "text")
    .addColumn("cta", "text")
    .addColumn("qr_url", "text")
    .addColumn("preview_key", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("posters_user_created_at").on("posters").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createIndex("posters_user_product").on("posters").columns(["user_id", "product_id", "created_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("posters").execute();
}
