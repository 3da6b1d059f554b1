/** Videos as the API shows them (docs/api-v1.md, Videos): their statuses, ratios, files and later renders. */
import { captionPositions, captionStyles, type AspectRatio } from "../../studio/timeline";
import type { VideoPresenterView } from "./avatars";

/** The render formats are the studio's; the API and the screens speak of them by these names. */
export { aspectRatios, captionPositions, captionStyles, type AspectRatio } from "../../studio/timeline";
/** The stored timeline `GET video/detail/{id}` returns beside the video: what the editor starts from. */
export type { MediaRef as TimelineMedia, Scene as TimelineScene, Timeline } from "../../studio/timeline";
export type CaptionStyle = (typeof captionStyles)[number];
export type CaptionPosition = (typeof captionPositions)[number];

export type VideoStatus = "generating" | "exporting" | "ready" | "failed" | "cancelled";
export const finalVideoStatuses: readonly VideoStatus[] = ["ready", "failed", "cancelled"];
export const activeVideoStatuses: VideoStatus[] = ["generating", "exporting"];

export function isFinalStatus(status: VideoStatus): boolean {
  return finalVideoStatuses.includes(status);
}

/** resize renders ratios the video lacks; composite renders a new version after edits (docs/decisions/070). */
export type VideoUpdateKind = "resize" | "composite";

/** `9:16` ↔ `9x16`: the form used in file names and URLs. */
export function ratioSlug(ratio: AspectRatio): string {
  return ratio.replace(":", "x");
}

export interface VideoFileView {
  ratio: AspectRatio;
  url: string;
  thumbnail_url: string;
  width: number;
  height: number;
  size: number;
}

export interface VideoUpdateView {
  id: string;
  kind: VideoUpdateKind;
  /** The version the video has once this update is applied. */
  version: number;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
  /** The ratios this update renders. */
  aspect_ratios: AspectRatio[];
  created_at: number;
  finished_at: number | null;
}

export interface VideoView {
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
  favorite_at: number | null;
  /** 1 for the first render; each applied composite adds one. */
  version: number;
  files: VideoFileView[];
  /** The presenter speaking the script on screen, or null for a faceless video. */
  presenter: VideoPresenterView | null;
  /** The latest later render (more ratios, or a new version): its progress while it runs, its outcome after. */
  update: VideoUpdateView | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}

/** What `video/events` sends in each `progress` event. */
export interface VideoProgressEvent {
  id: string;
  /** create: the video's first render; resize or composite: a later render of the ready video. */
  kind: "create" | VideoUpdateKind;
  /** The version the render makes. */
  version: number;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
}
