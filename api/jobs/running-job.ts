import { logger } from "../lib/logger";
import { JobCancelledError, JobLeaseLostError, WorkerStoppingError } from "./errors";
import { leaseOf, type Job } from "./job";
import { createProgressWriter } from "./progress";
import type { JobQueue } from "./queue";

export interface JobContext {
  /** Fires when the job is cancelled, when another worker took it over, or when the worker stops without waiting. */
  signal: AbortSignal;
  /** Stage name and 0–100; cheap to call often: writes are throttled and never awaited. */
  reportProgress(stage: string, percent: number): void;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a handler declares the payload it expects; the queue stores any JSON
export type JobHandler = (job: Job<any>, context: JobContext) => Promise<unknown>;

export interface RunningJobSettings {
  heartbeatMs: number;
  progressIntervalMs: number;
}

export interface RunningJob {
  /** Settles once the outcome is written (or found to belong to another lease); never rejects. */
  done: Promise<void>;
  /** Gives the job back to the queue and aborts the handler, for a worker that stops without waiting. */
  abandon(): Promise<void>;
}

function describeError(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

/** Runs one claimed job: heartbeat, progress, cancellation, and the lease-guarded write of how it ended. */
export function runClaimedJob(queue: JobQueue, job: Job, handler: JobHandler, settings: RunningJobSettings): RunningJob {
  const lease = leaseOf(job);
  const aborter = new AbortController();
  let givenBack = false;
  const progress = createProgressWriter({
    jobId: job.id,
    now: queue.now,
    intervalMs: settings.progressIntervalMs,
    write: (stage, percent) => queue.leases.saveProgress(lease, stage, percent),
  });

  // Same process: a cancel through this queue aborts at once. Other processes' cancels arrive with the heartbeat.
  const stopWatchingCancels = queue.onJobUpdate((update) => {
    if (update.id === job.id && update.cancel_requested_at !== null) aborter.abort(new JobCancelledError(job.id));
  });

  let beating = false;
  const heartbeat = setInterval(async () => {
    if (beating) return;
    beating = true;
    try {
      await progress.flush();
      const row = await queue.leases.renew(lease);
      if (!row) {
        clearInterval(heartbeat);
        aborter.abort(new JobLeaseLostError(job.id));
      } else if (row.cancel_requested_at !== null) {
        aborter.abort(new JobCancelledError(job.id));
      }
    } catch (error) {
      // A database hiccup: the lease outlives a few missed beats, so try again at the next one.
      logger.warn("could not renew a job's lease", { jobId: job.id, error });
    } finally {
      beating = false;
    }
  }, settings.heartbeatMs);

  function stopSupervising() {
    clearInterval(heartbeat);
    stopWatchingCancels();
  }

  function logLostLease() {
    logger.warn("a job attempt ended after losing its lease; its outcome was discarded", { jobId: job.id, attempt: lease.attempt });
  }

  async function writeOutcome(outcome: { result: unknown } | { error: unknown }) {
    await progress.flush();
    if (givenBack) return;
    if ("result" in outcome) {
      if (!(await queue.leases.succeed(lease, outcome.result))) logLostLease();
      return;
    }
    const written = await queue.leases.fail(lease, describeError(outcome.error));
    if (!written) logLostLease();
    else if (written.status !== "cancelled") {
      // A retried failure is routine; the last one needs a person.
      const log = written.status === "failed" ? logger.warn : logger.info;
      log(written.status === "failed" ? "a job failed on its last attempt" : "a job attempt failed; it will be retried", {
        jobId: job.id,
        kind: job.kind,
        attempt: lease.attempt,
        error: outcome.error,
      });
    }
  }

  const done = (async () => {
    let outcome: { result: unknown } | { error: unknown };
    try {
      outcome = { result: await handler(job, { signal: aborter.signal, reportProgress: progress.report }) };
    } catch (error) {
      outcome = { error };
    }
    stopSupervising();
    try {
      await writeOutcome(outcome);
    } catch (error) {
      // The lease will expire and the job will be retried: better twice than lost.
      logger.error("could not record how a job ended; it will be retried when its lease expires", { jobId: job.id, error });
    }
  })();

  return {
    done,
    async abandon() {
      givenBack = true;
      stopSupervising();
      await queue.leases.release(lease);
      aborter.abort(new WorkerStoppingError(job.id));
    },
  };
}
