/**
 * The browser error reports of `POST platform/exception`, grouped for the operator (`npm run admin -- errors`): one
 * group per message and page, so an error that many visitors meet is one line with its count.
 */
import type { DbExecutor } from "../db/connection";

export interface ExceptionGroup {
  message: string;
  /** The page the error happened on, as the browser sent it; null when it sent none. */
  url: string | null;
  reports: number;
  lastAt: number;
}

/** The groups seen most recently first, at most `limit` of them; `more` says whether others were left out. */
export async function listExceptionGroups(db: DbExecutor, limit: number): Promise<{ groups: ExceptionGroup[]; more: boolean }> {
  const rows = await db
    .selectFrom("exception_reports")
    .select((eb) => ["message", "url", eb.fn.countAll<number>().as("reports"), eb.fn.max("created_at").as("lastAt")])
    .groupBy(["message", "url"])
    .orderBy("lastAt", "desc")
    .orderBy("reports", "desc")
    .limit(limit + 1)
    .execute();
  const groups = rows.slice(0, limit).map((row) => ({ message: row.message, url: row.url, reports: Number(row.reports), lastAt: Number(row.lastAt) }));
  return { groups, more: rows.length > limit };
}
