// `npm run bench:load`: whether pages keep their pace while someone floods sign-in with wrong passwords.
// Starts the built server on a fresh data folder with the rate limits `npm start` uses, signs one user up, then
// measures `GET /` (signed out) and a signed-in page alone and while --flood connections post wrong passwords to
// `auth/login`, in --rounds alternating rounds so that other load on the machine weighs on both alike. Each page
// must keep at least --target of its rate; the run exits non-zero when one does not.
//   node scripts/bench-load.mjs [--rounds 3] [--duration 5] [--warmup 2] [--connections 10] [--flood 20] [--target 0.5]
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startBuiltServer } from "./lib/start-server.mjs";
import { signInThroughTheWebForm } from "./lib/web-sign-in.mjs";

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
      rounds: { type: "string", default: "3" },
      duration: { type: "string", default: "5" },
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
    rounds: number("rounds", 1),
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
  const newest = mails
    .filter((mail) => mail.to === to)
    .sort((a, b) => a.sent_at - b.sent_at)
    .at(-1);
  return newest?.text.match(/\b(\d{6})\b/)?.[1];
}

/** Like a browser: the form's hidden fields from the page, then the post; returns the session cookie. */

async function measure(page, seconds, connections) {
  const result = await autocannon({ url: page.url, connections, duration: seconds, headers: { ...visitorHeaders, ...page.headers } });
  return { requestsPerSecond: result.requests.average, p99Ms: result.latency.p99, unexpected: result.non2xx + result.errors };
}

/** Rounds of equal length: their mean rate is the rate over all of them. */
function combine(rounds) {
  return {
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requestsPerSecond, 0) / rounds.length,
    p99Ms: Math.max(...rounds.map((round) => round.p99Ms)),
    unexpected: rounds.reduce((sum, round) => sum + round.unexpected, 0),
  };
}

/** Wrong passwords for the signed-up user, as fast as the server answers, until stopped; answers counted in `tally`. */
function startFlood(baseUrl, connections, tally) {
  const flood = autocannon({
    url: `${baseUrl}/api/v1/auth/login`,
    method: "POST",
    connections,
    duration: 3600,
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "wrong-password-1" }),
  });
  const startedAt = performance.now();
  flood.on("response", (_client, statusCode) => tally.statuses.set(statusCode, (tally.statuses.get(statusCode) ?? 0) + 1));
  const finished = new Promise((resolve) => flood.once("done", resolve));
  return {
    async stop() {
      flood.stop();
      await finished;
      tally.seconds += (performance.now() - startedAt) / 1000;
    },
  };
}

/** The page alone, then under the flood, round after round; the flood gets a second to fill the hashing line. */
async function comparePage(baseUrl, page, options, tally) {
  if (options.warmupSeconds > 0) await measure(page, options.warmupSeconds, options.connections);
  const alone = [];
  const flooded = [];
  for (let round = 0; round < options.rounds; round++) {
    alone.push(await measure(page, options.durationSeconds, options.connections));
    const flood = startFlood(baseUrl, options.floodConnections, tally);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    flooded.push(await measure(page, options.durationSeconds, options.connections));
    await flood.stop();
  }
  return { alone: combine(alone), flooded: combine(flooded) };
}

async function main() {
  const options = parseOptions();
  // `npm start` runs with NODE_ENV=development, whose rate limits are the contract's times 100.
  const server = await startBuiltServer({ env: { RATE_LIMIT_FACTOR: "100" } });
  try {
    await api(server.baseUrl, "auth/email_captcha_send", { email, purpose: "register" });
    await api(server.baseUrl, "auth/register", { email, code: await latestCode(server.dataDir, email), name: "Bench Seller", password });
    const cookie = await signInThroughTheWebForm(server.baseUrl, email, password);
    const pages = [
      { label: "GET / (signed out)", url: `${server.baseUrl}/`, headers: {} },
      { label: `GET ${signedInPath} (signed in)`, url: `${server.baseUrl}${signedInPath}`, headers: { cookie } },
    ];

    console.log(
      `${options.connections} connections per page, ${options.rounds} rounds of ${options.durationSeconds} s alone and ${options.durationSeconds} s ` +
        `during a flood of ${options.floodConnections} connections posting wrong passwords to /api/v1/auth/login`,
    );
    const tally = { statuses: new Map(), seconds: 0 };
    const alone = [];
    const flooded = [];
    for (const page of pages) {
      const compared = await comparePage(server.baseUrl, page, options, tally);
      alone.push(compared.alone);
      flooded.push(compared.flooded);
    }

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
    const answered = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0);
    const statuses = [...tally.statuses].map(([status, count]) => `${count} × ${status}`).join(", ");
    console.log(`\nflood: ${(answered / tally.seconds).toFixed(1)} answers/s over ${tally.seconds.toFixed(0)} s (${statuses || "no answers"})`);
    if (missed) process.exitCode = 1;
  } finally {
    await server.stop();
  }
}

await main().catch((error) => {
  console.error(error.message);
  process.exitCode = 1;
});
