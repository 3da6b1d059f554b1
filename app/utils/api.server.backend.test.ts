import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount } from "../../api/testing/accounts";
import { useApiHarness } from "../../api/testing/harness";
import { closeSharedRedis, type Redis } from "../../lib/shared-state/redis";
import { createRedisSharedFlight } from "../../lib/shared-state/single-flight";
import { clearTestKeys, connectTestRedis, redisReachable, testKeyPrefix } from "../../lib/shared-state/testing/reachable";
import { has } from "../../tests/requirements";
import { createRequestContext } from "../request-context.server";
import { signedInCookie, testConfig } from "../testing/fake-backend";
import { RefreshCoordinator } from "./refresh-coordinator.server";
import { tokensFromApi } from "./tokens.server";

// The client against the real /api/v1 backend in-process, whose refresh tokens rotate and revoke on reuse.
describe("the API client with the real backend", () => {
  const harness = useApiHarness("sqlite");

  it("refreshes once for ten parallel requests carrying the same cookie with an expired access token", async () => {
    const account = await registerAccount(harness);
    const tokens = tokensFromApi(account)!;
    harness.clock.advance(16 * 60_000); // past the access token's 15 minutes
    let refreshCalls = 0;
    const apiFetch = (request: Request) => {
      if (new URL(request.url).pathname.endsWith("/auth/refresh_token")) refreshCalls += 1;
      return harness.api.fetch(request, { clientIp: "203.0.113.9" });
    };
    const cookie = await signedInCookie(tokens, account.user.id);

    const contexts = await Promise.all(
      Array.from({ length: 10 }, () =>
        createRequestContext({
          request: new Request("http://localhost/account-user", { headers: { Cookie: cookie } }),
          config: testConfig,
          clientIp: "203.0.113.9",
          cspNonce: "nonce",
          apiBaseUrl: "http://promoreel.internal/api/v1/",
          apiFetch,
        }),
      ),
    );
    const results = await Promise.all(contexts.map((context) => context.api.get<{ email: string }>("auth/user")));

    expect(results.map((result) => result.ok && result.data.email)).toEqual(Array(10).fill(account.email));
    expect(refreshCalls).toBe(1);
    const rotated = new Set(contexts.map((context) => context.session.tokens?.refreshToken));
    expect(rotated.size).toBe(1);
    expect(rotated.has(tokens.refreshToken)).toBe(false);
  });
});

// Two web processes behind one balancer: each has its own coordinator and Redis connection, and the API revokes the
// whole sign-in if the same refresh token reaches it twice.
describe.skipIf(!has({ redis: redisReachable }))("the API client in two web processes sharing refreshes through Redis", () => {
  const harness = useApiHarness("sqlite");
  const prefix = testKeyPrefix();
  let connections: Redis[] = [];
  beforeAll(async () => {
    connections = await Promise.all([connectTestRedis(prefix), connectTestRedis(prefix)]);
  });
  afterAll(async () => {
    await clearTestKeys(connections[0]);
    await Promise.all(connections.map(closeSharedRedis));
  });

  it("refreshes once for requests with the same expired cookie reaching both processes, and keeps the user signed in", async () => {
    const account = await registerAccount(harness);
    const tokens = tokensFromApi(account)!;
    harness.clock.advance(16 * 60_000);
    let refreshCalls = 0;
    const apiFetch = (request: Request) => {
      if (new URL(request.url).pathname.endsWith("/auth/refresh_token")) refreshCalls += 1;
      return harness.api.fetch(request, { clientIp: "203.0.113.9" });
    };
    const cookie = await signedInCookie(tokens, account.user.id);
    const processes = connections.map((redis) => new RefreshCoordinator(5_000, createRedisSharedFlight(redis)));

    const contexts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        createRequestContext({
          request: new Request("http://localhost/account-user", { headers: { Cookie: cookie } }),
          config: testConfig,
          clientIp: "203.0.113.9",
          cspNonce: "nonce",
          apiBaseUrl: "http://promoreel.internal/api/v1/",
          apiFetch,
          refreshCoordinator: processes[n % 2],
        }),
      ),
    );
    const results = await Promise.all(contexts.map((context) => context.api.get<{ email: string }>("auth/user")));

    expect(results.map((result) => result.ok && result.data.email)).toEqual(Array(10).fill(account.email));
    expect(refreshCalls).toBe(1);
    const rotated = new Set(contexts.map((context) => context.session.tokens?.refreshToken));
    expect(rotated.size).toBe(1);
    expect(rotated.has(tokens.refreshToken)).toBe(false);
    // The sign-in was not revoked: the rotated token refreshes again.
    const again = await harness.call("POST", "auth/refresh_token", { json: { refresh_token: [...rotated][0] } });
    expect(again.status).toBe(200);
  });
});
