/**
 * `npm run bench:cluster` (issue 25): 30 videos queued at once, rendered by one worker process and then by two, on
 * the cluster of the cluster test (two API processes behind a balancer, PostgreSQL, Redis, S3-protocol server),
 * with 20 users browsing their library through the balancer during the renders. Prints the wall time, videos per
 * minute and the API's latency percentiles for each; sets no targets (the issue names none). Needs PostgreSQL
 * (TEST_DATABASE_URL), Redis (TEST_REDIS_URL), ffmpeg and festival.
 *
 * The npm script turns off Node's require(esm): under tsx it hands s3rver's dependency generator-function its ESM
 * namespace instead of the function, and s3rver fails at start (vitest resolves it correctly).
 *
 * BENCH_VIDEOS (30), BENCH_BROWSERS (20), BENCH_RENDER_SCALE (0.25: small frames, as the tests render) change the run.
 */
import os from "node:os";
import { latestCodeInOutbox } from "../api/testing/outbox";
import { startCluster, type Cluster } from "../tests/cluster/cluster";
import { waitUntil } from "../tests/cluster/processes";

const videoCount = Number(process.env.BENCH_VIDEOS ?? 30);
const browserCount = Number(process.env.BENCH_BROWSERS ?? 20);
const renderScale = process.env.BENCH_RENDER_SCALE ?? "0.25";

interface Envelope<T> {
  status_code: number;
  message?: string;
  data: T;
}

async function call<T>(cluster: Cluster, method: string, route: string, { token, json }: { token?: string; json?: unknown } = {}): Promise<T> {
  const response = await fetch(`${cluster.balancer.origin}/api/v1/${route}`, {
    method,
    headers: { ...(json !== undefined && { "Content-Type": "application/json" }), ...(token && { Authorization: `Bearer ${token}` }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.status_code !== 200) throw new Error(`${method} ${route} answered ${body.status_code}: ${body.message}`);
  return body.data;
}

/** A new seller with a code from whichever API process's outbox it went to; returns the access token. */
async function signUp(cluster: Cluster, n: number): Promise<string> {
  const email = `bench-${Date.now()}-${n}@example.com`;
  await call(cluster, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" } });
  const code = await waitUntil(
    async () => {
      for (const dataDir of cluster.dataDirs) {
        const found = await latestCodeInOutbox(dataDir, email).catch(() => undefined);
        if (found) return found;
      }
      throw new Error(`no code was mailed to ${email}`);
    },
    { timeoutMs: 20_000 },
  );
  const registered = await call<{ access_token: string }>(cluster, "POST", "auth/register", { json: { email, code, name: `Seller ${n}`, password: "correct-horse-42" } });
  return registered.access_token;
}

/** A product, an idea and a 15-second script, ready to render. */
async function prepareVideo(cluster: Cluster, token: string, n: number) {
  const product = await call<{ id: string }>(cluster, "POST", "generate-info", {
    token,
    json: {
      name: `Harbor Tote ${n}`,
      brand: "Saltline",
      price: { amount: 42, currency: "USD" },
      description: "A waxed canvas tote that stands up on its own.",
      features: ["Waxed canvas", "Inner zip pocket"],
    },
  });
  const ideas = await call<{ ideas: { id: string }[] }>(cluster, "POST", "product-ideas", { token, json: { product_id: product.id } });
  const script = await call<{ id: string }>(cluster, "POST", "video-script", { token, json: { product_id: product.id, idea_id: ideas.ideas[0]!.id, length_seconds: 15 } });
  return { token, json: { product_id: product.id, script_id: script.id, aspect_ratios: ["9:16"] } };
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

/** Queues every prepared video at once and waits for all to be ready, while `browserCount` sellers open their library. */
async function renderAll(cluster: Cluster, tokens: string[], label: string) {
  const prepared = await Promise.all(tokens.map((token, n) => prepareVideo(cluster, token, n)));
  const latencies: number[] = [];
  let browsing = true;
  const browsers = tokens.slice(0, browserCount).map(async (token) => {
    while (browsing) {
      const started = performance.now();
      await call(cluster, "GET", "video/list?page=1&page_size=20", { token });
      latencies.push(performance.now() - started);
    }
  });
  // Handled here so a failed call ends the run through the cluster's clean-up below, not as an unhandled rejection.
  for (const browser of browsers) browser.catch(() => undefined);
  const started = performance.now();
  const videos = await Promise.all(
    prepared.map(({ token, json }) => call<{ id: string }>(cluster, "POST", "video/create-by-product", { token, json }).then(({ id }) => ({ id, token }))),
  );
  for (;;) {
    const states = await Promise.all(videos.map(({ id, token }) => call<{ status: string }>(cluster, "GET", `video/detail?id=${id}`, { token })));
    const failed = states.filter((video) => video.status === "failed").length;
    if (failed > 0) throw new Error(`${label}: ${failed} videos failed`);
    if (states.every((video) => video.status === "ready")) break;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  const wallMs = performance.now() - started;
  browsing = false;
  await Promise.all(browsers);
  latencies.sort((a, b) => a - b);
  console.info(
    `${label}: ${videos.length} videos in ${(wallMs / 1000).toFixed(1)} s = ${((videos.length / wallMs) * 60_000).toFixed(2)} videos/min; ` +
      `API video/list under ${browserCount} users: ${latencies.length} requests, p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, p99 ${percentile(latencies, 99).toFixed(0)} ms, max ${latencies.at(-1)!.toFixed(0)} ms`,
  );
}

const [load1, load5] = os.loadavg();
console.info(
  `bench:cluster on ${os.cpus().length} cores (load average ${load1!.toFixed(2)}, ${load5!.toFixed(2)} at start), RENDER_SCALE=${renderScale}, 15-second 9:16 videos, RENDER_CONCURRENCY default`,
);
// The sellers sign in once: their access tokens must outlast both runs (15 minutes by default; one run took 11 here).
const cluster = await startCluster({ apis: 2, workers: 1, env: { RENDER_SCALE: renderScale, ACCESS_TOKEN_TTL_SECONDS: String(4 * 60 * 60) } });
try {
  const tokens = await Promise.all(Array.from({ length: videoCount }, (_, n) => signUp(cluster, n)));
  await renderAll(cluster, tokens, "one worker");
  await cluster.addWorker();
  await renderAll(cluster, tokens, "two workers");
} finally {
  await cluster.stop();
}
