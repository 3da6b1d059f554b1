/**
 * Issue 25, acceptance 3: two API processes (`npm run api`) on one database and one Redis enforce one login limit. The
 * wrong passwords go to the two processes in turn; the 11th answers 429 from whichever process gets it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { registerAccount } from "../../api/testing/accounts";
import { describeOnEachDatabase } from "../../api/testing/harness";
import { rateLimits } from "../../api/http/rate-limit";
import { redisReachable, testRedisUrl } from "../../lib/shared-state/testing/reachable";
import { has } from "../requirements";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const withRedis = has({ redis: redisReachable });

interface ApiProcess {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
}

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** `npm run api` as its own process; tsx as a loader in one node process, so stopping it stops the API itself. */
async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "api/standalone.ts"], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", API_PORT: String(port), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const api = { child, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
  await vi.waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`the API process exited: ${output}`);
      const health = await fetch(`${api.baseUrl}/healthz`);
      if (!health.ok) throw new Error(`healthz answered ${health.status}`);
    },
    { timeout: 30_000, interval: 100 },
  );
  return api;
}

describeOnEachDatabase("acceptance 3: one login limit across two API processes sharing Redis", (harness) => {
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

  it.skipIf(!withRedis)("answers the 11th wrong password 429, whichever process it reaches", { timeout: 60_000 }, async () => {
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

function randomByte() {
  return Math.floor(Math.random() * 254) + 1;
}
