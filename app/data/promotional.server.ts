/**
 * What the /promotional list reads from the API and changes in it (docs/api-v1.md, Promotional videos): a page of
 * the user's promotional videos with the names of their products, and deleting one.
 */
import type { AppLoadContext } from "@remix-run/node";
import { pageCountOf, promotionalPageSize } from "~/components/promotional/promotional";
import type { Loaded } from "~/utils/api.server";
import type { ProductView, PromotionalVideoView } from "../../api/contract";

interface PromotionalPage {
  items: PromotionalVideoView[];
  total: number;
}

/** How many ids one `GET products?ids=` takes (the API's page size). */
const productIdsPerCall = 50;

/**
 * One page of the user's promotional videos, newest first, and the names of their products by id. A product deleted
 * since has no name here; the screen says so.
 */
export async function listPromotionalVideos(
  context: AppLoadContext,
  page: number,
): Promise<Loaded<PromotionalPage & { pageCount: number; productNames: Record<string, string> }>> {
  const list = await context.api.get<PromotionalPage>("promote/promotional-videos", { page, page_size: promotionalPageSize }, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  const ids = [...new Set(list.data.items.flatMap((video) => video.product_ids))];
  const productNames: Record<string, string> = {};
  for (let start = 0; start < ids.length; start += productIdsPerCall) {
    const found = await context.api.get<{ items: ProductView[] }>("products", { ids: ids.slice(start, start + productIdsPerCall).join(",") }, { toast: false });
    if (found.ok) for (const product of found.data.items) productNames[product.id] = product.name;
  }
  return { ok: true, data: { items: list.data.items, total: list.data.total, pageCount: pageCountOf(list.data.total), productNames } };
}

/** Deletes one promotional video (a render still running stops); `gone` when it was not there any more. */
export async function deletePromotionalVideo(context: AppLoadContext, videoId: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<{ deleted: string }>("DELETE", `promote/promotional-video/${encodeURIComponent(videoId)}`, { toast: false });
  if (deleted.ok) return { ok: true, data: { gone: false } };
  return deleted.status === 404 ? { ok: true, data: { gone: true } } : { ok: false, message: deleted.message };
}
