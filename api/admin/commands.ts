/** The administrator's commands (`npm run admin -- <command>`), apart from process wiring so they read plainly. */
import type { DbExecutor } from "../db/connection";
import { findBillingCustomer, isPayingStatus } from "../billing/billing-customers";
import { setFormDisabled } from "../forms/forms";
import { listReportedForms } from "../forms/reports";
import { listExceptionGroups } from "../platform/exception-groups";
import { changePlan } from "../plans/plan-changes";
import { plans, type Plan } from "../contract/plans";
import { publishJobKind } from "../social/publish-job";
import { statsJobKind } from "../social/stats-job";

export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;

const defaultFeedbackCount = 50;
const maxFeedbackCount = 1000;

export const usage = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <plan>   put the user with this e-mail on a plan: ${plans.join(", ")}
                            (recorded in the plan history as an admin change)
  form-reports              list the hosted forms visitors reported, most reported first
  disable-form <form id>    take a form down: its page is gone and it takes no answers
  feedback [count]          the latest feedback messages (default ${defaultFeedbackCount}, at most ${maxFeedbackCount}), newest first
  enable-form <form id>     put a form taken down back up
  errors                    list the errors browsers reported, grouped by message and page, latest first
  social-due-now <email>    send this user's scheduled social posts and fetch their platform figures now, instead of
                            at their times (the posts keep their scheduled time; the e2e journeys use it as their clock)
  help                      show this text

Works on the configured database: DATABASE_URL, or the SQLite file in DATA_DIR (default ./data).
With Stripe configured, a user's own subscription sets the plan again on Stripe's next event about it.`;

export type AdminCommand =
  | { kind: "help" }
  | { kind: "set-plan"; email: string; plan: Plan }
  | { kind: "form-reports" }
  | { kind: "errors" }
  | { kind: "disable-form" | "enable-form"; formId: string }
  | { kind: "feedback"; count: number }
  | { kind: "social-due-now"; email: string }
  /** Wrong usage: message for stderr, exit code 2; nothing is opened. */
  | { kind: "usage-error"; message: string };

/** Reads the arguments without touching the database, so wrong usage never opens or migrates it. */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [command, ...rest] = args;
  if (command === undefined) return { kind: "usage-error", message: usage };
  if (["help", "--help", "-h"].includes(command)) return { kind: "help" };
  if (command === "form-reports") return rest.length === 0 ? { kind: "form-reports" } : { kind: "usage-error", message: "form-reports takes no arguments." };
  if (command === "errors") return rest.length === 0 ? { kind: "errors" } : { kind: "usage-error", message: "errors takes no arguments." };
  if (command === "feedback") return parseFeedbackCount(rest);
  if (command === "social-due-now") {
    if (rest.length !== 1) return { kind: "usage-error", message: "social-due-now takes an e-mail, e.g.: npm run admin -- social-due-now ada@example.com" };
    return { kind: "social-due-now", email: rest[0]!.trim().toLowerCase() };
  }
  if (command === "disable-form" || command === "enable-form") {
    if (rest.length !== 1) return { kind: "usage-error", message: `${command} takes a form id, e.g.: npm run admin -- ${command} x7Kp2QaZ9m` };
    return { kind: command, formId: rest[0]!.trim() };
  }
  if (command !== "set-plan") return { kind: "usage-error", message: `Unknown command "${command}".\n\n${usage}` };
  if (rest.length !== 2) return { kind: "usage-error", message: "set-plan takes an e-mail and a plan, e.g.: npm run admin -- set-plan ada@example.com pro" };
  const plan = rest[1]!.trim().toLowerCase();
  if (!(plans as readonly string[]).includes(plan)) return { kind: "usage-error", message: `Unknown plan "${rest[1]}". Plans: ${plans.join(", ")}.` };
  return { kind: "set-plan", email: rest[0]!.trim().toLowerCase(), plan: plan as Plan };
}

function parseFeedbackCount(rest: readonly string[]): AdminCommand {
  if (rest.length === 0) return { kind: "feedback", count: defaultFeedbackCount };
  const count = Number(rest[0]);
  if (rest.length > 1 || !Number.isInteger(count) || count < 1 || count > maxFeedbackCount) {
    return { kind: "usage-error", message: `feedback takes at most one count from 1 to ${maxFeedbackCount}, e.g.: npm run admin -- feedback 20` };
  }
  return { kind: "feedback", count };
}

export interface AdminContext {
  db: DbExecutor;
  now: () => number;
  /** Who runs the command, for the plan history. */
  actor: string;
  out(line: string): void;
  err(line: string): void;
}

/** set-plan: returns the process exit code (0 done, 1 no such user). */
export async function setPlan(context: AdminContext, email: string, plan: Plan): Promise<number> {
  const user = await context.db.selectFrom("users").select(["id", "email"]).where("email", "=", email).executeTakeFirst();
  if (!user) {
    context.err(`No user has the e-mail ${email}. Check the address; the person must have signed up first.`);
    return exitCodes.failed;
  }
  const result = await changePlan(context.db, { userId: user.id, to: plan, source: "admin_cli", actor: context.actor, now: context.now() });
  if (result.changed) context.out(`${user.email}: plan changed from ${result.from} to ${result.to}.`);
  else context.out(`${user.email} is already on ${plan}; nothing changed.`);

  const billing = await findBillingCustomer(context.db, user.id);
  if (billing && isPayingStatus(billing.subscription_status) && billing.subscription_plan !== plan) {
    context.err(
      `Note: ${user.email} pays for ${billing.subscription_plan} through Stripe (subscription ${billing.stripe_subscription_id}, ${billing.subscription_status}). ` +
        "Stripe's next event about it sets that plan again: change or cancel the subscription in the Stripe dashboard too.",
    );
  }
  return exitCodes.ok;
}

/** form-reports: one line per reported form, most reported first. */
export async function listFormReports(context: AdminContext): Promise<number> {
  const forms = await listReportedForms(context.db);
  if (forms.length === 0) {
    context.out("No form has been reported.");
    return exitCodes.ok;
  }
  for (const form of forms) {
    const state = form.disabled ? "taken down" : "live";
    const owner = form.ownerEmail ?? "deleted account";
    context.out(`${form.formId}  ${form.reports} report(s), last ${new Date(form.lastAt).toISOString()}  ${form.reasons.join(", ")}  ${state}  "${form.title}" by ${owner}`);
  }
  return exitCodes.ok;
}

/** disable-form and enable-form: 0 done, 1 no such form. */
export async function setFormTakenDown(context: AdminContext, formId: string, takenDown: boolean): Promise<number> {
  if (!(await setFormDisabled(context.db, formId, takenDown ? context.now() : null))) {
    context.err(`No form has the id ${formId}.`);
    return exitCodes.failed;
  }
  context.out(takenDown ? `${formId} is taken down: its page is gone and it takes no answers.` : `${formId} is back up.`);
  return exitCodes.ok;
}

/** How many groups `errors` prints: the latest are the ones worth reading. */
export const errorGroupsShown = 100;

/** errors: one line per message and page, seen most recently first, with how often and when last. */
export async function listErrorReports(context: AdminContext): Promise<number> {
  const { groups, more } = await listExceptionGroups(context.db, errorGroupsShown);
  if (groups.length === 0) {
    context.out("No error has been reported.");
    return exitCodes.ok;
  }
  for (const group of groups) {
    // A message can span lines (a stack pasted into it): one line per group keeps the list readable.
    const message = group.message.replace(/\s+/g, " ").trim();
    context.out(`${group.reports} report(s), last ${new Date(group.lastAt).toISOString()}  ${group.url ?? "(no page)"}  ${message}`);
  }
  if (more) context.out(`Only the ${errorGroupsShown} groups seen most recently are shown.`);
  return exitCodes.ok;
}

/**
 * feedback: the latest messages, newest first, each as a line saying when, from whom and from which page, then its
 * text indented (a message may hold several lines).
 */
export async function listFeedback(context: AdminContext, count: number): Promise<number> {
  const messages = await context.db
    .selectFrom("feedback")
    .leftJoin("users", "users.id", "feedback.user_id")
    .select(["feedback.created_at", "feedback.user_id", "feedback.email", "feedback.page", "feedback.content", "users.email as account_email"])
    .orderBy("feedback.created_at", "desc")
    .orderBy("feedback.id", "desc")
    .limit(count)
    .execute();
  if (messages.length === 0) {
    context.out("No feedback has been sent.");
    return exitCodes.ok;
  }
  for (const message of messages) {
    const sender = message.account_email ?? (message.user_id ? "deleted account" : (message.email ?? "anonymous"));
    const from = message.user_id ? `${sender} (signed in)` : sender;
    context.out(`${new Date(Number(message.created_at)).toISOString()}  ${from}  ${message.page ?? "no page"}`);
    for (const line of message.content.split(/\r?\n/)) context.out(`    ${line}`);
    context.out("");
  }
  return exitCodes.ok;
}

/**
 * social-due-now: the user's waiting publish and figures jobs become due at once; the running worker takes them on its
 * next poll. Nothing else about the posts changes.
 */
export async function makeSocialJobsDue(context: AdminContext, email: string): Promise<number> {
  const user = await context.db.selectFrom("users").select(["id", "email"]).where("email", "=", email).executeTakeFirst();
  if (!user) {
    context.err(`No user has the e-mail ${email}.`);
    return exitCodes.failed;
  }
  const now = context.now();
  const result = await context.db
    .updateTable("jobs")
    .set({ run_after: now, updated_at: now })
    .where("owner_user_id", "=", user.id)
    .where("status", "=", "queued")
    .where("kind", "in", [publishJobKind, statsJobKind])
    .where("run_after", ">", now)
    .executeTakeFirst();
  context.out(`${user.email}: ${Number(result.numUpdatedRows)} social job(s) are due now.`);
  return exitCodes.ok;
}
