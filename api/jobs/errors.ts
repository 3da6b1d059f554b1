/** Reasons a running job's AbortSignal fires; handlers may check `signal.reason` to tell them apart. */

export class JobCancelledError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was cancelled.`);
    this.name = "JobCancelledError";
  }
}

/** Another worker took the job over (this one missed its heartbeats): whatever this attempt produces is discarded. */
export class JobLeaseLostError extends Error {
  constructor(jobId: string) {
    super(`This worker no longer holds job ${jobId}: its lease expired and the job was handed to another attempt.`);
    this.name = "JobLeaseLostError";
  }
}

/** The worker is shutting down and did not wait any longer: the job went back to the queue for another worker. */
export class WorkerStoppingError extends Error {
  constructor(jobId: string) {
    super(`The worker stopped before job ${jobId} finished; the job was queued again.`);
    this.name = "WorkerStoppingError";
  }
}
