import type { AuthTokens } from "./session.server";

/** The API's TokenSet (snake_case, epoch milliseconds) as the session keeps it. */
export function tokensFromApi(data: unknown): AuthTokens | null {
  const set = data as Record<string, unknown> | null;
  if (
    typeof set?.access_token !== "string" ||
    typeof set.refresh_token !== "string" ||
    typeof set.access_token_expire_at !== "number" ||
    typeof set.refresh_token_expire_at !== "number"
  ) {
    return null;
  }
  return {
    accessToken: set.access_token,
    refreshToken: set.refresh_token,
    accessTokenExpiresAt: set.access_token_expire_at,
    refreshTokenExpiresAt: set.refresh_token_expire_at,
  };
}
