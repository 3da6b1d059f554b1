/** Feedback anyone may send, signed in or not: stored for the team within the table's caps (api/lib/stored-reports.ts). */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import { admitStoredReport, storedReportRules } from "../lib/stored-reports";

export interface Feedback {
  userId: string | null;
  email: string | null;
  page: string | null;
  content: string;
}

/** Stores the feedback and returns its id; a 429 when the sender's share of the hour is used up. */
export async function storeFeedback(db: Db, feedback: Feedback, now: () => number): Promise<string> {
  await admitStoredReport(db, storedReportRules.feedback, feedback.userId, now());
  const id = randomUUID();
  await db
    .insertInto("feedback")
    .values({ id, user_id: feedback.userId, email: feedback.email, page: feedback.page, content: feedback.content, created_at: now() })
    .execute();
  return id;
}
