/**
 * The slideshow screens' addresses and what their list action takes (docs/api-v1.md, Slide shows). The address
 * holds the whole view (the page, the slideshow or slide asked to be deleted), so every state renders on the server
 * and works without JavaScript.
 */
import { z } from "zod";
import { RecordIdSchema } from "~/utils/validation";
import { slideshowLimits, type SlideExportType, type SlideshowSummary } from "../../../api/contract";

export const slideshowListPath = "/slideshow";
export const createSlideshowPath = "/create-slideshow";
export const slideshowEditPath = "/slideshow-edit";
export const batchSlideshowPath = "/batch-slideshow";
export const brandKitPath = "/slideshow/brand";
export const slideshowDownloadPath = "/resources/slideshow-download";

export const slideshowPageSize = slideshowLimits.pageSize;
/** A page number past any real list: a typed ?page=1e9 is not sent on to the API. */
const maxPage = 10_000;

export function readPage(params: URLSearchParams): number {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  return Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1;
}

export const pageCountOf = (total: number, pageSize: number = slideshowPageSize) => Math.max(1, Math.ceil(total / pageSize));

/** The list at this page; `confirmDelete` names the slideshow whose delete is being confirmed, `slideshow` its card as the anchor. */
export function slideshowListHref(page: number, extra: { confirmDelete?: string; slideshow?: string } = {}): string {
  const params = new URLSearchParams();
  if (page > 1) params.set("page", String(page));
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  const query = params.toString();
  return `${slideshowListPath}${query ? `?${query}` : ""}${extra.slideshow ? `#${slideshowAnchor(extra.slideshow)}` : ""}`;
}

/** The editor of one slideshow; `confirmDelete` names the slide whose delete is being confirmed, `slide` the slide to scroll to. */
export function slideshowEditHref(slideshowId: string, extra: { confirmDelete?: string; slide?: string } = {}): string {
  const params = new URLSearchParams({ id: slideshowId });
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  return `${slideshowEditPath}?${params}${extra.slide ? `#${slideAnchor(extra.slide)}` : ""}`;
}

export const batchHref = (batchId: string) => `${batchSlideshowPath}?${new URLSearchParams({ batch: batchId })}`;

/** The brand kits, with one opened for editing (`new` for a blank one, scrolled to on a phone) and the page to go back to. */
export function brandKitHref({ brand, back }: { brand?: string; back?: string } = {}): string {
  const params = new URLSearchParams();
  if (brand) params.set("brand", brand);
  if (back) params.set("back", back);
  const query = params.toString();
  return `${brandKitPath}${query ? `?${query}` : ""}${brand ? `#${brandEditorAnchor}` : ""}`;
}

export const brandEditorAnchor = "brand-editor";

/**
 * A file of the slideshow, or of one `slide` (a plain link: the web server asks the API for it and streams it back
 * as a download); when there is none, `back` is where its reason is shown.
 */
export function slideshowDownloadHref(slideshowId: string, type: SlideExportType, { slide, back }: { slide?: string; back?: string } = {}): string {
  const params = new URLSearchParams({ id: slideshowId, type });
  if (slide) params.set("slide", slide);
  if (back) params.set("back", back);
  return `${slideshowDownloadPath}?${params}`;
}

export const slideshowAnchor = (slideshowId: string) => `slideshow-${slideshowId}`;
export const slideAnchor = (slideId: string) => `slide-${slideId}`;

export const isRendering = (slideshow: Pick<SlideshowSummary, "status">) => slideshow.status === "rendering";

/** Every change the list makes, by `intent`; anything else is refused before the API is called. */
export const SlideshowActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("duplicate"), id: RecordIdSchema }),
  z.object({ intent: z.literal("video"), id: RecordIdSchema }),
  z.object({ intent: z.literal("delete"), id: RecordIdSchema }),
]);

export type SlideshowIntent = z.infer<typeof SlideshowActionSchema>["intent"];

/** The list action's answer to a fetcher, or to a plain post it refused (a success without JavaScript redirects). */
export interface SlideshowActionData {
  intent: string;
  slideshowId: string;
  error?: string;
}
