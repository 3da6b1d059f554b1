/**
 * Shares (docs/decisions/071). The owner's calls: `POST video/share` creates (or returns) a ready video's public link,
 * or with `revoke: true` turns it off; `GET video/share` gives the link and its engagement. The share page's public
 * calls: `GET share/:token` (what the page shows; counts a view), `POST share/:token/event` (a play or a play to the
 * end) and the shared files. Counting is per visitor per share per day and rate-limited per IP; an unknown or
 * revoked token is 404.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Timeline } from "../../studio/timeline";
import type { Authenticator } from "../auth/authenticate";
import type { ShareEventKind } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { idField, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { ratioSlug } from "../contract/videos";
import type { SharedVideoView } from "../contract/shares";
import { findOwnVideo, renderedFileResponse, videoFiles, videoTimeline } from "../videos/videos";
import { engagementOf } from "./engagement";
import { findLiveShare, findSharedVideo, revokeShare, shareVideo, toShareView, type ShareRow } from "./shares";
import { countVisit } from "./visitors";

const minute = 60_000;
/** Before RATE_LIMIT_FACTOR. A page load is one view call; a player asks for a few ranges per play and seek. */
export const shareRateLimits = {
  views: { name: "share-view:ip", limit: 60, windowMs: minute },
  events: { name: "share-event:ip", limit: 120, windowMs: minute },
  files: { name: "share-file:ip", limit: 600, windowMs: minute },
} satisfies Record<string, RateLimit>;

const shareBody = z.object({ id: idField, revoke: z.boolean().default(false) });
const shareQuery = z.object({ id: idField });
const eventBody = z.object({ type: z.enum(["play", "complete"]) });

export function sharesRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();

  router.post("/video/share", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, shareBody);
    const video = await findOwnVideo(db, user.id, body.id);
    if (body.revoke) {
      await revokeShare(db, video.id, config.now());
      return ok(context, { share: null });
    }
    if (video.status !== "ready") throw new ApiError(409, "video_not_ready");
    return ok(context, { share: toShareView(await shareVideo(db, video, config.now()), config.appUrl) });
  });

  router.get("/video/share", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, shareQuery);
    const video = await findOwnVideo(db, user.id, id);
    const share = await findLiveShare(db, video.id);
    return ok(context, { share: share ? toShareView(share, config.appUrl) : null, engagement: await engagementOf(db, video.id) });
  });

  /** Adds the visitor's event once per day; true when it was new. */
  function count(context: Context<ApiEnv>, share: ShareRow, kind: ShareEventKind): Promise<boolean> {
    return countVisit(
      db,
      { lockShare: config.database.kind === "postgres" },
      { shareId: share.id, kind, clientIp: context.get("clientIp"), userAgent: context.req.header("user-agent"), now: config.now() },
    );
  }

  router.get("/share/:token", async (context) => {
    await rateLimit(shareRateLimits.views, context.get("clientIp"));
    const { share, video } = await findSharedVideo(db, context.req.param("token"));
    await count(context, share, "view");
    const timeline: Timeline = videoTimeline(video);
    const base = `${apiBasePath}/share/${share.token}/video`;
    const files = videoFiles(video).map((file) => ({
      ratio: file.ratio,
      url: `${base}/${ratioSlug(file.ratio)}`,
      thumbnail_url: `${base}/${ratioSlug(file.ratio)}/thumbnail`,
      width: file.width,
      height: file.height,
    }));
    const view: SharedVideoView = {
      token: share.token,
      title: video.title,
      product: { name: timeline.product.name, brand: timeline.product.brand ?? null, price: timeline.product.price ?? null },
      duration_ms: video.duration_ms,
      version: video.version,
      // The video's first ratio is its main one; the page may pick another from files for the screen it is on.
      video_url: files[0]?.url ?? null,
      thumbnail_url: files[0]?.thumbnail_url ?? null,
      files,
    };
    return ok(context, view);
  });

  router.post("/share/:token/event", async (context) => {
    await rateLimit(shareRateLimits.events, context.get("clientIp"));
    const { share } = await findSharedVideo(db, context.req.param("token"));
    const { type } = await readBody(context, eventBody);
    return ok(context, { counted: await count(context, share, type) });
  });

  async function serveSharedFile(context: Context<ApiEnv>, part: "video" | "thumbnail") {
    await rateLimit(shareRateLimits.files, context.get("clientIp"));
    const { video } = await findSharedVideo(db, context.req.param("token") ?? "");
    return renderedFileResponse(mediaStore, video, context.req.param("ratio") ?? "", part, context.req.raw.headers);
  }

  router.get("/share/:token/video/:ratio", (context) => serveSharedFile(context, "video"));
  router.get("/share/:token/video/:ratio/thumbnail", (context) => serveSharedFile(context, "thumbnail"));

  return router;
}
