/** From the studio's intake to what the API stores: errors become translated answers, images become stored files. */
import { randomUUID } from "node:crypto";
import { IntakeError, type IntakeErrorCode } from "../../studio/intake/errors";
import type { ExtractedProduct } from "../../studio/intake/product";
import type { DownloadedImage } from "../../studio/intake/product-from-url";
import { ApiError, type ErrorStatus } from "../http/errors";
import type { MessageKey } from "../http/i18n";
import { contentKey, type MediaStore } from "../storage/media-store";
import type { ProductDetails } from "./fields";
import { productLimits } from "./fields";
import type { ProductImagesTable } from "../db/schema";

/** A link the caller got wrong is 400; a link that is fine but gave nothing usable is 422. */
const intakeAnswers: Record<IntakeErrorCode, { status: ErrorStatus; key: MessageKey }> = {
  invalid_url: { status: 400, key: "intake_invalid_url" },
  unsupported_scheme: { status: 400, key: "intake_unsupported_scheme" },
  private_address: { status: 400, key: "intake_private_address" },
  port_not_allowed: { status: 400, key: "intake_port_not_allowed" },
  dns_failed: { status: 422, key: "intake_dns_failed" },
  network_error: { status: 422, key: "intake_network_error" },
  timeout: { status: 422, key: "intake_timeout" },
  too_many_redirects: { status: 422, key: "intake_too_many_redirects" },
  bad_redirect: { status: 422, key: "intake_bad_redirect" },
  http_status: { status: 422, key: "intake_http_status" },
  unsupported_content_type: { status: 422, key: "intake_unsupported_content_type" },
  too_large: { status: 422, key: "intake_too_large" },
  not_an_image: { status: 422, key: "intake_unsupported_content_type" },
  no_product_found: { status: 422, key: "intake_no_product_found" },
};

export function intakeErrorToApiError(error: IntakeError): ApiError {
  const answer = intakeAnswers[error.code];
  const status = /status (\d{3})/.exec(error.message)?.[1] ?? "";
  return new ApiError(answer.status, answer.key, { status }, { reason: error.code });
}

/** A page's texts cut to the limits typed details have, so every product reads and edits the same way. */
export function detailsFromPage(product: ExtractedProduct): ProductDetails {
  const validPrice = product.price && /^[A-Z]{3}$/.test(product.price.currency) && product.price.amount >= 0 && product.price.amount <= productLimits.maxPrice;
  return {
    name: product.name.slice(0, productLimits.name).trim(),
    description: product.description?.slice(0, productLimits.description).trim() || null,
    price: validPrice ? product.price! : null,
    brand: product.brand?.slice(0, productLimits.brand).trim() || null,
    features: product.features
      .map((feature) => feature.slice(0, productLimits.featureLength).trim())
      .filter(Boolean)
      .slice(0, productLimits.features),
  };
}

/**
 * Writes the images to the store (before any row points at them) and returns their rows. Files are named by their
 * content's hash under `<userId>/<productId>/`, so the product's folder holds exactly its files. Each image arrives
 * measured by the intake (sharp's header reader, as uploads are), which left out any whose size could not be read or
 * was over the pixel cap: the renderer decodes stored images with no cap of its own.
 */
export async function storeImages(store: MediaStore, owner: { userId: string; productId: string }, images: DownloadedImage[], now: number): Promise<ProductImagesTable[]> {
  const rows: ProductImagesTable[] = [];
  for (const image of images) {
    const key = contentKey(`${owner.userId}/${owner.productId}`, image.bytes, image.type);
    if (rows.some((row) => row.storage_key === key)) continue;
    await store.put(key, image.bytes);
    rows.push({
      id: randomUUID(),
      product_id: owner.productId,
      user_id: owner.userId,
      position: rows.length,
      storage_key: key,
      content_type: image.type,
      byte_size: image.bytes.length,
      width: image.width,
      height: image.height,
      source_url: image.url.slice(0, productLimits.url),
      created_at: now,
    });
  }
  return rows;
}
