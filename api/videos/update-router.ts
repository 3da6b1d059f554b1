/**
 * Later renders of a ready video (docs/decisions/070): `video/size/adjust` adds aspect ratios, `video/composite`
 * renders a new version after edits (those sent, or with only an id those recorded through `record_op`). Both queue
 * an update through the durable job queue; the video keeps serving its files until the update is applied, neither
 * uses quota, and composites are rate-limited per user.
 */
import { Hono } from "hono";
import { z } from "zod";
import { aspectRatios } from "../../studio/timeline";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { asPlan } from "../plans/plans";
import { idField, parseInput, readBody } from "../products/fields";
import { readRecordState } from "../records/records";
import { videoRecordFields } from "../records/video-records";
import type { ApiEnv, ApiServices } from "../services";
import { compositeBody, compositeTimeline } from "./composite";
import { findActiveUpdate, startUpdate, videoRatios, videoView } from "./updates";
import { findOwnVideo, videoTimeline, type VideoRow } from "./videos";

/** A composite renders every ratio again without using quota: a ceiling keeps it from standing in for new videos. */
export const compositesByUser: RateLimit = { name: "composite:user", limit: 20, windowMs: 60 * 60_000 };

const sizeAdjustBody = z.object({
  id: idField,
  aspect_ratios: z
    .array(z.enum(aspectRatios, { errorMap: () => ({ message: "aspect_ratio_invalid" }) }))
    .min(1)
    .max(aspectRatios.length),
});

export function videoUpdateRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, jobs, rateLimit, renderStages } = services;
  const router = new Hono<ApiEnv>();

  async function readyVideo(userId: string, videoId: string): Promise<VideoRow> {
    const video = await findOwnVideo(db, userId, videoId);
    if (video.status !== "ready") throw new ApiError(409, "video_not_ready");
    if (await findActiveUpdate(db, video.id)) throw new ApiError(409, "video_update_in_progress");
    return video;
  }

  router.post("/video/size/adjust", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, sizeAdjustBody);
    const video = await readyVideo(user.id, body.id);
    const present = new Set(videoRatios(video));
    const missing = [...new Set(body.aspect_ratios)].filter((ratio) => !present.has(ratio));
    // Every ratio is already there: nothing to render, the video as it is.
    if (missing.length > 0)
      await startUpdate(
        db,
        jobs,
        video,
        { kind: "resize", version: video.version, timeline: videoTimeline(video), ratios: missing, presenterName: video.presenter_name },
        config.now(),
      );
    return ok(context, await videoView(db, await findOwnVideo(db, user.id, video.id), context.get("language")));
  });

  router.post("/video/composite", async (context) => {
    const { user } = await authenticator.required(context);
    const sent = await readBody(context, compositeBody);
    const video = await readyVideo(user.id, sent.id);
    // Only an id: the edits are the ones recorded for this version (`record_op`), checked again as a body.
    const body = videoRecordFields.every((field) => sent[field] === undefined)
      ? parseInput(compositeBody, { ...(await readRecordState(db, { kind: "video", id: video.id, version: video.version })), id: video.id })
      : sent;
    const { timeline, ratios, presenterName } = await compositeTimeline(body, {
      db,
      userId: user.id,
      plan: asPlan(user.current_plan),
      voices: renderStages.voice,
      current: videoTimeline(video),
      currentRatios: videoRatios(video),
      currentPresenterName: video.presenter_name,
    });
    // Counted only for composites that would render: a typo does not use up the hour.
    await rateLimit(compositesByUser, user.id);
    await startUpdate(db, jobs, video, { kind: "composite", version: video.version + 1, timeline, ratios, presenterName }, config.now());
    return ok(context, await videoView(db, await findOwnVideo(db, user.id, video.id), context.get("language")));
  });

  return router;
}
