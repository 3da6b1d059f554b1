/** Error reports sent by browsers: stored for whoever investigates, within the table's caps (api/lib/stored-reports.ts). */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import { admitStoredReport, storedReportRules } from "../lib/stored-reports";

export interface ExceptionReport {
  userId: string | null;
  message: string;
  stack: string | null;
  url: string | null;
  userAgent: string | null;
  clientIp: string;
}

/** Stores the report and returns its id; a 429 when the sender's share of the hour is used up. */
export async function storeExceptionReport(db: Db, report: ExceptionReport, now: () => number): Promise<string> {
  await admitStoredReport(db, storedReportRules.exceptionReports, report.userId, now());
  const id = randomUUID();
  await db
    .insertInto("exception_reports")
    .values({
      id,
      user_id: report.userId,
      message: report.message,
      stack: report.stack,
      url: report.url,
      user_agent: report.userAgent,
      client_ip: report.clientIp,
      created_at: now(),
    })
    .execute();
  return id;
}
