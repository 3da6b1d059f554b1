import { createHmac, randomInt, randomUUID, timingSafeEqual } from "node:crypto";
import type { Db, DbExecutor } from "../db/connection";
import { ApiError, tooManyRequests } from "../http/errors";
import type { CodePurpose } from "../mail/code-mail";

export const codeRules = {
  validMs: 10 * 60_000,
  maxWrongAttempts: 5,
  resendAfterMs: 60_000,
  /**
   * Codes one e-mail address can be sent in any 24 hours, both purposes together: at most 50 guesses a day, where a
   * new code every minute had allowed about 2,900.
   */
  perEmailPerDay: 10,
};

const dayMs = 24 * 60 * 60_000;

interface CodeSubject {
  email: string;
  purpose: CodePurpose;
}

function hashCode(key: Buffer, subject: CodeSubject, code: string) {
  return createHmac("sha256", key).update(`${subject.purpose}\n${subject.email}\n${code}`).digest("hex");
}

function latestCode(db: DbExecutor, subject: CodeSubject) {
  return db
    .selectFrom("email_codes")
    .selectAll()
    .where("email", "=", subject.email)
    .where("purpose", "=", subject.purpose)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(1)
    .executeTakeFirst();
}

/**
 * Creates a new code, or throws 429 while the previous one for the same e-mail and purpose is under 60 s old, or
 * once the e-mail has had its codes for the last 24 hours.
 */
export async function createCode(db: Db, key: Buffer, subject: CodeSubject, now: number): Promise<{ id: string; code: string }> {
  const previous = await latestCode(db, subject);
  if (previous && now - previous.created_at < codeRules.resendAfterMs) {
    throw tooManyRequests(Math.ceil((previous.created_at + codeRules.resendAfterMs - now) / 1000), "resend_too_soon");
  }
  const today = await db
    .selectFrom("email_codes")
    .select("created_at")
    .where("email", "=", subject.email)
    .where("created_at", ">", now - dayMs)
    .orderBy("created_at", "desc")
    .limit(codeRules.perEmailPerDay)
    .execute();
  if (today.length >= codeRules.perEmailPerDay) {
    const seconds = Math.ceil((today.at(-1)!.created_at + dayMs - now) / 1000);
    throw new ApiError(429, "code_daily_limit", { hours: Math.ceil(seconds / 3600) }, { retry_after: seconds });
  }
  const code = randomInt(0, 1_000_000).toString().padStart(6, "0");
  const id = randomUUID();
  await db
    .insertInto("email_codes")
    .values({
      id,
      email: subject.email,
      purpose: subject.purpose,
      code_hash: hashCode(key, subject, code),
      attempts: 0,
      expires_at: now + codeRules.validMs,
      consumed_at: null,
      created_at: now,
    })
    .execute();
  return { id, code };
}

/** Once the new code is delivered, the earlier ones are spent. */
export async function spendEarlierCodes(db: Db, subject: CodeSubject, newCodeId: string, now: number) {
  await db
    .updateTable("email_codes")
    .set({ consumed_at: now })
    .where("email", "=", subject.email)
    .where("purpose", "=", subject.purpose)
    .where("id", "!=", newCodeId)
    .where("consumed_at", "is", null)
    .execute();
}

/** Undoes createCode when the mail could not be sent, so the resend timer does not block a retry. */
export async function discardCode(db: Db, codeId: string) {
  await db.deleteFrom("email_codes").where("id", "=", codeId).execute();
}

/**
 * Checks code against the latest one sent for subject, without spending it, and returns its id. A wrong guess
 * counts; the fifth spends the code. The attempt is reserved before comparing, so parallel guesses cannot exceed
 * five, and given back when the code was right.
 */
export async function checkCode(db: Db, key: Buffer, subject: CodeSubject, code: string, now: number): Promise<string> {
  const latest = await latestCode(db, subject);
  if (!latest || latest.consumed_at !== null || latest.expires_at <= now) throw new ApiError(400, "code_invalid");

  const reserved = await db
    .updateTable("email_codes")
    .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
    .where("id", "=", latest.id)
    .where("attempts", "<", codeRules.maxWrongAttempts)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  if (reserved.numUpdatedRows === 0n) throw new ApiError(400, "code_attempts_exhausted");

  const expected = Buffer.from(latest.code_hash, "hex");
  const given = Buffer.from(hashCode(key, subject, code), "hex");
  if (timingSafeEqual(expected, given)) {
    await db
      .updateTable("email_codes")
      .set((eb) => ({ attempts: eb("attempts", "-", 1) }))
      .where("id", "=", latest.id)
      .execute();
    return latest.id;
  }

  const spent = await db
    .updateTable("email_codes")
    .set({ consumed_at: now })
    .where("id", "=", latest.id)
    .where("attempts", ">=", codeRules.maxWrongAttempts)
    .where("consumed_at", "is", null)
    .executeTakeFirst();
  throw new ApiError(400, spent.numUpdatedRows > 0n ? "code_attempts_exhausted" : "code_invalid");
}

/** Spends a checked code inside the caller's transaction; fails if a parallel request spent it first. */
export async function consumeCode(db: DbExecutor, codeId: string, now: number): Promise<void> {
  const result = await db.updateTable("email_codes").set({ consumed_at: now }).where("id", "=", codeId).where("consumed_at", "is", null).executeTakeFirst();
  if (result.numUpdatedRows === 0n) throw new ApiError(400, "code_invalid");
}
