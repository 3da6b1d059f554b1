// `npm run size`: builds, prints the gzipped size of everything a page downloads, and fails when a budget is broken.
// An ES module entry counts with every chunk it imports, since a site that imports it downloads all of them.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { buildEmbedSdk, MODES } from "./build.mjs";

const KB = 1024;
const BUDGETS = { global: 7 * KB, esmMode: 4 * KB, css: 1 * KB };

const gzipSize = async (file) => gzipSync(await readFile(file), { level: 9 }).length;

/** The entry and the chunks it imports statically, transitively. */
async function withImports(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = await readFile(file, "utf8");
  // Static imports only: a dynamic import() is a feature's chunk, loaded when that feature is used.
  for (const [, specifier] of code.matchAll(/(?:^|[;}])\s*(?:import|export)\s*(?:[\w${}\s,*]*?from\s*)?["'](\.[^"']+)["']/g)) {
    await withImports(path.resolve(path.dirname(file), specifier), seen);
  }
  return seen;
}

// Measured in a build of its own, so dist/ (with its type declarations) stays as `npm run build` left it.
const dist = await buildEmbedSdk({ outDir: await mkdtemp(path.join(os.tmpdir(), "embed-sdk-size-")), types: false });
const rows = [];
const measure = async (label, files, budget) => {
  let bytes = 0;
  for (const file of files) bytes += await gzipSize(file);
  rows.push({ label, bytes, budget });
};

await measure("embed.js (global script)", [path.join(dist, "embed.js")], BUDGETS.global);
for (const entry of ["index", ...MODES]) {
  const files = [...(await withImports(path.join(dist, "esm", `${entry}.js`)))];
  // The all-modes entry has no budget of its own: a site that wants every mode can use the global script.
  await measure(`esm/${entry}.js + ${files.length - 1} chunk(s)`, files, entry == "index" ? undefined : BUDGETS.esmMode);
}
await measure("react/index.js (react external)", [path.join(dist, "react/index.js")]);
for (const mode of MODES) await measure(`css/${mode}.css`, [path.join(dist, "css", `${mode}.css`)], BUDGETS.css);
for (const chunk of await readdir(path.join(dist, "esm/chunks")).catch(() => [])) {
  await measure(`esm/chunks/${chunk} (loaded on use)`, [path.join(dist, "esm/chunks", chunk)]);
}

let broken = 0;
for (const { label, bytes, budget } of rows) {
  const over = budget != null && bytes > budget;
  if (over) broken++;
  const limit = budget == null ? "" : ` / ${(budget / KB).toFixed(0)} KB${over ? "  OVER BUDGET" : ""}`;
  console.log(`${label.padEnd(56)} ${(bytes / KB).toFixed(2).padStart(5)} KB gz (${String(bytes).padStart(4)} B)${limit}`);
}
await rm(dist, { recursive: true, force: true });
if (broken) {
  console.error(`${broken} size budget(s) broken`);
  process.exit(1);
}
