import { logger } from "../lib/logger";
import type { Job } from "./job";

export type JobUpdateListener = (job: Job) => void;

/**
 * In-process fan-out of job changes, for live progress (a server-sent-event stream) and for the worker's instant
 * cancellation. Only changes made through this process's queue are seen; the progress columns serve other processes.
 */
export function createJobUpdates() {
  const listeners = new Set<JobUpdateListener>();
  return {
    subscribe(listener: JobUpdateListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publish(job: Job) {
      for (const listener of listeners) {
        // A failing listener (a closed stream) must not break the write that published, nor the other listeners.
        try {
          listener(job);
        } catch (error) {
          logger.warn("a job update listener failed", { jobId: job.id, error });
        }
      }
    },
  };
}

export type JobUpdates = ReturnType<typeof createJobUpdates>;
