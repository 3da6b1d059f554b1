/**
 * Slide shows (docs/api-v1.md, Slide shows): made from a product, alone or in batches, edited with undo and redo,
 * resized, exported and turned into videos. Another user's slideshow answers 404, as a missing one does.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import { listOwnLibrary, mediaFileUrl, mediaThumbnailUrl, toMediaView } from "../media/library";
import type { MediaUploads } from "../media/uploads";
import { asPlan } from "../plans/plans";
import { productMaterialsOf, materialKind, materialId } from "../materials/product-materials";
import { ownProductViewsPage } from "../products/products";
import { idField, parseInput, productLimits, readBody, readQuery } from "../products/fields";
import { generateInfoByUser } from "../products/router";
import type { ApiEnv, ApiServices } from "../services";
import { slideTextLayers, slideTextLimits, slideExportTypes, slideshowLimits, type SlideTextLayer } from "../contract/slideshows";
import { captionStyles } from "../contract/videos";
import { batchView, createBatch } from "./batches";
import { copyOf, insertAndDraw, writeSlideshow, assertDesign } from "./create";
import type { DrawDeps } from "./draw";
import { changeSlideshow, deleteSlide, redrawSlideshow, stepSlideshow } from "./edits";
import { exportSlideshow } from "./exports";
import { listOperations } from "./history";
import { parseSlides } from "./slides";
import { deleteOwnSlideshows, findOwnSlideshow, listOwnSlideshows, slideshowSummaries, slideshowView } from "./slideshows";
import { readStoredBytes } from "./stored-bytes";
import { slideshowToVideo } from "./to-video";

/** The `{id}` of the address, checked as a body's id is. */
function paramId(context: Context<ApiEnv>): string {
  return parseInput(idField, context.req.param("id"));
}

const formatField = z.string().trim().min(1).max(32);
const textsField = z
  .object(
    Object.fromEntries(slideTextLayers.map((layer) => [layer, z.string().max(slideTextLimits[layer]).nullish()])) as Record<
      SlideTextLayer,
      z.ZodOptional<z.ZodNullable<z.ZodString>>
    >,
  )
  .strict()
  .transform((texts) => Object.fromEntries(Object.entries(texts).map(([layer, text]) => [layer, text ?? ""])));

const createBody = z.union([
  z.object({ duplicate_id: idField }),
  z.object({
    product_id: idField,
    template_id: z.string().trim().min(1).max(64),
    format: formatField,
    brand_id: idField.nullish(),
    title: z.string().trim().max(slideshowLimits.title).optional(),
  }),
]);
const detailBody = z.object({
  title: z.string().trim().min(1).max(slideshowLimits.title).optional(),
  template_id: z.string().trim().min(1).max(64).optional(),
  brand_id: idField.nullish(),
  slides: z
    .array(z.object({ id: idField, texts: textsField.optional(), image_id: idField.nullish() }))
    .min(1)
    .max(slideshowLimits.slides)
    .optional(),
});
const idBody = z.object({ id: idField });
const idQuery = z.object({ id: idField });
const listQuery = z.object({
  ...pageQueryFields(slideshowLimits.pageSize),
  page_size: z.coerce.number().int().min(1).max(slideshowLimits.pageSize).default(slideshowLimits.pageSize),
});
const deleteBody = z.object({ ids: z.array(idField).min(1).max(50) });
const operationBody = z.object({ id: idField, action: z.enum(["undo", "redo"]) });
const slideBody = z.object({ id: idField, slide_id: idField });
const resizeBody = z.object({ id: idField, format: formatField });
const downloadBody = z.object({ id: idField, type: z.enum(slideExportTypes), slide_id: idField.optional() });
const videoBody = z.object({
  id: idField,
  voice: z.boolean().default(true),
  music_id: z.string().trim().min(1).max(64).nullish(),
  caption_style: z.enum(captionStyles).optional(),
});
const batchBody = z.object({
  product_ids: z.array(idField).max(slideshowLimits.batch).default([]),
  urls: z.array(z.string().trim().min(1).max(productLimits.url)).max(slideshowLimits.batch).default([]),
  template_id: z.string().trim().min(1).max(64),
  format: formatField,
  brand_id: idField.nullish(),
});
const uploadFields = z.object({ id: idField, slide_id: idField.optional() });

export function slideshowsRouter(services: ApiServices, authenticator: Authenticator, uploads: MediaUploads) {
  const { config, db, jobs, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();
  const deps: DrawDeps & { db: typeof db; now: () => number } = { db, mediaStore, scale: config.renderScale, now: config.now };

  const answer = async (context: Context<ApiEnv>, userId: string, id: string) =>
    ok(context, await slideshowView(db, await findOwnSlideshow(db, userId, id), context.get("language")));

  router.post("/slide-show/create", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, createBody);
    const plan = asPlan(user.current_plan);
    const now = config.now();
    const row =
      "duplicate_id" in body
        ? copyOf(await findOwnSlideshow(db, user.id, body.duplicate_id), now)
        : await writeSlideshow(
            db,
            { userId: user.id, productId: body.product_id, templateId: body.template_id, format: body.format, brandId: body.brand_id, title: body.title },
            now,
          );
    await insertAndDraw(db, jobs, row, plan, now);
    return answer(context, user.id, row.id);
  });

  router.get("/slide-show/detail/:id", async (context) => {
    const { user } = await authenticator.required(context);
    return answer(context, user.id, paramId(context));
  });

  router.put("/slide-show/detail/:id", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, detailBody);
    const row = await findOwnSlideshow(db, user.id, paramId(context));
    await changeSlideshow(deps, row, body);
    return answer(context, user.id, row.id);
  });

  router.get("/slide-show/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const { rows, total } = await listOwnSlideshows(db, user.id, { page, page_size: pageSize });
    return ok(context, { items: await slideshowSummaries(db, rows, context.get("language")), total, page, page_size: pageSize });
  });

  router.delete("/slide-show/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { ids } = await readBody(context, deleteBody);
    const { deleted, keys } = await deleteOwnSlideshows(db, user.id, ids);
    await Promise.all(keys.map((key) => mediaStore.delete(key)));
    return ok(context, { deleted });
  });

  router.post("/slide-show/generate-imgs", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = await readBody(context, idBody);
    await redrawSlideshow(deps, await findOwnSlideshow(db, user.id, id));
    return answer(context, user.id, id);
  });

  router.post("/slide-show/operation", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, action } = await readBody(context, operationBody);
    await stepSlideshow(deps, await findOwnSlideshow(db, user.id, id), action);
    return answer(context, user.id, id);
  });

  router.get("/slide-show/operation", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, idQuery);
    return ok(context, { items: await listOperations(db, await findOwnSlideshow(db, user.id, id)) });
  });

  router.delete("/slide-show/image/delete", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, slide_id: slideId } = await readBody(context, slideBody);
    await deleteSlide(deps, await findOwnSlideshow(db, user.id, id), slideId);
    return answer(context, user.id, id);
  });

  router.post("/slide-show/image/resize", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, format } = await readBody(context, resizeBody);
    const source = await findOwnSlideshow(db, user.id, id);
    assertDesign(source.template_id, format);
    const now = config.now();
    const copy = copyOf(source, now, { format });
    await insertAndDraw(db, jobs, copy, asPlan(user.current_plan), now);
    return answer(context, user.id, copy.id);
  });

  router.post("/slide-show/generate-video", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, videoBody);
    const row = await findOwnSlideshow(db, user.id, body.id);
    const video = await slideshowToVideo(
      services,
      { id: user.id, plan: asPlan(user.current_plan) },
      row,
      { voice: body.voice, musicId: body.music_id ?? null, captionStyle: body.caption_style },
      context.get("language"),
    );
    return ok(context, video);
  });

  router.post("/slide-show/media/download", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, downloadBody);
    const row = await findOwnSlideshow(db, user.id, body.id);
    const file = await exportSlideshow(mediaStore, row, body.type, body.slide_id);
    return new Response(new Uint8Array(file.bytes), {
      headers: {
        "content-type": file.contentType,
        "content-length": String(file.bytes.length),
        "content-disposition": `attachment; filename="${file.name}"`,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
      },
    });
  });

  router.get("/media/slide/:id/:slideId", async (context) => {
    const { user } = await authenticator.required(context);
    const row = await findOwnSlideshow(db, user.id, paramId(context));
    const slide = parseSlides(row.slides).find((candidate) => candidate.id === context.req.param("slideId"));
    const bytes = slide?.file_key ? await readStoredBytes(mediaStore, slide.file_key) : undefined;
    if (!bytes) throw new ApiError(404, "slide_not_found");
    // The address carries the drawing's hash (`?v=`): a changed slide has a new address, so this one never changes.
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "image/png",
        "content-length": String(bytes.length),
        "cache-control": "private, max-age=31536000, immutable",
        "x-content-type-options": "nosniff",
      },
    });
  });

  router.get("/slide-show/media/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = readQuery(context, idQuery);
    const row = await findOwnSlideshow(db, user.id, id);
    const productImages = row.product_id
      ? ((await productMaterialsOf(db, [row.product_id])).get(row.product_id) ?? []).filter((material) => materialKind(material) === "image")
      : [];
    const library = await listOwnLibrary(db, user.id, { kind: "image" }, { page: 1, page_size: 60 });
    const items = [
      ...productImages.map((material) => ({ id: materialId(material), origin: "product" as const })),
      ...library.rows.filter((item) => !productImages.some((material) => materialId(material) === item.id)).map((item) => ({ id: item.id, origin: "library" as const })),
    ].map((item) => ({ ...item, url: mediaFileUrl(item.id), thumbnail_url: mediaThumbnailUrl(item.id) }));
    return ok(context, { items });
  });

  router.post("/slide-show/file/upload", async (context) => {
    const { user } = await authenticator.required(context);
    let target: { id: string; slideId?: string } | undefined;
    const item = await uploads.upload(context, user.id, {
      purpose: "library",
      fields: uploadFields,
      check: async (fields) => {
        const row = await findOwnSlideshow(db, user.id, fields.id);
        if (fields.slide_id && !parseSlides(row.slides).some((slide) => slide.id === fields.slide_id)) throw new ApiError(404, "slide_not_found");
        target = { id: fields.id, slideId: fields.slide_id };
      },
      attach: async (_trx, row) => {
        // In the upload's transaction: a clip is refused and nothing is kept.
        if (row.kind !== "image") throw new ApiError(400, "slide_image_unreadable");
      },
    });
    if (target?.slideId) {
      const row = await findOwnSlideshow(db, user.id, target.id);
      const slides = parseSlides(row.slides).map((slide) => ({ id: slide.id, ...(slide.id === target!.slideId && { image_id: item.id }) }));
      await changeSlideshow(deps, row, { slides });
    }
    return ok(context, { media: toMediaView(item), slideshow: await slideshowView(db, await findOwnSlideshow(db, user.id, target!.id), context.get("language")) });
  });

  router.get("/slide-show/products", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, z.object(pageQueryFields(productLimits.pageSize)));
    return ok(context, { ...(await ownProductViewsPage(db, user.id, { page, page_size: pageSize })), page, page_size: pageSize });
  });

  router.post("/slide-show/create-by-product", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, batchBody);
    // Each link costs a page and its images from someone else's shop, as `generate-info` does.
    for (const _url of new Set(body.urls)) await rateLimit(generateInfoByUser, user.id);
    const batchId = await createBatch(
      db,
      jobs,
      {
        userId: user.id,
        plan: asPlan(user.current_plan),
        productIds: body.product_ids,
        urls: body.urls,
        templateId: body.template_id,
        format: body.format,
        brandId: body.brand_id ?? null,
      },
      config.now(),
    );
    return ok(context, await batchView(db, user.id, batchId, context.get("language")));
  });

  router.get("/slide-show/batch/:id", async (context) => {
    const { user } = await authenticator.required(context);
    return ok(context, await batchView(db, user.id, paramId(context), context.get("language")));
  });

  return router;
}
