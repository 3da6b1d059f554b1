/**
 * What /create-slideshow reads from the API (the templates in a format, to choose from with their samples) and the
 * one slideshow it makes. The product step reads and makes products as /create-video does (create-video.server.ts),
 * and the brands are the brand kit screen's (slideshow-brand.server.ts).
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Loaded } from "~/utils/api.server";
import type { SlideFormat, SlideshowView, SlideTemplateView, TemplateCategory } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

/** The templates, each with a sample drawn in `format`, of one category or all. */
export async function listTemplates(context: AppLoadContext, format: SlideFormat, category: TemplateCategory | null = null): Promise<Loaded<SlideTemplateView[]>> {
  const list = await context.api.get<{ items: SlideTemplateView[] }>("material/slides-list", { format, ...(category && { category }) }, { toast: false });
  // Template names are the studio's English; the reader's language names them where the catalogue does.
  const named = (template: SlideTemplateView) => ({ ...template, name: context.t(`slideshow.templateNames.${template.id}`, template.name) });
  return list.ok ? { ok: true, data: list.data.items.map(named) } : { ok: false, message: list.message };
}

export interface NewSlideshow {
  productId: string;
  templateId: string;
  format: SlideFormat;
  brandId: string | null;
  title: string | null;
}

/** The slideshow, written from the product's facts and rendered in the background (status `rendering`). */
export async function createSlideshow(context: AppLoadContext, { productId, templateId, format, brandId, title }: NewSlideshow): Promise<Outcome<SlideshowView>> {
  const body = { product_id: productId, template_id: templateId, format, ...(brandId && { brand_id: brandId }), ...(title && { title }) };
  return outcomeOf(await context.api.post<SlideshowView>("slide-show/create", body, { toast: false }));
}

