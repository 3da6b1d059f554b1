/** The API's Video (docs/api-v1.md) as screens use it, and where the browser fetches its files. */
export const aspectRatios = ["9:16", "1:1", "16:9"] as const;
export type AspectRatio = (typeof aspectRatios)[number];
export const captionStyles = ["word-highlight", "block", "none"] as const;
export type CaptionStyle = (typeof captionStyles)[number];
export const captionPositions = ["top", "center", "bottom"] as const;
export type CaptionPosition = (typeof captionPositions)[number];

export type VideoStatus = "generating" | "exporting" | "ready" | "failed" | "cancelled";
export const videoStages = ["queued", "preparing", "rendering", "finishing", "done", "failed", "cancelled"] as const;
export type VideoStage = (typeof videoStages)[number];

export interface VideoFile {
  ratio: AspectRatio;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  size: number;
}

export interface Video {
  id: string;
  product_id: string;
  script_id: string;
  title: string;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
  aspect_ratios: AspectRatio[];
  length_seconds: number;
  duration_ms: number | null;
  voice_id: string;
  music_id: string | null;
  caption_style: CaptionStyle;
  caption_position: CaptionPosition;
  favorite: boolean;
  files: VideoFile[];
  created_at: number;
  finished_at: number | null;
}

/** What `video/events` sends in each `progress` event. */
export interface VideoProgress {
  id: string;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
}

export function isFinalStatus(status: VideoStatus): boolean {
  return status === "ready" || status === "failed" || status === "cancelled";
}

const apiMediaPrefix = "/api/v1/media/";
const ownerOnlyMedia = ["file/", "video/"];

/**
 * The API serves a user's files (product images, rendered videos) to their owner only, with the bearer token the
 * browser never sees: the web server streams them through /resources/media with the session instead. Public media
 * (voice samples, music previews) and any other address are returned unchanged.
 */
export function browserMediaHref(apiUrl: string): string {
  if (!apiUrl.startsWith(apiMediaPrefix)) return apiUrl;
  const rest = apiUrl.slice(apiMediaPrefix.length);
  return ownerOnlyMedia.some((prefix) => rest.startsWith(prefix)) ? `/resources/media/${rest}` : apiUrl;
}

export const ratioSlug = (ratio: AspectRatio) => ratio.replace(":", "x");

/** The file of one ratio, as a link that downloads instead of playing. */
export function downloadHref(file: VideoFile): string {
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
