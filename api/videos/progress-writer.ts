/**
 * Saves a render's progress to its row without slowing the render: a new stage is written at once, within a stage
 * every 5 points, and the writes are chained so they land in order. A failed write is logged, never thrown.
 */
import type { RenderStage } from "../../studio/render";
import type { VideoStatus } from "../contract/videos";
import { logger } from "../lib/logger";

/** generating (queued, preparing, rendering) → exporting (finishing: joining picture and sound, the thumbnail). */
export function statusOfStage(stage: RenderStage): VideoStatus {
  return stage === "finishing" ? "exporting" : "generating";
}

export function throttledProgressWriter(write: (stage: RenderStage, percent: number) => Promise<unknown>, logContext: Record<string, string>) {
  let last: { stage: string; percent: number } | undefined;
  let writes: Promise<unknown> = Promise.resolve();
  return {
    report(stage: RenderStage, percent: number) {
      if (last && last.stage === stage && percent - last.percent < 5 && percent < 100) return;
      last = { stage, percent };
      writes = writes.then(() => write(stage, percent)).catch((error: unknown) => logger.warn("could not save a render's progress", { ...logContext, error }));
    },
    flush: () => writes,
  };
}
