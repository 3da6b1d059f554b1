/**
 * What every render's row shares, whichever table holds it (a video's, a promotional video's, and their later
 * renders'): the columns it starts with, its stored timeline as the render runner's input, and the files it keeps.
 */
import type { Timeline } from "../../studio/timeline";
import { ratioSlug, type AspectRatio } from "../contract/videos";
import type { DbExecutor } from "../db/connection";
import type { RenderInput } from "../jobs/render-runner";
import { withLocalMedia } from "./timeline-media";
import { resolvePresenterAsset } from "./presenter";
import type { MediaStore } from "../storage/media-store";
import type { VideoFile } from "./videos";

/** A render's columns before it starts: queued, nothing rendered, nothing failed. */
export const queuedRenderColumns = { status: "generating", stage: "queued", progress: 0, error: null, finished_at: null } as const;

/** The columns a render reads what it renders from. */
export interface StoredRender {
  user_id: string;
  /** The studio's Timeline as JSON. */
  timeline: string;
  /** The ratios it renders, a JSON list. */
  aspect_ratios: string;
  presenter_name: string | null;
}

/** Where a render's files go: the media-store folder, and the name before `-<ratio>.mp4` / `.jpg`. */
export interface RenderedFilesPlace {
  folderKey: string;
  baseName: string;
}

/**
 * A stored render as the runner takes it: its images, clips and presenter's asset downloaded into inputDir, and where
 * its files go.
 */
export async function storedRenderInput(
  media: { db: DbExecutor; mediaStore: MediaStore },
  row: StoredRender,
  place: RenderedFilesPlace,
  inputDir: string,
): Promise<RenderInput> {
  const timeline = JSON.parse(row.timeline) as Timeline;
  return {
    timeline: await withLocalMedia({ ...media, inputDir }, row.user_id, timeline),
    presenter: await resolvePresenterAsset({ ...media, inputDir }, row.user_id, timeline, row.presenter_name),
    ratios: JSON.parse(row.aspect_ratios) as AspectRatio[],
    folderKey: place.folderKey,
    baseName: place.baseName,
  };
}

/** The media-store keys a render of the row's ratios writes into `place`: an MP4 and a thumbnail each. */
export function renderedFileKeys(row: Pick<StoredRender, "aspect_ratios">, place: RenderedFilesPlace): string[] {
  const base = `${place.folderKey}/${place.baseName}`;
  return (JSON.parse(row.aspect_ratios) as AspectRatio[]).flatMap((ratio) => [`${base}-${ratioSlug(ratio)}.mp4`, `${base}-${ratioSlug(ratio)}.jpg`]);
}

/** The files a row keeps (`files`, a JSON list once rendered). */
export function storedFiles(row: { files: string | null }): VideoFile[] {
  return row.files === null ? [] : (JSON.parse(row.files) as VideoFile[]);
}

/** The media-store keys of files: each video and its thumbnail. */
export function fileKeys(files: readonly VideoFile[]): string[] {
  return files.flatMap((file) => [file.video_key, file.thumbnail_key]);
}
