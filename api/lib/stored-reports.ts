/**
 * Feedback and browser error reports can be posted by anyone, and the per-IP rate limit does not stop someone with
 * many addresses from filling the disk with them. So each table holds a bounded number of rows: at most so many new
 * rows per hour for all anonymous senders together and for each signed-in user, and none older than its expiry.
 */
import { randomUUID } from "node:crypto";
import { tooManyRequests } from "../http/errors";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";

type ReportTable = "feedback" | "exception_reports";

const hour = 60 * 60_000;
const day = 24 * hour;

export interface StoredReportRule<Table extends ReportTable = ReportTable> {
  table: Table;
  windowMs: number;
  /** New rows per window from all anonymous senders together. */
  anonymousPerWindow: number;
  /** New rows per window from one signed-in user. */
  perUserPerWindow: number;
  /** Rows older than this are deleted. */
  keepMs: number;
}

/** The figures docs/api-v1.md states. */
export const storedReportRules = {
  feedback: { table: "feedback", windowMs: hour, anonymousPerWindow: 200, perUserPerWindow: 20, keepMs: 180 * day },
  exceptionReports: { table: "exception_reports", windowMs: hour, anonymousPerWindow: 500, perUserPerWindow: 50, keepMs: 30 * day },
} as const satisfies Record<string, StoredReportRule>;

/**
 * Deletes the table's expired rows, then throws a 429 when the sender's share of the current window is used up.
 * Checked before the insert, not in one transaction with it: parallel posts may pass the cap by a few rows, which
 * bounds the table just the same.
 */
async function admitStoredReport(db: Db, rule: StoredReportRule, userId: string | null, now: number): Promise<void> {
  await db
    .deleteFrom(rule.table)
    .where("created_at", "<", now - rule.keepMs)
    .execute();
  const windowStart = now - rule.windowMs;
  const recent = db
    .selectFrom(rule.table)
    .where("created_at", ">", windowStart)
    .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)));
  const counted = await recent.select([db.fn.countAll<number>().as("n"), db.fn.min<number>("created_at").as("oldest")]).executeTakeFirstOrThrow();
  const cap = userId === null ? rule.anonymousPerWindow : rule.perUserPerWindow;
  if (Number(counted.n) < cap) return;
  // The window slides: room comes back when its oldest row leaves it.
  const retryAfterMs = Number(counted.oldest) + rule.windowMs - now;
  throw tooManyRequests(Math.max(1, Math.ceil(retryAfterMs / 1000)));
}

/** Stores one report within its table's caps (a 429 past them) and returns its id. */
export async function storeReport<Table extends ReportTable>(
  db: Db,
  rule: StoredReportRule<Table>,
  report: Omit<Database[Table], "id" | "created_at">,
  now: () => number,
): Promise<string> {
  await admitStoredReport(db, rule, report.user_id, now());
  const id = randomUUID();
  const row = { ...report, id, created_at: now() } as Database[Table];
  // Kysely cannot follow a table name chosen by a type parameter to its columns: the row's type stands for them.
  await db
    .insertInto(rule.table as ReportTable)
    .values(row)
    .execute();
  return id;
}
