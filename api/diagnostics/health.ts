/**
 * The health report of `/test` (docs/decisions/191): each check a monitor may alert on, from what the server already
 * has: the database, the data disk's reserve check, the job queue's rows and leases, and the render tools on disk.
 * Only counts and ages leave here: no paths, addresses, names or secrets.
 */
import { open, statfs } from "node:fs/promises";
import { sql } from "kysely";
import { findExecutable } from "../../studio/render/media-tools";
import { festivalPathFromEnv } from "../../studio/voice";
import type { ApiConfig, DatabaseConfig } from "../config";
import { healthCheckNames, type HealthReport } from "../contract/diagnostics";
import type { Db } from "../db/connection";
import type { StorageSpace } from "../lib/storage-space";
import type { RenderStages } from "../../studio/render";
import packageInfo from "../../package.json";

/** Workers renew a running job's lease every 10 s (a third of JOB_LEASE_MS): a minute without one is a dead worker. */
const workerWindowMs = 60_000;
/** A job due this long with no worker seen means nobody is taking jobs. */
const unattendedAfterMs = 60_000;
/** Renders take a minute or two each: a job due this long means renders are not keeping up. */
const backlogAfterMs = 10 * 60_000;
/** Monitors and curious visitors share one report a second: a flood of /test costs three small queries a second. */
const reportReusedMs = 1_000;

export interface HealthDeps {
  config: Pick<ApiConfig, "dataDir" | "database" | "tts" | "now">;
  db: Db;
  storage: StorageSpace;
  tools: RenderStages["tools"];
  env: NodeJS.ProcessEnv;
}

interface QueueState {
  waiting: number;
  oldestDueAt: number | null;
  workersSeen: number;
}

async function readQueueState(db: Db, now: number): Promise<QueueState> {
  const due = await db
    .selectFrom("jobs")
    .select((eb) => [eb.fn.countAll<number | string>().as("waiting"), eb.fn.min<number | string | null>("run_after").as("oldest")])
    .where("status", "=", "queued")
    .where("run_after", "<=", now)
    .executeTakeFirstOrThrow();
  const workers = await db
    .selectFrom("jobs")
    .select((eb) => eb.fn.count<number | string>("lease_owner").distinct().as("seen"))
    .where("heartbeat_at", ">=", now - workerWindowMs)
    .executeTakeFirstOrThrow();
  return { waiting: Number(due.waiting), oldestDueAt: due.oldest === null ? null : Number(due.oldest), workersSeen: Number(workers.seen) };
}

const sqliteHeader = Buffer.from("SQLite format 3\0");

/**
 * The database answers a read of a table, and a SQLite file can still be opened and is still a database: the open
 * connection keeps answering from its cache after the file was deleted, replaced or made unreadable, until it restarts.
 */
async function databaseReads(db: Db, database: DatabaseConfig): Promise<boolean> {
  try {
    await sql`SELECT count(*) FROM users`.execute(db);
    if (database.kind === "postgres") return true;
    const file = await open(database.file, "r");
    try {
      const { buffer } = await file.read(Buffer.alloc(sqliteHeader.length), 0, sqliteHeader.length, 0);
      return buffer.equals(sqliteHeader);
    } finally {
      await file.close();
    }
  } catch {
    return false;
  }
}

async function freeBytes(dataDir: string): Promise<number | null> {
  try {
    const stats = await statfs(dataDir);
    return stats.bavail * stats.bsize;
  } catch {
    return null;
  }
}

export function createHealthReporter(deps: HealthDeps): () => Promise<HealthReport> {
  let last: { at: number; report: Promise<HealthReport> } | undefined;

  async function check(): Promise<HealthReport> {
    const now = deps.config.now();
    const [databaseOk, writable, free, queue] = await Promise.all([
      databaseReads(deps.db, deps.config.database),
      deps.storage.isWritable(),
      freeBytes(deps.config.dataDir),
      readQueueState(deps.db, now).catch(() => null),
    ]);
    const oldestWaitingMs = queue?.oldestDueAt == null ? null : Math.max(0, now - queue.oldestDueAt);
    const unattended = queue !== null && oldestWaitingMs !== null && oldestWaitingMs > unattendedAfterMs && queue.workersSeen === 0;
    // The built-in voice needs festival; a configured HTTP voice is another voice, reached only when a render asks.
    const voiceOk = findExecutable(festivalPathFromEnv(deps.env), deps.env) !== null || deps.config.tts !== undefined;
    const checks: HealthReport["checks"] = {
      database: { name: "database", ok: databaseOk },
      disk: { name: "disk", ok: writable, free_bytes: free },
      queue: { name: "queue", ok: queue !== null && (oldestWaitingMs ?? 0) <= backlogAfterMs, waiting: queue?.waiting ?? 0, oldest_waiting_ms: oldestWaitingMs },
      workers: { name: "workers", ok: queue !== null && !unattended, seen_last_minute: queue?.workersSeen ?? 0 },
      ffmpeg: { name: "ffmpeg", ok: findExecutable(deps.tools.ffmpegPath, deps.env) !== null && findExecutable(deps.tools.ffprobePath, deps.env) !== null },
      voice: { name: "voice", ok: voiceOk },
    };
    const failing = healthCheckNames.filter((name) => !checks[name].ok);
    return { status: failing.length === 0 ? "ok" : "unavailable", version: packageInfo.version, checked_at: now, failing, checks };
  }

  return () => {
    if (last && Date.now() - last.at < reportReusedMs) return last.report;
    last = { at: Date.now(), report: check() };
    return last.report;
  };
}
