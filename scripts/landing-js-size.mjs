// The landing pages' JavaScript budget (at most 110 KB gzipped in all, docs/decisions/130-landing-pages-served-from-the-edge.md). The pages load no React, only
// their own script from public/landing-script/; the sum of every file there is the most any landing page can load.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const dir = "public/landing-script";
const budgetBytes = 110 * 1024;
const files = readdirSync(dir).filter((name) => name.endsWith(".js"));
let total = 0;
for (const name of files) {
  const bytes = gzipSync(readFileSync(path.join(dir, name)), { level: 9 }).length;
  total += bytes;
  console.log(`${String(bytes).padStart(7)} B  ${name}`);
}
console.log(`${String(total).padStart(7)} B  all landing JavaScript, gzipped (budget ${budgetBytes} B)`);
if (total > budgetBytes) {
  console.error("over the landing pages' JavaScript budget");
  process.exit(1);
}
