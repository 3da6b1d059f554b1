/**
 * The new-version job of a promotional video (`promote/compositing-video`), on the one render runner: renders the
 * update's timeline into files named after the update beside the ones playing, then applies files, timeline, version,
 * caption lines and length in one transaction, and removes the old files. Delivery is at least once
 * (docs/decisions/050): rows change only while the update is active and the video still at the version it started
 * from; a new version never records usage.
 */
import { rm } from "node:fs/promises";
import type { CaptionLine, RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import { activeVideoStatuses } from "../contract/videos";
import type { Db } from "../db/connection";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderRowChanges } from "../jobs/render-runner";
import type { MediaStore } from "../storage/media-store";
import { presenterColumns } from "../videos/presenter";
import { storedFailure } from "../videos/render-failure";
import type { VideoFile } from "../videos/videos";
import { findPromotionalUpdate, promotionalUpdateBaseName, promotionalUpdateFileKeys, type PromotionalUpdatePayload } from "./compositing";
import { findPromotionalVideo, promotionalFiles, promotionalFolderPath, updateActivePromotionalRender, type PromotionalUpdateRow } from "./promotional-videos";
import { promotionalRenderInput } from "./render-job";

export interface PromotionalUpdateDeps {
  config: Pick<ApiConfig, "dataDir" | "now" | "database">;
  db: Db;
  mediaStore: MediaStore;
  stages: RenderStages;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

export type PromotionalUpdateResult = { status: string } | { skipped: "update-deleted" | "already-final" };

const fileKeys = (files: readonly VideoFile[]) => files.flatMap((file) => [file.video_key, file.thumbnail_key]);

export function promotionalUpdateHandler(deps: PromotionalUpdateDeps): JobHandler {
  const { config, db, mediaStore, stages } = deps;

  const updateActive = (updateId: string, changes: RenderRowChanges) => updateActivePromotionalRender(db, "promotional_video_updates", updateId, changes, config.now());

  /**
   * Swaps the new version in. Returns the keys no longer played, or undefined when the update was cancelled, or the
   * video deleted or moved to another version, meanwhile (then nothing is written).
   */
  async function apply(update: PromotionalUpdateRow, files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo, captionLines: CaptionLine[]) {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      let videoQuery = trx.selectFrom("promotional_videos").selectAll().where("id", "=", update.promotional_video_id);
      if (config.database.kind === "postgres") videoQuery = videoQuery.forUpdate();
      const video = await videoQuery.executeTakeFirst();
      if (!video || video.status !== "ready" || video.version !== update.version - 1) return undefined;
      const marked = await trx
        .updateTable("promotional_video_updates")
        .set({ status: "ready", stage: "done", progress: 100, error: null, finished_at: now, updated_at: now })
        .where("id", "=", update.id)
        .where("status", "in", activeVideoStatuses)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return undefined;
      await trx
        .updateTable("promotional_videos")
        .set({
          files: JSON.stringify(files),
          timeline: update.timeline,
          version: update.version,
          subtitles: JSON.stringify(captionLines),
          duration_ms: durationMs,
          ...presenterColumns(presenter),
          updated_at: now,
        })
        .where("id", "=", video.id)
        .execute();
      const inUse = new Set(fileKeys(files));
      return fileKeys(promotionalFiles(video)).filter((key) => !inUse.has(key));
    });
  }

  /** After a failure or cancel: this update's own files go; when the video itself is gone, its whole folder. */
  async function removeOwnFiles(update: PromotionalUpdateRow) {
    const video = await findPromotionalVideo(db, update.promotional_video_id);
    if (!video) {
      await rm(promotionalFolderPath(config.dataDir, update.user_id, update.promotional_video_id), { recursive: true, force: true });
      return;
    }
    const inUse = new Set(fileKeys(promotionalFiles(video)));
    await Promise.all(promotionalUpdateFileKeys(update).flatMap((key) => (inUse.has(key) ? [] : [mediaStore.delete(key)])));
  }

  return async (job, context): Promise<PromotionalUpdateResult> => {
    const { updateId } = job.payload as PromotionalUpdatePayload;
    const update = await findPromotionalUpdate(db, updateId);
    if (!update) return { skipped: "update-deleted" };
    if (!activeVideoStatuses.includes(update.status)) return { skipped: "already-final" };

    return runRenderJob(
      job,
      context,
      {
        label: "a promotional video's new version",
        logContext: { promotionalVideoId: update.promotional_video_id, updateId: update.id },
        workFolderPrefix: "promoreel-promo-update-",
        updateActive: (changes) => updateActive(update.id, changes),
        prepare: () =>
          promotionalRenderInput(
            config.dataDir,
            db,
            { id: update.promotional_video_id, user_id: update.user_id, aspect_ratios: update.aspect_ratios },
            { timeline: update.timeline, presenterName: update.presenter_name, baseName: promotionalUpdateBaseName(update) },
          ),
        store: async (files, durationMs, presenter, captionLines) => {
          const unused = await apply(update, files, durationMs, presenter, captionLines);
          if (unused) {
            // A player still holding an old file open reads it to the end.
            await Promise.all(unused.map((key) => mediaStore.delete(key)));
            return { status: "ready" };
          }
          // Cancelled, or the video deleted or changed, while the last step ran: these files are not wanted.
          await updateActive(update.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
          await removeOwnFiles(update);
          return { status: (await findPromotionalUpdate(db, update.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "update_failed"),
        removeFiles: () => removeOwnFiles(update),
      },
      { stages, now: config.now, scale: deps.scale },
    );
  };
}
