/**
 * Edits of a ready slideshow: texts, order, images, template, brand and title (one `PUT slide-show/detail`), a
 * slide's removal, undo and redo. Each draws the slides it changed first; only when every slide is drawn and fits
 * is the new state written, with its place in the history, so a refused edit leaves nothing behind.
 */
import type { Db } from "../db/connection";
import { ApiError } from "../http/errors";
import { slideTextLimits, slideshowLimits, type SlideTexts, type SlideshowOperationKind } from "../contract/slideshows";
import { findOwnBrand } from "../materials/brands";
import { findOwnMediaFile } from "../media/library";
import { drawSlides, removeUnusedFiles, type DrawDeps } from "./draw";
import { assertDesign } from "./create";
import { recordOperation, stepThroughHistory } from "./history";
import { editableState, parseSlides, slidesOfState, withoutEmptyTexts, type EditableState, type StoredSlide } from "./slides";
import type { SlideshowRow } from "./slideshows";

export interface SlideshowChanges {
  title?: string;
  template_id?: string;
  brand_id?: string | null;
  slides?: { id: string; texts?: SlideTexts; image_id?: string | null }[];
}

type EditDeps = DrawDeps & { db: Db; now: () => number };

function assertEditable(row: SlideshowRow): void {
  if (row.status === "rendering") throw new ApiError(409, "slideshow_rendering");
}

/** What kind of edit turned `before` into `after`, for the history's list. */
function kindOf(before: EditableState, after: EditableState): SlideshowOperationKind {
  if (before.template_id !== after.template_id) return "template";
  if (before.brand_id !== after.brand_id) return "brand";
  if (before.slides.length !== after.slides.length) return "delete";
  if (before.slides.some((slide, index) => slide.id !== after.slides[index]!.id)) return "move";
  if (before.slides.some((slide, index) => slide.image_id !== after.slides[index]!.image_id)) return "image";
  if (before.title !== after.title && JSON.stringify(before.slides) === JSON.stringify(after.slides)) return "title";
  return "text";
}

/** The state a PUT asks for, checked: every slide listed once, texts within limits, images and brand the caller's. */
async function requestedState(deps: EditDeps, row: SlideshowRow, current: EditableState, changes: SlideshowChanges): Promise<EditableState> {
  const templateId = changes.template_id ?? current.template_id;
  assertDesign(templateId, row.format);
  if (changes.brand_id) await findOwnBrand(deps.db, row.user_id, changes.brand_id);
  let slides = current.slides;
  if (changes.slides) {
    const byId = new Map(current.slides.map((slide) => [slide.id, slide]));
    const listed = new Set(changes.slides.map((slide) => slide.id));
    if (listed.size !== changes.slides.length || listed.size !== byId.size || changes.slides.some((slide) => !byId.has(slide.id))) {
      throw new ApiError(400, "slideshow_slides_mismatch");
    }
    for (const slide of changes.slides) {
      if (slide.image_id && !(await findOwnMediaFile(deps.db, row.user_id, slide.image_id, "file"))) throw new ApiError(404, "slide_image_not_found");
    }
    slides = changes.slides.map((change) => {
      const before = byId.get(change.id)!;
      return {
        ...before,
        ...(change.texts && { texts: withoutEmptyTexts(change.texts) }),
        ...(change.image_id !== undefined && { image_id: change.image_id }),
      };
    });
  }
  return {
    title: (changes.title?.trim() || current.title).slice(0, slideshowLimits.title),
    template_id: templateId,
    brand_id: changes.brand_id === undefined ? current.brand_id : changes.brand_id,
    slides,
  };
}

/** 400 naming the first layer a user's edit made too long for its place (texts the writer chose are cut to fit). */
function assertTextsFit(edited: Set<string>, slides: StoredSlide[]): void {
  for (const [index, slide] of slides.entries()) {
    const layer = edited.has(slide.id) ? slide.overflowed[0] : undefined;
    if (layer) throw new ApiError(400, "slide_text_too_long", { layer, slide: index + 1, max: slideTextLimits[layer] }, { layer, slide_id: slide.id });
  }
}

/**
 * Draws `next` and writes it as the slideshow's state at `position` (a new edit when undefined). The update holds
 * only if nobody changed the slideshow meanwhile (409 otherwise), and the files the old state alone used go.
 */
async function commitState(
  deps: EditDeps,
  row: SlideshowRow,
  next: EditableState,
  history: { kind: SlideshowOperationKind } | { position: number },
  editedSlideIds: Set<string>,
): Promise<void> {
  const before = parseSlides(row.slides);
  const designUnchanged = next.template_id === row.template_id && next.brand_id === row.brand_id;
  const target = { ...row, template_id: next.template_id, brand_id: next.brand_id };
  const drawn = await drawSlides(deps, target, slidesOfState(next, before, designUnchanged));
  try {
    assertTextsFit(editedSlideIds, drawn);
    await deps.db.transaction().execute(async (trx) => {
      const position = "position" in history ? history.position : await recordOperation(trx, row, history.kind, next, deps.now());
      const result = await trx
        .updateTable("slideshows")
        .set({
          title: next.title,
          template_id: next.template_id,
          brand_id: next.brand_id,
          slides: JSON.stringify(drawn),
          history_position: position,
          status: "ready",
          error: null,
          updated_at: deps.now(),
        })
        .where("id", "=", row.id)
        .where("slides", "=", row.slides)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw new ApiError(409, "slideshow_rendering");
    });
  } catch (error) {
    await removeUnusedFiles(deps.mediaStore, drawn, before);
    throw error;
  }
  await removeUnusedFiles(deps.mediaStore, before, drawn);
}

export async function changeSlideshow(deps: EditDeps, row: SlideshowRow, changes: SlideshowChanges): Promise<void> {
  assertEditable(row);
  const current = editableState(row, parseSlides(row.slides));
  const next = await requestedState(deps, row, current, changes);
  const before = new Map(current.slides.map((slide) => [slide.id, slide]));
  const edited = new Set(next.slides.filter((slide) => JSON.stringify(slide.texts) !== JSON.stringify(before.get(slide.id)?.texts)).map((slide) => slide.id));
  await commitState(deps, row, next, { kind: kindOf(current, next) }, edited);
}

export async function deleteSlide(deps: EditDeps, row: SlideshowRow, slideId: string): Promise<void> {
  assertEditable(row);
  const current = editableState(row, parseSlides(row.slides));
  if (!current.slides.some((slide) => slide.id === slideId)) throw new ApiError(404, "slide_not_found");
  if (current.slides.length === 1) throw new ApiError(400, "slideshow_slides_required");
  await commitState(deps, row, { ...current, slides: current.slides.filter((slide) => slide.id !== slideId) }, { kind: "delete" }, new Set());
}

export async function stepSlideshow(deps: EditDeps, row: SlideshowRow, action: "undo" | "redo"): Promise<void> {
  assertEditable(row);
  const { position, state } = await stepThroughHistory(deps.db, row, action);
  await commitState(deps, row, state, { position }, new Set());
}

/** Draws every slide again (after a failed render, or when the renderer changed); the history is unchanged. */
export async function redrawSlideshow(deps: EditDeps, row: SlideshowRow): Promise<void> {
  const before = parseSlides(row.slides);
  const drawn = await drawSlides(
    deps,
    row,
    before.map((slide) => ({ ...slide, file_key: null })),
  );
  await deps.db
    .updateTable("slideshows")
    .set({ slides: JSON.stringify(drawn), status: "ready", progress: 100, error: null, updated_at: deps.now() })
    .where("id", "=", row.id)
    .where("slides", "=", row.slides)
    .execute();
  await removeUnusedFiles(deps.mediaStore, before, drawn);
}
