/** What a report about a form may say and how many are kept: shared by the API and the report page. */
export const reportReasons = ["phishing", "impersonation", "spam", "other"] as const;
export type ReportReason = (typeof reportReasons)[number];

/** Enough reports for the operator to act on one form; more would only fill the table. */
export const reportLimits = { perForm: 100, details: 2000, retentionDays: 365 } as const;
