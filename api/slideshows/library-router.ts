/**
 * The template library (`material/slides-*`) and the brand kit (`slide-show/material/*`, `material/brand/kit`):
 * what a slideshow can look like, shown with sample texts, and the logo, colours, font and call to action every
 * template takes from the chosen brand.
 */
import { Hono, type Context } from "hono";
import { z } from "zod";
import { fontFamilies, listTemplates, findTemplate, renderSlide } from "../../studio/design";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { apiBasePath } from "../http/base-path";
import { brandColorField, brandLimits, findOwnBrand, listOwnBrands, saveBrand, type BrandRow } from "../materials/brands";
import type { MediaUploads } from "../media/uploads";
import { mediaFileUrl } from "../media/library";
import { idField, parseInput, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import {
  slideFormats,
  slideRoles,
  slideTextLayers,
  slideTextLimits,
  slideshowLimits,
  templateCategories,
  type BrandKitView,
  type SlideFormat,
  type SlideTemplateView,
  type SlideTextLayer,
} from "../contract/slideshows";
import { brandKitOf, designErrorToApiError } from "./draw";

const formatField = z.enum(slideFormats, { errorMap: () => ({ message: "field_invalid" }) });
const templateIdField = z.string().trim().min(1).max(64);
const kitBody = z.object({
  id: idField.optional(),
  name: z.string().trim().min(1).max(brandLimits.name).optional(),
  logo_media_id: idField.nullish(),
  colors: z.array(brandColorField).max(slideshowLimits.brandColors).optional(),
  font: z.string().trim().max(64).nullish(),
  call_to_action: z.string().trim().max(slideshowLimits.callToAction).nullish(),
});
const picBody = z.object({
  template_id: templateIdField,
  format: formatField,
  role: z.enum(slideRoles).default("cover"),
  texts: z
    .object(
      Object.fromEntries(slideTextLayers.map((layer) => [layer, z.string().max(slideTextLimits[layer]).optional()])) as Record<SlideTextLayer, z.ZodOptional<z.ZodString>>,
    )
    .strict(),
  brand_id: idField.nullish(),
});

/** The texts a template's sample shows: what a real product would say, so the choice is made on a real look. */
const sampleTexts = { headline: "Trail Bottle", subline: "Keeps drinks cold for 24 hours, hot for 12.", label: "Northpeak", cta: "Shop now" };

export function templatePreviewUrl(templateId: string, format: SlideFormat): string {
  return `${apiBasePath}/media/slide-template/${templateId}/${format}`;
}

function templateView(template: { id: string; name: string; category: SlideTemplateView["category"] }, format: SlideFormat): SlideTemplateView {
  return { id: template.id, name: template.name, category: template.category, preview_url: templatePreviewUrl(template.id, format) };
}

function kitView(brand: BrandRow): BrandKitView {
  return {
    id: brand.id,
    name: brand.name,
    logo_media_id: brand.logo_media_id,
    logo_url: brand.logo_media_id ? mediaFileUrl(brand.logo_media_id) : null,
    colors: JSON.parse(brand.colors) as string[],
    font: brand.font,
    call_to_action: brand.call_to_action,
  };
}

function pngResponse(bytes: Buffer, cache: string): Response {
  return new Response(new Uint8Array(bytes), {
    headers: { "content-type": "image/png", "content-length": String(bytes.length), "cache-control": cache, "x-content-type-options": "nosniff" },
  });
}

export function slideLibraryRouter(services: ApiServices, authenticator: Authenticator, uploads: MediaUploads) {
  const { db, mediaStore } = services;
  const router = new Hono<ApiEnv>();
  // A template's sample at each format is the same for everyone: drawn once per process.
  const previews = new Map<string, Promise<Buffer>>();

  function preview(templateId: string, format: SlideFormat): Promise<Buffer> {
    const key = `${templateId}/${format}`;
    if (!previews.has(key)) {
      const drawn = renderSlide({ templateId, format, slide: { role: "cover", texts: sampleTexts }, type: "png", scale: format === "leaderboard" ? 1 : 0.4 }).then(
        (result) => result.bytes,
      );
      drawn.catch(() => previews.delete(key));
      previews.set(key, drawn);
    }
    return previews.get(key)!;
  }

  function templatesOf(context: Context<ApiEnv>, category?: string) {
    const { format } = readQuery(context, z.object({ format: formatField.default("story") }));
    return listTemplates()
      .filter((template) => !category || template.category === category)
      .map((template) => templateView(template, format));
  }

  router.get("/material/slides-list", async (context) => {
    await authenticator.required(context);
    const { category } = readQuery(context, z.object({ category: z.enum(templateCategories).optional(), format: z.string().optional() }));
    return ok(context, { items: templatesOf(context, category) });
  });

  router.post("/material/slides-foods", async (context) => {
    await authenticator.required(context);
    const { format } = await readBody(context, z.object({ format: formatField.default("story") }));
    return ok(context, {
      items: listTemplates()
        .filter((template) => template.category === "food")
        .map((template) => templateView(template, format)),
    });
  });

  router.get("/material/slides-detail/:id", async (context) => {
    await authenticator.required(context);
    const { format } = readQuery(context, z.object({ format: formatField.default("story") }));
    const template = listTemplates().find((candidate) => candidate.id === context.req.param("id"));
    if (!template) throw new ApiError(404, "slide_template_unknown", { template: context.req.param("id").slice(0, 64) });
    return ok(context, {
      ...templateView(template, format),
      roles: slideRoles,
      formats: slideFormats.map((each) => ({ format: each, preview_url: templatePreviewUrl(template.id, each) })),
    });
  });

  router.get("/material/slides-download", async (context) => {
    await authenticator.required(context);
    const { id, format } = readQuery(context, z.object({ id: templateIdField, format: formatField }));
    if (!findTemplate(id)) throw new ApiError(404, "slide_template_unknown", { template: id });
    const response = pngResponse(await preview(id, format), "private, max-age=3600");
    response.headers.set("content-disposition", `attachment; filename="template-${id}-${format}.png"`);
    return response;
  });

  router.get("/media/slide-template/:id/:format", async (context) => {
    await authenticator.required(context);
    const id = parseInput(templateIdField, context.req.param("id"));
    const format = parseInput(formatField, context.req.param("format"));
    if (!findTemplate(id)) throw new ApiError(404, "slide_template_unknown", { template: id });
    return pngResponse(await preview(id, format), "private, max-age=3600");
  });

  router.post("/material/slides-pic", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, picBody);
    if (body.brand_id) await findOwnBrand(db, user.id, body.brand_id);
    const brand = await brandKitOf({ db, mediaStore }, user.id, body.brand_id ?? null);
    const result = await renderSlide({ templateId: body.template_id, format: body.format, slide: { role: body.role, texts: body.texts }, brand, type: "png" }).catch(
      (error: unknown) => {
        throw designErrorToApiError(error, { templateId: body.template_id, format: body.format });
      },
    );
    return pngResponse(result.bytes, "private, no-store");
  });

  router.get("/slide-show/material/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { rows } = await listOwnBrands(db, user.id, { page: 1, page_size: 200 });
    return ok(context, { brands: rows.map(kitView), fonts: fontFamilies.map(({ id, name }) => ({ id, name })) });
  });

  router.post("/material/brand/kit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, kitBody);
    if (body.font && !fontFamilies.some((family) => family.id === body.font)) throw new ApiError(400, "brand_font_unknown", { font: body.font });
    const now = services.config.now();
    const id = await saveBrand(db, user.id, { id: body.id, name: body.name, logo_media_id: body.logo_media_id, colors: body.colors }, now);
    if (body.font !== undefined || body.call_to_action !== undefined) {
      await db
        .updateTable("brands")
        .set({
          ...(body.font !== undefined && { font: body.font || null }),
          ...(body.call_to_action !== undefined && { call_to_action: body.call_to_action || null }),
          updated_at: now,
        })
        .where("id", "=", id)
        .execute();
    }
    return ok(context, kitView(await findOwnBrand(db, user.id, id)));
  });

  router.post("/slide-show/material/upload", async (context) => {
    const { user } = await authenticator.required(context);
    let brandId = "";
    await uploads.upload(context, user.id, {
      purpose: "library",
      fields: z.object({ brand_id: idField }),
      check: async (fields) => {
        brandId = (await findOwnBrand(db, user.id, fields.brand_id)).id;
      },
      attach: async (trx, row) => {
        // In the upload's transaction: a clip is refused and nothing is kept.
        if (row.kind !== "image") throw new ApiError(400, "brand_logo_not_image");
        await trx.updateTable("brands").set({ logo_media_id: row.id, updated_at: row.created_at }).where("id", "=", brandId).execute();
      },
    });
    return ok(context, kitView(await findOwnBrand(db, user.id, brandId)));
  });

  return router;
}
