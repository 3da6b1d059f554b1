import os from "node:os";
import { logger } from "../lib/logger";
import type { Job } from "./job";
import type { JobQueue } from "./queue";
import { runClaimedJob, type JobHandler, type RunningJob } from "./running-job";

export interface WorkerOptions {
  /** Jobs run at once by this worker; by default one core is left for the web server, and at most 2 (renders are heavy). */
  concurrency?: number;
  /** How often to look for due jobs when nothing in this process said there is one. */
  pollMs?: number;
  /** Lease renewal and cancellation check; well under the queue's leaseMs so a slow beat or two do not lose the job. */
  heartbeatMs?: number;
  /** Least time between two progress writes within one stage. */
  progressIntervalMs?: number;
}

export interface StopOptions {
  /** How long running jobs may take to finish before they are aborted and given back to the queue. */
  timeoutMs?: number;
}

export interface Worker {
  readonly workerId: string;
  /** Stops claiming, then waits for running jobs, or gives them back after timeoutMs. Safe to call twice. */
  stop(options?: StopOptions): Promise<void>;
}

export function defaultConcurrency(): number {
  return Math.min(2, Math.max(1, os.availableParallelism() - 1));
}

/** Starts claiming and running jobs of the kinds in handlers at once. */
export function createWorker(queue: JobQueue, handlers: Record<string, JobHandler>, options: WorkerOptions = {}): Worker {
  const concurrency = options.concurrency ?? defaultConcurrency();
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error(`Worker concurrency must be a whole number of at least 1, not ${concurrency}.`);
  const pollMs = options.pollMs ?? 1_000;
  const jobSettings = {
    heartbeatMs: options.heartbeatMs ?? Math.floor(queue.leaseMs / 3),
    progressIntervalMs: options.progressIntervalMs ?? 1_000,
  };
  const kinds = Object.keys(handlers);
  const running = new Map<string, RunningJob>();
  let stopping = false;
  let stopped: Promise<void> | undefined;

  // The loop sleeps between polls; a freed slot, a job enqueued in this process, or stop() wakes it early.
  let wakeRequested = false;
  let wakeSleeper: (() => void) | undefined;
  function wake() {
    wakeRequested = true;
    wakeSleeper?.();
  }
  function sleep(ms: number) {
    if (wakeRequested) {
      wakeRequested = false;
      return Promise.resolve();
    }
    return new Promise<void>((resolve) => {
      const timer = setTimeout(finish, ms);
      function finish() {
        clearTimeout(timer);
        wakeSleeper = undefined;
        wakeRequested = false;
        resolve();
      }
      wakeSleeper = finish;
    });
  }

  const stopWatchingQueue = queue.onJobUpdate((job) => {
    if (job.status === "queued" && kinds.includes(job.kind)) wake();
  });

  function start(job: Job) {
    const runningJob = runClaimedJob(queue, job, handlers[job.kind], jobSettings);
    running.set(job.id, runningJob);
    void runningJob.done.then(() => {
      running.delete(job.id);
      wake();
    });
  }

  async function fillFreeSlots() {
    if (running.size >= concurrency) return;
    await queue.leases.requeueExpired();
    while (!stopping && running.size < concurrency) {
      const job = await queue.leases.claim(kinds);
      if (!job) return;
      start(job);
    }
  }

  const loop = (async () => {
    while (!stopping) {
      try {
        await fillFreeSlots();
      } catch (error) {
        logger.error("the job worker could not claim jobs; it will try again", { workerId: queue.workerId, error });
      }
      if (!stopping) await sleep(pollMs);
    }
  })();

  async function stopRunning(timeoutMs: number) {
    stopping = true;
    stopWatchingQueue();
    wake();
    await loop;
    const allDone = Promise.all([...running.values()].map((job) => job.done));
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), timeoutMs)));
    const gaveUp = await Promise.race([allDone.then(() => false), timedOut]);
    clearTimeout(timer);
    if (!gaveUp) return;
    await Promise.all(
      [...running.entries()].map(([jobId, job]) =>
        job.abandon().catch((error) => logger.error("could not give a job back; it will be retried when its lease expires", { jobId, error })),
      ),
    );
  }

  return {
    workerId: queue.workerId,
    stop({ timeoutMs = 30_000 } = {}) {
      stopped ??= stopRunning(timeoutMs);
      return stopped;
    },
  };
}
