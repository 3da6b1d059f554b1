/**
 * `npm run bench:workspace`: how fast the Videos and Products screens' loaders answer for a big account. Starts the
 * built server (npm run build first) on a fresh data folder, signs up one user through the API, gives them 200
 * products through `generate-info` and 1,000 videos (one made through `video/create-by-product`, the rest copies of
 * its row with their own ids, titles, dates, statuses and favourites: rendering 1,000 videos would take hours and
 * the loaders only read rows), signs in through the web form like a browser, then asks each loader for its data
 * (Remix's `_data` request: the loader alone, no HTML) BENCH_REQUESTS times (300 by default) one after another and
 * prints p50, p95 and p99. Target: p95 under 50 ms.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { readApiConfig } from "../api/config";
import { openDatabase } from "../api/db/connection";
import { latestCodeInOutbox } from "../api/testing/outbox";
import { signInThroughTheWebForm } from "./lib/web-sign-in.mjs";

const port = Number(process.env.BENCH_PORT ?? 3481);
const origin = `http://127.0.0.1:${port}`;
const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const videoCount = 1000;
const productCount = 200;
const email = "bench@example.com";
const password = "bench-password-42";

const dataDir = await mkdtemp(path.join(tmpdir(), "promoreel-bench-workspace-"));
const server = startServer();
try {
  await waitForHealth();
  const token = await signUp();
  const productIds = await addProducts(token);
  await addVideos(token, productIds[0]!);
  const cookie = await signInThroughTheWebForm(origin, email, password);
  const routes: [string, string][] = [
    ["Videos, page 1", "/videos?_data=routes%2F_shell.videos"],
    ["Videos, page 40", "/videos?page=40&_data=routes%2F_shell.videos"],
    ["Videos, favourites", "/videos?favorite=1&_data=routes%2F_shell.videos"],
    ["Products, page 1", "/product-folder?_data=routes%2F_shell.product-folder"],
    ["Products, page 10", "/product-folder?page=10&_data=routes%2F_shell.product-folder"],
  ];
  console.log(`${videoCount} videos and ${productCount} products for one user; ${requests} sequential requests per loader\n`);
  for (const [name, pathAndQuery] of routes) {
    const timings = await measure(pathAndQuery, cookie);
    const verdict = percentile(timings, 95) < 50 ? "ok" : "over the 50 ms target";
    console.log(`${name.padEnd(20)} p50 ${ms(percentile(timings, 50))}  p95 ${ms(percentile(timings, 95))}  p99 ${ms(percentile(timings, 99))}  ${verdict}`);
  }
} finally {
  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  await rm(dataDir, { recursive: true, force: true });
}

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: { ...process.env, NODE_ENV: "test", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, RENDER_WORKER: "off", LOG_LEVEL: "warn" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  child.once("exit", (code) => {
    if (code !== null && code !== 0) console.error(`the server stopped with code ${code}`);
  });
  return child;
}

async function waitForHealth() {
  for (let attempt = 0; attempt < 100; attempt++) {
    const healthy = await fetch(`${origin}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error("The server did not start; run `npm run build` first.");
}

async function api<T>(method: string, route: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${origin}/api/v1/${route}`, {
    method,
    headers: { "content-type": "application/json", ...(token && { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const envelope = (await response.json()) as { status_code: number; data: T; message: string };
  if (envelope.status_code !== 200) throw new Error(`${route}: ${envelope.message}`);
  return envelope.data;
}

async function signUp(): Promise<string> {
  await api("POST", "auth/email_captcha_send", { email, purpose: "register" });
  const code = await latestCodeInOutbox(dataDir, email);
  const account = await api<{ access_token: string }>("POST", "auth/register", { email, code, name: "Bench Seller", password });
  return account.access_token;
}

async function addProducts(token: string): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 1; index <= productCount; index++) {
    const product = await api<{ id: string }>(
      "POST",
      "generate-info",
      {
        name: `Trail Bottle ${index}`,
        brand: "Northpeak",
        description: "A double-wall steel bottle for long days outside.",
        price: { amount: 20 + (index % 30), currency: "USD" },
        features: ["Keeps drinks cold for 24 hours", "Leak-proof lid"],
      },
      token,
    );
    ids.push(product.id);
  }
  return ids;
}

/** One video through the API; its row copied for the rest, spread over the last year, a tenth of them favourites. */
async function addVideos(token: string, productId: string) {
  const ideas = await api<{ ideas: { id: string }[] }>("POST", "product-ideas", { product_id: productId }, token);
  const script = await api<{ id: string }>("POST", "video-script", { product_id: productId, idea_id: ideas.ideas[0]!.id, length_seconds: 15 }, token);
  const first = await api<{ id: string }>("POST", "video/create-by-product", { product_id: productId, script_id: script.id, aspect_ratios: ["9:16"] }, token);
  const db = openDatabase(readApiConfig({ NODE_ENV: "test", DATA_DIR: dataDir }).database);
  try {
    const template = await db.selectFrom("videos").selectAll().where("id", "=", first.id).executeTakeFirstOrThrow();
    const statuses = ["ready", "ready", "ready", "ready", "ready", "ready", "ready", "failed", "generating", "exporting"] as const;
    const now = Date.now();
    const rows = Array.from({ length: videoCount - 1 }, (_, index) => {
      const createdAt = now - (index + 1) * 8 * 60 * 60 * 1000;
      const status = statuses[index % statuses.length]!;
      return {
        ...template,
        id: randomUUID(),
        title: `${template.title} #${index + 2}`,
        status,
        stage: status === "ready" || status === "failed" ? "done" : "rendering",
        progress: status === "ready" ? 1 : 0.4,
        duration_ms: status === "ready" ? 15_000 : null,
        favorite_at: index % 10 === 0 ? createdAt : null,
        created_at: createdAt,
        updated_at: createdAt,
        finished_at: status === "ready" || status === "failed" ? createdAt : null,
      };
    });
    for (let start = 0; start < rows.length; start += 100) {
      await db
        .insertInto("videos")
        .values(rows.slice(start, start + 100))
        .execute();
    }
  } finally {
    await db.destroy();
  }
}

async function measure(pathAndQuery: string, cookie: string): Promise<number[]> {
  const timings: number[] = [];
  // A few warm-up requests: the first ones pay for module loading and the database's cold pages.
  for (let index = -10; index < requests; index++) {
    const started = performance.now();
    const response = await fetch(`${origin}${pathAndQuery}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${pathAndQuery} answered ${response.status}`);
    if (index >= 0) timings.push(performance.now() - started);
  }
  return timings;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

function ms(value: number): string {
  return `${value.toFixed(1).padStart(6)} ms`;
}
