/**
 * What /add-material reads from the API (the user's library, `media/list`, the built-in moving backgrounds,
 * `material/search`, and stock, `material/vecteezy`) and changes in it (uploads, stock downloads and deletes). Each function answers with the data or with a message
 * for a person, so the page can show it instead of failing as a whole.
 */
import type { AppLoadContext } from "@remix-run/node";
import {
  brollMatches,
  materialsPageSize,
  pageCountOf,
  type BrollItem,
  type FoundMedia,
  type MaterialsView,
  type MediaItem,
  type MediaPage,
  type ProductChoice,
} from "~/components/materials/materials";
import { loaded, type Loaded } from "~/utils/api.server";
import { mediaLimits, stockLimits, type MaterialView, type StockItemView, type StockProviderName, type StockSearchView } from "../../api/contract";

export type ShownMaterials =
  | { tab: "library"; items: MediaItem[]; total: number; usage: MediaPage["usage"]; pageCount: number; confirmDeleteId: string | null }
  | { tab: "broll"; items: BrollItem[]; total: number; pageCount: number }
  | StockPage
  | { tab: "search"; own: Loaded<FoundPage>; broll: BrollItem[]; stock: Loaded<StockPage> | null; confirmDeleteId: string | null };

export type StockPage = { tab: "stock"; items: StockItemView[]; total: number; pageCount: number; provider: StockProviderName };

export interface FoundPage {
  items: FoundMedia[];
  total: number;
  pageCount: number;
}

/** The tab the view is on, one page of it; `confirmDelete` names a library item whose delete is being confirmed. */
export function readMaterials(
  context: AppLoadContext,
  view: MaterialsView,
  confirmDelete: string | null,
  stockProviders: StockProviderName[],
): Promise<Loaded<ShownMaterials>> {
  if (view.tab === "stock") return readStock(context, view);
  if (view.tab === "search") return readSearch(context, view, confirmDelete, stockProviders);
  return view.tab === "broll" ? readBroll(context, view) : readLibrary(context, view, confirmDelete);
}

type OwnFound = MaterialView & { source: "own"; products: { id: string; name: string }[] };

/**
 * The search box's results, by source: one page of the user's own media, the b-roll matching in English or in the
 * user's language, and the first page of clips from stock when the server has a key. A source that fails says so on
 * its own; the others are still shown.
 */
async function readSearch(context: AppLoadContext, view: MaterialsView, confirmDelete: string | null, stockProviders: StockProviderName[]): Promise<Loaded<ShownMaterials>> {
  const query = view.query ?? "";
  const [own, broll, stock] = await Promise.all([
    context.api.post<{ items: OwnFound[]; total: number }>("material/search", { query, source: "own", page: view.page, page_size: materialsPageSize }, { toast: false }),
    readBrollMatching(context, query),
    stockProviders.length > 0 ? readStock(context, { ...view, tab: "stock", kind: null, page: 1 }) : Promise.resolve(null),
  ]);
  const ownPage: Loaded<FoundPage> = own.ok
    ? { ok: true, data: { items: own.data.items.map(foundMedia), total: own.data.total, pageCount: pageCountOf(own.data.total) } }
    : { ok: false, message: own.message };
  const confirmDeleteId = ownPage.ok ? (ownPage.data.items.find((item) => item.id === confirmDelete && item.origin === "upload")?.id ?? null) : null;
  if (!broll.ok) return broll;
  return { ok: true, data: { tab: "search", own: ownPage, broll: broll.data, stock, confirmDeleteId } };
}

function foundMedia(found: OwnFound): FoundMedia {
  // A search's item carries no stock credit; its description (title and credit, for a stock download) says it.
  const { id, kind, origin, name, description, content_type, size, width, height, duration_ms, url, thumbnail_url, products } = found;
  return { id, kind, origin, name, description, content_type, size, width, height, duration_ms, url, thumbnail_url, products, source: null };
}

/** All the built-in backgrounds (a handful), kept when every word is found in English or in the user's language. */
async function readBrollMatching(context: AppLoadContext, query: string): Promise<Loaded<BrollItem[]>> {
  const all = await context.api.post<{ items: BrollItem[] }>("material/search", { source: "broll", page: 1, page_size: mediaLimits.pageSize }, { toast: false });
  if (!all.ok) return { ok: false, message: all.message };
  const translate = (key: string, fallback: string) => context.t(key, { defaultValue: fallback });
  return { ok: true, data: all.data.items.filter((item) => item.source === "broll" && brollMatches(item, query, translate)) };
}

/** The user's products to attach an item to, the most recent first (at most a page of them; none when unreadable). */
export async function readProductChoices(context: AppLoadContext): Promise<ProductChoice[]> {
  const list = await context.api.get<{ items: ProductChoice[] }>("material/product/list", { page: 1, page_size: mediaLimits.pageSize }, { toast: false });
  return list.ok ? list.data.items.map(({ id, name }) => ({ id, name })) : [];
}

/** Makes a library item one of the product's materials (after those it has); answers with the product's name. */
export async function attachToProduct(context: AppLoadContext, mediaId: string, productId: string): Promise<Loaded<{ name: string }>> {
  const attached = await context.api.post<{ name: string }>("material/uploaded/submit", { product_id: productId, media_ids: [mediaId] }, { toast: false });
  return attached.ok ? { ok: true, data: { name: attached.data.name } } : { ok: false, message: attached.message };
}

/** The stock providers the server has keys for; none (the API's 404) means no stock tab. */
export async function readStockProviders(context: AppLoadContext): Promise<StockProviderName[]> {
  const found = await context.api.get<StockSearchView>("material/vecteezy", {}, { toast: false });
  return found.ok ? found.data.providers : [];
}

async function readStock(context: AppLoadContext, view: MaterialsView): Promise<Loaded<StockPage>> {
  const query = { query: view.query ?? "", kind: view.kind ?? "clip", page: view.page, page_size: stockLimits.pageSize, ...(view.provider && { provider: view.provider }) };
  const found = await context.api.get<StockSearchView>("material/vecteezy", query, { toast: false });
  if (!found.ok) return { ok: false, message: found.message };
  // Providers find thousands; the pages offered stop where the API stops taking them.
  const pageCount = Math.min(stockLimits.maxPage, Math.max(1, Math.ceil(found.data.total / stockLimits.pageSize)));
  return { ok: true, data: { tab: "stock", items: found.data.items, total: found.data.total, pageCount, provider: found.data.provider } };
}

/** Brings one stock item into the library; the API checks the file by its content, as it does an upload. */
export async function downloadStock(context: AppLoadContext, item: { provider: StockProviderName; id: string; kind: "image" | "clip" }): Promise<Loaded<MediaItem>> {
  const downloaded = await context.api.post<{ media: MediaItem }>("material/vecteezy/preview/download", item, { toast: false });
  return downloaded.ok ? { ok: true, data: downloaded.data.media } : { ok: false, message: downloaded.message };
}

async function readLibrary(context: AppLoadContext, view: MaterialsView, confirmDelete: string | null): Promise<Loaded<ShownMaterials>> {
  const query = { page: view.page, page_size: materialsPageSize, ...(view.kind && { kind: view.kind }) };
  const list = await context.api.get<MediaPage>("media/list", query, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  const { items, total, usage } = list.data;
  const confirmDeleteId = items.find((item) => item.id === confirmDelete)?.id ?? null;
  return { ok: true, data: { tab: "library", items, total, usage, pageCount: pageCountOf(total), confirmDeleteId } };
}

async function readBroll(context: AppLoadContext, view: MaterialsView): Promise<Loaded<ShownMaterials>> {
  const found = await context.api.post<{ items: BrollItem[]; total: number }>(
    "material/search",
    { source: "broll", page: view.page, page_size: materialsPageSize },
    { toast: false },
  );
  if (!found.ok) return { ok: false, message: found.message };
  const items = found.data.items.filter((item) => item.source === "broll");
  return { ok: true, data: { tab: "broll", items, total: found.data.total, pageCount: pageCountOf(found.data.total) } };
}

/** The API judges the file by its content: a wrong type, too large, a damaged clip come back in the user's words. */
export async function uploadMedia(context: AppLoadContext, file: File, description: string | null): Promise<Loaded<MediaItem>> {
  const form = new FormData();
  form.append("file", file);
  if (description) form.append("description", description);
  return loaded(await context.api.post<MediaItem>("media/upload", form, { toast: false }));
}

/** Deletes one item; `gone` when it was not there any more (deleted elsewhere, or never the user's). */
export async function deleteMedia(context: AppLoadContext, id: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<{ deleted: string[] }>("DELETE", "media/list", { body: { ids: [id] }, toast: false });
  return deleted.ok ? { ok: true, data: { gone: !deleted.data.deleted.includes(id) } } : { ok: false, message: deleted.message };
}
