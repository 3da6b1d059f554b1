import type { Selectable } from "kysely";
import type { DbExecutor } from "../db/connection";
import type { UsersTable } from "../db/schema";
import type { UserView } from "../contract/plans";
import { asPlan, hasSufficientQuota, planPowers, readQuota } from "../plans/plans";

export type UserRow = Selectable<UsersTable>;

export function findUserByEmail(db: DbExecutor, email: string) {
  return db.selectFrom("users").selectAll().where("email", "=", email).executeTakeFirst();
}

export function findUserById(db: DbExecutor, id: string) {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function toUserView(db: DbExecutor, user: UserRow, now: number): Promise<UserView> {
  const plan = asPlan(user.current_plan);
  const quota = await readQuota(db, user.id, plan, now);
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    language: user.language,
    current_plan: plan,
    sufficient_quota: hasSufficientQuota(quota),
    powers: planPowers[plan],
    quota,
    created_at: user.created_at,
  };
}
