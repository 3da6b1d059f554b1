// `npm run lighthouse`: Lighthouse's default mobile audit (simulated throttling, Moto G Power) of the landing pages,
// signed out in a fresh browser profile, against budgets: every category score >= 95 and <= 110 KB of gzipped JS.
//   node scripts/lighthouse.mjs [--path /create-ai-video --path /] [--runs N] [--url-base http://host:port] [--no-fail]
import { mkdtempSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
// chrome-launcher comes with lighthouse (hoisted to node_modules), so it always matches the version lighthouse drives.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer } from "./lib/start-server.mjs";

const categories = ["performance", "accessibility", "best-practices", "seo"];
const minimumScore = 95;
const javaScriptBudgetKb = 110;
// Audits below this score are listed so a developer knows what to fix (Lighthouse shows them red or orange).
const auditPassScore = 0.9;

const { values: options } = parseArgs({
  options: {
    path: { type: "string", multiple: true, default: ["/create-ai-video", "/"] },
    runs: { type: "string", default: "1" },
    "url-base": { type: "string" },
    "no-fail": { type: "boolean", default: false },
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`--runs must be a positive whole number (got ${options.runs})`);
  process.exit(1);
}

const kilobytes = (bytes) => bytes / 1024;
const median = (numbers) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One Lighthouse run in its own Chrome: chrome-launcher gives each launch a new temporary profile, so no cookies. */
async function auditPage(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
  });
  try {
    // No config: Lighthouse's default is the mobile one (Moto G Power, simulated slow 4G).
    return await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
  } finally {
    chrome.kill();
  }
}

// Chrome's trace sometimes misses the navigation's start; Lighthouse's own advice for these is to run again.
const traceGlitches = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

/** One run, repeated (at most twice more) when the trace was lost rather than the page failing. */
async function auditPageOnce(url) {
  for (let attempt = 1; ; attempt++) {
    const result = await auditPage(url);
    if (!traceGlitches.has(result.lhr.runtimeError?.code) || attempt === 3) return result;
    console.error(`Lighthouse lost the trace of ${url} (${result.lhr.runtimeError.code}); running it again`);
  }
}

/** The numbers for one run; a run Lighthouse could not finish (e.g. a 404 page) has null scores and its error. */
function summarize(lhr) {
  // After a runtime error the metric audits hold zeros, not measurements.
  const measured = (value) => (lhr.runtimeError ? null : value);
  const resourceRows = lhr.audits["resource-summary"]?.details?.items ?? [];
  const transferKb = (type) => measured(kilobytes(resourceRows.find((row) => row.resourceType === type)?.transferSize ?? 0));
  return {
    scores: Object.fromEntries(categories.map((id) => [id, lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100)])),
    fcpMs: measured(lhr.audits["first-contentful-paint"]?.numericValue),
    lcpMs: measured(lhr.audits["largest-contentful-paint"]?.numericValue),
    tbtMs: measured(lhr.audits["total-blocking-time"]?.numericValue),
    cls: measured(lhr.audits["cumulative-layout-shift"]?.numericValue),
    javaScriptKb: transferKb("script"),
    totalKb: transferKb("total"),
    finalUrl: lhr.finalDisplayedUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    runtimeError: lhr.runtimeError?.message,
  };
}

function failingAudits(lhr) {
  const failing = [];
  for (const category of categories) {
    for (const { id } of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[id];
      if (audit.score !== null && audit.score < auditPassScore) failing.push({ category, id, title: audit.title, displayValue: audit.displayValue });
    }
  }
  return failing;
}

const medianOf = (summaries, pick) => {
  const numbers = summaries.map(pick).filter((value) => typeof value === "number");
  return numbers.length ? median(numbers) : null;
};

const server = options["url-base"] ? null : await startBuiltServer();
const baseUrl = (options["url-base"] ?? server.baseUrl).replace(/\/+$/, "");
const reportFolder = mkdtempSync(path.join(os.tmpdir(), "promoreel-lighthouse-"));
const pageResults = [];
const startedAt = Date.now();
try {
  for (const pagePath of options.path) {
    const summaries = [];
    const failing = new Map();
    for (let run = 1; run <= runs; run++) {
      const runStartedAt = Date.now();
      const { lhr, report } = await auditPageOnce(baseUrl + pagePath);
      const slug = pagePath.replace(/[^a-z0-9]+/gi, "-").replace(/^-|-$/g, "") || "root";
      writeFileSync(path.join(reportFolder, `${slug}-run${run}.json`), report);
      summaries.push(summarize(lhr));
      for (const audit of failingAudits(lhr)) failing.set(`${audit.category} ${audit.id}`, audit);
      console.error(`audited ${pagePath} (run ${run}/${runs}) in ${((Date.now() - runStartedAt) / 1000).toFixed(0)} s`);
    }
    pageResults.push({
      pagePath,
      lighthouseVersion: summaries[0].lighthouseVersion,
      finalUrl: summaries[0].finalUrl,
      runtimeErrors: [...new Set(summaries.map((summary) => summary.runtimeError).filter(Boolean))],
      scores: Object.fromEntries(categories.map((id) => [id, medianOf(summaries, (summary) => summary.scores[id])])),
      fcpMs: medianOf(summaries, (summary) => summary.fcpMs),
      lcpMs: medianOf(summaries, (summary) => summary.lcpMs),
      tbtMs: medianOf(summaries, (summary) => summary.tbtMs),
      cls: medianOf(summaries, (summary) => summary.cls),
      javaScriptKb: medianOf(summaries, (summary) => summary.javaScriptKb),
      totalKb: medianOf(summaries, (summary) => summary.totalKb),
      failing: [...failing.values()],
    });
  }
} finally {
  await server?.stop();
}

/** Left-aligned first column, right-aligned numbers: easier to compare down a column than console.table's quoted cells. */
function printTable(rows) {
  const columns = Object.keys(rows[0]);
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((row) => row[column].length)));
  const line = (cells) => cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]) : cell.padStart(widths[index]))).join("  ");
  console.log(line(columns));
  for (const row of rows) console.log(line(columns.map((column) => row[column])));
}

const show = (value, digits = 0) => (value == null ? "-" : value.toFixed(digits));
const showSeconds = (ms) => (ms == null ? "-" : (ms / 1000).toFixed(2));
console.log(
  `\nLighthouse ${pageResults[0]?.lighthouseVersion} mobile, ${baseUrl}, ${runs === 1 ? "1 run" : `median of ${runs} runs`} per page (KB = 1024 bytes, JS gzipped as transferred)`,
);
printTable(
  pageResults.map((page) => ({
    page: page.pagePath,
    perf: show(page.scores.performance),
    a11y: show(page.scores.accessibility),
    "best-pr": show(page.scores["best-practices"]),
    seo: show(page.scores.seo),
    "FCP s": showSeconds(page.fcpMs),
    "LCP s": showSeconds(page.lcpMs),
    "TBT ms": show(page.tbtMs),
    CLS: show(page.cls, 3),
    "JS KB": show(page.javaScriptKb, 1),
    "total KB": show(page.totalKb, 1),
  })),
);

const problems = [];
for (const page of pageResults) {
  // Lighthouse follows redirects: say so, or a redirect's target would pass for the page asked for.
  if (page.finalUrl && new URL(page.finalUrl).pathname !== new URL(baseUrl + page.pagePath).pathname) {
    console.log(`note: ${page.pagePath} ended at ${page.finalUrl}`);
  }
  for (const error of page.runtimeErrors) problems.push(`${page.pagePath}: Lighthouse could not audit the page: ${error}`);
  for (const category of categories) {
    const score = page.scores[category];
    if (score !== null && score < minimumScore) problems.push(`${page.pagePath}: ${category} ${score} < ${minimumScore}`);
  }
  if (page.javaScriptKb > javaScriptBudgetKb) problems.push(`${page.pagePath}: ${page.javaScriptKb.toFixed(1)} KB of JavaScript > ${javaScriptBudgetKb} KB`);
  if (page.failing.length) {
    console.log(`\n${page.pagePath}: audits scoring below ${auditPassScore}${runs > 1 ? " in any run" : ""}`);
    for (const audit of page.failing) {
      console.log(`  ${audit.category.padEnd(14)} ${audit.id.padEnd(32)} ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
}

console.log(`\nFull JSON reports: ${reportFolder}`);
console.log(`Took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`);
if (problems.length) {
  console.log(`\nOver budget:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  if (!options["no-fail"]) process.exitCode = 1;
} else {
  console.log(`\nAll pages within budget (scores >= ${minimumScore}, JS <= ${javaScriptBudgetKb} KB).`);
}
