/** The durable job queue (docs/decisions/050-durable-job-queue.md). */
export { createJobQueue, exponentialRetryDelayMs, type EnqueueOptions, type JobQueue, type JobQueueOptions, type ListJobsFilter } from "./queue";
export { createWorker, defaultConcurrency, type StopOptions, type Worker, type WorkerOptions } from "./worker";
export type { JobContext, JobHandler } from "./running-job";
export { leaseOf, type Job, type JobLease, type JobStatus } from "./job";
export { leaseStillHeld } from "./leases";
export type { JobUpdateListener } from "./events";
export { JobCancelledError, JobLeaseLostError, WorkerStoppingError } from "./errors";
