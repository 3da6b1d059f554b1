/** Data access for slideshows: the owner's rows, their views, the plan's monthly count, and deletion with files. */
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { SlideshowsTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ApiError } from "../http/errors";
import { translate, type Language, type MessageKey } from "../http/i18n";
import { monthlySlideshowLimit, type SlideshowSummary, type SlideshowView, type SlideView } from "../contract/slideshows";
import type { Plan } from "../contract/plans";
import { parseSlides, type StoredSlide } from "./slides";

export type SlideshowRow = Selectable<SlideshowsTable>;

export async function findOwnSlideshow(db: DbExecutor, userId: string, id: string): Promise<SlideshowRow> {
  const row = await db.selectFrom("slideshows").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "slideshow_not_found");
  return row;
}

export function listOwnSlideshows(db: DbExecutor, userId: string, page: PageRequest) {
  const filtered = db.selectFrom("slideshows").where("user_id", "=", userId);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

function monthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** 403 `plan_limit_reached` (the upgrade dialog) once the plan's slideshows of this calendar month are made. */
export async function assertSlideshowRoom(db: DbExecutor, userId: string, plan: Plan, now: number, adding = 1): Promise<void> {
  const row = await db
    .selectFrom("slideshows")
    .select(db.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", monthStart(now))
    .executeTakeFirstOrThrow();
  if (Number(row.n) + adding > monthlySlideshowLimit[plan]) throw new ApiError(403, "plan_limit_reached");
}

/** Where the owner fetches a drawn slide; `v` changes with the drawing, so a browser never shows an old one. */
export function slideFileUrl(slideshowId: string, slide: StoredSlide): string | null {
  if (!slide.file_key) return null;
  const version = slide.file_key.slice(slide.file_key.lastIndexOf("/") + 1, slide.file_key.lastIndexOf("/") + 13);
  return `${apiBasePath}/media/slide/${slideshowId}/${slide.id}?v=${version}`;
}

function slideView(slideshowId: string, slide: StoredSlide): SlideView {
  return { id: slide.id, role: slide.role, texts: slide.texts, image_id: slide.image_id, url: slideFileUrl(slideshowId, slide), overflowed: slide.overflowed };
}

async function productNames(db: DbExecutor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

function summaryOf(row: SlideshowRow, slides: StoredSlide[], productName: string | null, language: Language): SlideshowSummary {
  return {
    id: row.id,
    title: row.title,
    product_id: row.product_id,
    product_name: productName,
    template_id: row.template_id,
    format: row.format,
    brand_id: row.brand_id,
    status: row.status,
    progress: row.progress,
    error: row.error ? translate(row.error as MessageKey, language) : null,
    thumbnail_url: slides[0] ? slideFileUrl(row.id, slides[0]) : null,
    video_id: row.video_id,
    slide_count: slides.length,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

export async function slideshowSummaries(db: DbExecutor, rows: SlideshowRow[], language: Language): Promise<SlideshowSummary[]> {
  const names = await productNames(db, [...new Set(rows.flatMap((row) => (row.product_id ? [row.product_id] : [])))]);
  return rows.map((row) => summaryOf(row, parseSlides(row.slides), row.product_id ? (names.get(row.product_id) ?? null) : null, language));
}

export async function slideshowView(db: DbExecutor, row: SlideshowRow, language: Language): Promise<SlideshowView> {
  const slides = parseSlides(row.slides);
  const names = await productNames(db, row.product_id ? [row.product_id] : []);
  const last = await db
    .selectFrom("slideshow_operations")
    .select((eb) => eb.fn.max<number>("position").as("last"))
    .where("slideshow_id", "=", row.id)
    .executeTakeFirst();
  const { slide_count: _count, ...summary } = summaryOf(row, slides, row.product_id ? (names.get(row.product_id) ?? null) : null, language);
  return {
    ...summary,
    slides: slides.map((slide) => slideView(row.id, slide)),
    can_undo: row.history_position > 0,
    can_redo: last?.last !== null && last?.last !== undefined && row.history_position < Number(last.last),
  };
}

/** The caller's slideshows among ids, with every file they and their history drew, for deletion. */
export async function deleteOwnSlideshows(db: Db, userId: string, ids: readonly string[]): Promise<{ deleted: string[]; keys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("slideshows")
      .select(["id", "slides"])
      .where("user_id", "=", userId)
      .where("id", "in", [...ids])
      .execute();
    if (rows.length === 0) return { deleted: [], keys: [] };
    const deleted = rows.map((row) => row.id);
    await trx.deleteFrom("slideshow_operations").where("slideshow_id", "in", deleted).execute();
    await trx.deleteFrom("slideshows").where("id", "in", deleted).execute();
    const keys = rows.flatMap((row) => parseSlides(row.slides).flatMap((slide) => (slide.file_key ? [slide.file_key] : [])));
    return { deleted, keys };
  });
}
