/**
 * Abuse reports about hosted forms: anyone who sees a user's form can send one, without an account. The operator
 * reads them with `npm run admin -- form-reports` and takes a form down with `disable-form`.
 */
import { randomUUID } from "node:crypto";
import type { DbExecutor } from "../db/connection";
import { escapeHtml } from "../mail/code-mail";
import type { Mail } from "../mail/mailer";
import { reportLimits, type ReportReason } from "../contract/form-reports";

const dayMs = 24 * 60 * 60_000;

export interface NewReport {
  formId: string;
  reason: ReportReason;
  details: string | null;
  now: number;
}

export type ReportOutcome = { stored: true; firstToday: boolean } | { stored: false };

/**
 * Keeps the report unless the form already has its fill. `firstToday` says whether it is the form's first in a day:
 * the operator is mailed about those only, so a flood of reports is not a flood of mail.
 */
export async function storeReport(db: DbExecutor, report: NewReport): Promise<ReportOutcome> {
  await db
    .deleteFrom("form_reports")
    .where("created_at", "<", report.now - reportLimits.retentionDays * dayMs)
    .execute();
  const { count, latest } = await db
    .selectFrom("form_reports")
    .select((eb) => [eb.fn.countAll<number>().as("count"), eb.fn.max("created_at").as("latest")])
    .where("form_id", "=", report.formId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= reportLimits.perForm) return { stored: false };
  await db.insertInto("form_reports").values({ id: randomUUID(), form_id: report.formId, reason: report.reason, details: report.details, created_at: report.now }).execute();
  return { stored: true, firstToday: latest === null || Number(latest) <= report.now - dayMs };
}

export interface ReportSummary {
  formId: string;
  reports: number;
  lastAt: number;
  reasons: string[];
  disabled: boolean;
  ownerEmail: string | null;
  title: string;
}

/** Reported forms, most reported first, with what the operator needs to decide. */
export async function listReportedForms(db: DbExecutor): Promise<ReportSummary[]> {
  const rows = await db
    .selectFrom("form_reports")
    .innerJoin("forms", "forms.id", "form_reports.form_id")
    .leftJoin("users", "users.id", "forms.owner_user_id")
    .select((eb) => [
      "form_reports.form_id as formId",
      "forms.disabled_at as disabledAt",
      "forms.definition as definition",
      "users.email as ownerEmail",
      eb.fn.countAll<number>().as("reports"),
      eb.fn.max("form_reports.created_at").as("lastAt"),
    ])
    .groupBy(["form_reports.form_id", "forms.disabled_at", "forms.definition", "users.email"])
    .orderBy("reports", "desc")
    .orderBy("lastAt", "desc")
    .execute();
  const reasons = await db.selectFrom("form_reports").select(["form_id", "reason"]).distinct().execute();
  return rows.map((row) => ({
    formId: row.formId,
    reports: Number(row.reports),
    lastAt: Number(row.lastAt),
    reasons: reasons
      .filter((reason) => reason.form_id === row.formId)
      .map((reason) => reason.reason)
      .sort(),
    disabled: row.disabledAt !== null,
    ownerEmail: row.ownerEmail,
    title: (JSON.parse(row.definition) as { title: { en: string } }).title.en,
  }));
}

/** The operator's mail about a form's first report of the day (English: it goes to the operator, not a visitor). */
export function reportMail(options: { to: string; formId: string; reason: ReportReason; details: string | null; appUrl: string }): Mail {
  const lines = [
    `Someone reported the hosted form ${options.formId} as ${options.reason}.`,
    ...(options.details ? [`What they wrote: ${options.details}`] : []),
    `The form: ${options.appUrl}/to/${options.formId}`,
    "All reports: npm run admin -- form-reports",
    `To take the form down: npm run admin -- disable-form ${options.formId}`,
    "Further reports about this form today are stored without another e-mail.",
  ];
  return {
    to: options.to,
    subject: `Promoreel: form ${options.formId} was reported`,
    text: lines.join("\n\n"),
    html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join("\n"),
  };
}
