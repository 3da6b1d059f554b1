/**
 * Platform tokens at rest: AES-256-GCM under a key from the environment, each ciphertext naming its key so keys can
 * rotate (decision 198). A leaked database alone gives no one a user's TikTok, YouTube or Instagram account.
 *
 * Stored form: `v1.<key id>.<iv>.<tag>.<ciphertext>` (base64url parts). The purpose ("access", "refresh", "pkce") is
 * the GCM associated data, so one column's ciphertext cannot be passed off as another's.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

export interface TokenKey {
  id: string;
  key: Buffer;
}

export interface TokenKeys {
  /** Encrypts every new value. */
  current: TokenKey;
  /** Still decrypt values written before a rotation. */
  previous: TokenKey[];
}

/** `progress`: a post's publishing state, which holds upload addresses that act as credentials (TikTok's signed URL). */
export type TokenPurpose = "access" | "refresh" | "pkce" | "progress";

const keyIdPattern = /^[A-Za-z0-9_-]{1,32}$/;

/** `<id>:<base64 of 32 bytes>`, or the base64 alone (key id "1"). */
export function parseTokenKey(text: string): TokenKey {
  const separator = text.indexOf(":");
  const id = separator === -1 ? "1" : text.slice(0, separator);
  const key = Buffer.from(separator === -1 ? text : text.slice(separator + 1), "base64");
  if (!keyIdPattern.test(id)) throw new Error("a social token key's id is 1–32 letters, digits, - or _");
  if (key.length !== 32) throw new Error("a social token key is 32 bytes, base64-encoded (openssl rand -base64 32)");
  return { id, key };
}

/** The key used without SOCIAL_TOKEN_KEY, derived from JWT_SECRET (itself a generated dev secret in development). */
export function derivedTokenKey(jwtSecret: string): TokenKey {
  return { id: "jwt", key: createHmac("sha256", jwtSecret).update("promoreel social tokens").digest() };
}

export function encryptToken(keys: TokenKeys, purpose: TokenPurpose, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keys.current.key, iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return ["v1", keys.current.id, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

export function decryptToken(keys: TokenKeys, purpose: TokenPurpose, stored: string): string {
  const [version, keyId, iv, tag, body] = stored.split(".");
  if (version !== "v1" || body === undefined) throw new Error("not an encrypted social token");
  const key = [keys.current, ...keys.previous].find((candidate) => candidate.id === keyId);
  if (!key) throw new Error(`social token key "${keyId}" is not configured (SOCIAL_TOKEN_OLD_KEYS keeps retired keys)`);
  const decipher = createDecipheriv("aes-256-gcm", key.key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/** Whether a stored value was written under an older key and should be written again under the current one. */
export function needsReencryption(keys: TokenKeys, stored: string): boolean {
  return stored.split(".")[1] !== keys.current.id;
}
