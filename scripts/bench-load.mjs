// `npm run bench:load`: whether pages keep their pace while someone floods sign-in with wrong passwords.
// Starts the built server on a fresh data folder with the rate limits `npm start` uses, signs one user up, then
// measures `GET /` (signed out) and a signed-in page alone, and again while --flood connections post wrong passwords
// to `auth/login`. Each page must keep at least --target of its rate; the run exits non-zero when one does not.
//   node scripts/bench-load.mjs [--duration 10] [--warmup 2] [--connections 10] [--flood 20] [--target 0.5]
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./lib/start-server.mjs";

const email = "bench-load@example.com";
const password = "bench-password-42";
const signedInPath = "/videos";

const visitorHeaders = {
  "accept-encoding": "gzip",
  "user-agent": "Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36",
};

function parseOptions() {
  const { values } = parseArgs({
    options: {
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "2" },
      connections: { type: "string", default: "10" },
      flood: { type: "string", default: "20" },
      target: { type: "string", default: "0.5" },
    },
  });
  const number = (name, minimum) => {
    const value = Number(values[name]);
    if (!Number.isFinite(value) || value < minimum) throw new Error(`--${name} must be a number >= ${minimum} (got ${values[name]})`);
    return value;
  };
  return {
    durationSeconds: number("duration", 1),
    warmupSeconds: number("warmup", 0),
    connections: number("connections", 1),
    floodConnections: number("flood", 1),
    target: number("target", 0),
  };
}

async function api(baseUrl, route, body) {
  const response = await fetch(`${baseUrl}/api/v1/${route}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const envelope = await response.json();
  if (envelope.status_code !== 200) throw new Error(`${route}: ${envelope.message}`);
  return envelope.data;
}

/** The code in the newest development-outbox mail to `to`. */
async function latestCode(dataDir, to) {
  const folder = path.join(dataDir, "outbox");
  const mails = await Promise.all(
    (await readdir(folder)).filter((file) => file.endsWith(".json")).map(async (file) => JSON.parse(await readFile(path.join(folder, file), "utf8"))),
  );
  const newest = mails.filter((mail) => mail.to === to).sort((a, b) => a.sent_at - b.sent_at).at(-1);
  return newest?.text.match(/\b(\d{6})\b/)?.[1];
}

/** Like a browser: the form's hidden fields from the page, then the post; returns the session cookie. */
async function signInThroughTheWebForm(baseUrl) {
  const page = await fetch(`${baseUrl}/account/login`);
  const pageCookies = page.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
  const form = new URLSearchParams();
  for (const match of (await page.text()).matchAll(/<input[^>]*>/g)) {
    const name = /name="([^"]+)"/.exec(match[0])?.[1];
    if (name && !["email", "password"].includes(name)) form.set(name, /value="([^"]*)"/.exec(match[0])?.[1]?.replaceAll("&amp;", "&") ?? "");
  }
  form.set("email", email);
  form.set("password", password);
  const response = await fetch(`${baseUrl}/account/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: pageCookies },
    body: form,
    redirect: "manual",
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0) throw new Error(`Signing in through the form failed with status ${response.status}.`);
  return cookies.join("; ");
}

async function measure(url, headers, { durationSeconds, warmupSeconds, connections }) {
  const load = { url, connections, headers: { ...visitorHeaders, ...headers } };
  if (warmupSeconds > 0) await autocannon({ ...load, duration: warmupSeconds });
  const result = await autocannon({ ...load, duration: durationSeconds });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, unexpected: result.non2xx + result.errors };
}

/** Wrong passwords for the signed-up user, as fast as the server answers, until stopped. */
function startFlood(baseUrl, connections) {
  const flood = autocannon({
    url: `${baseUrl}/api/v1/auth/login`,
    method: "POST",
    connections,
    duration: 3600,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "wrong-password-1" }),
  });
  const statuses = new Map();
  flood.on("response", (_client, statusCode) => statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1));
  const finished = new Promise((resolve) => flood.once("done", resolve));
  return {
    async stop() {
      flood.stop();
      const result = await finished;
      return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, statuses };
    },
  };
}

async function main() {
  const options = parseOptions();
  // `npm start` runs with NODE_ENV=development, whose rate limits are the contract's times 100.
  const server = await startBuiltServer({ env: { RATE_LIMIT_FACTOR: "100" } });
  try {
    await api(server.baseUrl, "auth/email_captcha_send", { email, purpose: "register" });
    await api(server.baseUrl, "auth/register", { email, code: await latestCode(server.dataDir, email), name: "Bench Seller", password });
    const cookie = await signInThroughTheWebForm(server.baseUrl);
    const pages = [
      { label: "GET / (signed out)", url: `${server.baseUrl}/`, headers: {} },
      { label: `GET ${signedInPath} (signed in)`, url: `${server.baseUrl}${signedInPath}`, headers: { cookie } },
    ];

    console.log(
      `${options.connections} connections per page, ${options.durationSeconds} s each after ${options.warmupSeconds} s warm-up; ` +
        `flood: ${options.floodConnections} connections posting wrong passwords to /api/v1/auth/login`,
    );
    const alone = [];
    for (const page of pages) alone.push(await measure(page.url, page.headers, options));
    const flood = startFlood(server.baseUrl, options.floodConnections);
    const flooded = [];
    for (const page of pages) flooded.push(await measure(page.url, page.headers, options));
    const floodResult = await flood.stop();

    console.log(`\n${"".padEnd(28)}${"alone req/s".padStart(12)}${"p99 ms".padStart(8)}${"flood req/s".padStart(12)}${"p99 ms".padStart(8)}${"kept".padStart(7)}  target`);
    let missed = false;
    pages.forEach((page, index) => {
      const kept = alone[index].requestsPerSecond > 0 ? flooded[index].requestsPerSecond / alone[index].requestsPerSecond : 0;
      const met = kept >= options.target && alone[index].unexpected === 0 && flooded[index].unexpected === 0;
      missed ||= !met;
      console.log(
        `${page.label.padEnd(28)}${alone[index].requestsPerSecond.toFixed(1).padStart(12)}${String(alone[index].p99Ms).padStart(8)}` +
          `${flooded[index].requestsPerSecond.toFixed(1).padStart(12)}${String(flooded[index].p99Ms).padStart(8)}` +
          `${`${(kept * 100).toFixed(0)} %`.padStart(7)}  >= ${(options.target * 100).toFixed(0)} % ${met ? "met" : "MISSED"}`,
      );
      if (alone[index].unexpected || flooded[index].unexpected) console.log(`  (${alone[index].unexpected + flooded[index].unexpected} answers were not 2xx or failed)`);
    });
    const statuses = [...floodResult.statuses].map(([status, count]) => `${count} × ${status}`).join(", ");
    console.log(`\nflood: ${floodResult.requestsPerSecond.toFixed(1)} answers/s, p99 ${floodResult.p99Ms} ms (${statuses || "no answers"})`);
    if (missed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
