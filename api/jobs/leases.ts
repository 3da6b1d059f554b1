import { expressionBuilder, sql, type ExpressionBuilder } from "kysely";
import type { Db } from "../db/connection";
import type { Database, JobStatus } from "../db/schema";
import { claimNextJob } from "./claim";
import type { JobUpdates } from "./events";
import { toJob, type Job, type JobLease, type JobRow } from "./job";

export const expiredLeaseMessages = {
  retried: "The worker running this job stopped responding (its lease expired); the job was queued again.",
  givenUp: "The worker running this job stopped responding (its lease expired) and no attempts are left.",
};

interface LeaseSettings {
  now: () => number;
  owner: string;
  leaseMs: number;
  retryDelayMs: (failedAttempts: number) => number;
  updates: JobUpdates;
}

/** Only the current holder of a running job may write to it: a worker that lost its lease changes nothing. */
function heldBy(eb: ExpressionBuilder<Database, "jobs">, lease: JobLease) {
  return eb.and([eb("id", "=", lease.jobId), eb("lease_owner", "=", lease.owner), eb("attempts", "=", lease.attempt), eb("status", "=", "running")]);
}

/**
 * For a handler's writes to its own rows (a post's progress, say): true only while `lease` is still the job's, so an
 * attempt that lost its job to another worker (it stalled past its lease) writes over nothing the newer attempt did.
 */
export function leaseStillHeld<Table extends keyof Database>(lease: JobLease) {
  const heldJob = expressionBuilder<Database, never>()
    .selectFrom("jobs")
    .select("jobs.id")
    .where((eb) => heldBy(eb, lease));
  return (eb: ExpressionBuilder<Database, Table>) => eb.exists(heldJob);
}

// A cancellation asked for while the job ran wins over any way the attempt ends except success.
const cancelRequested = sql<boolean>`cancel_requested_at IS NOT NULL`;
const attemptsLeft = sql<boolean>`attempts < max_attempts`;
const status = (value: JobStatus) => sql.lit(value);
// A literal, not a parameter: PostgreSQL would type a parameter inside CASE … ELSE NULL as text, not bigint.
const finishedAt = (at: number) => sql.lit(at);

/**
 * The writes a worker makes to the jobs it runs. Each returns the job as written, or undefined when the lease was
 * lost, and tells in-process listeners about the change.
 */
export function createJobLeases(db: Db, settings: LeaseSettings) {
  const { now, owner, leaseMs, updates } = settings;

  function published(row: JobRow | undefined): Job | undefined {
    if (!row) return undefined;
    const job = toJob(row);
    updates.publish(job);
    return job;
  }

  return {
    owner,

    async claim(kinds: string[]): Promise<Job | undefined> {
      return published(await claimNextJob(db, { kinds, owner, now: now(), leaseMs }));
    },

    /** The heartbeat: extends the lease and returns the row, whose cancel_requested_at tells the worker to abort. */
    async renew(lease: JobLease): Promise<JobRow | undefined> {
      const at = now();
      return db
        .updateTable("jobs")
        .set({ lease_expires_at: at + leaseMs, heartbeat_at: at, updated_at: at })
        .where((eb) => heldBy(eb, lease))
        .returningAll()
        .executeTakeFirst();
    },

    async saveProgress(lease: JobLease, stage: string, percent: number): Promise<Job | undefined> {
      const row = await db
        .updateTable("jobs")
        .set({ progress_stage: stage, progress_percent: percent, updated_at: now() })
        .where((eb) => heldBy(eb, lease))
        .returningAll()
        .executeTakeFirst();
      return published(row);
    },

    async succeed(lease: JobLease, result: unknown): Promise<Job | undefined> {
      const at = now();
      const row = await db
        .updateTable("jobs")
        .set({
          status: "succeeded",
          result: JSON.stringify(result ?? null),
          error: null,
          progress_percent: 100,
          lease_expires_at: null,
          finished_at: at,
          updated_at: at,
        })
        .where((eb) => heldBy(eb, lease))
        .returningAll()
        .executeTakeFirst();
      return published(row);
    },

    /** The attempt failed: queued again after a backoff while attempts are left, failed for good after the last. */
    async fail(lease: JobLease, message: string): Promise<Job | undefined> {
      const at = now();
      const nextStatus = sql<JobStatus>`CASE WHEN ${cancelRequested} THEN ${status("cancelled")} WHEN ${attemptsLeft} THEN ${status("queued")} ELSE ${status("failed")} END`;
      const row = await db
        .updateTable("jobs")
        .set({
          status: nextStatus,
          error: message,
          run_after: at + settings.retryDelayMs(lease.attempt),
          lease_expires_at: null,
          finished_at: sql<number | null>`CASE WHEN ${cancelRequested} OR NOT (${attemptsLeft}) THEN ${finishedAt(at)} ELSE NULL END`,
          updated_at: at,
        })
        .where((eb) => heldBy(eb, lease))
        .returningAll()
        .executeTakeFirst();
      return published(row);
    },

    /**
     * Gives a job back without counting the attempt, for a worker that stops before the job ends: another worker may
     * claim it at once instead of waiting for the lease to expire.
     */
    async release(lease: JobLease): Promise<Job | undefined> {
      const at = now();
      const row = await db
        .updateTable("jobs")
        .set({
          status: sql<JobStatus>`CASE WHEN ${cancelRequested} THEN ${status("cancelled")} ELSE ${status("queued")} END`,
          attempts: sql<number>`CASE WHEN ${cancelRequested} THEN attempts ELSE attempts - 1 END`,
          run_after: at,
          lease_expires_at: null,
          finished_at: sql<number | null>`CASE WHEN ${cancelRequested} THEN ${finishedAt(at)} ELSE NULL END`,
          updated_at: at,
        })
        .where((eb) => heldBy(eb, lease))
        .returningAll()
        .executeTakeFirst();
      return published(row);
    },

    /**
     * Running jobs whose lease ran out belong to a worker that died or hung: they are queued again (the next claim
     * counts another attempt), or failed when that was the last attempt, or cancelled when that was asked for.
     */
    async requeueExpired(): Promise<Job[]> {
      const at = now();
      const rows = await db
        .updateTable("jobs")
        .set({
          status: sql<JobStatus>`CASE WHEN ${cancelRequested} THEN ${status("cancelled")} WHEN ${attemptsLeft} THEN ${status("queued")} ELSE ${status("failed")} END`,
          error: sql<string>`CASE WHEN ${attemptsLeft} THEN ${expiredLeaseMessages.retried} ELSE ${expiredLeaseMessages.givenUp} END`,
          run_after: at,
          lease_expires_at: null,
          finished_at: sql<number | null>`CASE WHEN ${cancelRequested} OR NOT (${attemptsLeft}) THEN ${finishedAt(at)} ELSE NULL END`,
          updated_at: at,
        })
        .where("status", "=", "running")
        .where("lease_expires_at", "<", at)
        .returningAll()
        .execute();
      const jobs = rows.map((row) => toJob(row));
      for (const job of jobs) updates.publish(job);
      return jobs;
    },
  };
}

export type JobLeases = ReturnType<typeof createJobLeases>;
