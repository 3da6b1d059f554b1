/**
 * Videos: created from a product's script and rendered by the job queue (api/jobs), followed live, listed,
 * renamed, favourited, cancelled and deleted; their files served to the owner with Range support. Later renders
 * (more ratios, new versions) are in update-router.ts, music and voices in sound-router.ts.
 */
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { toTimeline } from "../../studio/writer";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import { asPlan } from "../plans/plans";
import { idField, readBody, readQuery } from "../products/fields";
import { productMaterialsOf } from "../materials/product-materials";
import { findOwnProduct, toProductFacts } from "../products/products";
import { findOwnScript, scriptBody } from "../scripts/scripts";
import { withScriptErrors } from "../scripts/writer";
import type { ApiEnv, ApiServices } from "../services";
import { videoEventStream } from "./events";
import { createEventStreamSlots } from "./event-stream-slots";
import { soundRouter } from "./sound-router";
import { findActiveUpdate, videoView, videoViews } from "./updates";
import { videoUpdateRouter } from "./update-router";
import { activeVideoStatuses } from "../contract/videos";
import { insertVideoWithinQuota } from "./new-video";
import { deleteRecords } from "../records/records";
import { checkRenderChoices, renderChoiceFields, renderColumns, timelineChoices } from "./render-fields";
import { changeVideoInfo, deleteOwnVideos, findOwnVideo, findOwnVideos, listOwnVideos, markRenderCancelled, renderedFileResponse, videoFolderKey } from "./videos";

export const videoLimits = { title: 200, pageSize: 50, ids: 50 } as const;

const createBody = z.object({
  product_id: idField,
  script_id: idField,
  ...renderChoiceFields,
});

const idQuery = z.object({ id: idField });
const idBody = z.object({ id: idField });
const listQuery = z.object({
  ...pageQueryFields(videoLimits.pageSize),
  favorite: z.enum(["0", "1", "true", "false"]).optional(),
});
const idsList = z.array(idField).min(1).max(videoLimits.ids);
const infoBody = z.object({
  id: idField,
  title: z.string().trim().min(1).max(videoLimits.title).optional(),
  favorite: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
});

export function videosRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, jobs, mediaStore, renderStages } = services;
  const router = new Hono<ApiEnv>();
  const eventStreamSlots = createEventStreamSlots();

  router.post("/video/create-by-product", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, createBody);
    const plan = asPlan(user.current_plan);
    const product = await findOwnProduct(db, user.id, body.product_id);
    const scriptRow = await findOwnScript(db, user.id, body.script_id);
    if (scriptRow.product_id !== product.id) throw new ApiError(404, "script_not_found");
    const choices = await checkRenderChoices({ db, voices: renderStages.voice }, { id: user.id, plan }, body);

    const facts = toProductFacts(product, (await productMaterialsOf(db, [product.id])).get(product.id)!);
    const script = scriptBody(scriptRow);
    const timeline = await withScriptErrors(() => toTimeline(facts, script, { voiceId: choices.voiceId, ...timelineChoices(body) }));

    const videoId = randomUUID();
    const now = config.now();
    await insertVideoWithinQuota(
      db,
      jobs,
      { plan, lockOwner: config.database.kind === "postgres" },
      {
        id: videoId,
        user_id: user.id,
        product_id: product.id,
        script_id: scriptRow.id,
        title: `${product.name} · ${script.angle}`.slice(0, videoLimits.title),
        ...renderColumns(timeline, body, choices),
        created_at: now,
        updated_at: now,
      },
    );
    return ok(context, await videoView(db, await findOwnVideo(db, user.id, videoId), context.get("language")));
  });

  router.get("/video/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, idQuery);
    const row = await findOwnVideo(db, user.id, id);
    return ok(context, { ...(await videoView(db, row, context.get("language"))), timeline: JSON.parse(row.timeline) as unknown });
  });

  router.get("/video/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize, favorite } = readQuery(context, listQuery);
    const favoritesOnly = favorite === "1" || favorite === "true";
    const { rows, total } = await listOwnVideos(db, user.id, { favoritesOnly }, { page, page_size: pageSize });
    return ok(context, { items: await videoViews(db, rows, context.get("language")), total, page, page_size: pageSize });
  });

  router.get("/video/listbyid", async (context) => {
    const { user } = await authenticator.required(context);
    // `ids=a,b` or `ids=a&ids=b` (a GET body becomes a query string).
    const given = (context.req.queries("ids") ?? context.req.queries("ids[]") ?? []).flatMap((value) => value.split(",")).filter(Boolean);
    const ids = readIds(given);
    const rows = await findOwnVideos(db, user.id, ids);
    const byId = new Map((await videoViews(db, rows, context.get("language"))).map((view) => [view.id, view]));
    return ok(context, { items: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])) });
  });

  router.delete("/video/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { ids } = await readBody(context, z.object({ ids: idsList }));
    const { deleted: rows, activeUpdateJobIds } = await deleteOwnVideos(db, user.id, ids);
    if (rows.length === 0) return ok(context, { deleted: [] });
    await deleteRecords(
      db,
      "video",
      rows.map((row) => row.id),
    );
    await Promise.all(rows.filter((row) => activeVideoStatuses.includes(row.status)).map((row) => jobs.cancel(row.job_id)));
    await Promise.all(activeUpdateJobIds.map((jobId) => jobs.cancel(jobId)));
    await Promise.all(rows.map((row) => mediaStore.deletePrefix(videoFolderKey(user.id, row.id))));
    return ok(context, { deleted: rows.map((row) => row.id) });
  });

  router.post("/video/info", async (context) => {
    const { user } = await authenticator.required(context);
    const changes = await readBody(context, infoBody);
    const row = await findOwnVideo(db, user.id, changes.id);
    const favorite = changes.favorite === undefined ? undefined : Boolean(changes.favorite);
    await changeVideoInfo(db, row, { title: changes.title, favorite }, config.now());
    return ok(context, await videoView(db, await findOwnVideo(db, user.id, row.id), context.get("language")));
  });

  router.post("/video/cancel", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = await readBody(context, idBody);
    const row = await findOwnVideo(db, user.id, id);
    if (activeVideoStatuses.includes(row.status)) {
      // The row first: whichever lands first, a cancel and a success never mix.
      await markRenderCancelled(db, "videos", row.id, config.now());
      await jobs.cancel(row.job_id);
    }
    // A later render of a ready video stops the same way; the video keeps the files it had.
    const update = await findActiveUpdate(db, row.id);
    if (update) {
      await markRenderCancelled(db, "video_updates", update.id, config.now());
      await jobs.cancel(update.job_id);
    }
    return ok(context, await videoView(db, await findOwnVideo(db, user.id, row.id), context.get("language")));
  });

  router.get("/video/events", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, idQuery);
    const video = await findOwnVideo(db, user.id, id);
    const release = eventStreamSlots.take(user.id);
    try {
      return await videoEventStream({ db, jobs, video, language: context.get("language"), onClose: release });
    } catch (error) {
      release();
      throw error;
    }
  });

  async function serveVideoFile(context: Context<ApiEnv>, part: "video" | "thumbnail") {
    const { user } = await authenticator.required(context);
    const row = await findOwnVideo(db, user.id, context.req.param("id") ?? "");
    return renderedFileResponse(mediaStore, row, context.req.param("ratio") ?? "", part, context.req.raw.headers);
  }

  router.get("/media/video/:id/:ratio", (context) => serveVideoFile(context, "video"));
  router.get("/media/video/:id/:ratio/thumbnail", (context) => serveVideoFile(context, "thumbnail"));

  router.route("/", videoUpdateRouter(services, authenticator));
  router.route("/", soundRouter(services, authenticator));

  return router;
}

function readIds(values: string[]): string[] {
  const parsed = idsList.safeParse(values);
  if (!parsed.success) throw new ApiError(400, values.length === 0 ? "field_required" : "field_invalid", { field: "ids" });
  return [...new Set(parsed.data)];
}
