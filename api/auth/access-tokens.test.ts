import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { accessTokenKey, signAccessToken, verifyAccessToken } from "./access-tokens";

describe("access tokens", () => {
  const key = accessTokenKey("k".repeat(32));
  const now = Date.UTC(2030, 0, 15, 12);
  const claims = { userId: "user-1", familyId: "family-1" };

  it("verify until they expire", async () => {
    const { token, expiresAt } = await signAccessToken(key, claims, now, 900);
    expect(await verifyAccessToken(key, token, now)).toEqual(claims);
    expect(await verifyAccessToken(key, token, expiresAt)).toBeNull();
  });

  it("are refused without an expiry, even when correctly signed", async () => {
    const token = await new SignJWT({ sid: claims.familyId }).setProtectedHeader({ alg: "HS256" }).setSubject(claims.userId).setIssuer("promoreel-api").sign(key);
    expect(await verifyAccessToken(key, token, now)).toBeNull();
  });

  it("are refused when signed with another algorithm", async () => {
    const token = await new SignJWT({ sid: claims.familyId })
      .setProtectedHeader({ alg: "HS512" })
      .setSubject(claims.userId)
      .setIssuer("promoreel-api")
      .setExpirationTime(Math.floor(now / 1000) + 900)
      .sign(key);
    expect(await verifyAccessToken(key, token, now)).toBeNull();
  });
});
