/**
 * The render job: one video's timeline → an MP4 and a thumbnail per requested ratio, in the video's own folder.
 * Delivery is at least once (docs/decisions/050), so every effect is idempotent: files are named after the video and
 * overwritten by a retry, the video row changes only while it is still rendering, and usage is counted once.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { JobCancelledError, type JobContext, type JobHandler } from "../jobs";
import { MediaError, renderVideoInRatios, type RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import type { Db } from "../db/connection";
import { activeVideoStatuses, type VideoStatus } from "../contract/videos";
import type { Language } from "../http/i18n";
import { logger } from "../lib/logger";
import { isStorageFull, type StorageSpace } from "../lib/storage-space";
import type { Mailer } from "../mail/mailer";
import { recordUsage } from "../plans/plans";
import { statusOfStage, throttledProgressWriter } from "./progress-writer";
import { storedFailure } from "./render-failure";
import { withLocalMedia } from "./timeline-media";
import { videoLink, videoReadyMail } from "./video-mail";
import {
  findVideo,
  videoFolderKey,
  videoFolderPath,
  videoTimeline,
  type VideoFile,
  type VideoRenderPayload,
  type VideoRow,
} from "./videos";

export interface VideoRenderDeps {
  config: Pick<ApiConfig, "dataDir" | "appUrl" | "now">;
  db: Db;
  mailer: Mailer;
  stages: RenderStages;
  storage: StorageSpace;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

/** The stage a render shows while it waits for room on the data disk (the app words it for the user). */
export const waitingForSpaceStage = "waiting_for_space";

export type VideoRenderResult = { status: VideoStatus } | { skipped: "video-deleted" | "already-final" };

/** Failures a retry cannot fix: the video fails at once with the renderer's own sentence (render-failure.ts). */
export const permanentMediaErrors = new Set<string>(["media-missing", "media-unreadable", "unknown-asset", "tool-missing"]);

export function videoRenderHandler(deps: VideoRenderDeps): JobHandler {
  const { config, db, mailer, stages, storage } = deps;

  /** Changes the row only while the video is still rendering: a cancel or a delete always wins. */
  function updateActive(videoId: string, changes: Partial<Omit<VideoRow, "id">>) {
    return db
      .updateTable("videos")
      .set({ ...changes, updated_at: config.now() })
      .where("id", "=", videoId)
      .where("status", "in", activeVideoStatuses)
      .executeTakeFirst();
  }

  function videoProgressWriter(videoId: string) {
    return throttledProgressWriter((stage, percent) => updateActive(videoId, { status: statusOfStage(stage), stage, progress: percent }), { videoId });
  }

  async function markReady(video: VideoRow, files: VideoFile[], durationMs: number): Promise<boolean> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("videos")
        .set({ status: "ready", stage: "done", progress: 100, error: null, files: JSON.stringify(files), duration_ms: durationMs, usage_recorded_at: now, finished_at: now, updated_at: now })
        .where("id", "=", video.id)
        .where("status", "in", activeVideoStatuses)
        .where("usage_recorded_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      // Only a render that succeeds uses quota, and only once per video: the guard above makes this run once.
      await recordUsage(trx, { userId: video.user_id, kind: "video", now });
      return true;
    });
  }

  async function mailOwner(video: VideoRow) {
    try {
      const owner = await db.selectFrom("users").select(["email", "language"]).where("id", "=", video.user_id).executeTakeFirst();
      if (!owner) return;
      const language: Language = owner.language === "zh-Hans" ? "zh-Hans" : "en";
      await mailer.send(videoReadyMail({ to: owner.email, title: video.title, link: videoLink(config.appUrl, video.id), language }));
    } catch (error) {
      // The video is ready either way; a lost e-mail must not make the render run again.
      logger.error("could not e-mail the owner that a video is ready", { videoId: video.id, error });
    }
  }

  return async (job, context): Promise<VideoRenderResult> => {
    const { videoId } = job.payload as VideoRenderPayload;
    const video = await findVideo(db, videoId);
    if (!video) return { skipped: "video-deleted" };
    if (!activeVideoStatuses.includes(video.status)) return { skipped: "already-final" };

    const outputDir = videoFolderPath(config.dataDir, video.user_id, video.id);
    const ratios = JSON.parse(video.aspect_ratios) as VideoFile["ratio"][];
    const progress = videoProgressWriter(video.id);
    const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-video-"));
    const renderOnce = async (): Promise<VideoRenderResult> => {
      await updateActive(video.id, { status: "generating", stage: "preparing", progress: 0, error: null });
      const timeline = await withLocalMedia({ db, dataDir: config.dataDir }, video.user_id, videoTimeline(video));
      const result = await renderVideoInRatios(timeline, ratios, stages, {
        outputDir,
        baseName: video.id,
        scale: deps.scale,
        signal: context.signal,
        workDir: path.join(workDir, "render"),
        onProgress: ({ stage, percent }) => {
          context.reportProgress(stage, percent);
          progress.report(stage, percent);
        },
      });
      await progress.flush();
      const folderKey = videoFolderKey(video.user_id, video.id);
      const files: VideoFile[] = await Promise.all(
        result.videos.map(async (rendered) => ({
          ratio: rendered.ratio,
          video_key: `${folderKey}/${path.basename(rendered.videoPath)}`,
          thumbnail_key: `${folderKey}/${path.basename(rendered.thumbnailPath)}`,
          width: rendered.width,
          height: rendered.height,
          size: (await stat(rendered.videoPath)).size,
        })),
      );
      if (await markReady(video, files, result.videos[0]?.durationMs ?? 0)) {
        await mailOwner(video);
        return { status: "ready" };
      }
      // Cancelled or deleted while the last step ran: its files are not wanted.
      await removeUnlessReady(video.id, outputDir);
      return { status: (await findVideo(db, video.id))?.status ?? "cancelled" };
    };
    try {
      // A full disk is waited out, in the same attempt: the render is not at fault, and retries would run out.
      for (;;) {
        try {
          return await renderOnce();
        } catch (error) {
          if (!isStorageFull(error) || context.signal.aborted) throw error;
          await waitForSpace(video.id, error, context);
        }
      }
    } catch (error) {
      await progress.flush();
      const reason = context.signal.aborted ? context.signal.reason : undefined;
      if (reason !== undefined && !(reason instanceof JobCancelledError)) {
        // The worker is stopping or lost the lease: another attempt renders it; leave the row and files to it.
        throw error;
      }
      if (reason instanceof JobCancelledError) {
        await updateActive(video.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
        await removeUnlessReady(video.id, outputDir);
        throw error;
      }
      const permanent = error instanceof MediaError && permanentMediaErrors.has(error.code);
      if (permanent || job.attempts >= job.max_attempts) {
        await updateActive(video.id, { status: "failed", stage: "failed", error: storedFailure(error, "render_failed"), finished_at: config.now() });
        await removeUnlessReady(video.id, outputDir);
        logger.warn("a video render failed", { videoId: video.id, attempt: job.attempts, ...(permanent ? { reason: error.message } : { error }) });
        if (permanent) return { status: "failed" };
        throw error;
      }
      await updateActive(video.id, { status: "generating", stage: "queued", progress: 0 });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };

  /** Says so on the video (with room the reserve file gave back), then waits until DATA_DIR takes writes again. */
  async function waitForSpace(videoId: string, cause: unknown, context: JobContext) {
    logger.error("a render is waiting: the data disk is full", { videoId, error: cause });
    await storage.releaseReserve();
    // The job's progress says the same, so the event stream does not go back to the stage the render had reached.
    context.reportProgress(waitingForSpaceStage, 0);
    await updateActive(videoId, { status: "generating", stage: waitingForSpaceStage, progress: 0 }).catch((error: unknown) =>
      logger.warn("could not mark a video as waiting for space", { videoId, error }),
    );
    await storage.waitForSpace(context.signal);
    logger.info("the data disk has room again: the render starts over", { videoId });
  }

  /** Removes a video's folder unless the row says its files are in use. */
  async function removeUnlessReady(videoId: string, outputDir: string) {
    const row = await findVideo(db, videoId);
    if (row?.status !== "ready") await rm(outputDir, { recursive: true, force: true });
  }
}
