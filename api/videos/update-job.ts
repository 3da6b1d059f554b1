/**
 * The update job of a video (later-render-job.ts): renders a ready video's missing ratios (`resize`) or its edited
 * timeline as a new version (`composite`) beside the files being served, then swaps them in.
 */
import type { JobHandler } from "../jobs";
import { laterRenderHandler, type LaterRenderDeps } from "./later-render-job";
import { presenterColumns } from "./presenter";
import { findUpdate, type VideoUpdateRow } from "./updates";
import { updateActiveRender, videoFolderKey, type VideoFile } from "./videos";

export function videoUpdateHandler(deps: LaterRenderDeps): JobHandler {
  const { config, db } = deps;
  return laterRenderHandler<VideoUpdateRow>(deps, {
    label: "a video update",
    workFolderPrefix: "promoreel-update-",
    logContext: (update) => ({ videoId: update.video_id, updateId: update.id }),
    updateTable: "video_updates",
    targetTable: "videos",
    targetId: (update) => update.video_id,
    targetFolderKey: (update) => videoFolderKey(update.user_id, update.video_id),
    find: (updateId) => findUpdate(db, updateId),
    updateActive: (updateId, changes) => updateActiveRender(db, "video_updates", updateId, changes, config.now()),
    startedFrom: (update) => (update.kind === "composite" ? update.version - 1 : update.version),
    // Resize adds its ratios to the video's files; composite replaces files, timeline and ratios and moves the video to the update's version.
    swapIn: async (trx, video, update, rendered, now) => {
      const added = new Set(rendered.files.map((file) => file.ratio));
      const ratios =
        update.kind === "composite"
          ? (JSON.parse(update.aspect_ratios) as VideoFile["ratio"][])
          : [...(JSON.parse(video.aspect_ratios) as VideoFile["ratio"][]), ...added].filter((ratio, index, all) => all.indexOf(ratio) === index);
      const kept = update.kind === "composite" ? [] : video.files.filter((file) => !added.has(file.ratio));
      const after = [...kept, ...rendered.files].sort((a, b) => ratios.indexOf(a.ratio) - ratios.indexOf(b.ratio));
      await trx
        .updateTable("videos")
        .set({
          files: JSON.stringify(after),
          aspect_ratios: JSON.stringify(ratios),
          ...(update.kind === "composite" && {
            timeline: update.timeline,
            version: update.version,
            duration_ms: rendered.durationMs,
            presenter_name: update.presenter_name,
            ...presenterColumns(rendered.presenter),
          }),
          updated_at: now,
        })
        .where("id", "=", video.id)
        .execute();
      return after;
    },
  });
}
