import { logger } from "../lib/logger";

export interface ProgressWriterOptions {
  jobId: string;
  now: () => number;
  /** At most one write per interval within a stage; a new stage is written at once. */
  intervalMs: number;
  write: (stage: string, percent: number) => Promise<unknown>;
}

/**
 * Turns a handler's many progress reports into few writes. Reports are never awaited by the handler, so writes are
 * chained here to keep their order; a report held back by the interval is written by the next flush (the heartbeat).
 */
export function createProgressWriter({ jobId, now, intervalMs, write }: ProgressWriterOptions) {
  let written: { stage: string; percent: number; at: number } | undefined;
  let heldBack: { stage: string; percent: number } | undefined;
  let writes: Promise<void> = Promise.resolve();

  function enqueueWrite(stage: string, percent: number) {
    written = { stage, percent, at: now() };
    heldBack = undefined;
    writes = writes.then(() =>
      write(stage, percent).then(
        () => undefined,
        (error) => logger.warn("could not save a job's progress; the next report will try again", { jobId, error }),
      ),
    );
  }

  return {
    report(stage: string, percent: number) {
      const rounded = Math.round(Math.min(100, Math.max(0, Number.isFinite(percent) ? percent : 0)));
      if (written && written.stage === stage && written.percent === rounded) return;
      if (!written || written.stage !== stage || now() - written.at >= intervalMs) enqueueWrite(stage, rounded);
      else heldBack = { stage, percent: rounded };
    },
    /** Writes a held-back report, and resolves once every write asked for so far is done. */
    flush(): Promise<void> {
      if (heldBack) enqueueWrite(heldBack.stage, heldBack.percent);
      return writes;
    },
  };
}
