import type { Selectable } from "kysely";
import type { JobsTable, JobStatus } from "../db/schema";

export type { JobStatus };
export type JobRow = Selectable<JobsTable>;

/** A job as callers see it: the row, with payload and result parsed from their JSON text. */
export type Job<Payload = unknown, Result = unknown> = Omit<JobRow, "payload" | "result"> & {
  payload: Payload;
  result: Result | null;
};

/** What a worker holds while it runs a job: every write it makes is guarded by all three, so a lost lease writes nothing. */
export interface JobLease {
  jobId: string;
  owner: string;
  /** The attempt this lease was granted for: a later claim of the same job, even by the same worker, is another lease. */
  attempt: number;
}

export function toJob<Payload = unknown, Result = unknown>(row: JobRow): Job<Payload, Result> {
  return {
    ...row,
    payload: JSON.parse(row.payload) as Payload,
    result: row.result === null ? null : (JSON.parse(row.result) as Result),
  };
}

export function leaseOf(job: Pick<JobRow, "id" | "lease_owner" | "attempts">): JobLease {
  if (job.lease_owner === null) throw new Error(`job ${job.id} is not leased`);
  return { jobId: job.id, owner: job.lease_owner, attempt: job.attempts };
}
