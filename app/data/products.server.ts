/**
 * What the products screens (/product-folder and /product) read from and change in the API. Each function answers with the data or with a message
 * for a person (the API's, already in the user's language), so a screen can show it instead of failing as a whole.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { EditProductSchema } from "~/components/products/products";
import { loaded, type Loaded } from "~/utils/api.server";
import type { ProductView } from "../../api/contract";
import { productsPageSize } from "./create-video.server";

interface ProductsPage {
  items: ProductView[];
  total: number;
}

/** One page of the product folder, with how many pages there are (at least one, so an empty folder has a page). */
export async function readProductsPage(context: AppLoadContext, page: number): Promise<Loaded<ProductsPage & { pageCount: number }>> {
  const result = await context.api.get<ProductsPage>("products", { page, page_size: productsPageSize }, { toast: false });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, data: { ...result.data, pageCount: Math.max(1, Math.ceil(result.data.total / productsPageSize)) } };
}

/** The product by id (`GET products?ids=`), or null when the user has none with it. */
export async function readProduct(context: AppLoadContext, productId: string): Promise<Loaded<ProductView | null>> {
  const result = await context.api.get<ProductsPage>("products", { ids: productId }, { toast: false });
  if (!result.ok) return { ok: false, message: result.message };
  return { ok: true, data: result.data.items.find((product) => product.id === productId) ?? null };
}

/** `DELETE products` answers 200 with the ids it deleted: one that is not there was already gone (or never the user's). */
export async function deleteProduct(context: AppLoadContext, productId: string): Promise<{ ok: true } | { ok: false; message: string }> {
  const result = await context.api.call<{ deleted: string[] }>("DELETE", "products", { body: { ids: [productId] }, toast: false });
  if (!result.ok) return { ok: false, message: result.message };
  return result.data.deleted.includes(productId) ? { ok: true } : { ok: false, message: context.t("products.gone") };
}

/** Saves the edit form. An emptied field arrives as undefined: null clears it (docs/api-v1.md), where leaving it out would keep it. */
export async function saveProduct(context: AppLoadContext, productId: string, { name, description, brand, price, currency, features }: z.infer<typeof EditProductSchema>): Promise<Loaded<unknown>> {
  const body = { id: productId, name, description: description ?? null, brand: brand ?? null, price: price === undefined ? null : { amount: price, currency }, features };
  return loaded(await context.api.call("PUT", "product/detail", { body, toast: false }));
}
