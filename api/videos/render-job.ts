/**
 * The render job of a video (first-render-job.ts): one video's timeline → an MP4 and a thumbnail per requested ratio,
 * in the video's own folder, then the owner told by e-mail that it is ready.
 */
import type { ApiConfig } from "../config";
import type { JobHandler } from "../jobs";
import type { Language } from "../http/i18n";
import { logger } from "../lib/logger";
import type { Mailer } from "../mail/mailer";
import { firstRenderHandler, type FirstRenderDeps } from "./first-render-job";
import { videoLink, videoReadyMail } from "./video-mail";
import { findVideo, updateActiveRender, videoFolderKey, type VideoRenderPayload, type VideoRow } from "./videos";

export interface VideoRenderDeps extends FirstRenderDeps {
  config: Pick<ApiConfig, "appUrl" | "now">;
  mailer: Mailer;
}

export function videoRenderHandler(deps: VideoRenderDeps): JobHandler {
  const { config, db, mailer } = deps;

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

  return firstRenderHandler(deps, {
    table: "videos",
    label: "a video render",
    idKey: "videoId" satisfies keyof VideoRenderPayload,
    workFolderPrefix: "promoreel-video-",
    find: (id) => findVideo(db, id),
    folderKey: (video) => videoFolderKey(video.user_id, video.id),
    updateActive: (id, changes) => updateActiveRender(db, "videos", id, changes, config.now()),
    afterReady: mailOwner,
  });
}
