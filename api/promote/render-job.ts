/**
 * The promotional render job: the video's timeline → an MP4 and a thumbnail per requested ratio, in its own folder,
 * on the one render runner (docs/decisions/151). Delivery is at least once (docs/decisions/050): files are named
 * after the video and overwritten by a retry, the row changes only while it is still rendering, usage counts once.
 */
import { rm } from "node:fs/promises";
import type { CaptionLine, RenderStages } from "../../studio/render";
import type { Timeline } from "../../studio/timeline";
import type { ApiConfig } from "../config";
import { activeVideoStatuses, type AspectRatio, type VideoStatus } from "../contract/videos";
import type { Db } from "../db/connection";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderInput } from "../jobs/render-runner";
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

/**
 * What a render of a promotional video's timeline (its first render's, or a new version's) needs: its images and
 * clips on disk, its presenter's asset, and where its files go, named `<baseName>-<ratio>`.
 */
export async function promotionalRenderInput(
  dataDir: string,
  db: Db,
  video: Pick<PromotionalVideoRow, "id" | "user_id" | "aspect_ratios">,
  render: { timeline: string; presenterName: string | null; baseName: string },
): Promise<RenderInput> {
  const media = { db, dataDir };
  const timeline = JSON.parse(render.timeline) as Timeline;
  return {
    timeline: await withLocalMedia(media, video.user_id, timeline),
    presenter: await resolvePresenterAsset(media, video.user_id, timeline, render.presenterName),
    ratios: JSON.parse(video.aspect_ratios) as AspectRatio[],
    outputDir: promotionalFolderPath(dataDir, video.user_id, video.id),
    folderKey: promotionalFolderKey(video.user_id, video.id),
    baseName: render.baseName,
  };
}

export type PromotionalRenderResult = { status: VideoStatus } | { skipped: "video-deleted" | "already-final" };

export function promotionalRenderHandler(deps: PromotionalRenderDeps): JobHandler {
  const { config, db, stages, storage } = deps;

  async function markReady(
    video: PromotionalVideoRow,
    files: VideoFile[],
    durationMs: number,
    presenter: RenderedPresenterInfo,
    captionLines: CaptionLine[],
  ): Promise<boolean> {
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
          // The lines the subtitle editor starts from.
          subtitles: JSON.stringify(captionLines),
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
    return runRenderJob(
      job,
      context,
      {
        label: "a promotional video render",
        logContext: { promotionalVideoId: video.id },
        workFolderPrefix: "promoreel-promo-",
        updateActive: (changes) => updateActivePromotionalRender(db, "promotional_videos", video.id, changes, config.now()),
        prepare: () => promotionalRenderInput(config.dataDir, db, video, { timeline: video.timeline, presenterName: video.presenter_name, baseName: video.id }),
        store: async (files, durationMs, presenter, captionLines) => {
          if (await markReady(video, files, durationMs, presenter, captionLines)) return { status: "ready" };
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
