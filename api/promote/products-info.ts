/**
 * `promote/get-products-info`: products from links, each read through the product intake (its network guard
 * included) or, for a shop's collection or category page, from the product pages it lists. A link the user already
 * made a product from gives that product again rather than a copy. Each link that gives nothing says why.
 */
import { isIntakeError } from "../../studio/intake/errors";
import { promoLimits, type PromoLinkFailure, type PromoProductsInfoView } from "../contract/promote";
import type { ProductView } from "../contract/products";
import { ApiError } from "../http/errors";
import { translate, type Language } from "../http/i18n";
import { createProductFromLink } from "../products/from-link";
import { intakeErrorToApiError } from "../products/intake";
import { findOwnProducts, productView } from "../products/products";
import type { ApiServices } from "../services";
import { readCollectionLinks } from "./collection-links";

type Services = Pick<ApiServices, "config" | "db" | "mediaStore">;

interface Reader {
  services: Services;
  userId: string;
  language: Language;
  productIds: string[];
  failures: PromoLinkFailure[];
}

/** The intake's code (`http_status`, `no_product_found`, …) when it has one, else the message's key. */
function reasonOf(error: ApiError): string {
  return (error.data as { reason?: string } | null)?.reason ?? error.messageKey;
}

function failureOf(url: string, error: ApiError, language: Language): PromoLinkFailure {
  return { url, message: translate(error.messageKey, language, error.params), reason: reasonOf(error) };
}

async function ownProductFrom(services: Services, userId: string, url: string): Promise<string | undefined> {
  const row = await services.db
    .selectFrom("products")
    .select("id")
    .where("user_id", "=", userId)
    .where("source_url", "=", url)
    .orderBy("created_at", "desc")
    .executeTakeFirst();
  return row?.id;
}

/** The product of one product page: the user's own from that link, else a new one. */
async function productFromPage(reader: Reader, url: string): Promise<string> {
  return (await ownProductFrom(reader.services, reader.userId, url)) ?? createProductFromLink(reader.services, reader.userId, url);
}

function isNoProductPage(error: unknown): boolean {
  return error instanceof ApiError && reasonOf(error) === "no_product_found";
}

/** A page without a product of its own may be a collection: its listed product pages, each a product or a failure. */
async function productsFromCollection(reader: Reader, url: string, room: number): Promise<void> {
  const links = await readCollectionLinks(url, room, { allowPrivateNetworks: reader.services.config.intakeAllowPrivateNetworks }).catch((error: unknown) => {
    throw isIntakeError(error) ? intakeErrorToApiError(error) : error;
  });
  if (links.length === 0) throw new ApiError(422, "promote_collection_empty", {}, { reason: "no_products_listed" });
  for (const link of links) {
    try {
      reader.productIds.push(await productFromPage(reader, link));
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      reader.failures.push(failureOf(link, error, reader.language));
    }
  }
}

/** A product page's product, or a collection page's products. */
async function readLink(reader: Reader, url: string, room: number): Promise<void> {
  try {
    reader.productIds.push(await productFromPage(reader, url));
  } catch (error) {
    if (!isNoProductPage(error)) throw error;
    await productsFromCollection(reader, url, room);
  }
}

/**
 * Reads the links in order until six products are in. When none gives a product, the call fails with the first
 * link's sentence (and every failure in `data.failures`), so a single pasted link reads as `generate-info` does.
 */
export async function readPromoProducts(services: Services, userId: string, urls: readonly string[], language: Language): Promise<PromoProductsInfoView> {
  const reader: Reader = { services, userId, language, productIds: [], failures: [] };
  let firstError: ApiError | undefined;
  for (const url of new Set(urls)) {
    const room = promoLimits.products - new Set(reader.productIds).size;
    if (room <= 0) break;
    try {
      await readLink(reader, url, room);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      firstError ??= error;
      reader.failures.push(failureOf(url, error, language));
    }
  }
  const ids = [...new Set(reader.productIds)].slice(0, promoLimits.products);
  if (ids.length === 0) {
    const error = firstError ?? new ApiError(422, "promote_collection_empty");
    throw new ApiError(error.status, error.messageKey, error.params, { reason: reasonOf(error), failures: reader.failures });
  }
  const rows = await findOwnProducts(services.db, userId, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const items: ProductView[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (row) items.push(await productView(services.db, row));
  }
  return { items, failures: reader.failures };
}
