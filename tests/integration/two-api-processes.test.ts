/**
 * Two API processes (`npm run api`) on one database and one Redis (issue 25, decision 199). Acceptance 3: they enforce
 * one login limit, the wrong passwords going to the two in turn and the 11th answering 429 from whichever gets it. And
 * two web processes, each calling its own API process, refresh a rotating refresh token once between them.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { registerAccount } from "../../api/testing/accounts";
import { describeOnEachDatabase } from "../../api/testing/harness";
import { rateLimits } from "../../api/http/rate-limit";
import { redisReachable, testRedisUrl } from "../../lib/shared-state/testing/reachable";
import { createRedisSharedFlight } from "../../lib/shared-state/single-flight";
import { closeSharedRedis, type Redis } from "../../lib/shared-state/redis";
import { clearTestKeys, connectTestRedis, testKeyPrefix } from "../../lib/shared-state/testing/reachable";
import { createRequestContext } from "../../app/request-context.server";
import { signedInCookie, testConfig } from "../../app/testing/fake-backend";
import { RefreshCoordinator } from "../../app/utils/refresh-coordinator.server";
import { tokensFromApi } from "../../app/utils/tokens.server";
import { has } from "../requirements";
import { startApiProcess, type ApiProcess } from "../cluster/processes";

const withRedis = has({ redis: redisReachable });

describeOnEachDatabase("two API processes sharing one database and Redis", (harness) => {
  const processes: ApiProcess[] = [];

  beforeAll(async () => {
    if (!withRedis) return;
    const { database, dataDir } = harness.config;
    // Behind a proxy, so this run's made-up client address has limits of its own in a Redis other runs also use.
    const env = {
      DATA_DIR: dataDir,
      ...(database.kind === "postgres" && { DATABASE_URL: database.url }),
      REDIS_URL: testRedisUrl,
      RATE_LIMIT_FACTOR: "1",
      TRUST_PROXY: "true",
    };
    // One after the other: the harness has migrated the database already, so neither process changes it.
    processes.push(await startApiProcess(env));
    processes.push(await startApiProcess(env));
  });

  afterAll(() => {
    for (const api of processes) if (api.child.exitCode === null) api.child.kill("SIGKILL");
  });

  it.skipIf(!withRedis)("acceptance 3: answers the 11th wrong password 429, whichever process it reaches", { timeout: 60_000 }, async () => {
    const account = await registerAccount(harness);
    const clientIp = `10.${randomByte()}.${randomByte()}.${randomByte()}`;
    const login = (api: ApiProcess, password: string) =>
      fetch(`${api.baseUrl}/api/v1/auth/login`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "X-Forwarded-For": clientIp },
        body: JSON.stringify({ email: account.email, password }),
      }).then(async (response) => (await response.json()) as { status_code: number; data: { retry_after?: number } });

    const allowed = rateLimits.loginByEmailAndNetwork.limit;
    expect(allowed).toBe(10);
    for (let attempt = 0; attempt < allowed; attempt++) {
      const answer = await login(processes[attempt % 2], "wrong-password-1");
      expect(answer.status_code, processes[attempt % 2].output()).toBe(400);
    }
    // Each process has seen only five: alone, neither would refuse yet.
    const eleventh = await login(processes[allowed % 2], "wrong-password-1");
    expect(eleventh.status_code).toBe(429);
    expect(eleventh.data.retry_after).toBeGreaterThan(0);
    // The right password from the same network is refused too, by the other process as well.
    expect((await login(processes[(allowed + 1) % 2], account.password)).status_code).toBe(429);
  });
});

describeOnEachDatabase("two web processes, each with its own API process, sharing refreshes through Redis", (harness) => {
  const processes: ApiProcess[] = [];
  const prefix = testKeyPrefix();
  let connections: Redis[] = [];

  beforeAll(async () => {
    if (!withRedis) return;
    const { database, dataDir } = harness.config;
    const env = {
      DATA_DIR: dataDir,
      ...(database.kind === "postgres" && { DATABASE_URL: database.url }),
      REDIS_URL: testRedisUrl,
      // Under the web app's 30 s refresh-ahead, so a signed-in call refreshes first; long enough to stay valid after.
      ACCESS_TOKEN_TTL_SECONDS: "20",
    };
    processes.push(await startApiProcess(env));
    processes.push(await startApiProcess(env));
    connections = await Promise.all([connectTestRedis(prefix), connectTestRedis(prefix)]);
  });

  afterAll(async () => {
    for (const api of processes) if (api.child.exitCode === null) api.child.kill("SIGKILL");
    if (connections.length > 0) await clearTestKeys(connections[0]);
    await Promise.all(connections.map(closeSharedRedis));
  });

  it.skipIf(!withRedis)("refresh once for one cookie reaching both, and the user stays signed in", { timeout: 60_000 }, async () => {
    const account = await registerAccount(harness);
    // Signed in through a process, on the wall clock the processes run on, with a token that is about to expire.
    const login = await fetch(`${processes[0].baseUrl}/api/v1/auth/login`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    }).then((response) => response.json() as Promise<{ status_code: number; data: unknown }>);
    expect(login.status_code).toBe(200);
    const tokens = tokensFromApi(login.data)!;
    const cookie = await signedInCookie(tokens, account.user.id);

    let refreshCalls = 0;
    const webProcesses = processes.map((api, n) => ({
      coordinator: new RefreshCoordinator(5_000, createRedisSharedFlight(connections[n])),
      apiFetch: (request: Request) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith("/auth/refresh_token")) refreshCalls += 1;
        return fetch(new Request(`${api.baseUrl}${url.pathname}${url.search}`, request));
      },
    }));
    const contexts = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        createRequestContext({
          request: new Request("http://localhost/account-user", { headers: { Cookie: cookie } }),
          config: testConfig,
          clientIp: "203.0.113.9",
          cspNonce: "nonce",
          apiBaseUrl: "http://promoreel.internal/api/v1/",
          apiFetch: webProcesses[n % 2].apiFetch,
          refreshCoordinator: webProcesses[n % 2].coordinator,
        }),
      ),
    );
    const results = await Promise.all(contexts.map((context) => context.api.get<{ email: string }>("auth/user")));

    expect(results.map((result) => result.ok && result.data.email)).toEqual(Array(10).fill(account.email));
    expect(refreshCalls).toBe(1);
    const rotated = new Set(contexts.map((context) => context.session.tokens?.refreshToken));
    expect(rotated.size).toBe(1);
    expect(rotated.has(tokens.refreshToken)).toBe(false);
    // The sign-in was not revoked: the rotated token refreshes again, at the other process.
    const again = await fetch(`${processes[1].baseUrl}/api/v1/auth/refresh_token`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ refresh_token: [...rotated][0] }),
    }).then((response) => response.json() as Promise<{ status_code: number }>);
    expect(again.status_code).toBe(200);
  });
});

function randomByte() {
  return Math.floor(Math.random() * 254) + 1;
}
