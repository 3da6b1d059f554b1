/**
 * The /videos library: what its loader reads from the API (docs/api-v1.md, Videos and Shares), what its action
 * answers, and its addresses. The address holds the whole view (page, favourites or the posters, the video or poster
 * asked to be deleted, the video whose link was shared), so every state renders on the server and works without
 * JavaScript.
 */
import { z } from "zod";
import { posterAnchor } from "~/components/posters/posters";
import { RecordIdSchema } from "~/utils/validation";
import { aspectRatios, isFinalStatus, type AspectRatio, type ShareView, type VideoView } from "../../../api/contract";

export const libraryPath = "/videos";
export const libraryPageSize = 12;
/** A page number past any real library: a typed ?page=1e9 is not sent on to the API. */
const maxPage = 10_000;

export interface LibraryView {
  page: number;
  favorites: boolean;
  /** The Posters view (`?view=posters`): the user's posters instead of the videos. */
  posters: boolean;
}

export function readLibraryView(params: URLSearchParams): LibraryView {
  const page = Number.parseInt(params.get("page") ?? "1", 10);
  const posters = params.get("view") === "posters";
  return { page: Number.isFinite(page) ? Math.min(Math.max(page, 1), maxPage) : 1, favorites: !posters && params.get("favorite") === "1", posters };
}

/** The library with this view; `confirmDelete` and `shared` name one video (or poster), `video` adds its card as the anchor. */
export function libraryHref(view: LibraryView, extra: { confirmDelete?: string; shared?: string; video?: string; poster?: string } = {}): string {
  const params = new URLSearchParams();
  if (view.posters) params.set("view", "posters");
  else if (view.favorites) params.set("favorite", "1");
  if (view.page > 1) params.set("page", String(view.page));
  if (extra.confirmDelete) params.set("confirm-delete", extra.confirmDelete);
  if (extra.shared) params.set("shared", extra.shared);
  const query = params.toString();
  const anchor = extra.video ? `#${videoAnchor(extra.video)}` : extra.poster ? `#${posterAnchor(extra.poster)}` : "";
  return `${libraryPath}${query ? `?${query}` : ""}${anchor}`;
}

export const videoAnchor = (videoId: string) => `video-${videoId}`;

export const isUpdating = (video: VideoView) => video.update !== null && !isFinalStatus(video.update.status);

/** Still changing: a first render, or a later one of a ready video. The page keeps its data fresh meanwhile. */
export const isWorking = (video: VideoView) => !isFinalStatus(video.status) || isUpdating(video);

/** The sizes a ready video can still be made in (`video/size/adjust`), in the product's order. */
export function missingRatios(video: VideoView): AspectRatio[] {
  return aspectRatios.filter((ratio) => !video.aspect_ratios.includes(ratio));
}

const videoId = RecordIdSchema;

/** Every change the library makes, by `intent`; anything else is refused before the API is called. */
export const VideoActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("favorite"), id: videoId, favorite: z.enum(["true", "false"]).transform((value) => value === "true") }),
  z.object({ intent: z.literal("resize"), id: videoId, ratio: z.enum(aspectRatios) }),
  z.object({ intent: z.literal("share"), id: videoId }),
  z.object({ intent: z.literal("delete"), id: videoId }),
]);

export type VideoIntent = z.infer<typeof VideoActionSchema>["intent"];

/** The action's answer to a fetcher, or to a plain post it refused (a success without JavaScript redirects). */
export interface VideoActionData {
  intent: string;
  videoId: string;
  error?: string;
  share?: ShareView;
}
