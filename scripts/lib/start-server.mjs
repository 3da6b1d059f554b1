// Starts the built server (build/server.js) the way production runs it, on a free port with a fresh data folder,
// for the measuring scripts (lighthouse, bench-web). Nothing it generates (secrets, logs) is printed.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Asks the OS for a port nobody listens on; the tiny gap before the server binds it is fine on a test machine. */
function findFreePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Resolves to { baseUrl, dataDir, stop } once /healthz answers 200. `stop` ends the server with SIGTERM (its graceful
 * shutdown) and deletes the data folder; it also runs if this process is interrupted.
 */
export async function startBuiltServer({ startTimeoutMs = 30_000, env: extraEnv = {} } = {}) {
  if (!existsSync(path.join(projectRoot, "build/server.js")) || !existsSync(path.join(projectRoot, "public/build"))) {
    throw new Error("No build found: run `npm run build` first.");
  }
  const port = await findFreePort();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-measure-"));
  const baseUrl = `http://127.0.0.1:${port}`;

  // Only what the server needs, not the caller's whole environment: a developer's DATABASE_URL or API_ORIGIN must
  // not leak into a measurement that promises a fresh, empty SQLite app.
  const env = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    TMPDIR: os.tmpdir(),
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    // Production refuses to start without real secrets; throwaway ones per run are enough to measure pages.
    JWT_SECRET: randomBytes(32).toString("base64url"),
    SESSION_SECRET: randomBytes(32).toString("base64url"),
    // No videos get rendered here, and an idle render worker would only compete with the pages for the CPU.
    RENDER_WORKER: "off",
    ...(process.env.LOG_LEVEL ? { LOG_LEVEL: process.env.LOG_LEVEL } : {}),
    ...extraEnv,
  };

  // stdout carries one log line per request (thousands under load): drop it. Keep stderr's tail to explain a failed start.
  const server = spawn(process.execPath, ["build/server.js"], { cwd: projectRoot, env, stdio: ["ignore", "ignore", "pipe"] });
  let stderrTail = "";
  server.stderr.on("data", (chunk) => {
    stderrTail = (stderrTail + chunk).slice(-4000);
  });
  const exited = new Promise((resolve) => server.once("exit", (code, signal) => resolve(code ?? signal)));

  let stopping;
  const stop = () => {
    stopping ??= (async () => {
      if (server.exitCode === null && server.signalCode === null) {
        server.kill("SIGTERM");
        const forceKill = setTimeout(() => server.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(forceKill);
      }
      rmSync(dataDir, { recursive: true, force: true });
      process.off("exit", killOnExit);
    })();
    return stopping;
  };
  // Last resort when the process exits before `stop` has finished (an uncaught error, or chrome-launcher's own
  // SIGINT handler calling process.exit): never leave a server or its data folder behind.
  const killOnExit = () => {
    server.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.on("exit", killOnExit);
  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.once(signal, () => void stop().then(() => process.exit(130)));
  }

  const deadline = Date.now() + startTimeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null || server.signalCode !== null) {
      await stop();
      throw new Error(`The server exited during start (${await exited}):\n${stderrTail}`);
    }
    try {
      const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(1000) });
      if (health.ok) return { baseUrl, dataDir, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server did not answer ${baseUrl}/healthz within ${startTimeoutMs} ms:\n${stderrTail}`);
}
