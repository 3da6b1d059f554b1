/**
 * The Remix side's API client against the real /api/v1 backend, as server.ts wires them: sessions in real cookies,
 * refresh tokens rotating in a real database.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { devSecret } from "../../api";
import { registerAccount } from "../../api/testing/accounts";
import { call, useApiHarness } from "../../api/testing/harness";
import { createRequestContext, finalizeResponse, readWebConfig } from "../../app/request-context.server";
import { tokensFromApi } from "../../app/utils/tokens.server";

const webConfig = readWebConfig({ NODE_ENV: "test" }, (name) => devSecret(mkdtempSync(path.join(os.tmpdir(), "promoreel-web-")), name));

describe("a web session backed by the real API", () => {
  const harness = useApiHarness("sqlite");
  const refreshCalls: string[] = [];
  const apiFetch = (request: Request) => {
    if (new URL(request.url).pathname.endsWith("/auth/refresh_token")) refreshCalls.push(request.url);
    return harness.api.fetch(request, { clientIp: "198.51.100.20" });
  };

  const contextFor = (cookie: string | null, url = "http://promoreel.test/videos?page=2") =>
    createRequestContext({
      request: new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
      config: webConfig,
      clientIp: "198.51.100.20",
      cspNonce: "nonce",
      apiBaseUrl: "http://promoreel.internal/api/v1/",
      apiFetch,
    });

  async function cookieOf(context: AppLoadContext) {
    const response = await finalizeResponse(context, new Response(null));
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  async function signedInCookie() {
    const account = await registerAccount(harness);
    const context = await contextFor(null);
    context.session.signIn(account.user.id, tokensFromApi(account)!);
    return { account, cookie: await cookieOf(context) };
  }

  it("ten parallel requests with an expired access token refresh exactly once, and all get the user", async () => {
    const { account, cookie } = await signedInCookie();
    harness.clock.advance(16 * 60_000);
    refreshCalls.length = 0;

    const contexts = await Promise.all(Array.from({ length: 10 }, () => contextFor(cookie)));
    const results = await Promise.all(contexts.map((context) => context.api.get<{ id: string }>("auth/user")));

    expect(refreshCalls).toHaveLength(1);
    for (const result of results) expect(result).toMatchObject({ ok: true, data: { id: account.user.id } });
    const newCookies = await Promise.all(contexts.map(cookieOf));
    expect(new Set(newCookies).size).toBe(1);
    expect(newCookies[0]).not.toBe(cookie);
  });

  it("a refresh token presented twice revokes its family: the rotated session is signed out too", async () => {
    const { account, cookie } = await signedInCookie();
    const replay = await call(harness.api, "POST", "auth/refresh_token", { json: { refresh_token: account.refresh_token } });
    expect(replay.status).toBe(200);
    const reuse = await call(harness.api, "POST", "auth/refresh_token", { json: { refresh_token: account.refresh_token } });
    expect(reuse.status).toBe(401);

    // The session cookie still holds the first pair; its access token belongs to the revoked family.
    const context = await contextFor(cookie);
    const outcome = await context.api.get("auth/user").catch((thrown: unknown) => thrown);
    expect(outcome).toBeInstanceOf(Response);
    const redirect = outcome as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/account/login?redirect=%2Fvideos%3Fpage%3D2");
    expect(context.session.userId).toBeUndefined();
  });
});
