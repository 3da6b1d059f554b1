/**
 * `npm run fuzz`: the full bad-input sweep against the built server (`npm run build` first; the npm script does).
 *   tsx scripts/fuzz/main.ts [--seed 1] [--short] [--port 3261]
 * Exits 1 when any answer is a 5xx, slower than 2 s, not the refusal the contract promises, or shows the other
 * user's data, or when an endpoint or form action was never reached.
 */
import { parseArgs } from "node:util";
import { formatReport } from "./report";
import { passed, runFuzz } from "./sweep";

const { values } = parseArgs({
  options: {
    seed: { type: "string", default: "1" },
    short: { type: "boolean", default: false },
    port: { type: "string", default: "3261" },
  },
});
const seed = Number(values.seed);
const port = Number(values.port);
if (!Number.isInteger(seed) || !Number.isInteger(port)) {
  console.error("--seed and --port must be whole numbers");
  process.exit(2);
}
const report = await runFuzz({ seed, port, full: !values.short, log: (line) => console.log(line) });
console.log(formatReport(report));
process.exit(passed(report) ? 0 : 1);
