/**
 * The render job: one video's timeline → an MP4 and a thumbnail per requested ratio, in the video's own folder.
 * Delivery is at least once (docs/decisions/050), so every effect is idempotent: files are named after the video and
 * overwritten by a retry, the video row changes only while it is still rendering, and usage is counted once.
 */
import { rm } from "node:fs/promises";
import type { RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderRowChanges } from "../jobs/render-runner";
import type { Db } from "../db/connection";
import { activeVideoStatuses, type VideoStatus } from "../contract/videos";
import type { Language } from "../http/i18n";
import { logger } from "../lib/logger";
import type { StorageSpace } from "../lib/storage-space";
import type { Mailer } from "../mail/mailer";
import { recordUsage } from "../plans/plans";
import { presenterColumns, resolvePresenterAsset } from "./presenter";
import { storedFailure } from "./render-failure";
import { withLocalMedia } from "./timeline-media";
import { videoLink, videoReadyMail } from "./video-mail";
import { findVideo, videoFolderKey, videoFolderPath, videoTimeline, type VideoFile, type VideoRenderPayload, type VideoRow, updateActiveRender } from "./videos";

export interface VideoRenderDeps {
  config: Pick<ApiConfig, "dataDir" | "appUrl" | "now">;
  db: Db;
  mailer: Mailer;
  stages: RenderStages;
  storage: StorageSpace;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

export type VideoRenderResult = { status: VideoStatus } | { skipped: "video-deleted" | "already-final" };

export function videoRenderHandler(deps: VideoRenderDeps): JobHandler {
  const { config, db, mailer, stages, storage } = deps;

  /** Changes the row only while the video is still rendering: a cancel or a delete always wins. */
  const updateActive = (videoId: string, changes: RenderRowChanges) => updateActiveRender(db, "videos", videoId, changes, config.now());

  async function markReady(video: VideoRow, files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo): Promise<boolean> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("videos")
        .set({
          status: "ready",
          stage: "done",
          progress: 100,
          error: null,
          files: JSON.stringify(files),
          duration_ms: durationMs,
          ...presenterColumns(presenter),
          usage_recorded_at: now,
          finished_at: now,
          updated_at: now,
        })
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
    return runRenderJob(
      job,
      context,
      {
        label: "a video render",
        logContext: { videoId: video.id },
        workFolderPrefix: "promoreel-video-",
        updateActive: (changes) => updateActive(video.id, changes),
        prepare: async () => ({
          timeline: await withLocalMedia({ db, dataDir: config.dataDir }, video.user_id, videoTimeline(video)),
          presenter: await resolvePresenterAsset({ db, dataDir: config.dataDir }, video.user_id, videoTimeline(video), video.presenter_name),
          ratios: JSON.parse(video.aspect_ratios) as VideoFile["ratio"][],
          outputDir,
          folderKey: videoFolderKey(video.user_id, video.id),
          baseName: video.id,
        }),
        store: async (files, durationMs, presenter) => {
          if (await markReady(video, files, durationMs, presenter)) {
            await mailOwner(video);
            return { status: "ready" };
          }
          // Cancelled or deleted while the last step ran: its files are not wanted.
          await removeUnlessReady(video.id, outputDir);
          return { status: (await findVideo(db, video.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "render_failed"),
        removeFiles: () => removeUnlessReady(video.id, outputDir),
      },
      { stages, now: config.now, scale: deps.scale, storage },
    );
  };

  /** Removes a video's folder unless the row says its files are in use. */
  async function removeUnlessReady(videoId: string, outputDir: string) {
    const row = await findVideo(db, videoId);
    if (row?.status !== "ready") await rm(outputDir, { recursive: true, force: true });
  }
}
