/** Changing a user's plan, always with a line in the plan history: Stripe's verified webhook and the admin command. */
import { randomUUID } from "node:crypto";
import type { DbExecutor } from "../db/connection";
import type { Plan } from "../contract/plans";
import { asPlan } from "./plans";

export type PlanChangeSource = "stripe_webhook" | "admin_cli";

export interface PlanChangeRequest {
  userId: string;
  to: Plan;
  source: PlanChangeSource;
  /** Who made it (the operating-system user of an admin command); null for Stripe. */
  actor?: string | null;
  /** The Stripe event id behind it. */
  reference?: string | null;
  now: number;
}

export type PlanChangeResult = { changed: true; from: Plan; to: Plan } | { changed: false; plan: Plan } | { changed: false; missing: true };

/**
 * Sets the user's plan and records the change. Compare-and-set on the old value, so two changes racing on
 * PostgreSQL each record the plan they really replaced. Run it inside the caller's transaction when the change
 * belongs with other writes (the webhook's processed-event row).
 */
export async function changePlan(db: DbExecutor, request: PlanChangeRequest): Promise<PlanChangeResult> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const user = await db.selectFrom("users").select("current_plan").where("id", "=", request.userId).executeTakeFirst();
    if (!user) return { changed: false, missing: true };
    const from = asPlan(user.current_plan);
    if (user.current_plan === request.to) return { changed: false, plan: request.to };
    const updated = await db
      .updateTable("users")
      .set({ current_plan: request.to, updated_at: request.now })
      .where("id", "=", request.userId)
      .where("current_plan", "=", user.current_plan)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) continue;
    await db
      .insertInto("plan_changes")
      .values({
        id: randomUUID(),
        user_id: request.userId,
        from_plan: from,
        to_plan: request.to,
        source: request.source,
        actor: request.actor ?? null,
        reference: request.reference ?? null,
        created_at: request.now,
      })
      .execute();
    return { changed: true, from, to: request.to };
  }
  throw new Error("the user's plan kept changing while it was being set");
}
