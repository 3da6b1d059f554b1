import { vi } from "vitest";
import { openDatabase, type Db } from "../db/connection";
import type { ApiHarness } from "../testing/harness";
import type { Job, JobStatus } from "./job";
import type { JobQueue } from "./queue";

/** A promise the test settles: handlers wait on it so a test decides when "work" ends, without sleeping. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** Resolves when signal fires, rejecting with its reason, as a well-behaved handler does. */
export function untilAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

export async function waitForStatus(queue: JobQueue, jobId: string, status: JobStatus, timeout = 10_000): Promise<Job> {
  return vi.waitFor(
    async () => {
      const job = await queue.get(jobId);
      if (job?.status !== status) throw new Error(`job ${jobId} is ${job?.status}, not ${status}`);
      return job;
    },
    { timeout, interval: 5 },
  );
}

/** A second connection pool to the harness's database, as another server process would have; closed by the caller. */
export function openAnotherConnection(harness: ApiHarness): Db {
  return openDatabase(harness.config.database);
}

/** Every job update a queue publishes, in order. */
export function recordUpdates(queue: JobQueue): Job[] {
  const updates: Job[] = [];
  queue.onJobUpdate((job) => updates.push(job));
  return updates;
}
