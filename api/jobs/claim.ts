import { PostgresAdapter } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { JobRow } from "./job";

export interface ClaimRequest {
  /** Only kinds this worker has handlers for: another deployment's jobs stay queued for its own workers. */
  kinds: string[];
  owner: string;
  now: number;
  leaseMs: number;
}

/**
 * Takes the next due queued job for request.owner, or nothing. Atomic on both databases: PostgreSQL locks the chosen
 * row and skips rows other workers hold, so many processes claim in parallel without waiting on each other; SQLite has
 * one writer at a time, so a single UPDATE whose WHERE re-checks the status is enough (one worker process per file).
 */
export async function claimNextJob(db: Db, request: ClaimRequest): Promise<JobRow | undefined> {
  if (request.kinds.length === 0) return undefined;
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    return db.transaction().execute(async (trx) => {
      const next = await nextDueJobId(trx, request).forUpdate().skipLocked().executeTakeFirst();
      return next && takeLease(trx, request).where("id", "=", next.id).returningAll().executeTakeFirstOrThrow();
    });
  }
  return takeLease(db, request).where("id", "=", nextDueJobId(db, request)).where("status", "=", "queued").returningAll().executeTakeFirst();
}

function nextDueJobId(db: DbExecutor, { kinds, now }: ClaimRequest) {
  return db
    .selectFrom("jobs")
    .select("id")
    .where("status", "=", "queued")
    .where("run_after", "<=", now)
    .where("kind", "in", kinds)
    .orderBy("priority", "desc")
    .orderBy("run_after")
    .limit(1);
}

function takeLease(db: DbExecutor, { owner, now, leaseMs }: ClaimRequest) {
  return db.updateTable("jobs").set((eb) => ({
    status: "running",
    attempts: eb("attempts", "+", 1),
    lease_owner: owner,
    lease_expires_at: now + leaseMs,
    heartbeat_at: now,
    // Progress belongs to an attempt: a retry starts from nothing rather than showing the failed attempt's stage.
    progress_stage: null,
    progress_percent: null,
    updated_at: now,
  }));
}
