/**
 * The promotional render job: the video's timeline → an MP4 and a thumbnail per requested ratio, in its own folder,
 * on the one render runner (docs/decisions/151). Delivery is at least once (docs/decisions/050): files are named
 * after the video and overwritten by a retry, the row changes only while it is still rendering, usage counts once.
 */
import { rm } from "node:fs/promises";
import type { RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import { activeVideoStatuses, type AspectRatio, type VideoStatus } from "../contract/videos";
import type { Db } from "../db/connection";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo } from "../jobs/render-runner";
import type { StorageSpace } from "../lib/storage-space";
import { recordUsage } from "../plans/plans";
import { presenterColumns, resolvePresenterAsset } from "../videos/presenter";
import { storedFailure } from "../videos/render-failure";
import { withLocalMedia } from "../videos/timeline-media";
import type { VideoFile } from "../videos/videos";
import {
  findPromotionalVideo,
  promotionalFolderKey,
  promotionalFolderPath,
  promotionalTimeline,
  updateActivePromotionalRender,
  type PromotionalRenderPayload,
  type PromotionalVideoRow,
} from "./promotional-videos";

export interface PromotionalRenderDeps {
  config: Pick<ApiConfig, "dataDir" | "now">;
  db: Db;
  stages: RenderStages;
  storage: StorageSpace;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

export type PromotionalRenderResult = { status: VideoStatus } | { skipped: "video-deleted" | "already-final" };

export function promotionalRenderHandler(deps: PromotionalRenderDeps): JobHandler {
  const { config, db, stages, storage } = deps;

  async function markReady(video: PromotionalVideoRow, files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo): Promise<boolean> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable("promotional_videos")
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
      // A promotional video is one of the plan's videos, counted once and only when it renders.
      await recordUsage(trx, { userId: video.user_id, kind: "video", now });
      return true;
    });
  }

  /** Removes the video's folder unless the row says its files are in use. */
  async function removeUnlessReady(id: string, outputDir: string) {
    const row = await findPromotionalVideo(db, id);
    if (row?.status !== "ready") await rm(outputDir, { recursive: true, force: true });
  }

  return async (job, context): Promise<PromotionalRenderResult> => {
    const { promotionalVideoId } = job.payload as PromotionalRenderPayload;
    const video = await findPromotionalVideo(db, promotionalVideoId);
    if (!video) return { skipped: "video-deleted" };
    if (!activeVideoStatuses.includes(video.status)) return { skipped: "already-final" };

    const outputDir = promotionalFolderPath(config.dataDir, video.user_id, video.id);
    const media = { db, dataDir: config.dataDir };
    return runRenderJob(
      job,
      context,
      {
        label: "a promotional video render",
        logContext: { promotionalVideoId: video.id },
        workFolderPrefix: "promoreel-promo-",
        updateActive: (changes) => updateActivePromotionalRender(db, video.id, changes, config.now()),
        prepare: async () => ({
          timeline: await withLocalMedia(media, video.user_id, promotionalTimeline(video)),
          presenter: await resolvePresenterAsset(media, video.user_id, promotionalTimeline(video), video.presenter_name),
          ratios: JSON.parse(video.aspect_ratios) as AspectRatio[],
          outputDir,
          folderKey: promotionalFolderKey(video.user_id, video.id),
          baseName: video.id,
        }),
        store: async (files, durationMs, presenter) => {
          if (await markReady(video, files, durationMs, presenter)) return { status: "ready" };
          // Deleted while the last step ran: its files are not wanted.
          await removeUnlessReady(video.id, outputDir);
          return { status: (await findPromotionalVideo(db, video.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "render_failed"),
        removeFiles: () => removeUnlessReady(video.id, outputDir),
      },
      { stages, now: config.now, scale: deps.scale, storage },
    );
  };
}
