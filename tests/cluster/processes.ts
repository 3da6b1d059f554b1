/**
 * The pieces of a deployment as separate processes on loopback (issue 25, docs/deploy.md): API processes, render
 * workers, the built web app, and a balancer in front of the API processes. Used by the cluster test, the
 * two-API-process test and `npm run bench:cluster`; nothing here depends on a test runner.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import http from "node:http";
import { createServer, type AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

export interface ClusterProcess {
  child: ChildProcess;
  exited: Promise<[number | null, NodeJS.Signals | null]>;
  output(): string;
}

export interface ApiProcess extends ClusterProcess {
  baseUrl: string;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Polls `check` until it returns without throwing, or throws its last error once `timeoutMs` has passed. */
export async function waitUntil<T>(check: () => Promise<T> | T, { timeoutMs, intervalMs = 100 }: { timeoutMs: number; intervalMs?: number }): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, intervalMs));
    }
  }
}

/**
 * A node process of this checkout. tsx runs as a loader inside the one node process (not through `npm run`, whose
 * `sh -c` does not pass signals on), so a SIGKILL reaches the API or worker itself.
 */
function startNodeProcess(args: string[], env: Record<string, string>): ClusterProcess {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", NODE_ENV: "test", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  return { child, exited: once(child, "exit") as Promise<[number | null, NodeJS.Signals | null]>, output: () => output };
}

async function waitForHealth(process: ClusterProcess, baseUrl: string, what: string) {
  await waitUntil(
    async () => {
      if (process.child.exitCode !== null) throw new Error(`the ${what} exited: ${process.output()}`);
      const health = await fetch(`${baseUrl}/healthz`);
      if (!health.ok) throw new Error(`the ${what}'s /healthz answered ${health.status}`);
    },
    { timeoutMs: 60_000 },
  );
}

/** `npm run api` as its own process, once its /healthz answers. */
export async function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const started = startNodeProcess(["--import", "tsx", "api/standalone.ts"], { API_PORT: String(port), ...env });
  const api = { ...started, baseUrl: `http://127.0.0.1:${port}` };
  await waitForHealth(api, api.baseUrl, "API process");
  return api;
}

/** `npm run worker` as its own process; `ready` resolves once it has loaded its models and claims jobs. */
export function startWorkerProcess(env: Record<string, string>): ClusterProcess & { ready: Promise<void> } {
  const worker = startNodeProcess(["--import", "tsx", "api/worker.ts"], { MALLOC_ARENA_MAX: "2", ...env, LOG_LEVEL: "info" });
  const ready = waitUntil(
    () => {
      if (worker.child.exitCode !== null) throw new Error(`the worker exited: ${worker.output()}`);
      if (!worker.output().includes("render worker started")) throw new Error(`the worker has not started: ${worker.output()}`);
    },
    { timeoutMs: 120_000, intervalMs: 200 },
  );
  return { ...worker, ready };
}

/** `npm run migrate`, once, before the processes start. */
export async function migrate(env: Record<string, string>) {
  const migrator = startNodeProcess(["--import", "tsx", "api/db/migrate-cli.ts"], env);
  const [code] = await migrator.exited;
  if (code !== 0) throw new Error(`npm run migrate failed: ${migrator.output()}`);
}

/** The built web app (`node build/server.js`, after `npm run build`), once its /healthz answers. */
export async function startWebApp(env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const started = startNodeProcess(["build/server.js"], { HOST: "127.0.0.1", PORT: String(port), ...env });
  const web = { ...started, baseUrl: `http://127.0.0.1:${port}` };
  await waitForHealth(web, web.baseUrl, "web app");
  return web;
}

export interface Balancer {
  origin: string;
  /** How many requests each upstream answered, by origin. */
  answered: Map<string, number>;
  /** What went wrong passing requests on (upstream errors), newest last: for failure messages. */
  failures: string[];
  close(): Promise<void>;
}

/**
 * The internal balancer between the web app and the API processes (nginx in docs/deploy.md): round robin, the next
 * upstream when one refuses the connection, and X-Forwarded-For passed on unchanged.
 */
export async function startBalancer(upstreams: string[]): Promise<Balancer> {
  const answered = new Map(upstreams.map((origin) => [origin, 0]));
  const failures: string[] = [];
  let next = 0;
  const server = http.createServer((request, response) => {
    const body: Buffer[] = [];
    request.on("data", (chunk: Buffer) => body.push(chunk));
    const first = next++;
    request.on("end", () => forward(0));
    // Each retry goes to the next upstream after this request's first, whatever other requests took meanwhile.
    const forward = (tried: number) => {
      const origin = upstreams[(first + tried) % upstreams.length]!;
      const upstream = http.request(`${origin}${request.url}`, { method: request.method, headers: request.headers }, (answer) => {
        answered.set(origin, answered.get(origin)! + 1);
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      });
      upstream.on("error", (error) => {
        failures.push(`${request.method} ${request.url} to ${origin}: ${error.message}${response.headersSent ? " (after the answer began)" : ""}`);
        if (response.headersSent) response.destroy();
        else if (tried + 1 < upstreams.length) forward(tried + 1);
        else response.writeHead(502).end();
      });
      upstream.end(Buffer.concat(body));
    };
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    answered,
    failures,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stops what is still running: SIGTERM, then SIGKILL after `graceMs`. */
export async function stopProcesses(processes: ClusterProcess[], graceMs = 10_000) {
  await Promise.all(
    processes.map(async (process) => {
      if (process.child.exitCode !== null || process.child.signalCode !== null) return;
      process.child.kill("SIGTERM");
      const timer = setTimeout(() => process.child.kill("SIGKILL"), graceMs);
      await process.exited;
      clearTimeout(timer);
    }),
  );
}
