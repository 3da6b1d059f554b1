import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { Db, DbExecutor } from "../db/connection";

/**
 * Sign-in sessions ("refresh families"): each login starts one; every refresh token rotated from it belongs to it,
 * and access tokens name it in `sid`. Revoking the family ends all of them at once. A session lives `ttlSeconds`
 * from its sign-in: rotating a token never moves that end (docs/decisions/015).
 */

function hashRefreshToken(token: string) {
  return createHash("sha256").update(token).digest("hex");
}

export interface IssuedRefreshToken {
  familyId: string;
  refreshToken: string;
  expiresAt: number;
}

async function insertRefreshToken(db: DbExecutor, options: { userId: string; familyId: string; now: number; expiresAt: number }) {
  const refreshToken = randomBytes(32).toString("base64url");
  const { expiresAt } = options;
  await db
    .insertInto("refresh_tokens")
    .values({
      id: randomUUID(),
      user_id: options.userId,
      family_id: options.familyId,
      token_hash: hashRefreshToken(refreshToken),
      expires_at: expiresAt,
      used_at: null,
      revoked_at: null,
      created_at: options.now,
    })
    .execute();
  return { familyId: options.familyId, refreshToken, expiresAt };
}

/** Starts a new session for userId; run it inside the caller's transaction. */
export async function startSession(db: DbExecutor, userId: string, now: number, ttlSeconds: number): Promise<IssuedRefreshToken> {
  const familyId = randomUUID();
  await db.insertInto("refresh_families").values({ id: familyId, user_id: userId, created_at: now, revoked_at: null }).execute();
  return insertRefreshToken(db, { userId, familyId, now, expiresAt: now + ttlSeconds * 1000 });
}

export async function revokeFamily(db: Db, familyId: string, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("refresh_families").set({ revoked_at: now }).where("id", "=", familyId).where("revoked_at", "is", null).execute();
    await trx.updateTable("refresh_tokens").set({ revoked_at: now }).where("family_id", "=", familyId).where("revoked_at", "is", null).execute();
  });
}

/** Ends every session of the user (password changed or reset); run it inside the caller's transaction. */
export async function revokeAllSessions(db: DbExecutor, userId: string, now: number): Promise<void> {
  await db.updateTable("refresh_families").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
  await db.updateTable("refresh_tokens").set({ revoked_at: now }).where("user_id", "=", userId).where("revoked_at", "is", null).execute();
}

export async function findFamilyOfRefreshToken(db: Db, refreshToken: string): Promise<string | undefined> {
  const row = await db.selectFrom("refresh_tokens").select("family_id").where("token_hash", "=", hashRefreshToken(refreshToken)).executeTakeFirst();
  return row?.family_id;
}

export type RotationResult = ({ ok: true; userId: string } & IssuedRefreshToken) | { ok: false };

/**
 * Spends refreshToken and issues its successor in the same family. A token already used or revoked means it was
 * copied: the whole family is revoked. The spend is one conditional UPDATE, so of parallel calls with the same
 * token exactly one succeeds and the others count as reuse.
 */
export async function rotateRefreshToken(db: Db, refreshToken: string, now: number, ttlSeconds: number): Promise<RotationResult> {
  const current = await db
    .selectFrom("refresh_tokens")
    .innerJoin("refresh_families", "refresh_families.id", "refresh_tokens.family_id")
    .select([
      "refresh_tokens.id",
      "refresh_tokens.user_id",
      "refresh_tokens.family_id",
      "refresh_tokens.expires_at",
      "refresh_tokens.used_at",
      "refresh_tokens.revoked_at",
      "refresh_families.revoked_at as family_revoked_at",
      "refresh_families.created_at as signed_in_at",
    ])
    .where("refresh_tokens.token_hash", "=", hashRefreshToken(refreshToken))
    .executeTakeFirst();
  if (!current) return { ok: false };
  if (current.used_at !== null || current.revoked_at !== null || current.family_revoked_at !== null) {
    await revokeFamily(db, current.family_id, now);
    return { ok: false };
  }
  const sessionEndsAt = current.signed_in_at + ttlSeconds * 1000;
  if (current.expires_at <= now || sessionEndsAt <= now) return { ok: false };

  const successor = await db.transaction().execute(async (trx) => {
    const spent = await trx
      .updateTable("refresh_tokens")
      .set({ used_at: now })
      .where("id", "=", current.id)
      .where("used_at", "is", null)
      .where("revoked_at", "is", null)
      .executeTakeFirst();
    if (spent.numUpdatedRows === 0n) return null;
    return insertRefreshToken(trx, { userId: current.user_id, familyId: current.family_id, now, expiresAt: sessionEndsAt });
  });
  if (!successor) {
    await revokeFamily(db, current.family_id, now);
    return { ok: false };
  }
  return { ok: true, userId: current.user_id, ...successor };
}
