/**
 * Batches: one slideshow per ticked product or pasted link, one template and format for all. Each item is a job of
 * its own (`slideshow.batch-item`): a link is read as `generate-info` reads it, then the slideshow is written and
 * drawn; an item that fails keeps its reason while the others finish.
 */
import { randomUUID } from "node:crypto";
import type { Db, DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { translate, type Language, type MessageKey, type MessageParams } from "../http/i18n";
import type { Job, JobHandler, JobQueue } from "../jobs";
import { logger } from "../lib/logger";
import { createProductFromLink } from "../products/from-link";
import { findOwnProducts } from "../products/products";
import type { ApiServices } from "../services";
import { slideshowLimits, type SlideFormat, type SlideshowBatchView } from "../contract/slideshows";
import type { Plan } from "../contract/plans";
import { assertDesign, insertSlideshow, writeSlideshow } from "./create";
import { drawWholeSlideshow } from "./render-job";
import type { DrawDeps } from "./draw";
import { assertSlideshowRoom } from "./slideshows";

export const slideshowBatchItemJobKind = "slideshow.batch-item";

interface BatchItemPayload {
  itemId: string;
}

export interface NewBatch {
  userId: string;
  plan: Plan;
  productIds: string[];
  urls: string[];
  templateId: string;
  format: string;
  brandId: string | null;
}

/** Checks the whole batch before anything is stored: every product the caller's, room in the plan for all. */
export async function createBatch(db: Db, jobs: JobQueue, batch: NewBatch, now: number): Promise<string> {
  assertDesign(batch.templateId, batch.format);
  const sources = [...new Set(batch.productIds)]
    .map((id) => ({ productId: id as string | null, source: id }))
    .concat([...new Set(batch.urls)].map((url) => ({ productId: null, source: url })));
  if (sources.length === 0) throw new ApiError(400, "slideshow_batch_empty");
  if (sources.length > slideshowLimits.batch) throw new ApiError(400, "slideshow_batch_too_many", { max: slideshowLimits.batch });
  const owned = new Set((await findOwnProducts(db, batch.userId, batch.productIds)).map((row) => row.id));
  const unknown = batch.productIds.find((id) => !owned.has(id));
  if (unknown) throw new ApiError(404, "product_not_found");
  const batchId = randomUUID();
  await db.transaction().execute(async (trx) => {
    await assertSlideshowRoom(trx, batch.userId, batch.plan, now, sources.length);
    await trx
      .insertInto("slideshow_batches")
      .values({ id: batchId, user_id: batch.userId, template_id: batch.templateId, format: batch.format as SlideFormat, brand_id: batch.brandId, created_at: now })
      .execute();
    for (const [position, { productId, source }] of sources.entries()) {
      const itemId = randomUUID();
      const job = await jobs.enqueue<BatchItemPayload>(slideshowBatchItemJobKind, { itemId }, { ownerUserId: batch.userId, trx, maxAttempts: 1 });
      await trx
        .insertInto("slideshow_batch_items")
        .values({ id: itemId, batch_id: batchId, position, source, product_id: productId, slideshow_id: null, status: "queued", error: null, job_id: job.id })
        .execute();
    }
  });
  return batchId;
}

function errorOf(error: unknown): { key: MessageKey; params: MessageParams } {
  if (error instanceof ApiError) return { key: error.messageKey, params: error.params };
  return { key: "slideshow_render_failed", params: {} };
}

export async function batchView(db: DbExecutor, userId: string, batchId: string, language: Language): Promise<SlideshowBatchView> {
  const batch = await db.selectFrom("slideshow_batches").selectAll().where("id", "=", batchId).where("user_id", "=", userId).executeTakeFirst();
  if (!batch) throw new ApiError(404, "slideshow_batch_not_found");
  const items = await db.selectFrom("slideshow_batch_items").selectAll().where("batch_id", "=", batchId).orderBy("position").execute();
  const names = new Map(
    (
      await findOwnProducts(
        db,
        userId,
        items.flatMap((item) => (item.product_id ? [item.product_id] : [])),
      )
    ).map((product) => [product.id, product.name]),
  );
  return {
    id: batch.id,
    template_id: batch.template_id,
    format: batch.format,
    created_at: batch.created_at,
    items: items.map((item) => {
      const error = item.error ? (JSON.parse(item.error) as { key: MessageKey; params: MessageParams }) : null;
      return {
        source: (item.product_id && names.get(item.product_id)) || item.source,
        status: item.status,
        slideshow_id: item.slideshow_id,
        error: error ? translate(error.key, language, error.params) : null,
      };
    }),
  };
}

export function slideshowBatchItemHandler(services: Pick<ApiServices, "config" | "db" | "mediaStore">, draw: DrawDeps & { now: () => number }): JobHandler {
  const { db, config } = services;
  return async (job: Job<BatchItemPayload>) => {
    const item = await db.selectFrom("slideshow_batch_items").selectAll().where("id", "=", job.payload.itemId).executeTakeFirst();
    if (!item) return { skipped: "deleted" };
    const batch = await db.selectFrom("slideshow_batches").selectAll().where("id", "=", item.batch_id).executeTakeFirstOrThrow();
    const user = await db.selectFrom("users").select(["id", "current_plan"]).where("id", "=", batch.user_id).executeTakeFirstOrThrow();
    await db.updateTable("slideshow_batch_items").set({ status: "working" }).where("id", "=", item.id).execute();
    try {
      const productId = item.product_id ?? (await createProductFromLink(services, user.id, item.source));
      const now = config.now();
      const row = await writeSlideshow(db, { userId: user.id, productId, templateId: batch.template_id, format: batch.format, brandId: batch.brand_id }, now);
      await db.transaction().execute(async (trx) => {
        // The batch already took the plan's room for this one: stored without counting it again.
        await insertSlideshow(trx, row, null, now);
        await trx.updateTable("slideshow_batch_items").set({ product_id: productId, slideshow_id: row.id }).where("id", "=", item.id).execute();
      });
      await drawWholeSlideshow(draw, row);
      const drawn = await db.selectFrom("slideshows").select(["status", "error"]).where("id", "=", row.id).executeTakeFirstOrThrow();
      const failed = drawn.status === "failed" ? JSON.stringify({ key: drawn.error ?? "slideshow_render_failed", params: {} }) : null;
      await db
        .updateTable("slideshow_batch_items")
        .set({ status: failed ? "failed" : "ready", error: failed })
        .where("id", "=", item.id)
        .execute();
    } catch (error) {
      if (!(error instanceof ApiError)) logger.error("a batch slideshow could not be made", { itemId: item.id, error });
      await db
        .updateTable("slideshow_batch_items")
        .set({ status: "failed", error: JSON.stringify(errorOf(error)) })
        .where("id", "=", item.id)
        .execute();
    }
    return { itemId: item.id };
  };
}
