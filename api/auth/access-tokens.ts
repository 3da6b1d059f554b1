import { SignJWT, jwtVerify } from "jose";

const algorithm = "HS256";
const issuer = "promoreel-api";

export interface AccessClaims {
  userId: string;
  familyId: string;
}

export function accessTokenKey(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

/** Signs an access token; its expiry is reported in whole seconds, as the JWT carries it. */
export async function signAccessToken(key: Uint8Array, claims: AccessClaims, now: number, ttlSeconds: number) {
  const issuedAt = Math.floor(now / 1000);
  const expiresAt = issuedAt + ttlSeconds;
  const token = await new SignJWT({ sid: claims.familyId })
    .setProtectedHeader({ alg: algorithm, typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(issuer)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(key);
  return { token, expiresAt: expiresAt * 1000 };
}

/** The claims of a valid, unexpired token, or null. Whether its family is still active is the caller's check. */
export async function verifyAccessToken(key: Uint8Array, token: string, now: number): Promise<AccessClaims | null> {
  try {
    // jose checks `exp` only when present: a token without one would never expire.
    const { payload } = await jwtVerify(token, key, { algorithms: [algorithm], issuer, requiredClaims: ["exp"], currentDate: new Date(now) });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, familyId: payload.sid };
  } catch {
    return null;
  }
}
