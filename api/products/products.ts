/** Data access for products and their materials, and a product as its view (api/contract/products.ts). */
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { ProductsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { ProductFacts } from "../../studio/writer";
import type { ProductImageView, ProductView } from "../contract/products";
import { materialId, materialKind, productMaterialsOf, toMaterialView, type ProductMaterial } from "../materials/product-materials";
import { mediaFileUrl } from "../media/library";

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
