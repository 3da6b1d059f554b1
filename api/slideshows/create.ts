/**
 * New slideshows: written from a product's facts by the studio's slide writer, or copied from another (a duplicate,
 * or a resized copy in another format). Each is stored with its first history state; its slides are drawn by the
 * `slideshow.render` job, or by the batch job that made it.
 */
import { randomInt, randomUUID } from "node:crypto";
import { findTemplate } from "../../studio/design";
import { writeSlides } from "../../studio/writer/slides";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import { findBrandByName, findOwnBrand } from "../materials/brands";
import { productMaterialsOf } from "../materials/product-materials";
import { findOwnProduct, toProductFacts } from "../products/products";
import { slideFormats, slideshowLimits, type SlideFormat } from "../contract/slideshows";
import type { Plan } from "../contract/plans";
import type { Db } from "../db/connection";
import { recordFirstState } from "./history";
import { editableState, newSlide, parseSlides, type StoredSlide } from "./slides";
import { assertSlideshowRoom, type SlideshowRow } from "./slideshows";

export const slideshowRenderJobKind = "slideshow.render";

export interface SlideshowRenderPayload {
  slideshowId: string;
}

export function assertDesign(templateId: string, format: string): asserts format is SlideFormat {
  if (!findTemplate(templateId)) throw new ApiError(400, "slide_template_unknown", { template: templateId });
  if (!(slideFormats as readonly string[]).includes(format)) throw new ApiError(400, "slide_format_unknown", { format });
}

/** The brand a slideshow is drawn with: the one asked for (the caller's), else the product's own brand if any. */
async function brandFor(
  db: DbExecutor,
  userId: string,
  brandId: string | null | undefined,
  productBrand: string | null,
): Promise<{ id: string; call_to_action: string | null } | undefined> {
  if (brandId) return findOwnBrand(db, userId, brandId);
  return productBrand ? findBrandByName(db, userId, productBrand) : undefined;
}

export interface NewSlideshowRequest {
  userId: string;
  productId: string;
  templateId: string;
  format: string;
  brandId?: string | null;
  title?: string;
}

/** How every new slideshow starts: nothing drawn, no video, its history at its first state. */
function waitingToBeDrawn(now: number) {
  return { status: "rendering", progress: 0, error: null, job_id: null, video_id: null, history_position: 0, created_at: now, updated_at: now } as const;
}

/** The row of a new slideshow written from its product, not yet stored (the batch job stores it with its own item). */
export async function writeSlideshow(db: DbExecutor, request: NewSlideshowRequest, now: number): Promise<SlideshowRow> {
  assertDesign(request.templateId, request.format);
  const product = await findOwnProduct(db, request.userId, request.productId);
  const brand = await brandFor(db, request.userId, request.brandId, product.brand);
  const facts = toProductFacts(product, (await productMaterialsOf(db, [product.id])).get(product.id)!);
  const written = writeSlides(facts, { seed: randomInt(2 ** 31 - 1), callToAction: brand?.call_to_action ?? undefined });
  const slides = written.slice(0, slideshowLimits.slides).map((slide) => newSlide(slide.role, slide.texts, slide.image ?? null));
  return {
    id: randomUUID(),
    user_id: request.userId,
    product_id: product.id,
    brand_id: brand?.id ?? null,
    title: (request.title?.trim() || product.name).slice(0, slideshowLimits.title),
    template_id: request.templateId,
    format: request.format as SlideFormat,
    slides: JSON.stringify(slides),
    ...waitingToBeDrawn(now),
  };
}

/** Stores a new slideshow and its first history state, within the plan's monthly count (null: already counted). */
export async function insertSlideshow(trx: DbExecutor, row: SlideshowRow, plan: Plan | null, now: number): Promise<void> {
  if (plan) await assertSlideshowRoom(trx, row.user_id, plan, now);
  await trx.insertInto("slideshows").values(row).execute();
  await recordFirstState(trx, row.id, editableState(row, parseSlides(row.slides)), now);
}

/** Stores the slideshow and enqueues the job that draws it, in one transaction. */
export async function insertAndDraw(db: Db, jobs: JobQueue, row: SlideshowRow, plan: Plan, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const job = await jobs.enqueue<SlideshowRenderPayload>(slideshowRenderJobKind, { slideshowId: row.id }, { ownerUserId: row.user_id, trx, maxAttempts: 2 });
    await insertSlideshow(trx, { ...row, job_id: job.id }, plan, now);
  });
}

/** A copy of a slideshow (new slide ids, nothing drawn yet), in another format when given. */
export function copyOf(source: SlideshowRow, now: number, changes: { format?: SlideFormat; title?: string } = {}): SlideshowRow {
  const slides: StoredSlide[] = parseSlides(source.slides).map((slide) => newSlide(slide.role, slide.texts, slide.image_id));
  return {
    ...source,
    id: randomUUID(),
    title: (changes.title ?? source.title).slice(0, slideshowLimits.title),
    format: changes.format ?? source.format,
    slides: JSON.stringify(slides),
    ...waitingToBeDrawn(now),
  };
}
