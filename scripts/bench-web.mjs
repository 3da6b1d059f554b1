// `npm run bench:web`: how close the app comes to a static file when serving the signed-out landing page.
// Load-tests the page from the app, then the same HTML saved to disk and served by express.static, both gzipped.
//   node scripts/bench-web.mjs [--path /] [--duration 10] [--warmup 2] [--connections 10] [--url-base http://host:port]
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import autocannon from "autocannon";
import compression from "compression";
import express from "express";
import { startBuiltServer } from "./lib/start-server.mjs";

// A browser's headers: the app renders differently for bots (waits for all data), and both servers gzip on request.
const visitorHeaders = {
  "accept-encoding": "gzip",
  "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
};

/** The static side, run in a worker thread so autocannon's own work on the main thread does not slow it down. */
function serveStaticFolder(folder) {
  const app = express();
  app.use(compression());
  app.use(express.static(folder));
  const server = app.listen(0, "127.0.0.1", () => parentPort.postMessage(server.address().port));
}

function startStaticServer(folder) {
  const worker = new Worker(new URL(import.meta.url), { workerData: { folder } });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (port) => resolve({ baseUrl: `http://127.0.0.1:${port}`, stop: () => worker.terminate() }));
  });
}

function parseOptions() {
  const { values } = parseArgs({
    options: {
      path: { type: "string", default: "/" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: "10" },
      "url-base": { type: "string" },
    },
  });
  const wholeNumber = (name, minimum) => {
    const value = Number(values[name]);
    if (!Number.isInteger(value) || value < minimum) throw new Error(`--${name} must be a whole number >= ${minimum} (got ${values[name]})`);
    return value;
  };
  return {
    pagePath: values.path,
    durationSeconds: wholeNumber("duration", 1),
    warmupSeconds: wholeNumber("warmup", 0),
    connections: wholeNumber("connections", 1),
    urlBase: values["url-base"],
  };
}

/** Fetches the page once as a visitor would; a redirect or error page would make the comparison meaningless. */
async function fetchPage(url) {
  const response = await fetch(url, { redirect: "manual", headers: visitorHeaders });
  if (response.status !== 200) {
    const location = response.headers.get("location");
    throw new Error(`GET ${url} answered ${response.status}${location ? ` (to ${location})` : ""}: benchmark a page that answers 200, e.g. --path /account/login`);
  }
  return { html: await response.text(), headers: response.headers };
}

async function measure(url, { durationSeconds, warmupSeconds, connections }, extraHeaders = {}) {
  const load = { url, connections, headers: { ...visitorHeaders, ...extraHeaders } };
  // Warm-up first so JIT compilation and first-request caches are not part of the numbers.
  if (warmupSeconds > 0) await autocannon({ ...load, duration: warmupSeconds });
  const result = await autocannon({ ...load, duration: durationSeconds });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    unexpected: result.non2xx + result.errors,
  };
}

async function main() {
  const options = parseOptions();
  const app = options.urlBase ? { baseUrl: options.urlBase.replace(/\/+$/, ""), stop: async () => {} } : await startBuiltServer();
  let staticServer;
  try {
    const appUrl = app.baseUrl + options.pagePath;
    const page = await fetchPage(appUrl);
    // Kept after the run, so what was measured can be looked at.
    const htmlFolder = mkdtempSync(path.join(os.tmpdir(), "promoreel-bench-web-"));
    writeFileSync(path.join(htmlFolder, "page.html"), page.html);
    staticServer = await startStaticServer(htmlFolder);
    const staticUrl = `${staticServer.baseUrl}/page.html`;
    const staticEncoding = (await fetchPage(staticUrl)).headers.get("content-encoding");

    console.log(
      `GET ${options.pagePath}: ${options.connections} connections, ${options.durationSeconds} s each after a ${options.warmupSeconds} s warm-up, ` +
        `Accept-Encoding: gzip (${page.html.length} characters of HTML, saved in ${htmlFolder})`,
    );
    const appResult = await measure(appUrl, options);
    // A visitor with a cookie (here only a theme) is not served the page kept in memory: this is the cost of
    // rendering it.
    const renderedResult = await measure(appUrl, options, { Cookie: "theme=system" });
    const staticResult = await measure(staticUrl, options);

    const row = (label, result) =>
      `${label.padEnd(14)}${result.requestsPerSecond.toFixed(0).padStart(10)}${String(result.p50Ms).padStart(9)}${String(result.p99Ms).padStart(9)}${String(result.unexpected).padStart(12)}`;
    console.log(`\n${"".padEnd(14)}${"req/s".padStart(10)}${"p50 ms".padStart(9)}${"p99 ms".padStart(9)}${"non-2xx/err".padStart(12)}`);
    console.log(row("app", appResult));
    console.log(row("app, rendered", renderedResult));
    console.log(row("static file", staticResult));
    const ratio = (a, b) => (b > 0 ? `${(a / b).toFixed(2)}x` : "-");
    console.log(
      `${"app / static".padEnd(14)}${ratio(appResult.requestsPerSecond, staticResult.requestsPerSecond).padStart(10)}${"".padStart(9)}${ratio(appResult.p99Ms, staticResult.p99Ms).padStart(9)}`,
    );

    const header = (name) => page.headers.get(name) ?? "(none)";
    console.log(`\napp response headers: Cache-Control: ${header("cache-control")}; ETag: ${header("etag")}; Content-Encoding: ${header("content-encoding")}`);
    console.log(`static response Content-Encoding: ${staticEncoding ?? "(none)"}`);
    if (appResult.unexpected || renderedResult.unexpected || staticResult.unexpected) {
      console.log("warning: some responses were not 2xx or failed; the numbers above include them");
      process.exitCode = 1;
    }
  } finally {
    await staticServer?.stop();
    await app.stop();
  }
}

if (isMainThread) {
  await main().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
} else {
  serveStaticFolder(workerData.folder);
}
