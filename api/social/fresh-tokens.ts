/**
 * An account's tokens as the jobs that act for it need them: read fresh from the database each time and refreshed
 * when they expire soon (or when the platform just answered "expired"). Every job that calls a platform goes through
 * here (publishing, figures, keeping a connection alive), so the rules are the same for all of them.
 */
import type { Db } from "../db/connection";
import { findAccount, markNeedsReconnect, saveRefreshedTokens, tokensOf, type SocialAccountRow } from "./accounts";
import { PlatformError, type PlatformTokens, type SocialPlatform } from "./platform";
import type { TokenKeys } from "./token-crypto";

/** Only the user can mend this: the grant was withdrawn, the refresh refused, or the stored tokens no longer decrypt. */
export class ReconnectNeeded extends Error {
  constructor(readonly reason: string) {
    super(reason || "the account must be connected again");
    this.name = "ReconnectNeeded";
  }
}

export interface TokenDependencies {
  db: Db;
  keys: TokenKeys;
  now: () => number;
}

export interface FreshTokens {
  account: SocialAccountRow;
  tokens: PlatformTokens;
}

/** A token expiring within this is refreshed before use, so it does not expire halfway through an upload. */
export const refreshAheadMs = 5 * 60_000;

async function connectedAccount(deps: TokenDependencies, accountId: string): Promise<FreshTokens> {
  const account = await findAccount(deps.db, accountId);
  if (!account || account.state === "needs-reconnect") throw new ReconnectNeeded("");
  try {
    return { account, tokens: tokensOf(deps.keys, account) };
  } catch {
    // Encrypted under a key this server no longer has (JWT_SECRET or SOCIAL_TOKEN_KEY changed without the old one kept).
    await markNeedsReconnect(deps.db, account.id, deps.now());
    throw new ReconnectNeeded("");
  }
}

/**
 * The account's tokens, refreshed first when they expire within `refreshAheadMs` or when `force` (the platform said
 * the access token expired). A platform that rotates refresh tokens (TikTok) refuses the old one once a new one is
 * issued, so a refusal is checked against the row: when another job refreshed meanwhile, its tokens are used.
 */
export async function freshTokens(deps: TokenDependencies, accountId: string, platform: SocialPlatform, force = false): Promise<FreshTokens> {
  const { account, tokens } = await connectedAccount(deps, accountId);
  if (!force && tokens.expiresAt.getTime() - deps.now() > refreshAheadMs) return { account, tokens };
  if (tokens.refreshToken === null) {
    await markNeedsReconnect(deps.db, account.id, deps.now());
    throw new ReconnectNeeded("");
  }
  let refreshed: PlatformTokens;
  try {
    refreshed = await platform.refresh(tokens.refreshToken);
  } catch (error) {
    if (!(error instanceof PlatformError) || !["token-revoked", "token-expired", "rejected"].includes(error.kind)) throw error;
    const current = await findAccount(deps.db, account.id);
    if (current && current.state === "connected" && current.refresh_token !== account.refresh_token) return connectedAccount(deps, account.id);
    await markNeedsReconnect(deps.db, account.id, deps.now());
    throw new ReconnectNeeded(error.reason);
  }
  // A platform that does not rotate refresh tokens answers without one, and Instagram's refresh names no scopes.
  const kept: PlatformTokens = {
    ...refreshed,
    refreshToken: refreshed.refreshToken ?? tokens.refreshToken,
    scopes: refreshed.scopes.length > 0 ? refreshed.scopes : tokens.scopes,
  };
  const saved = await saveRefreshedTokens(deps.db, deps.keys, account.id, kept, deps.now(), account.refresh_token);
  // Another job refreshed first: keep the row as it is (its refresh token is the live one) and use its tokens.
  if (!saved) return connectedAccount(deps, account.id);
  return { account, tokens: kept };
}
