/**
 * The public share page's data (`GET share/:token`, docs/decisions/071) and where the browser fetches its files:
 * through the web server, whichever server the API runs on.
 */
import type { CSSProperties } from "react";
import { ratioSlug, shareTokenPattern, type AspectRatio, type SharedFileView } from "../../../api/contract";

export { sharePagePath } from "../../../api/contract";

/** A shared file as the page uses it: browser addresses instead of the API's. */
export interface ShareFile {
  ratio: AspectRatio;
  slug: string;
  videoHref: string;
  thumbnailHref: string;
  width: number;
  height: number;
}

export function isShareToken(value: unknown): value is string {
  return typeof value === "string" && shareTokenPattern.test(value);
}

/** Where the page posts a play and a play to the end (resources.share-event). */
export const shareEventPath = "/resources/share-event";

const apiSharePrefix = "/api/v1/share/";
const shareMediaPrefix = "/resources/share-media/";

/** `/api/v1/share/<token>/video/9x16[/thumbnail]` → the web server's proxy of it. */
export function shareMediaHref(apiUrl: string): string {
  if (!apiUrl.startsWith(apiSharePrefix)) throw new Error(`not a shared file: ${apiUrl}`);
  return shareMediaPrefix + apiUrl.slice(apiSharePrefix.length);
}

export function toShareFile(file: SharedFileView): ShareFile {
  return {
    ratio: file.ratio,
    slug: ratioSlug(file.ratio),
    videoHref: shareMediaHref(file.url),
    thumbnailHref: shareMediaHref(file.thumbnail_url),
    width: file.width,
    height: file.height,
  };
}

/** The file of the ratio the visitor picked (`?ratio=16x9`), else the video's main one, the first. */
export function chooseShareFile<T extends { slug: string }>(files: readonly T[], ratio: string | null): T | undefined {
  return files.find((file) => file.slug === ratio) ?? files[0];
}

/**
 * The player's box, sized from the file before any byte arrives so nothing moves: as wide as the column allows, but
 * never taller than most of the screen (a vertical video on a desktop).
 */
export function shareFrameStyle({ width, height }: { width: number; height: number }): CSSProperties {
  return { aspectRatio: `${width} / ${height}`, width: `min(100%, calc(75vh * ${width} / ${height}))` };
}
