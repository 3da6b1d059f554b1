/**
 * A user's social connections as stored: tokens go in and come out through token-crypto, so no caller ever writes or
 * reads a token in clear from the database.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { Db } from "../db/connection";
import type { SocialAccountsTable } from "../db/schema";
import type { PlatformAccount, PlatformTokens, SocialPlatformId } from "./platform";
import { decryptToken, encryptToken, type TokenKeys } from "./token-crypto";

export type SocialAccountRow = Selectable<SocialAccountsTable>;

function encryptedTokenColumns(keys: TokenKeys, tokens: PlatformTokens) {
  return {
    access_token: encryptToken(keys, "access", tokens.accessToken),
    refresh_token: tokens.refreshToken === null ? null : encryptToken(keys, "refresh", tokens.refreshToken),
    expires_at: tokens.expiresAt.getTime(),
    refresh_expires_at: tokens.refreshExpiresAt?.getTime() ?? null,
    scopes: JSON.stringify(tokens.scopes),
  };
}

export function tokensOf(keys: TokenKeys, row: SocialAccountRow): PlatformTokens {
  return {
    accessToken: decryptToken(keys, "access", row.access_token),
    refreshToken: row.refresh_token === null ? null : decryptToken(keys, "refresh", row.refresh_token),
    expiresAt: new Date(row.expires_at),
    refreshExpiresAt: row.refresh_expires_at === null ? null : new Date(row.refresh_expires_at),
    scopes: JSON.parse(row.scopes) as string[],
  };
}

export function platformAccountOf(row: SocialAccountRow): PlatformAccount {
  return { id: row.platform_account_id, name: row.platform_account_name };
}

/** Connecting the same platform account again (a reconnect) replaces its tokens and keeps its posts. */
export async function saveConnection(
  db: Db,
  keys: TokenKeys,
  input: { userId: string; platform: SocialPlatformId; account: PlatformAccount; tokens: PlatformTokens; now: number },
): Promise<SocialAccountRow> {
  const columns = { ...encryptedTokenColumns(keys, input.tokens), platform_account_name: input.account.name, state: "connected" as const, updated_at: input.now };
  const existing = await db
    .selectFrom("social_accounts")
    .select("id")
    .where("user_id", "=", input.userId)
    .where("platform", "=", input.platform)
    .where("platform_account_id", "=", input.account.id)
    .executeTakeFirst();
  if (existing) return db.updateTable("social_accounts").set(columns).where("id", "=", existing.id).returningAll().executeTakeFirstOrThrow();
  return db
    .insertInto("social_accounts")
    .values({ id: randomUUID(), user_id: input.userId, platform: input.platform, platform_account_id: input.account.id, created_at: input.now, ...columns })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Stores refreshed tokens unless the row's refresh token is no longer `usedRefreshToken` (as stored, encrypted):
 * another job refreshed first, and with a platform that rotates refresh tokens only the newest one works. False then.
 */
export async function saveRefreshedTokens(db: Db, keys: TokenKeys, accountId: string, tokens: PlatformTokens, now: number, usedRefreshToken: string | null): Promise<boolean> {
  const written = await db
    .updateTable("social_accounts")
    .set({ ...encryptedTokenColumns(keys, tokens), state: "connected", updated_at: now })
    .where("id", "=", accountId)
    .where((eb) => (usedRefreshToken === null ? eb("refresh_token", "is", null) : eb("refresh_token", "=", usedRefreshToken)))
    .executeTakeFirst();
  return Number(written.numUpdatedRows) > 0;
}

export async function markNeedsReconnect(db: Db, accountId: string, now: number): Promise<void> {
  await db.updateTable("social_accounts").set({ state: "needs-reconnect", updated_at: now }).where("id", "=", accountId).execute();
}

export function listAccounts(db: Db, userId: string): Promise<SocialAccountRow[]> {
  return db.selectFrom("social_accounts").selectAll().where("user_id", "=", userId).orderBy("created_at").orderBy("id").execute();
}

export function findAccount(db: Db, id: string): Promise<SocialAccountRow | undefined> {
  return db.selectFrom("social_accounts").selectAll().where("id", "=", id).executeTakeFirst();
}
