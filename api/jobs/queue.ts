import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { JobStatus } from "../db/schema";
import { createJobUpdates, type JobUpdateListener } from "./events";
import { toJob, type Job } from "./job";
import { createJobLeases, type JobLeases } from "./leases";

export interface JobQueueOptions {
  now?: () => number;
  /** Names this process in lease_owner; unique per queue so two workers in one process hold separate leases. */
  workerId?: string;
  /** How long a claimed job stays this worker's without a heartbeat; after that another worker may take it over. */
  leaseMs?: number;
  /** Wait before retrying a job whose attempt number failedAttempts threw. */
  retryDelayMs?: (failedAttempts: number) => number;
}

export interface EnqueueOptions {
  ownerUserId?: string | null;
  maxAttempts?: number;
  /** Epoch ms before which no worker starts the job; now by default. */
  runAfter?: number;
  /** Higher runs first among due jobs; 0 by default. */
  priority?: number;
  /** The caller's open transaction: the job exists only if that transaction commits. */
  trx?: DbExecutor;
}

export interface ListJobsFilter {
  ownerUserId?: string;
  kind?: string;
  statuses?: JobStatus[];
  /** Newest first; 50 by default. */
  limit?: number;
}

export interface JobQueue {
  readonly workerId: string;
  readonly leaseMs: number;
  /** The queue's clock (injected in tests): lease, retry and progress times all come from it. */
  readonly now: () => number;
  enqueue<Payload>(kind: string, payload: Payload, options?: EnqueueOptions): Promise<Job<Payload>>;
  get<Payload = unknown, Result = unknown>(id: string): Promise<Job<Payload, Result> | undefined>;
  /** A queued job is cancelled at once; a running one is asked to stop (its worker's AbortSignal fires). */
  cancel(id: string): Promise<Job | undefined>;
  list(filter?: ListJobsFilter): Promise<Job[]>;
  /** Every change this process makes (enqueue, claim, progress, outcome, cancel); returns the unsubscribe function. */
  onJobUpdate(listener: JobUpdateListener): () => void;
  /** The lease-guarded writes a worker makes: for createWorker, not for request handlers. */
  readonly leases: JobLeases;
}

/** 10 s, 40 s, 160 s, … up to 15 min: a quick second try for a passing fault, then room for a longer one to clear. */
export function exponentialRetryDelayMs(failedAttempts: number): number {
  return Math.min(15 * 60_000, 10_000 * 4 ** Math.max(0, failedAttempts - 1));
}

export function createJobQueue(db: Db, options: JobQueueOptions = {}): JobQueue {
  const now = options.now ?? Date.now;
  const workerId = options.workerId ?? `worker-${randomUUID()}`;
  const leaseMs = options.leaseMs ?? 30_000;
  const updates = createJobUpdates();
  const leases = createJobLeases(db, {
    now,
    owner: workerId,
    leaseMs,
    retryDelayMs: options.retryDelayMs ?? exponentialRetryDelayMs,
    updates,
  });

  async function get<Payload, Result>(id: string) {
    const row = await db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirst();
    return row && toJob<Payload, Result>(row);
  }

  return {
    workerId,
    leaseMs,
    now,
    leases,
    get,
    onJobUpdate: updates.subscribe,

    async enqueue(kind, payload, { ownerUserId = null, maxAttempts = 3, runAfter, priority = 0, trx } = {}) {
      if (!kind) throw new Error("A job needs a kind: the name of the handler that runs it.");
      if (!Number.isInteger(maxAttempts) || maxAttempts < 1) throw new Error(`maxAttempts must be a whole number of at least 1, not ${maxAttempts}.`);
      const at = now();
      const row = await (trx ?? db)
        .insertInto("jobs")
        .values({
          id: randomUUID(),
          kind,
          payload: JSON.stringify(payload ?? null),
          status: "queued",
          priority,
          attempts: 0,
          max_attempts: maxAttempts,
          run_after: runAfter ?? at,
          lease_owner: null,
          lease_expires_at: null,
          heartbeat_at: null,
          progress_stage: null,
          progress_percent: null,
          result: null,
          error: null,
          cancel_requested_at: null,
          owner_user_id: ownerUserId,
          created_at: at,
          updated_at: at,
          finished_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const job = toJob<typeof payload>(row);
      // Inside a caller's transaction the job may yet be rolled back: workers find it at their next poll instead.
      if (!trx) updates.publish(job);
      return job;
    },

    async cancel(id) {
      const at = now();
      const queued = sql<boolean>`status = ${sql.lit("queued")}`;
      const row = await db
        .updateTable("jobs")
        .set({
          status: sql<JobStatus>`CASE WHEN ${queued} THEN ${sql.lit("cancelled")} ELSE status END`,
          finished_at: sql<number | null>`CASE WHEN ${queued} THEN ${sql.lit(at)} ELSE finished_at END`,
          cancel_requested_at: sql<number>`COALESCE(cancel_requested_at, ${sql.lit(at)})`,
          updated_at: at,
        })
        .where("id", "=", id)
        .where("status", "in", ["queued", "running"])
        .returningAll()
        .executeTakeFirst();
      if (!row) return get(id);
      const job = toJob(row);
      updates.publish(job);
      return job;
    },

    async list({ ownerUserId, kind, statuses, limit = 50 } = {}) {
      let query = db.selectFrom("jobs").selectAll().orderBy("created_at", "desc").orderBy("id").limit(limit);
      if (ownerUserId !== undefined) query = query.where("owner_user_id", "=", ownerUserId);
      if (kind !== undefined) query = query.where("kind", "=", kind);
      if (statuses !== undefined && statuses.length > 0) query = query.where("status", "in", statuses);
      const rows = await query.execute();
      return rows.map((row) => toJob(row));
    },
  };
}
