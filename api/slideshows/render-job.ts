/**
 * The `slideshow.render` job: draws every slide of a new slideshow (created, copied or resized) and marks it ready,
 * writing its progress on the row as it goes. A slideshow deleted meanwhile ends the job quietly.
 */
import type { Job, JobHandler } from "../jobs";
import { logger } from "../lib/logger";
import { ApiError } from "../http/errors";
import { drawSlides, type DrawDeps } from "./draw";
import type { SlideshowRenderPayload } from "./create";
import { parseSlides } from "./slides";
import type { SlideshowRow } from "./slideshows";

/** Draws the slideshow's missing slides, progress on its row; afterwards it is ready, or failed with the reason. */
export async function drawWholeSlideshow(deps: DrawDeps & { now: () => number }, row: SlideshowRow): Promise<void> {
  const { db } = deps;
  const before = parseSlides(row.slides);
  try {
    const slides = await drawSlides(deps, row, before, (done, total) => {
      void db
        .updateTable("slideshows")
        .set({ progress: Math.round((done / total) * 100) })
        .where("id", "=", row.id)
        .execute();
    });
    // Written only while the slideshow still shows what was drawn: an edit made meanwhile wins.
    await db
      .updateTable("slideshows")
      .set({ slides: JSON.stringify(slides), status: "ready", progress: 100, error: null, updated_at: deps.now() })
      .where("id", "=", row.id)
      .where("slides", "=", row.slides)
      .execute();
  } catch (error) {
    const key = error instanceof ApiError ? error.messageKey : "slideshow_render_failed";
    if (!(error instanceof ApiError)) logger.error("a slideshow could not be drawn", { slideshowId: row.id, error });
    await db.updateTable("slideshows").set({ status: "failed", error: key, updated_at: deps.now() }).where("id", "=", row.id).execute();
  }
}

export function slideshowRenderHandler(deps: DrawDeps & { now: () => number }): JobHandler {
  return async (job: Job<SlideshowRenderPayload>) => {
    const row = await deps.db.selectFrom("slideshows").selectAll().where("id", "=", job.payload.slideshowId).executeTakeFirst();
    if (!row) return { skipped: "deleted" };
    await drawWholeSlideshow(deps, row);
    return { slideshowId: row.id };
  };
}
