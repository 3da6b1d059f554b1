import { describe, expect, it } from "vitest";
import { formatReport } from "../../scripts/fuzz/report";
import { serverIsBuilt } from "../../scripts/fuzz/server";
import { passed, runFuzz } from "../../scripts/fuzz/sweep";

// The short run of `npm run fuzz`: a fixed sample of bad requests per endpoint and form action, and the ownership
// checks, against the built server on a fresh data folder. The full sweep is `npm run fuzz`.
if (!serverIsBuilt()) console.warn("build/server.js is missing: run `npm run build` (npm test builds first). Skipping the bad-input sweep.");

describe.skipIf(!serverIsBuilt())("the bad-input sweep, short run", () => {
  it("refuses every bad request, answers none with a 5xx or after 2 s, and shows no user another's data", async () => {
    const report = await runFuzz({ seed: 1, full: false, port: 3262 });
    expect(report.outcomes.length).toBeGreaterThan(500);
    expect(passed(report), formatReport(report)).toBe(true);
  }, 180_000);
});
