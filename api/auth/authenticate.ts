import type { Context } from "hono";
import type { Db } from "../db/connection";
import { ApiError } from "../http/errors";
import { verifyAccessToken, type AccessClaims } from "./access-tokens";
import type { UserRow } from "./users";

export interface Authenticated {
  user: UserRow;
  familyId: string;
}

function bearerToken(context: Context): string | undefined {
  const header = context.req.header("authorization");
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

async function activeSession(db: Db, claims: AccessClaims): Promise<Authenticated | undefined> {
  // One query: the user exists and the session (refresh family) the token belongs to is not revoked.
  const row = await db
    .selectFrom("users")
    .innerJoin("refresh_families", "refresh_families.user_id", "users.id")
    .selectAll("users")
    .where("users.id", "=", claims.userId)
    .where("refresh_families.id", "=", claims.familyId)
    .where("refresh_families.revoked_at", "is", null)
    .executeTakeFirst();
  return row ? { user: row, familyId: claims.familyId } : undefined;
}

export interface Authenticator {
  /** The caller, or 401 when the bearer token is missing, invalid, expired or of a revoked session. */
  required(context: Context): Promise<Authenticated>;
  /** The caller when a bearer token is sent (401 if it is bad), else null. */
  optional(context: Context): Promise<Authenticated | null>;
}

export function createAuthenticator(db: Db, key: Uint8Array, now: () => number): Authenticator {
  async function fromToken(token: string) {
    const claims = await verifyAccessToken(key, token, now());
    const session = claims && (await activeSession(db, claims));
    if (!session) throw new ApiError(401, "access_token_invalid");
    return session;
  }
  return {
    async required(context) {
      const token = bearerToken(context);
      if (!token) throw new ApiError(401, "sign_in_required");
      return fromToken(token);
    },
    async optional(context) {
      const token = bearerToken(context);
      return token ? fromToken(token) : null;
    },
  };
}
