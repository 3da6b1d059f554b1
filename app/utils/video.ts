/** Where the browser fetches a video's files and follows its progress, and how screens print its times. */
import type { VideoFileView } from "../../api/contract";

const apiMediaPrefix = "/api/v1/media/";
const ownerOnlyMedia = ["file/", "stock-preview/", "video/", "promo/", "slide/", "slide-template/", "avatar/", "avatar-task/", "diagnostics/"];

/**
 * The API serves a user's files (product images, rendered videos, slides) to their owner only, with the bearer token the
 * browser never sees: the web server streams them through /resources/media with the session instead. Public media
 * (voice samples, music previews) and any other address are returned unchanged.
 */
export function browserMediaHref(apiUrl: string): string {
  if (!apiUrl.startsWith(apiMediaPrefix)) return apiUrl;
  const rest = apiUrl.slice(apiMediaPrefix.length);
  return ownerOnlyMedia.some((prefix) => rest.startsWith(prefix)) ? `/resources/media/${rest}` : apiUrl;
}

/** The file of one ratio, as a link that downloads instead of playing. */
export function downloadHref(file: VideoFileView): string {
  return `${browserMediaHref(file.url)}?download=1`;
}

/** Where the browser follows one video's progress live (server-sent events, proxied with the session). */
export const videoEventsHref = (videoId: string) => `/resources/video-events/${encodeURIComponent(videoId)}`;

/** The progress page of one or several videos. */
export function progressHref(videoIds: readonly string[]): string {
  const params = new URLSearchParams();
  for (const id of videoIds) params.append("id", id);
  return `/create-video/progress?${params}`;
}

/** A duration in ms as m:ss. */
export function formatDuration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/** A day as "Nov 23" in the page's language, in UTC: the server and the browser print the same day. */
export function formatDay(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, { month: "short", day: "numeric", timeZone: "UTC" }).format(epochMs);
}
