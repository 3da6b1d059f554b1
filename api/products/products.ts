/** Data access for products and their materials, and a product as its view (api/contract/products.ts). */
import { randomInt } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { ProductImagesTable, ProductsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { ProductFacts } from "../../studio/writer";
import type { ProductImageView, ProductView } from "../contract/products";
import { ensureBrand } from "../materials/brands";
import {
  appendProductMaterials,
  materialId,
  materialKind,
  productMaterialsOf,
  setProductMaterials,
  toMaterialView,
  type ProductMaterial,
} from "../materials/product-materials";
import { mediaFileUrl } from "../media/library";
import type { ProductDetails } from "./fields";

export { mediaFileUrl };

export type ProductRow = Selectable<ProductsTable>;

export function toImageView(material: ProductMaterial): ProductImageView {
  const view = toMaterialView(material);
  return {
    id: view.id,
    url: mediaFileUrl(view.id),
    ...(view.width !== null && { width: view.width }),
    ...(view.height !== null && { height: view.height }),
  };
}

export function toProductView(product: ProductRow, materials: ProductMaterial[]): ProductView {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price_amount !== null && product.price_currency !== null ? { amount: product.price_amount, currency: product.price_currency } : null,
    brand: product.brand,
    features: JSON.parse(product.features) as string[],
    images: materials.filter((material) => materialKind(material) === "image").map(toImageView),
    media: materials.map(toMaterialView),
    source_url: product.source_url,
    created_at: product.created_at,
  };
}

/** What the writer may say about the product; its images and clips are named by their ids, in the product's order. */
export function toProductFacts(product: ProductRow, materials: ProductMaterial[]): ProductFacts {
  return {
    name: product.name,
    description: product.description ?? undefined,
    price: product.price_amount !== null && product.price_currency !== null ? { amount: product.price_amount, currency: product.price_currency } : undefined,
    brand: product.brand ?? undefined,
    features: JSON.parse(product.features) as string[],
    images: materials.filter((material) => materialKind(material) === "image").map(materialId),
    clips: materials.flatMap((material) =>
      material.origin === "upload" && material.item.kind === "clip" ? [{ path: material.item.id, durationMs: material.item.duration_ms ?? 0 }] : [],
    ),
    sourceUrl: product.source_url ?? undefined,
  };
}

/** The caller's product, or 404 (another user's product is as unknown as a missing one). */
export async function findOwnProduct(db: DbExecutor, userId: string, productId: string): Promise<ProductRow> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", productId).where("user_id", "=", userId).executeTakeFirst();
  if (!product) throw new ApiError(404, "product_not_found");
  return product;
}

export async function productView(db: DbExecutor, product: ProductRow): Promise<ProductView> {
  return toProductView(product, (await productMaterialsOf(db, [product.id])).get(product.id)!);
}

export async function countProducts(db: Db | DbExecutor, userId: string): Promise<number> {
  const row = await db.selectFrom("products").select(db.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The caller's products, newest first. */
export function listOwnProducts(db: DbExecutor, userId: string, page: PageRequest) {
  const filtered = db.selectFrom("products").where("user_id", "=", userId);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

/** One page of the caller's products as views, with the list's total. */
export async function ownProductViewsPage(db: DbExecutor, userId: string, page: PageRequest): Promise<{ items: ProductView[]; total: number }> {
  const { rows, total } = await listOwnProducts(db, userId, page);
  const materials = await productMaterialsOf(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toProductView(row, materials.get(row.id)!)), total };
}

/** The caller's products among `ids`, in no particular order (others' ids find nothing). */
export function findOwnProducts(db: DbExecutor, userId: string, ids: readonly string[]): Promise<ProductRow[]> {
  return db
    .selectFrom("products")
    .selectAll()
    .where("user_id", "=", userId)
    .where("id", "in", [...ids])
    .execute();
}

export interface NewProduct {
  id: string;
  userId: string;
  details: ProductDetails;
  sourceUrl: string | null;
  /** Images read from the link, their files already stored. */
  images: ProductImagesTable[];
  /** The user's own images and clips, after the link's. */
  mediaIds?: readonly string[];
}

/** The product, its images and materials and its brand in one transaction: an unknown media id undoes it all. */
export async function insertProduct(db: Db, product: NewProduct, now: number): Promise<void> {
  const { details } = product;
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("products")
      .values({
        id: product.id,
        user_id: product.userId,
        name: details.name,
        description: details.description ?? null,
        price_amount: details.price?.amount ?? null,
        price_currency: details.price?.currency ?? null,
        brand: details.brand ?? null,
        features: JSON.stringify(details.features),
        source_url: product.sourceUrl,
        seed: randomInt(2 ** 31 - 1),
        created_at: now,
        updated_at: now,
      })
      .execute();
    if (product.images.length > 0) await trx.insertInto("product_images").values(product.images).execute();
    if (product.mediaIds) await appendProductMaterials(trx, { userId: product.userId, productId: product.id }, product.mediaIds, now);
    if (details.brand) await ensureBrand(trx, product.userId, details.brand, now, { required: false });
  });
}

export interface ProductChanges {
  name?: string;
  description?: string | null;
  price?: ProductDetails["price"] | null;
  brand?: string | null;
  features?: string[];
  media_ids?: readonly string[];
}

/**
 * Changes a product's details; with `media_ids` its media become exactly these, in this order (as material/submit).
 * Returns the keys of link images left out: their rows are gone, their files are the caller's to remove.
 */
export function changeProduct(db: Db, product: ProductRow, changes: ProductChanges, now: number): Promise<{ removedKeys: string[] }> {
  return db.transaction().execute(async (trx) => {
    await trx
      .updateTable("products")
      .set({
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.price !== undefined && { price_amount: changes.price?.amount ?? null, price_currency: changes.price?.currency ?? null }),
        ...(changes.brand !== undefined && { brand: changes.brand }),
        ...(changes.features !== undefined && { features: JSON.stringify(changes.features) }),
        updated_at: now,
      })
      .where("id", "=", product.id)
      .where("user_id", "=", product.user_id)
      .execute();
    if (changes.brand) await ensureBrand(trx, product.user_id, changes.brand, now, { required: false });
    return changes.media_ids ? setProductMaterials(trx, { userId: product.user_id, productId: product.id }, changes.media_ids, now) : { removedKeys: [] };
  });
}

/**
 * Deletes the caller's products among `ids`, with their ideas, images and scripts (ON DELETE CASCADE). Returns the
 * ids deleted and the keys of their images, whose files are the caller's to remove once the rows are gone.
 */
export function deleteOwnProducts(db: Db, userId: string, ids: readonly string[]): Promise<{ ownIds: string[]; keys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const own = await trx
      .selectFrom("products")
      .select("id")
      .where("user_id", "=", userId)
      .where("id", "in", [...new Set(ids)])
      .execute();
    const ownIds = own.map((row) => row.id);
    if (ownIds.length === 0) return { ownIds, keys: [] };
    const keys = await trx.selectFrom("product_images").select("storage_key").where("product_id", "in", ownIds).execute();
    // A product's posters go with it (the foreign key cascades); their stored previews are files to remove too.
    const previews = await trx.selectFrom("posters").select("preview_key").where("product_id", "in", ownIds).execute();
    await trx.deleteFrom("products").where("user_id", "=", userId).where("id", "in", ownIds).execute();
    return { ownIds, keys: [...keys.map((row) => row.storage_key), ...previews.map((row) => row.preview_key)] };
  });
}
