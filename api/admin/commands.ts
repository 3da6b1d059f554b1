/** The administrator's commands (`npm run admin -- <command>`), apart from process wiring so they read plainly. */
import type { DbExecutor } from "../db/connection";
import { findBillingCustomer, isPayingStatus } from "../billing/billing-customers";
import { changePlan } from "../plans/plan-changes";
import { plans, type Plan } from "../plans/plans";

export const exitCodes = { ok: 0, failed: 1, usage: 2 } as const;

export const usage = `Usage: npm run admin -- <command>

Commands:
  set-plan <email> <plan>   put the user with this e-mail on a plan: ${plans.join(", ")}
                            (recorded in the plan history as an admin change)
  help                      show this text

Works on the configured database: DATABASE_URL, or the SQLite file in DATA_DIR (default ./data).
With Stripe configured, a user's own subscription sets the plan again on Stripe's next event about it.`;

export type AdminCommand =
  | { kind: "help" }
  | { kind: "set-plan"; email: string; plan: Plan }
  /** Wrong usage: message for stderr, exit code 2; nothing is opened. */
  | { kind: "usage-error"; message: string };

/** Reads the arguments without touching the database, so wrong usage never opens or migrates it. */
export function parseAdminCommand(args: readonly string[]): AdminCommand {
  const [command, ...rest] = args;
  if (command === undefined) return { kind: "usage-error", message: usage };
  if (["help", "--help", "-h"].includes(command)) return { kind: "help" };
  if (command !== "set-plan") return { kind: "usage-error", message: `Unknown command "${command}".\n\n${usage}` };
  if (rest.length !== 2) return { kind: "usage-error", message: "set-plan takes an e-mail and a plan, e.g.: npm run admin -- set-plan ada@example.com pro" };
  const plan = rest[1]!.trim().toLowerCase();
  if (!(plans as readonly string[]).includes(plan)) return { kind: "usage-error", message: `Unknown plan "${rest[1]}". Plans: ${plans.join(", ")}.` };
  return { kind: "set-plan", email: rest[0]!.trim().toLowerCase(), plan: plan as Plan };
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
