/**
 * The one skeleton every render job runs on (docs/decisions/151-one-render-job-runner.md): a temporary work folder,
 * the render in each requested ratio with its progress saved to the render's own row, the rendered files named as the
 * media store keeps them, and one reading of how a failure ends. A job says only what it renders (`prepare`), what
 * keeping the files means (`store`), and which of its files go when it does not finish (`removeFiles`).
 *
 * Nothing assumes a shared disk (docs/decisions/200-object-storage.md): `prepare` downloads the render's inputs from the
 * media store into the work folder, the render writes there, and its files are uploaded to the store before `store`.
 *
 * Delivery is at least once (docs/decisions/050): `store` and `removeFiles` must be safe to run again, and
 * `updateActive` must change the row only while the render is still active, so a cancel or a delete always wins.
 */
import { mkdir, mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AvatarAsset } from "../../studio/avatar";
import { MediaError, renderVideoInRatios, type CaptionLine, type RenderResult, type RenderStages } from "../../studio/render";
import type { AspectRatio, Timeline } from "../../studio/timeline";
import type { VideoStatus } from "../contract/videos";
import { logger } from "../lib/logger";
import { isStorageFull, type StorageSpace } from "../lib/storage-space";
import type { MediaStore } from "../storage/media-store";
import type { VideoFile } from "../videos/videos";
import { JobCancelledError } from "./errors";
import type { Job } from "./job";
import { statusOfStage, throttledProgressWriter } from "./render-progress";
import type { JobContext } from "./running-job";

/** The stage a render shows while it waits for room on the data disk (the app words it for the user). */
export const waitingForSpaceStage = "waiting_for_space";

/** Failures a retry cannot fix: the render fails at once with the renderer's own sentence (render-failure.ts). */
const permanentMediaErrors = new Set<string>(["media-missing", "media-unreadable", "unknown-asset", "tool-missing"]);

/** The columns every render's row has (a video's, an update's): what the runner writes as the render goes. */
export interface RenderRowChanges {
  status: VideoStatus;
  stage: string;
  progress?: number;
  error?: string | null;
  finished_at?: number;
}

/** What one attempt renders, and where its files go. */
export interface RenderInput {
  timeline: Timeline;
  ratios: readonly AspectRatio[];
  /** The media-store folder the rendered files are uploaded to. */
  folderKey: string;
  /** Files are named `<baseName>-<ratio>.mp4` / `.jpg`. */
  baseName: string;
  /** The prepared asset of the timeline's presenter, resolved from its avatar id; absent without one. */
  presenter?: AvatarAsset;
}

/** What the render said of the presenter it drew (who, the look, any fallback); absent without one. */
export type RenderedPresenterInfo = RenderResult["presenter"];

export interface RenderJob<Result> {
  /** How logs name it: "a video render", "a video update". */
  label: string;
  /** Ids that logs carry with every line about this render. */
  logContext: Record<string, string>;
  /** The work folder's name starts with this, so a stray one says whose it was. */
  workFolderPrefix: string;
  /** Changes the render's row, only while the render is still active. */
  updateActive(changes: RenderRowChanges): Promise<unknown>;
  /**
   * Reads what to render, its media downloaded into inputDir (a fresh folder in the work folder); runs again when a
   * render starts over after waiting for disk space.
   */
  prepare(inputDir: string): Promise<RenderInput>;
  /**
   * Keeps the rendered files (the first video's length, the presenter's report and the caption lines shown come
   * along) and says how the job ended.
   */
  store(files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo, captionLines: CaptionLine[]): Promise<Result>;
  /** The `error` column's text for a render that failed for good (render-failure.ts). */
  failureText(error: unknown): string;
  /** After a cancel or a failure: removes this render's files that nothing serves. */
  removeFiles(): Promise<void>;
}

export interface RenderRunnerDeps {
  stages: RenderStages;
  /** Where the rendered files are kept. */
  mediaStore: MediaStore;
  now: () => number;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
  /** When given, a full data disk is waited out in the same attempt instead of failing it. */
  storage?: StorageSpace;
}

export type RenderFailedResult = { status: "failed" };

export async function runRenderJob<Result>(job: Job, context: JobContext, render: RenderJob<Result>, deps: RenderRunnerDeps): Promise<Result | RenderFailedResult> {
  const progress = throttledProgressWriter((stage, percent) => render.updateActive({ status: statusOfStage(stage), stage, progress: percent }), render.logContext);
  const workDir = await mkdtemp(path.join(tmpdir(), render.workFolderPrefix));

  const renderOnce = async (): Promise<Result> => {
    await render.updateActive({ status: "generating", stage: "preparing", progress: 0, error: null });
    // One folder per attempt, gone when it ends: an attempt that starts over after a full disk frees the last one's files.
    const attemptDir = await mkdtemp(path.join(workDir, "attempt-"));
    try {
      return await renderAttempt(attemptDir);
    } finally {
      await rm(attemptDir, { recursive: true, force: true });
    }
  };

  const renderAttempt = async (attemptDir: string): Promise<Result> => {
    const inputDir = path.join(attemptDir, "input");
    await mkdir(inputDir);
    const input = await render.prepare(inputDir);
    const result = await renderVideoInRatios(input.timeline, input.ratios, deps.stages, {
      outputDir: path.join(attemptDir, "output"),
      baseName: input.baseName,
      scale: deps.scale,
      signal: context.signal,
      workDir: path.join(attemptDir, "render"),
      ...(input.presenter && { presenter: input.presenter }),
      onProgress: ({ stage, percent }) => {
        context.reportProgress(stage, percent);
        progress.report(stage, percent);
      },
    });
    await progress.flush();
    const files: VideoFile[] = [];
    for (const rendered of result.videos) {
      const file = {
        ratio: rendered.ratio,
        video_key: `${input.folderKey}/${path.basename(rendered.videoPath)}`,
        thumbnail_key: `${input.folderKey}/${path.basename(rendered.thumbnailPath)}`,
        width: rendered.width,
        height: rendered.height,
        size: (await stat(rendered.videoPath)).size,
      };
      // Streamed up one at a time: a long render's MP4 is never in memory, and the uplink is not split.
      await deps.mediaStore.putFile(file.video_key, rendered.videoPath);
      await deps.mediaStore.putFile(file.thumbnail_key, rendered.thumbnailPath);
      files.push(file);
    }
    return render.store(files, result.videos[0]?.durationMs ?? 0, result.presenter, result.captionLines);
  };

  try {
    for (;;) {
      try {
        return await renderOnce();
      } catch (error) {
        // A full disk is waited out, in the same attempt: the render is not at fault, and retries would run out.
        if (!deps.storage || !isStorageFull(error) || context.signal.aborted) throw error;
        await waitForSpace(render, deps.storage, error, context);
      }
    }
  } catch (error) {
    await progress.flush();
    return await endFailedRender(job, context, render, deps, error);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Lease lost or worker stopping, cancelled, failed for good, or worth another attempt: each ends the row its own way. */
async function endFailedRender<Result>(job: Job, context: JobContext, render: RenderJob<Result>, deps: RenderRunnerDeps, error: unknown): Promise<RenderFailedResult> {
  const reason = context.signal.aborted ? context.signal.reason : undefined;
  if (reason !== undefined && !(reason instanceof JobCancelledError)) {
    // The worker is stopping or lost the lease: another attempt renders it; leave the row and files to it.
    throw error;
  }
  if (reason instanceof JobCancelledError) {
    await render.updateActive({ status: "cancelled", stage: "cancelled", finished_at: deps.now() });
    await render.removeFiles();
    throw error;
  }
  const permanent = error instanceof MediaError && permanentMediaErrors.has(error.code);
  if (permanent || job.attempts >= job.max_attempts) {
    await render.updateActive({ status: "failed", stage: "failed", error: render.failureText(error), finished_at: deps.now() });
    await render.removeFiles();
    logger.warn(`${render.label} failed`, { ...render.logContext, attempt: job.attempts, ...(permanent ? { reason: error.message } : { error }) });
    if (permanent) return { status: "failed" };
    throw error;
  }
  await render.updateActive({ status: "generating", stage: "queued", progress: 0 });
  throw error;
}

/** Says so on the row (with room the reserve file gave back), then waits until DATA_DIR takes writes again. */
async function waitForSpace(render: RenderJob<unknown>, storage: StorageSpace, cause: unknown, context: JobContext) {
  logger.error("a render is waiting: the data disk is full", { ...render.logContext, error: cause });
  await storage.releaseReserve();
  // The job's progress says the same, so the event stream does not go back to the stage the render had reached.
  context.reportProgress(waitingForSpaceStage, 0);
  await render
    .updateActive({ status: "generating", stage: waitingForSpaceStage, progress: 0 })
    .catch((error: unknown) => logger.warn("could not mark a render as waiting for space", { ...render.logContext, error }));
  await storage.waitForSpace(context.signal);
  logger.info("the data disk has room again: the render starts over", render.logContext);
}
