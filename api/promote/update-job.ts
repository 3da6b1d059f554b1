/**
 * The new-version job of a promotional video (`promote/compositing-video`, api/videos/later-render-job.ts): renders
 * the update's timeline beside the files playing, then applies files, timeline, version, caption lines and length in
 * one transaction.
 */
import type { JobHandler } from "../jobs";
import { laterRenderHandler, type LaterRenderDeps } from "../videos/later-render-job";
import { presenterColumns } from "../videos/presenter";
import { findPromotionalUpdate } from "./compositing";
import { promotionalFolderKey, updateActivePromotionalRender, type PromotionalUpdateRow } from "./promotional-videos";

export function promotionalUpdateHandler(deps: LaterRenderDeps): JobHandler {
  const { config, db } = deps;
  return laterRenderHandler<PromotionalUpdateRow>(deps, {
    label: "a promotional video's new version",
    workFolderPrefix: "promoreel-promo-update-",
    logContext: (update) => ({ promotionalVideoId: update.promotional_video_id, updateId: update.id }),
    updateTable: "promotional_video_updates",
    targetTable: "promotional_videos",
    targetId: (update) => update.promotional_video_id,
    targetFolderKey: (update) => promotionalFolderKey(update.user_id, update.promotional_video_id),
    find: (updateId) => findPromotionalUpdate(db, updateId),
    updateActive: (updateId, changes) => updateActivePromotionalRender(db, "promotional_video_updates", updateId, changes, config.now()),
    startedFrom: (update) => update.version - 1,
    swapIn: async (trx, video, update, { files, durationMs, presenter, captionLines }, now) => {
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
      return files;
    },
  });
}
