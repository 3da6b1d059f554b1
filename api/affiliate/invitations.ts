/**
 * Invitation codes and who signed up through them. A code is made the first time its owner asks for it; a sign-up
 * carrying one is attributed to its owner once (the first invitation followed wins, decided by the web app's
 * cookie), never to the person signing up, not even under another spelling of their own e-mail.
 */
import { randomInt, randomUUID } from "node:crypto";
import { isUniqueViolation, type Db, type DbExecutor } from "../db/connection";
import { invitationCodePattern } from "../contract/affiliate";

/** No 0/O or 1/I/L: a code read aloud or copied by hand still works. */
const codeAlphabet = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const codeLength = 10;

function newCode(): string {
  return Array.from({ length: codeLength }, () => codeAlphabet[randomInt(codeAlphabet.length)]).join("");
}

/** The user's invitation code, made now if they have none. */
export async function invitationCodeOf(db: Db, userId: string, now: number): Promise<string> {
  const existing = await db.selectFrom("invitation_codes").select("code").where("user_id", "=", userId).executeTakeFirst();
  if (existing) return existing.code;
  // 31^10 codes: a clash is all but impossible, but a unique index decides and a second try settles it.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      await db
        .insertInto("invitation_codes")
        .values({ user_id: userId, code: newCode(), created_at: now })
        .onConflict((conflict) => conflict.column("user_id").doNothing())
        .execute();
      break;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  const made = await db.selectFrom("invitation_codes").select("code").where("user_id", "=", userId).executeTakeFirstOrThrow();
  return made.code;
}

/**
 * One mailbox under the spellings a person can sign up with: case, and a `+tag` in the local part, make no
 * difference (mail to either reaches the same inbox).
 */
export function mailboxOf(email: string): string {
  const [local = "", domain = ""] = email.trim().toLowerCase().split("@");
  return `${local.split("+")[0]}@${domain}`;
}

/** The user whose code this is, unless it is unknown or they are the one signing up (same mailbox). */
export async function findInviter(db: DbExecutor, code: string | undefined, signUpEmail: string): Promise<string | null> {
  if (!code || !invitationCodePattern.test(code)) return null;
  const inviter = await db
    .selectFrom("invitation_codes")
    .innerJoin("users", "users.id", "invitation_codes.user_id")
    .select(["users.id", "users.email"])
    .where("invitation_codes.code", "=", code.toUpperCase())
    .executeTakeFirst();
  if (!inviter || mailboxOf(inviter.email) === mailboxOf(signUpEmail)) return null;
  return inviter.id;
}

/** Records that invitedUserId signed up through inviterUserId's link; a user is attributed once. */
export async function recordReferral(db: DbExecutor, inviterUserId: string, invitedUserId: string, now: number): Promise<void> {
  if (inviterUserId === invitedUserId) return;
  await db
    .insertInto("affiliate_referrals")
    .values({ id: randomUUID(), inviter_user_id: inviterUserId, invited_user_id: invitedUserId, created_at: now })
    .onConflict((conflict) => conflict.column("invited_user_id").doNothing())
    .execute();
}
