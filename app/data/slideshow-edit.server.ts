/**
 * What /slideshow-edit reads from the API (the slideshow, and what its slides can be changed to) and what it changes:
 * each edit is one `PUT slide-show/detail` (or one of the slideshow's own calls), stored in the edit history that
 * undo and redo move along (docs/api-v1.md, Slide shows). An edit is taken against the slideshow as it is now, not
 * as the page showed it.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import { moveSlide, type SlideMove } from "~/components/slideshows/slide-order";
import { loaded, type Loaded } from "~/utils/api.server";
import { slideTextLayers, type Plan, type SlideFormat, type SlideshowView, type SlideTextLayer, type SlideTexts, type SlideView } from "../../api/contract";
import { musicChoices } from "./create-video.server";
import { listTemplates } from "./create-slideshow.server";
import { listBrandKits } from "./slideshow-brand.server";
import { outcomeOf, type Outcome } from "./slideshow.server";

const detailPath = (slideshowId: string) => `slide-show/detail/${encodeURIComponent(slideshowId)}`;

/** The slideshow as it is now; one that is not the user's is a 404, and an API that cannot say is the page's error. */
export async function readSlideshow(context: AppLoadContext, slideshowId: string): Promise<SlideshowView> {
  const detail = await context.api.get<SlideshowView>(detailPath(slideshowId), undefined, { toast: false });
  if (!detail.ok && detail.status === 404) throw new Response(null, { status: 404 });
  if (!detail.ok) throw json({ message: detail.message }, { status: 502 });
  return detail.data;
}

/** An image a slide may show: the product's photos and the user's library. */
export interface SlideImageChoice {
  id: string;
  url: string;
  thumbnail_url: string;
  origin: "product" | "library";
}

/** What the editor offers to choose from. A list that cannot be read is left out; the rest of the editor still works. */
export async function readEditChoices(context: AppLoadContext, slideshow: SlideshowView, plan: Plan) {
  const [templates, brandKits, images, music] = await Promise.all([
    listTemplates(context, slideshow.format),
    listBrandKits(context),
    context.api.get<{ items: SlideImageChoice[] }>("slide-show/media/list", { id: slideshow.id }, { toast: false }),
    // The same music, plan-gated the same way, as a video made from a script.
    musicChoices(context, plan),
  ]);
  return {
    templates: templates.ok ? templates.data : [],
    brands: brandKits.ok ? brandKits.data.brands : [],
    images: images.ok ? images.data.items : [],
    music,
  };
}

/** One slide of a `PUT slide-show/detail`: its id, and what changes on it. */
interface SlideEdit {
  id: string;
  texts?: SlideTexts;
  image_id?: string | null;
}

export type SlideChange =
  | { kind: "texts"; slideId: string; texts: SlideTexts }
  | { kind: "image"; slideId: string; imageId: string | null }
  | { kind: "move"; slideId: string; move: SlideMove };

/**
 * The `slides` a PUT sends for one change: every slide, in the order it is to have, the change on its slide. New
 * texts cover the layers the slide has; one emptied in the form is sent empty. Null when the slide is not there any
 * more, or is already at the end it was to move past.
 */
export function slidesBody(slides: readonly SlideView[], change: SlideChange): SlideEdit[] | null {
  const slide = slides.find((candidate) => candidate.id === change.slideId);
  if (!slide) return null;
  const ids = slides.map((candidate) => candidate.id);
  switch (change.kind) {
    case "move": {
      const order = moveSlide(ids, change.slideId, change.move);
      return order ? order.map((id) => ({ id })) : null;
    }
    case "texts": {
      const layers = slideTextLayers.filter((layer) => slide.texts[layer] !== undefined);
      const texts = Object.fromEntries(layers.map((layer) => [layer, change.texts[layer] ?? ""]));
      return ids.map((id) => (id === slide.id ? { id, texts } : { id }));
    }
    case "image":
      return ids.map((id) => (id === slide.id ? { id, image_id: change.imageId } : { id }));
  }
}

/** A change refused by the API; `layer` names the text it was about, when it was one (a text too long for its place). */
export type EditOutcome = Outcome<SlideshowView> & { layer?: SlideTextLayer };

/** One slide changed: its texts, its image or its place. */
export async function changeSlide(context: AppLoadContext, slideshowId: string, change: SlideChange): Promise<EditOutcome> {
  const slideshow = await readSlideshow(context, slideshowId);
  const slides = slidesBody(slideshow.slides, change);
  if (!slides) return { ok: false, message: context.t("slideshowEdit.slideGone"), upgrade: false, status: 404, data: null };
  const saved = outcomeOf(await context.api.call<SlideshowView>("PUT", detailPath(slideshowId), { body: { slides }, toast: false }));
  return saved.ok || change.kind !== "texts" ? saved : { ...saved, layer: refusedLayer(saved.data, saved.message) };
}

/**
 * The text layer a refusal is about: the API's data names it, or its sentence does ("The headline text of slide 2
 * is too long…", the layer's own name in either language).
 */
export function refusedLayer(data: unknown, message: string): SlideTextLayer | undefined {
  const named = (data as { layer?: unknown } | null)?.layer;
  if (typeof named === "string" && (slideTextLayers as readonly string[]).includes(named)) return named as SlideTextLayer;
  return slideTextLayers.find((layer) => new RegExp(`\\b${layer}\\b`).test(message));
}

export interface SlideshowSettings {
  title: string;
  templateId: string;
  /** Null: no brand kit. */
  brandId: string | null;
}

/** The title, template and brand kit; only what changed is sent, so an unchanged form stores no edit. */
export async function saveSlideshowSettings(context: AppLoadContext, slideshowId: string, settings: SlideshowSettings): Promise<Outcome<SlideshowView> | { ok: "unchanged" }> {
  const slideshow = await readSlideshow(context, slideshowId);
  const body = {
    ...(settings.title !== slideshow.title && { title: settings.title }),
    ...(settings.templateId !== slideshow.template_id && { template_id: settings.templateId }),
    ...(settings.brandId !== slideshow.brand_id && { brand_id: settings.brandId }),
  };
  if (Object.keys(body).length === 0) return { ok: "unchanged" };
  return outcomeOf(await context.api.call<SlideshowView>("PUT", detailPath(slideshowId), { body, toast: false }));
}

/** A new image from the user's device, into their library and onto the slide. */
export async function uploadSlideImage(context: AppLoadContext, slideshowId: string, slideId: string, file: File): Promise<Outcome<unknown>> {
  const form = new FormData();
  form.append("file", file);
  form.append("id", slideshowId);
  form.append("slide_id", slideId);
  return outcomeOf(await context.api.post("slide-show/file/upload", form, { toast: false }));
}

export async function deleteSlide(context: AppLoadContext, slideshowId: string, slideId: string): Promise<Loaded<SlideshowView>> {
  return loaded(await context.api.call<SlideshowView>("DELETE", "slide-show/image/delete", { body: { id: slideshowId, slide_id: slideId }, toast: false }));
}

/** Back one edit, or forward again along the edits undone. */
export async function stepHistory(context: AppLoadContext, slideshowId: string, action: "undo" | "redo"): Promise<Loaded<SlideshowView>> {
  return loaded(await context.api.post<SlideshowView>("slide-show/operation", { id: slideshowId, action }, { toast: false }));
}

/** A copy of the slideshow in another format, rendered in the background; the original stays as it is. */
export async function copyInFormat(context: AppLoadContext, slideshowId: string, format: SlideFormat): Promise<Outcome<SlideshowView>> {
  return outcomeOf(await context.api.post<SlideshowView>("slide-show/image/resize", { id: slideshowId, format }, { toast: false }));
}

/** Draws every slide again, after a render that failed. */
export async function renderAgain(context: AppLoadContext, slideshowId: string): Promise<Loaded<SlideshowView>> {
  return loaded(await context.api.post<SlideshowView>("slide-show/generate-imgs", { id: slideshowId }, { toast: false }));
}
