/**
 * A product read from a shop link: the page fetched through the intake's guard, its images stored, the row written.
 * `generate-info` and slideshow batches make products this way; nothing is left half-written when a step fails.
 */
import { randomUUID } from "node:crypto";
import { isIntakeError } from "../../studio/intake/errors";
import { productFromUrl } from "../../studio/intake/product-from-url";
import { ApiError } from "../http/errors";
import type { ApiServices } from "../services";
import { productLimits, type ProductDetails } from "./fields";
import { detailsFromPage, intakeErrorToApiError, storeImages } from "./intake";
import { countProducts, insertProduct } from "./products";
import type { ProductImagesTable } from "../db/schema";

export const maxProductsPerUser = 500;

export async function assertProductRoom(services: Pick<ApiServices, "db">, userId: string): Promise<void> {
  if ((await countProducts(services.db, userId)) >= maxProductsPerUser) throw new ApiError(409, "products_limit_reached", { max: maxProductsPerUser });
}

/** Reads the page at url; the intake's failures become the API's 4xx sentences. */
export async function readProductLink(services: Pick<ApiServices, "config" | "mediaStore">, owner: { userId: string; productId: string }, url: string, now: number) {
  const intake = await productFromUrl(url, { allowPrivateNetworks: services.config.intakeAllowPrivateNetworks }).catch((error: unknown) => {
    throw isIntakeError(error) ? intakeErrorToApiError(error) : error;
  });
  const details: ProductDetails = detailsFromPage(intake.product);
  const images: ProductImagesTable[] = await storeImages(services.mediaStore, owner, intake.images, now);
  return { details, sourceUrl: intake.product.sourceUrl.slice(0, productLimits.url), images };
}

/** Writes the product; the images stored for it are removed when the write fails. */
export async function insertProductWithImages(
  services: Pick<ApiServices, "db" | "mediaStore">,
  product: { id: string; userId: string; details: ProductDetails; sourceUrl: string | null; images: ProductImagesTable[]; mediaIds?: string[] },
  now: number,
): Promise<void> {
  try {
    await insertProduct(services.db, { ...product, mediaIds: product.mediaIds ?? [] }, now);
  } catch (error) {
    await Promise.all(product.images.map((image) => services.mediaStore.delete(image.storage_key)));
    throw error;
  }
}

/** A new product from a shop link; its id. */
export async function createProductFromLink(services: Pick<ApiServices, "config" | "db" | "mediaStore">, userId: string, url: string): Promise<string> {
  await assertProductRoom(services, userId);
  const id = randomUUID();
  const now = services.config.now();
  const read = await readProductLink(services, { userId, productId: id }, url, now);
  await insertProductWithImages(services, { id, userId, ...read }, now);
  return id;
}
