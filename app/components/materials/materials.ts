/**
 * /add-material: the user's images and clips (docs/api-v1.md, Media) and the built-in moving backgrounds (Materials,
 * `material/search`), as the screen reads them, its addresses and what its action answers. The address holds the
 * whole view (tab, kind, page, the scene being chosen for, the item asked to be deleted), so every state renders on
 * the server and works without JavaScript.
 */
import { z } from "zod";
import { idPattern, stockLimits, stockProviders, type MediaView, type StockProviderName } from "../../../api/contract";
import { RecordIdSchema } from "~/utils/validation";
import { maxScenes, sceneAnchor, videoEditHref, type MediaChoice } from "~/components/video-edit/video-edit";

export const materialsPath = "/add-material";
export const materialsPageSize = 24;
/** A page number past any real library (the API keeps at most 500 items): a typed ?page=1e9 is not sent on. */
const maxPage = 1_000;

export type MediaKind = MediaView["kind"];
export const mediaKinds: readonly MediaKind[] = ["image", "clip"];

/** `MediaItem` of docs/api-v1.md, the fields this screen shows. */
export type MediaItem = Pick<
  MediaView,
  "id" | "kind" | "name" | "description" | "content_type" | "size" | "width" | "height" | "duration_ms" | "url" | "thumbnail_url" | "source" | "products"
>;

/**
 * One of the user's own items a search found: an upload, or an image read from a product's link (a material of that
 * product, not in the uploads: it is neither deleted nor attached from here).
 */
export type FoundMedia = Omit<MediaItem, "width" | "height"> & { width: number | null; height: number | null; origin: "upload" | "link" };

/** A product an item can be attached to (`material/product/list`). */
export interface ProductChoice {
  id: string;
  name: string;
}

/** How full the library is; generic files count too. */
export interface MediaUsage {
  items: number;
  bytes: number;
  max_items: number;
  max_bytes: number;
}

export interface MediaPage {
  items: MediaItem[];
  total: number;
  usage: MediaUsage;
}

/** A built-in moving background, as `material/search` lists it with `source: "broll"`. */
export interface BrollItem {
  source: "broll";
  id: string;
  kind: "broll";
  name: string;
  description: string;
  tags: string[];
}

/**
 * stock: the stock providers' search, offered only when the server has a provider's key. search: the one search box's
 * results (`?q=`), the uploads, the b-roll and stock together; it is not a tab of its own.
 */
export type MaterialsTab = "library" | "broll" | "stock" | "search";

/** The longest query kept, as `material/search` and stock take it; the rest of a longer one is dropped. */
export const searchQueryMax = 100;

/** The scene of a video whose media is being chosen (`?video=<id>&scene=<n>`, n from 1). */
export interface ScenePick {
  videoId: string;
  scene: number;
}

export interface MaterialsView {
  tab: MaterialsTab;
  /** The library's filter (none: everything), or what stock searches (none: clips); b-roll has none. */
  kind: MediaKind | null;
  page: number;
  /** The words searched for (stock and search only). */
  query?: string;
  /** Which stock provider; none: the first one the server has. */
  provider?: StockProviderName | null;
  pick: ScenePick | null;
}

function readWholeNumber(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  return Number(value);
}

/** The view an address asks for; anything that is not a known value or a well-formed id is ignored. */
export function readMaterialsView(params: URLSearchParams): MaterialsView {
  const tabParam = params.get("tab");
  const query = (params.get("q") ?? "").trim().slice(0, Math.min(searchQueryMax, stockLimits.query));
  // Words typed into the search box show the search, whichever tab it was typed on; the stock tab has its own box.
  const tab: MaterialsTab = tabParam === "stock" ? "stock" : query ? "search" : tabParam === "broll" ? "broll" : "library";
  const kind = params.get("kind");
  const page = readWholeNumber(params.get("page")) ?? 1;
  const provider = params.get("provider");
  return {
    tab,
    kind: (tab === "library" || tab === "stock") && (kind === "image" || kind === "clip") ? kind : null,
    page: Math.min(Math.max(page, 1), tab === "stock" ? stockLimits.maxPage : maxPage),
    ...(tab === "search" && { query }),
    ...(tab === "stock" && {
      query,
      provider: stockProviders.includes(provider as StockProviderName) ? (provider as StockProviderName) : null,
    }),
    pick: readScenePick(params),
  };
}

export function readScenePick(params: URLSearchParams): ScenePick | null {
  const videoId = params.get("video") ?? "";
  const scene = readWholeNumber(params.get("scene"));
  if (!idPattern.test(videoId) || scene === null || scene < 1 || scene > maxScenes) return null;
  return { videoId, scene };
}

/**
 * The screen with this view. The scene being chosen for goes everywhere the user goes on the screen; `confirmDelete`
 * names the item whose delete is being confirmed, and `item` adds its card as the anchor.
 */
export function materialsHref(view: MaterialsView, extra: { confirmDelete?: string; item?: string; hash?: string } = {}): string {
  const params = new URLSearchParams();
  if (view.pick) {
    params.set("video", view.pick.videoId);
    params.set("scene", String(view.pick.scene));
  }
  if (view.tab === "broll" || view.tab === "stock") params.set("tab", view.tab);
  if ((view.tab === "stock" || view.tab === "search") && view.query) params.set("q", view.query);
  if (view.tab === "stock" && view.provider) params.set("provider", view.provider);
  if ((view.tab === "library" || view.tab === "stock") && view.kind) params.set("kind", view.kind);
  if (view.page > 1) params.set("page", String(view.page));
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  const query = params.toString();
  const hash = extra.item ? mediaAnchor(extra.item) : extra.hash;
  return `${materialsPath}${query ? `?${query}` : ""}${hash ? `#${hash}` : ""}`;
}

export const mediaAnchor = (id: string) => `media-${id}`;
export const uploadAnchor = "upload";

/** The editor with this item chosen for the scene. */
export function pickHref(pick: ScenePick, media: { kind: MediaKind | "broll"; id: string }): string {
  const choice: MediaChoice = `${media.kind}:${media.id}`;
  return videoEditHref(pick.videoId, { scene: pick.scene, media: choice });
}

/** Back to the editor at the scene, choosing nothing. */
export const backToSceneHref = (pick: ScenePick) => `${videoEditHref(pick.videoId)}#${sceneAnchor(pick.scene)}`;

/** How many pages `total` items fill (at least one, so an empty list is page 1 of 1). */
export const pageCountOf = (total: number) => Math.max(1, Math.ceil(total / materialsPageSize));

/** How much of a limit is used, as a whole percentage from 0 to 100 (a used-up limit of 0 counts as full). */
export function usedPercent(used: number, max: number): number {
  if (max <= 0) return 100;
  return Math.min(100, Math.max(0, Math.round((used / max) * 100)));
}

const byteUnits = ["B", "KB", "MB", "GB"] as const;

/** A size in bytes as people read it: 912 B, 284 KB, 1.8 MB, 15 MB, 5 GB (1 KB = 1024 B, as the API counts). */
export function formatBytes(bytes: number, locale: string): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < byteUnits.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit >= 2 && value < 10 ? 1 : 0;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: digits }).format(Number(value.toFixed(digits)));
  return `${number} ${byteUnits[unit]}`;
}

export const DeleteMediaSchema = z.object({ intent: z.literal("delete"), id: RecordIdSchema });

/** A product chosen in a select whose first option is "none" (an empty value). */
const optionalProductId = z.preprocess((value) => (value === "" ? undefined : value), RecordIdSchema.optional());

export const StockDownloadSchema = z.object({
  intent: z.literal("stock-download"),
  provider: z.enum(stockProviders),
  id: z.string().regex(/^[\w-]{1,64}$/),
  kind: z.enum(["image", "clip"]),
  product_id: optionalProductId,
});

export const AttachMediaSchema = z.object({ intent: z.literal("attach"), id: RecordIdSchema, product_id: RecordIdSchema });

export const uploadFormId = "upload";
export const deleteFormId = (id: string) => `delete-${id}`;
export const attachFormId = (id: string) => `attach-${id}`;

/** Lower-case words of letters and digits, as `material/search` splits a query. */
function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * Whether a built-in background matches every word of the query, in English (its id, name, description and tags,
 * as the API searches it) or in the words the user reads it with (`translate` gives its name and description).
 */
export function brollMatches(item: BrollItem, query: string, translate: (key: string, fallback: string) => string): boolean {
  const text = [
    item.id,
    item.name,
    item.description,
    ...item.tags,
    translate(`createVideo.broll.${item.id}`, item.name),
    translate(`addMaterial.brollAbout.${item.id}`, item.description),
  ]
    .join(" \n ")
    .toLowerCase();
  return wordsOf(query).every((word) => text.includes(word));
}

/** The action's answer to a fetcher or an upload sent with progress, or to a plain post it refused. */
export interface MaterialsActionData {
  formId: string;
  error?: string;
  /** After an upload: the new item. */
  item?: MediaItem;
  /** After a refused plain upload: the description typed, to fill the form again (a file input cannot be). */
  description?: string;
}
