/**
 * A slideshow's slides as stored (`slideshows.slides`, JSON) and the editable state its history keeps. A slide's
 * drawn image is named by `file_key`: null means it must be drawn again (new, edited, or its design changed).
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { slideRoles, slideTextLayers, slideTextLimits, type SlideTextLayer, type SlideTexts } from "../contract/slideshows";

const textsSchema = z.object(
  Object.fromEntries(slideTextLayers.map((layer) => [layer, z.string().max(slideTextLimits[layer]).optional()])) as Record<SlideTextLayer, z.ZodOptional<z.ZodString>>,
);

export const storedSlide = z.object({
  id: z.string(),
  role: z.enum(slideRoles),
  texts: textsSchema,
  image_id: z.string().nullable(),
  file_key: z.string().nullable(),
  overflowed: z.array(z.enum(slideTextLayers)),
});
export type StoredSlide = z.infer<typeof storedSlide>;

/** What undo and redo bring back: everything an edit can change, without the drawn files. */
export interface EditableState {
  title: string;
  template_id: string;
  brand_id: string | null;
  slides: { id: string; role: StoredSlide["role"]; texts: SlideTexts; image_id: string | null }[];
}

export function parseSlides(json: string): StoredSlide[] {
  return z.array(storedSlide).parse(JSON.parse(json));
}

export function newSlide(role: StoredSlide["role"], texts: SlideTexts, imageId: string | null): StoredSlide {
  return { id: randomUUID(), role, texts: withoutEmptyTexts(texts), image_id: imageId, file_key: null, overflowed: [] };
}

/** An emptied layer is left out, so the template draws nothing there rather than an empty box. */
export function withoutEmptyTexts(texts: SlideTexts): SlideTexts {
  return Object.fromEntries(Object.entries(texts).flatMap(([layer, text]) => (text && text.trim() ? [[layer, text.trim()]] : []))) as SlideTexts;
}

export function editableState(row: { title: string; template_id: string; brand_id: string | null }, slides: StoredSlide[]): EditableState {
  return {
    title: row.title,
    template_id: row.template_id,
    brand_id: row.brand_id,
    slides: slides.map(({ id, role, texts, image_id }) => ({ id, role, texts, image_id })),
  };
}

/**
 * The slides of a state, keeping the drawn file of every slide that looks exactly as before (same texts and
 * image, same design): undoing a text edit redraws that one slide only.
 */
export function slidesOfState(state: EditableState, current: StoredSlide[], designUnchanged: boolean): StoredSlide[] {
  const byId = new Map(current.map((slide) => [slide.id, slide]));
  return state.slides.map((slide) => {
    const before = byId.get(slide.id);
    const same = designUnchanged && before && before.image_id === slide.image_id && JSON.stringify(before.texts) === JSON.stringify(slide.texts);
    return same ? before : { ...slide, file_key: null, overflowed: [] };
  });
}
