/**
 * Posters (docs/api-v1.md, Posters): an offer on a product drawn in print and social sizes from poster templates,
 * kept with a small preview, downloaded in any size on request. Another user's poster answers 404, as a missing one.
 */
import { randomInt } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import { findPosterTemplate } from "../../studio/design";
import { writePosterHeadlines } from "../../studio/writer/poster-headlines";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import type { RateLimit } from "../http/rate-limit";
import { asPlan } from "../plans/plans";
import { idField, parseInput, readBody, readQuery } from "../products/fields";
import { findOwnProduct } from "../products/products";
import { readStoredBytes } from "../slideshows/stored-bytes";
import type { ApiEnv, ApiServices } from "../services";
import { posterExportTypes, posterLimits, type PosterSize } from "../contract/posters";
import { assertFitsEverySize, assertSize, drawPoster, posterRequestOf } from "./draw";
import { assertDownloadOptions, downloadPoster, type DownloadOptions } from "./downloads";
import { parseOffer, parseOfferHints } from "./offer";
import { deleteOwnPosters, findOwnPoster, listOwnPosters, posterView, posterViews } from "./posters";
import { createPoster, designFor, designOf, duplicatePoster, updatePoster, type Caller } from "./save";
import { posterTemplateViews, templateSample } from "./templates";

const minute = 60_000;
/** A live preview redraws as the user types (the screen waits for a pause); a full-size drawing costs a core for a moment. Times RATE_LIMIT_FACTOR. */
export const posterPreviewsByUser: RateLimit = { name: "poster-preview:user", limit: 60, windowMs: minute };
/** Each download draws the poster again, `size=all` five times. */
export const posterDownloadsByUser: RateLimit = { name: "poster-download:user", limit: 30, windowMs: minute };

const templateIdField = z.string().trim().min(1).max(64);
const sizeField = z.string().trim().min(1).max(32);
/** The offer is checked on its own (./offer.ts) so each refusal names the offer's field. */
const offerField = z.object({}).passthrough();
const designFields = {
  product_id: idField,
  template_id: templateIdField,
  size: sizeField,
  brand_id: idField.nullish(),
  image_id: idField.nullish(),
  offer: offerField,
};
/** `duplicate_id` copies a poster; without it the body is a new design. */
const duplicateBody = z.object({ duplicate_id: idField.optional() });
const createBody = z.object(designFields);
const previewBody = z.object({ ...designFields, width: z.number().int().min(120).max(1080).optional() });
const detailBody = z.object({
  template_id: templateIdField.optional(),
  size: sizeField.optional(),
  brand_id: idField.nullable().optional(),
  image_id: idField.nullable().optional(),
  offer: offerField.optional(),
});
const headlinesBody = z.object({ product_id: idField, offer: offerField.optional() });
const listQuery = z.object({
  product_id: idField.optional(),
  ...pageQueryFields(posterLimits.pageSize),
  page_size: z.coerce.number().int().min(1).max(posterLimits.pageSize).default(posterLimits.pageSize),
});
const deleteBody = z.object({ ids: z.array(idField).min(1).max(posterLimits.deleteBatch) });
const flagField = z.enum(["0", "1"]).optional();
const downloadQuery = z.object({ size: sizeField.optional(), type: z.enum(posterExportTypes).optional(), bleed: flagField, crop_marks: flagField });
const sizeQuery = z.object({ size: sizeField });

/** The `:id` of the address, checked as a body's id is. */
function paramId(context: Context<ApiEnv>): string {
  return parseInput(idField, context.req.param("id"));
}

function querySize(context: Context<ApiEnv>): PosterSize {
  const { size } = readQuery(context, sizeQuery);
  assertSize(size);
  return size;
}

function fileResponse(bytes: Buffer, headers: Record<string, string>): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "content-length": String(bytes.length), "x-content-type-options": "nosniff", ...headers },
  });
}

export function postersRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();
  const deps = { db, mediaStore, now: config.now };

  async function caller(context: Context<ApiEnv>): Promise<Caller> {
    const { user } = await authenticator.required(context);
    return { id: user.id, plan: asPlan(user.current_plan), language: context.get("language") };
  }

  router.get("/poster/templates", async (context) => {
    await authenticator.required(context);
    return ok(context, { items: posterTemplateViews(querySize(context)) });
  });

  router.get("/poster/template-sample/:id", async (context) => {
    await authenticator.required(context);
    const id = parseInput(templateIdField, context.req.param("id"));
    const size = querySize(context);
    if (!findPosterTemplate(id)) throw new ApiError(404, "poster_template_unknown", { template: id });
    return fileResponse(await templateSample(id, size), { "content-type": "image/png", "cache-control": "private, max-age=3600" });
  });

  router.post("/poster/headlines", async (context) => {
    const { id: userId } = await caller(context);
    const body = await readBody(context, headlinesBody);
    const hints = parseOfferHints(body.offer ?? {});
    const product = await findOwnProduct(db, userId, body.product_id);
    const items = writePosterHeadlines(
      {
        name: product.name,
        brand: product.brand,
        description: product.description,
        features: JSON.parse(product.features) as string[],
        price: product.price_amount !== null && product.price_currency !== null ? { amount: product.price_amount, currency: product.price_currency } : null,
      },
      {
        ...(hints.price && { price: hints.price }),
        ...(hints.old_price && { oldPrice: hints.old_price }),
        ...(hints.badge && { badge: hints.badge }),
        ...(hints.coupon && { coupon: hints.coupon }),
        ...(hints.ends_on && { endsOn: hints.ends_on }),
      },
      { seed: randomInt(2 ** 31 - 1) },
    );
    return ok(context, { items: items.slice(0, posterLimits.headlineIdeas) });
  });

  router.post("/poster/preview", async (context) => {
    const me = await caller(context);
    const body = await readBody(context, previewBody);
    const offer = parseOffer(body.offer);
    await rateLimit(posterPreviewsByUser, me.id);
    const { design } = await designFor(deps, me, {
      productId: body.product_id,
      templateId: body.template_id,
      size: body.size,
      brandId: body.brand_id,
      imageId: body.image_id,
      offer,
    });
    const request = await posterRequestOf(deps, me.id, design, me.language);
    await assertFitsEverySize(request);
    const drawn = await drawPoster({ ...request, output: { type: "png", ...(body.width && { width: body.width }) } });
    return fileResponse(drawn.bytes, { "content-type": "image/png", "cache-control": "private, no-store" });
  });

  router.post("/poster/create", async (context) => {
    const me = await caller(context);
    const raw = await readBody(context, z.object({}).passthrough());
    const { duplicate_id: duplicateId } = parseInput(duplicateBody, raw);
    if (duplicateId !== undefined) return ok(context, await posterView(db, await duplicatePoster(deps, me, duplicateId)));
    const body = parseInput(createBody, raw);
    const row = await createPoster(deps, me, {
      productId: body.product_id,
      templateId: body.template_id,
      size: body.size,
      brandId: body.brand_id,
      imageId: body.image_id,
      offer: parseOffer(body.offer),
    });
    return ok(context, await posterView(db, row));
  });

  router.get("/poster/detail/:id", async (context) => {
    const me = await caller(context);
    return ok(context, await posterView(db, await findOwnPoster(db, me.id, paramId(context))));
  });

  router.put("/poster/detail/:id", async (context) => {
    const me = await caller(context);
    const body = await readBody(context, detailBody);
    const offer = body.offer && parseOffer(body.offer);
    const row = await findOwnPoster(db, me.id, paramId(context));
    return ok(context, await posterView(db, await updatePoster(deps, me, row, { ...body, offer })));
  });

  router.get("/poster/list", async (context) => {
    const me = await caller(context);
    const { product_id: productId, page, page_size: pageSize } = readQuery(context, listQuery);
    if (productId) await findOwnProduct(db, me.id, productId);
    const { rows, total } = await listOwnPosters(db, me.id, productId, { page, page_size: pageSize });
    return ok(context, { items: await posterViews(db, rows), total, page, page_size: pageSize });
  });

  router.delete("/poster/list", async (context) => {
    const me = await caller(context);
    const { ids } = await readBody(context, deleteBody);
    const { deleted, keys } = await deleteOwnPosters(db, me.id, ids);
    // Files go once the rows are gone, so a failure here leaves at worst an unreferenced file, never a broken row.
    await Promise.all(keys.map((key) => mediaStore.delete(key)));
    return ok(context, { deleted });
  });

  router.get("/poster/download/:id", async (context) => {
    const me = await caller(context);
    const query = readQuery(context, downloadQuery);
    const row = await findOwnPoster(db, me.id, paramId(context));
    const size = query.size ?? row.size;
    if (size !== "all") assertSize(size);
    const options: DownloadOptions = { size, type: query.type, bleed: query.bleed === "1", cropMarks: query.crop_marks === "1" };
    assertDownloadOptions(options);
    await rateLimit(posterDownloadsByUser, me.id);
    const request = await posterRequestOf(deps, me.id, designOf(row), me.language, "leave out");
    const product = await findOwnProduct(db, me.id, row.product_id);
    const file = await downloadPoster(request, product.name, options);
    return fileResponse(file.bytes, {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.name}"`,
      "cache-control": "private, no-store",
    });
  });

  router.get("/media/poster/:id", async (context) => {
    const me = await caller(context);
    const row = await findOwnPoster(db, me.id, paramId(context));
    const bytes = await readStoredBytes(mediaStore, row.preview_key);
    if (!bytes) throw new ApiError(404, "poster_not_found");
    // The address carries the preview's hash (`?v=`): a redrawn preview has a new address, so this one never changes.
    return fileResponse(bytes, { "content-type": "image/jpeg", "cache-control": "private, max-age=31536000, immutable" });
  });

  return router;
}
