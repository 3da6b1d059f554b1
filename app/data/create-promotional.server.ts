/**
 * What /create-promotional reads from the API and changes in it (docs/api-v1.md, Promotional videos): products read
 * from links or a collection page, the picked products with their offer prices, the script written for the offer,
 * and the video made of it.
 */
import type { AppLoadContext } from "@remix-run/node";
import { outcomeOf, type Outcome } from "./slideshow.server";
import type {
  AspectRatio,
  ProductView,
  PromoOfferView,
  PromoProductsInfoView,
  PromoProductView,
  PromoScriptView,
  PromotionalVideoView,
} from "../../api/contract";

/** The products of up to six product-page links or of one collection page, and the links that gave none, with why. */
export async function readProductLinks(context: AppLoadContext, urls: string[]): Promise<Outcome<PromoProductsInfoView>> {
  const read = outcomeOf(await context.api.post<PromoProductsInfoView>("promote/get-products-info", { urls }, { toast: false }));
  if (read.ok) return read;
  // No link gave a product: the answer is the first link's sentence, with every link's in `data.failures`.
  const failures = (read.data as { failures?: PromoProductsInfoView["failures"] } | null)?.failures;
  return Array.isArray(failures) && failures.length > 0 ? { ok: true, data: { items: [], failures } } : read;
}

/** Products a page of the links step offers to tick, newest first. */
export const ownProductsPageSize = 8;

/** One page of the user's own products, to pick from instead of pasting links. */
export async function readOwnProducts(context: AppLoadContext, page: number): Promise<Outcome<{ items: ProductView[]; page: number; pageCount: number }>> {
  const list = outcomeOf(await context.api.get<{ items: ProductView[]; total: number }>("products", { page, page_size: ownProductsPageSize }, { toast: false }));
  if (!list.ok) return list;
  return { ok: true, data: { items: list.data.items, page, pageCount: Math.max(1, Math.ceil(list.data.total / ownProductsPageSize)) } };
}

/** The products in the order given, each with its price after the discount (nothing is stored). */
export async function selectProducts(context: AppLoadContext, productIds: string[], discountPercent: number | null): Promise<Outcome<PromoProductView[]>> {
  const body = { product_ids: productIds, ...(discountPercent !== null && { discount_percent: discountPercent }) };
  const selection = outcomeOf(await context.api.post<{ items: PromoProductView[] }>("promote/product-selection", body, { toast: false }));
  return selection.ok ? { ok: true, data: selection.data.items } : selection;
}

export interface ScriptRequest {
  productIds: string[];
  offer: PromoOfferView;
  lengthSeconds: number;
}

/** A script written for the offer across the products (the writer picks the language from the headline). */
export async function writePromoScript(context: AppLoadContext, { productIds, offer, lengthSeconds }: ScriptRequest): Promise<Outcome<PromoScriptView>> {
  return outcomeOf(await context.api.post<PromoScriptView>("promote/gen-script", { product_ids: productIds, offer, length_seconds: lengthSeconds }, { toast: false }));
}

/** The promotional video, queued; it holds one of the plan's videos while it renders. */
export async function createPromotionalVideo(
  context: AppLoadContext,
  { productIds, offer, script, aspectRatios }: { productIds: string[]; offer: PromoOfferView; script: PromoScriptView; aspectRatios: AspectRatio[] },
): Promise<Outcome<PromotionalVideoView>> {
  const body = { product_ids: productIds, offer, script, aspect_ratios: aspectRatios };
  return outcomeOf(await context.api.post<PromotionalVideoView>("promote/create-promotional-video", body, { toast: false }));
}

/** The form field an API refusal names (`data.field`, e.g. `offer.ends_on`), in the form's own names; null when none. */
export function refusedOfferField(data: unknown): string | null {
  const field = (data as { field?: unknown } | null)?.field;
  if (typeof field !== "string") return null;
  const name = field.replace(/^offer\./, "");
  return ["kind", "headline", "discount_percent", "code", "ends_on", "cta", "length_seconds"].includes(name) ? name : null;
}
