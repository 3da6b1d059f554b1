/** The sweep's answer counts by status and by family, and each failing request with enough to replay it. */
import { passed, type FuzzReport } from "./sweep";
import type { Outcome } from "./probe";

function countBy(outcomes: Outcome[], key: (outcome: Outcome) => string): [string, number][] {
  const counts = new Map<string, number>();
  for (const outcome of outcomes) counts.set(key(outcome), (counts.get(key(outcome)) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a.localeCompare(b));
}

function table(title: string, rows: [string, number][]) {
  return [title, ...rows.map(([name, count]) => `  ${name.padEnd(48)} ${String(count).padStart(6)}`)].join("\n");
}

const familyNames = { api: "bad API requests", upload: "bad uploads", form: "bad form posts" } as const;

/** An endpoint's family: the first part of an API path (`auth`, `media`, …), or a form's route. */
function endpointFamily(outcome: Outcome) {
  const [method, path] = outcome.probe.endpoint.split(" ");
  if (outcome.probe.family !== "api" && !path!.startsWith("/api/")) return `form ${path}`;
  const first = path!.replace(/^\/(api\/v1\/)?/, "").split(/[/-]/)[0];
  return `${method === "GET" ? "read" : "write"} ${first}`;
}

export function describeFailure(outcome: Outcome) {
  const { probe } = outcome;
  const body = outcome.body.replace(/\s+/g, " ").slice(0, 200);
  return `${probe.method} ${probe.url.slice(0, 160)} [${probe.label}, as ${probe.actor}] -> ${outcome.status} in ${Math.round(outcome.ms)} ms: ${outcome.problems.join("; ")}\n    ${body}`;
}

export function formatReport(report: FuzzReport): string {
  const { outcomes } = report;
  const slowest = [...outcomes].sort((x, y) => y.ms - x.ms)[0];
  const fivehundreds = outcomes.filter((outcome) => outcome.status >= 500).length;
  const lines = [
    `fuzz ${report.full ? "full sweep" : "short run"}, seed ${report.seed}: ${outcomes.length} requests`,
    ...Object.entries(familyNames).map(([family, name]) => `  ${name}: ${outcomes.filter((outcome) => outcome.probe.family === family).length}`),
    `  answers of 5xx: ${fivehundreds}; slowest ${slowest ? Math.round(slowest.ms) : 0} ms (${slowest?.probe.endpoint ?? "-"})`,
    table(
      "by status:",
      countBy(outcomes, (outcome) => String(outcome.status)),
    ),
    table(
      "by family and status:",
      countBy(outcomes, (outcome) => `${outcome.probe.family} ${Math.floor(outcome.status / 100)}xx`),
    ),
    table("by endpoint family:", countBy(outcomes, endpointFamily)),
  ];
  if (report.unswept.length > 0) lines.push(`NEVER REACHED: ${report.unswept.join(", ")}`);
  for (const change of report.changedByOther) lines.push(`DATA CHANGED BY THE OTHER USER: ${change}`);
  if (report.failures.length > 0) {
    lines.push(`FAILED: ${report.failures.length} requests`);
    lines.push(...report.failures.map((outcome) => `  ${describeFailure(outcome)}`));
  }
  if (report.serverErrors.length > 0) lines.push("server error log:", ...report.serverErrors.slice(0, 20).map((line) => `  ${line.slice(0, 600)}`));
  lines.push(passed(report) ? "PASSED: no 5xx, none slower than 2 s, no other user's data" : "FAILED");
  return lines.join("\n");
}
