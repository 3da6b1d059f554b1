/**
 * The promotional render job (api/videos/first-render-job.ts): the video's timeline → an MP4 and a thumbnail per
 * requested ratio in its own folder, counted as one of the plan's videos, with the caption lines it shows kept as the
 * lines the subtitle editor starts from.
 */
import type { JobHandler } from "../jobs";
import { firstRenderHandler, type FirstRenderDeps } from "../videos/first-render-job";
import { findPromotionalVideo, promotionalFolderKey, updateActivePromotionalRender, type PromotionalRenderPayload } from "./promotional-videos";

export function promotionalRenderHandler(deps: FirstRenderDeps): JobHandler {
  const { config, db } = deps;
  return firstRenderHandler(deps, {
    table: "promotional_videos",
    label: "a promotional video render",
    idKey: "promotionalVideoId" satisfies keyof PromotionalRenderPayload,
    workFolderPrefix: "promoreel-promo-",
    find: (id) => findPromotionalVideo(db, id),
    folderKey: (video) => promotionalFolderKey(video.user_id, video.id),
    updateActive: (id, changes) => updateActivePromotionalRender(db, "promotional_videos", id, changes, config.now()),
    readyColumns: (captionLines) => ({ subtitles: JSON.stringify(captionLines) }),
  });
}
