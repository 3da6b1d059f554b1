/** Data access for products and their images, and the shapes the API returns for them. */
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { ProductImagesTable, ProductsTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ApiError } from "../http/errors";
import type { ProductFacts } from "../../studio/writer";

export type ProductRow = Selectable<ProductsTable>;
export type ProductImageRow = Selectable<ProductImagesTable>;

export interface ProductImageView {
  id: string;
  url: string;
  width?: number;
  height?: number;
}

export interface ProductView {
  id: string;
  name: string;
  description: string | null;
  price: { amount: number; currency: string } | null;
  brand: string | null;
  features: string[];
  images: ProductImageView[];
  source_url: string | null;
  created_at: number;
}

/** Where the owner fetches a stored file (GET media/file/:id). */
export function mediaFileUrl(imageId: string): string {
  return `${apiBasePath}/media/file/${imageId}`;
}

export function toImageView(image: ProductImageRow): ProductImageView {
  return {
    id: image.id,
    url: mediaFileUrl(image.id),
    ...(image.width !== null && { width: image.width }),
    ...(image.height !== null && { height: image.height }),
  };
}

export function toProductView(product: ProductRow, images: ProductImageRow[]): ProductView {
  return {
    id: product.id,
    name: product.name,
    description: product.description,
    price: product.price_amount !== null && product.price_currency !== null ? { amount: product.price_amount, currency: product.price_currency } : null,
    brand: product.brand,
    features: JSON.parse(product.features) as string[],
    images: images.map(toImageView),
    source_url: product.source_url,
    created_at: product.created_at,
  };
}

/** What the writer may say about the product; its images are named by their ids. */
export function toProductFacts(product: ProductRow, images: ProductImageRow[]): ProductFacts {
  return {
    name: product.name,
    description: product.description ?? undefined,
    price: product.price_amount !== null && product.price_currency !== null ? { amount: product.price_amount, currency: product.price_currency } : undefined,
    brand: product.brand ?? undefined,
    features: JSON.parse(product.features) as string[],
    images: images.map((image) => image.id),
    sourceUrl: product.source_url ?? undefined,
  };
}

/** The caller's product, or 404 (another user's product is as unknown as a missing one). */
export async function findOwnProduct(db: DbExecutor, userId: string, productId: string): Promise<ProductRow> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", productId).where("user_id", "=", userId).executeTakeFirst();
  if (!product) throw new ApiError(404, "product_not_found");
  return product;
}

export async function imagesOf(db: DbExecutor, productIds: string[]): Promise<Map<string, ProductImageRow[]>> {
  const byProduct = new Map<string, ProductImageRow[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const rows = await db.selectFrom("product_images").selectAll().where("product_id", "in", productIds).orderBy("position").execute();
  for (const row of rows) byProduct.get(row.product_id)!.push(row);
  return byProduct;
}

export async function productView(db: DbExecutor, product: ProductRow): Promise<ProductView> {
  return toProductView(product, (await imagesOf(db, [product.id])).get(product.id)!);
}

export async function countProducts(db: Db | DbExecutor, userId: string): Promise<number> {
  const row = await db.selectFrom("products").select(db.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}
