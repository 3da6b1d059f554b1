/**
 * `npm run bench:poster`: one poster drawn in every size, as the download of all sizes does (A4 as PDF and as PNG,
 * then feed, story and square PNGs), the renderer alone: the median of BENCH_RUNS (5) runs after a warm-up, and the
 * peak memory of the process and its children, sampled every 50 ms from /proc while it runs in a process of its own.
 * Prints each figure beside its target and exits 1 when one is missed.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import { renderPoster, type PosterOutput, type PosterSize } from "../studio/design";
import { sampleLogo, shortOffer } from "../studio/design/poster/fixtures";
import { treeResidentBytes } from "./lib/process-tree-memory";

const runs = Number(process.env.BENCH_RUNS ?? 5);
const targets = { ms: 1500, peakMegabytes: 500 };
const templateId = "big-sale";
const drawings: { size: PosterSize; output: PosterOutput }[] = [
  { size: "a4", output: { type: "pdf" } },
  { size: "a4", output: { type: "png" } },
  { size: "feed", output: { type: "png" } },
  { size: "story", output: { type: "png" } },
  { size: "square", output: { type: "png" } },
];

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function drawAllSizes(photo: Buffer): Promise<void> {
  for (const { size, output } of drawings) await renderPoster({ templateId, size, content: shortOffer, image: photo, brand: { colors: [], logo: sampleLogo }, output });
}

async function measure(): Promise<number> {
  const photo = await readFile(new URL("../studio/design/fixtures/coffee-dark.jpg", import.meta.url));
  await drawAllSizes(photo); // fonts and templates loaded once, as in a running server
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await drawAllSizes(photo);
    times.push(performance.now() - started);
  }
  return median(times);
}

if (process.argv.includes("--measure")) {
  console.log(JSON.stringify({ ms: await measure() }));
  process.exit(0);
}

const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, "--measure"], { stdio: ["ignore", "pipe", "inherit"] });
let peakBytes = 0;
const sampler = setInterval(() => void treeResidentBytes(child.pid!).then((bytes) => (peakBytes = Math.max(peakBytes, bytes))), 50);
let output = "";
child.stdout.on("data", (chunk) => (output += chunk));
const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
clearInterval(sampler);
if (code !== 0) {
  console.error(`The measuring process failed (exit ${code}).`);
  process.exit(1);
}
const { ms } = JSON.parse(output.trim().split("\n").at(-1)!) as { ms: number };
const megabytes = Math.round(peakBytes / 1024 / 1024);
const timeMet = ms <= targets.ms;
const memoryMet = megabytes <= targets.peakMegabytes;
console.log(
  `one poster in all sizes (A4 PDF + A4 PNG + feed + story + square, median of ${runs})  ${(ms / 1000).toFixed(2)} s (≤ ${targets.ms / 1000} s ${timeMet ? "met" : "MISSED"})` +
    `   peak ${megabytes} MB (≤ ${targets.peakMegabytes} MB ${memoryMet ? "met" : "MISSED"})`,
);
process.exit(timeMet && memoryMet ? 0 : 1);
