/**
 * What /batch-slideshow reads from the API (the products to tick, a batch's items as they are made) and the one
 * change it makes: a batch of slideshows in one template and format (`slide-show/create-by-product`). The templates
 * and brands are the ones /create-slideshow and the brand kit screen read.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import type { BatchValue } from "~/components/slideshows/batch";
import { pageCountOf } from "~/components/slideshows/slideshows";
import type { Loaded } from "~/utils/api.server";
import { idPattern, type ProductView, type SlideshowBatchView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

/** How many products the batch form lists per page. */
export const batchProductsPageSize = 12;

interface ProductPage {
  items: ProductView[];
  total: number;
}

/** One page of the products a batch can be made from, with how many pages there are. */
export async function listBatchProducts(context: AppLoadContext, page: number): Promise<Loaded<ProductPage & { pageCount: number }>> {
  const list = await context.api.get<ProductPage>("slide-show/products", { page, page_size: batchProductsPageSize }, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { items: list.data.items, total: list.data.total, pageCount: pageCountOf(list.data.total, batchProductsPageSize) } };
}

/** Starts the batch: each product or link becomes its own slideshow, made in the background. */
export async function startBatch(context: AppLoadContext, { productIds, urls, template, format, brand }: BatchValue): Promise<Outcome<SlideshowBatchView>> {
  const body = {
    ...(productIds.length > 0 && { product_ids: productIds }),
    ...(urls.length > 0 && { urls }),
    template_id: template,
    format,
    ...(brand && { brand_id: brand }),
  };
  return outcomeOf(await context.api.post<SlideshowBatchView>("slide-show/create-by-product", body, { toast: false }));
}

/**
 * The batch as its items stand now, with the names of the products among its sources (an item made from the folder
 * names its product by id); one that is not the user's is a 404.
 */
export async function readBatch(context: AppLoadContext, batchId: string): Promise<{ batch: SlideshowBatchView; productNames: Record<string, string> }> {
  const batch = await context.api.get<SlideshowBatchView>(`slide-show/batch/${encodeURIComponent(batchId)}`, undefined, { toast: false });
  if (!batch.ok && batch.status === 404) throw new Response(null, { status: 404 });
  if (!batch.ok) throw json({ message: batch.message }, { status: 502 });
  const productIds = batch.data.items.map((item) => item.source).filter((source) => idPattern.test(source));
  if (productIds.length === 0) return { batch: batch.data, productNames: {} };
  // Names only make the list easier to read: without them the ids are shown.
  const products = await context.api.get<ProductPage>("products", { ids: productIds.join(",") }, { toast: false });
  const productNames = Object.fromEntries((products.ok ? products.data.items : []).map((product) => [product.id, product.name]));
  return { batch: batch.data, productNames };
}
