/**
 * Promotional videos (docs/api-v1.md, Promotional videos): products read from links or a collection page, picked and
 * ordered, an offer scripted across them by the writer, and the video rendered on the one job queue and counted
 * against the plan's videos; then its subtitles edited through operation records (`promote/record-op`) and rendered as
 * a new version (`promote/compositing-video`). Every call needs the `promotional` power (Pro); another user's video
 * answers 404.
 */
import { randomInt } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { offerAmount, promoCallToAction, writePromoScript } from "../../studio/writer/promo-script";
import { checkPromoInput } from "../../studio/writer/promo-offer";
import { promoTimeline } from "../../studio/writer/promo-timeline";
import type { Authenticator } from "../auth/authenticate";
import { promoLanguages, promoLimits, type PromoLanguage, type PromoProductView } from "../contract/promote";
import type { Plan } from "../contract/plans";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import { productMaterialsOf } from "../materials/product-materials";
import { asPlan, planPowers } from "../plans/plans";
import { idField, parseInput, productLimits, readBody, readQuery } from "../products/fields";
import { findOwnProducts, toProductFacts, toProductView, type ProductRow } from "../products/products";
import { generateInfoByUser } from "../products/router";
import { readRecordState, recordHandlers } from "../records/records";
import { withScriptErrors } from "../scripts/writer";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "../videos/file-response";
import { compositesByUser } from "../videos/update-router";
import { checkRenderChoices, renderChoiceFields, renderColumns, timelineChoices } from "../videos/render-fields";
import { storedFiles } from "../videos/render-rows";
import { ratioFromSlug } from "../videos/videos";
import { checkedOffer, offerField, writerOffer } from "./offer";
import { readPromoProducts } from "./products-info";
import {
  deleteOwnPromotionalVideo,
  findOwnPromotionalVideo,
  insertPromotionalVideoWithinQuota,
  listOwnPromotionalVideos,
  newPromotionalVideoId,
  promotionalFolderKey,
  promotionalVideoView,
  promotionalVideoViews,
} from "./promotional-videos";
import { startPromotionalUpdate, timelineWithLines } from "./compositing";
import { editedLines, linesChanged, promotionalRecordFamily, promotionalSubtitles, requireEditable, subtitleData } from "./subtitles";
import { checkedScript, lengthSecondsField, promoScriptView, scriptField, writerScript } from "./script";

const productIdsField = z.array(idField).min(1).max(promoLimits.products);

const productsInfoBody = z.object({ urls: z.array(z.string().trim().min(1).max(productLimits.url)).min(1).max(promoLimits.links) });
const selectionBody = z.object({
  product_ids: productIdsField,
  discount_percent: z.number().int().min(0).max(promoLimits.maxDiscountPercent).nullish(),
});
const scriptBody = z.object({ product_ids: productIdsField, offer: offerField, length_seconds: lengthSecondsField, language: z.enum(promoLanguages).optional() });
const createBody = z.object({
  product_ids: productIdsField,
  offer: offerField,
  script: scriptField,
  ...renderChoiceFields,
});
const listQuery = z.object(pageQueryFields(promoLimits.pageSize));
const idBody = z.object({ id: idField });

/** The 403 'Sorry, you are unable to use this feature.' that opens the upgrade dialog, for plans without the power. */
function requirePromotionalPower(plan: Plan): void {
  if (!planPowers[plan].includes("promotional")) throw new ApiError(403, "feature_unavailable");
}

function paramId(context: Context<ApiEnv>): string {
  return parseInput(idField, context.req.param("id"));
}

export function promoteRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, jobs, mediaStore, rateLimit, renderStages } = services;
  const router = new Hono<ApiEnv>();

  async function caller(context: Context<ApiEnv>) {
    const { user } = await authenticator.required(context);
    const plan = asPlan(user.current_plan);
    requirePromotionalPower(plan);
    return { id: user.id, plan, language: context.get("language") };
  }

  /** The caller's products in the order asked; any id that is not theirs is 404, as a missing one. */
  async function ownProductsInOrder(userId: string, ids: readonly string[]): Promise<ProductRow[]> {
    if (new Set(ids).size !== ids.length) throw new ApiError(400, "promote_products_repeated", { field: "product_ids" });
    const byId = new Map((await findOwnProducts(db, userId, ids)).map((row) => [row.id, row]));
    return ids.map((id) => {
      const row = byId.get(id);
      if (!row) throw new ApiError(404, "product_not_found");
      return row;
    });
  }

  async function productFacts(rows: ProductRow[]) {
    const materials = await productMaterialsOf(
      db,
      rows.map((row) => row.id),
    );
    return rows.map((row) => toProductFacts(row, materials.get(row.id)!));
  }

  router.post("/promote/get-products-info", async (context) => {
    const me = await caller(context);
    const { urls } = await readBody(context, productsInfoBody);
    // Each link costs a page (a collection page, several) from someone else's shop, as `generate-info` does.
    for (let link = 0; link < urls.length; link++) await rateLimit(generateInfoByUser, me.id);
    return ok(context, await readPromoProducts(services, me.id, urls, me.language));
  });

  router.post("/promote/product-selection", async (context) => {
    const me = await caller(context);
    const body = await readBody(context, selectionBody);
    const rows = await ownProductsInOrder(me.id, body.product_ids);
    const materials = await productMaterialsOf(
      db,
      rows.map((row) => row.id),
    );
    const items: PromoProductView[] = rows.map((row) => {
      const view = toProductView(row, materials.get(row.id)!);
      const discount = body.discount_percent;
      return { ...view, offer_price: view.price && discount ? { amount: offerAmount(view.price, discount), currency: view.price.currency } : null };
    });
    return ok(context, { items });
  });

  router.post("/promote/gen-script", async (context) => {
    const me = await caller(context);
    const body = await readBody(context, scriptBody);
    const offer = checkedOffer(body.offer);
    const products = await productFacts(await ownProductsInOrder(me.id, body.product_ids));
    const seed = randomInt(2 ** 31 - 1);
    // As the writer decides when not told: Chinese for a headline written in Chinese.
    const language: PromoLanguage = body.language ?? (/\p{Script=Han}/u.test(offer.headline) ? "zh" : "en");
    const script = await withScriptErrors(() => writePromoScript({ products, offer: writerOffer(offer) }, { lengthSeconds: body.length_seconds, seed, language }));
    return ok(context, promoScriptView(script, { lengthSeconds: body.length_seconds, language, seed }));
  });

  router.post("/promote/create-promotional-video", async (context) => {
    const me = await caller(context);
    const body = await readBody(context, createBody);
    const offer = checkedOffer(body.offer);
    const rows = await ownProductsInOrder(me.id, body.product_ids);
    const script = checkedScript(body.script, rows.length);
    const choices = await checkRenderChoices({ db, voices: renderStages.voice }, me, body);

    const facts = await productFacts(rows);
    // The offer a script is written for must also be one the writer takes (a code without spaces, …), however sent.
    await withScriptErrors(() => checkPromoInput(facts, writerOffer(offer)));
    const timeline = await withScriptErrors(() =>
      promoTimeline(
        writerScript(script),
        facts.map((product) => product.images),
        { voiceId: choices.voiceId, seed: script.seed, ...timelineChoices(body), callToAction: promoCallToAction(writerOffer(offer), script.language) },
      ),
    );

    const id = newPromotionalVideoId();
    const now = config.now();
    await insertPromotionalVideoWithinQuota(
      db,
      jobs,
      { plan: me.plan, lockOwner: config.database.kind === "postgres" },
      {
        id,
        user_id: me.id,
        title: script.title.slice(0, promoLimits.title),
        product_ids: JSON.stringify(rows.map((row) => row.id)),
        offer: JSON.stringify(offer),
        script: JSON.stringify(script),
        ...renderColumns(timeline, body, choices),
        created_at: now,
        updated_at: now,
      },
    );
    return ok(context, await promotionalVideoView(db, await findOwnPromotionalVideo(db, me.id, id), me.language));
  });

  router.get("/promote/promotional-video/:id", async (context) => {
    const me = await caller(context);
    return ok(context, await promotionalVideoView(db, await findOwnPromotionalVideo(db, me.id, paramId(context)), me.language));
  });

  router.delete("/promote/promotional-video/:id", async (context) => {
    const me = await caller(context);
    const row = await findOwnPromotionalVideo(db, me.id, paramId(context));
    // The row first: a render still running (the first, or a new version) finds it gone and keeps nothing.
    const runningJobIds = await deleteOwnPromotionalVideo(db, row);
    await Promise.all(runningJobIds.map((jobId) => jobs.cancel(jobId)));
    await mediaStore.deletePrefix(promotionalFolderKey(me.id, row.id));
    return ok(context, { deleted: row.id });
  });

  router.get("/promote/promotional-videos", async (context) => {
    const me = await caller(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const { rows, total } = await listOwnPromotionalVideos(db, me.id, { page, page_size: pageSize });
    return ok(context, { items: await promotionalVideoViews(db, rows, me.language), total, page, page_size: pageSize });
  });

  router.post("/promote/subtitle-data", async (context) => {
    const me = await caller(context);
    const { id } = await readBody(context, idBody);
    return ok(context, await subtitleData(db, await findOwnPromotionalVideo(db, me.id, id)));
  });

  const records = recordHandlers(services, promotionalRecordFamily(config.database.kind === "postgres"), async (context) => (await caller(context)).id);
  router.post("/promote/record-op", async (context) => ok(context, await records.post(context)));
  router.get("/promote/record-op", async (context) => ok(context, await records.get(context)));

  router.post("/promote/compositing-video", async (context) => {
    const me = await caller(context);
    const { id } = await readBody(context, idBody);
    const row = await findOwnPromotionalVideo(db, me.id, id);
    await requireEditable(db, row);
    const lines = promotionalSubtitles(row);
    const edited = editedLines(lines, await readRecordState(db, { kind: "promotional", id: row.id, version: row.version }));
    if (!linesChanged(lines, edited)) throw new ApiError(400, "composite_nothing_to_change");
    // Counted only for new versions that would render, as `video/composite` counts.
    await rateLimit(compositesByUser, me.id);
    await startPromotionalUpdate(db, jobs, row, timelineWithLines(row, edited), config.now());
    return ok(context, await promotionalVideoView(db, await findOwnPromotionalVideo(db, me.id, row.id), me.language));
  });

  async function serveFile(context: Context<ApiEnv>, part: "video" | "thumbnail") {
    const me = await caller(context);
    const row = await findOwnPromotionalVideo(db, me.id, paramId(context));
    const ratio = ratioFromSlug(context.req.param("ratio") ?? "");
    const file = ratio && storedFiles(row).find((candidate) => candidate.ratio === ratio);
    const response =
      file && (await fileResponse(mediaStore, part === "video" ? file.video_key : file.thumbnail_key, part === "video" ? "video/mp4" : "image/jpeg", context.req.raw.headers));
    if (!response) throw new ApiError(404, "media_not_found");
    return response;
  }

  router.get("/media/promo/:id/:ratio", (context) => serveFile(context, "video"));
  router.get("/media/promo/:id/:ratio/thumbnail", (context) => serveFile(context, "thumbnail"));

  return router;
}
