/**
 * The built server (build/server.js) on a fresh data folder, as `npm start` runs it, with a local Stripe that
 * speaks Stripe's protocol so the billing calls are swept past their configuration check.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startFakeStripe, testStripeSecrets } from "../../api/billing/test-helpers";

export interface RunningServer {
  origin: string;
  dataDir: string;
  /** The server's error log lines so far (an unexpected failure is logged with its stack there). */
  errorLog(): string[];
  stop(): Promise<void>;
}

export function serverIsBuilt() {
  return existsSync("build/server.js") && existsSync("build/index.js");
}

export async function startServer(port: number): Promise<RunningServer> {
  if (!serverIsBuilt()) throw new Error("No build found: run `npm run build` first.");
  const dataDir = await mkdtemp(path.join(tmpdir(), "promoreel-fuzz-"));
  const stripe = await startFakeStripe();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "test",
      HOST: "127.0.0.1",
      PORT: String(port),
      APP_URL: origin,
      DATA_DIR: dataDir,
      // Nothing here needs a rendered video; a queued one stays queued instead of taking the sweep's CPU.
      RENDER_WORKER: "off",
      // Thousands of calls from one address: the limits would answer 429 before the checks under test are reached.
      RATE_LIMIT_FACTOR: "100000",
      LOG_LEVEL: "error",
      STRIPE_SECRET_KEY: testStripeSecrets.secretKey,
      STRIPE_WEBHOOK_SECRET: testStripeSecrets.webhookSecret,
      STRIPE_PRICE_STARTER: testStripeSecrets.prices.starter,
      STRIPE_PRICE_PRO: testStripeSecrets.prices.pro,
      STRIPE_API_BASE: `http://127.0.0.1:${stripe.config().api!.port}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => lines.push(...chunk.toString("utf8").split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const forceKill = setTimeout(() => child.kill("SIGKILL"), 10_000);
      await exited;
      clearTimeout(forceKill);
    }
    process.off("exit", killOnExit);
    await stripe.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  // Interrupted (Ctrl-C, a test runner's timeout): never leave the server or its data folder behind.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.once(signal, () => void stop().then(() => process.exit(130)));
  for (let attempt = 0; attempt < 300; attempt++) {
    if (child.exitCode !== null) break;
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return { origin, dataDir, errorLog: () => [...lines], stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stop();
  throw new Error(`The server on ${origin} did not start:\n${lines.slice(-20).join("\n")}`);
}
