/**
 * Account changes that touch more than one table: each runs in one transaction, so a spent code, a new password and
 * the sessions it ends or starts land together or not at all.
 */
import { recordReferral } from "../affiliate/invitations";
import { isUniqueViolation, type Db } from "../db/connection";
import { ApiError } from "../http/errors";
import { consumeCode } from "./email-codes";
import { revokeAllSessions, startSession, type IssuedRefreshToken } from "./sessions";

export interface NewAccount {
  id: string;
  email: string;
  name: string;
  passwordHash: string;
  language: string;
  /** The user whose invitation link this sign-up came through (api/affiliate/invitations.ts). */
  invitedBy?: string | null;
}

export interface SessionTiming {
  now: number;
  refreshTokenTtlSeconds: number;
}

/** Spends the sign-up code, makes the user on the free plan (with their inviter, if any) and starts their first session. */
export function createAccount(db: Db, codeId: string, account: NewAccount, { now, refreshTokenTtlSeconds }: SessionTiming): Promise<IssuedRefreshToken> {
  return db
    .transaction()
    .execute(async (trx) => {
      await consumeCode(trx, codeId, now);
      await trx
        .insertInto("users")
        .values({
          id: account.id,
          email: account.email,
          name: account.name,
          password_hash: account.passwordHash,
          current_plan: "free",
          language: account.language,
          created_at: now,
          updated_at: now,
        })
        .execute();
      if (account.invitedBy) await recordReferral(trx, account.invitedBy, account.id, now);
      return startSession(trx, account.id, now, refreshTokenTtlSeconds);
    })
    .catch((error: unknown) => {
      // Two sign-ups for one e-mail racing: the unique index decides, the loser's code stays unspent.
      throw isUniqueViolation(error) ? new ApiError(409, "email_registered") : error;
    });
}

export function signIn(db: Db, userId: string, { now, refreshTokenTtlSeconds }: SessionTiming): Promise<IssuedRefreshToken> {
  return db.transaction().execute((trx) => startSession(trx, userId, now, refreshTokenTtlSeconds));
}

export async function changeUserInfo(db: Db, userId: string, changes: { name?: string; language?: string }, now: number): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...(changes.name !== undefined && { name: changes.name }), ...(changes.language !== undefined && { language: changes.language }), updated_at: now })
    .where("id", "=", userId)
    .execute();
}

/** A new password ends every session; the one who changed it gets a new one. */
export function changePassword(db: Db, userId: string, passwordHash: string, { now, refreshTokenTtlSeconds }: SessionTiming): Promise<IssuedRefreshToken> {
  return db.transaction().execute(async (trx) => {
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", userId).execute();
    await revokeAllSessions(trx, userId, now);
    return startSession(trx, userId, now, refreshTokenTtlSeconds);
  });
}

/** A password reset by e-mailed code spends the code and ends every session; the user signs in afresh. */
export async function resetForgottenPassword(db: Db, codeId: string, userId: string, passwordHash: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await consumeCode(trx, codeId, now);
    await trx.updateTable("users").set({ password_hash: passwordHash, updated_at: now }).where("id", "=", userId).execute();
    await revokeAllSessions(trx, userId, now);
  });
}
