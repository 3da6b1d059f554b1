/**
 * The render benchmark (`npm run bench:render`): renders the reference 30-second 1080x1920 product video
 * BENCH_RUNS times (3 by default), each run followed by an export in all three ratios, and prints the median wall
 * time, CPU time (ffmpeg and festival included), peak memory of the whole process tree and file sizes.
 * Targets on 2 cores: median ≤ 15 s, peak ≤ 1 GB, three ratios ≤ 1.6× one.
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AspectRatio } from "../timeline";
import { makeFixtureImages } from "./fixtures/fixture-images";
import { referenceTimeline } from "./fixtures/reference-timeline";
import { defaultRenderStages } from "./render-stages";
import { renderVideoInRatios } from "./render-video";

interface Measurement {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
  fileBytes: number[];
}

const runs = Number(process.env.BENCH_RUNS ?? 3);
/** Kernel clock ticks per second for /proc/<pid>/stat (CLK_TCK, 100 on Linux). */
const clockTicksPerSecond = 100;
const memorySampleMs = 100;

const stages = defaultRenderStages();
const benchDir = await mkdtemp(join(tmpdir(), "promoreel-bench-"));
try {
  const timeline = referenceTimeline(await makeFixtureImages(stages.tools, join(benchDir, "images")));
  const single: Measurement[] = [];
  const allRatios: Measurement[] = [];
  // One of each in turn: these machines' speed drifts over minutes, and a pair run back to back sees the same speed.
  for (let run = 1; run <= runs; run++) {
    single.push(await measureRun(["9:16"], timeline, run));
    allRatios.push(await measureRun(["9:16", "1:1", "16:9"], timeline, run));
  }
  report("30 s 1080x1920 (9:16)", single);
  report("30 s in 9:16 + 1:1 + 16:9", allRatios);
  const factors = allRatios.map((three, index) => three.wallMs / single[index].wallMs);
  console.log(`three ratios / one: ${median(factors).toFixed(2)}x, median of each run's pair (${factors.map((factor) => factor.toFixed(2)).join(", ")}; target ≤ 1.6x)`);
} finally {
  await rm(benchDir, { recursive: true, force: true });
}

async function measureRun(ratios: AspectRatio[], timeline: ReturnType<typeof referenceTimeline>, run: number): Promise<Measurement> {
  const outputDir = join(benchDir, `run-${ratios.length}-${run}`);
  const cpuBefore = await processTreeCpuMs();
  const sampler = startMemorySampler();
  const started = performance.now();
  const result = await renderVideoInRatios(timeline, ratios, stages, { outputDir });
  const wallMs = performance.now() - started;
  const peakRssBytes = await sampler.stop();
  const cpuMs = (await processTreeCpuMs()) - cpuBefore;
  const fileBytes = await Promise.all(result.videos.map(async (video) => (await stat(video.videoPath)).size));
  console.log(`  ${ratios.join("+")} run ${run}: ${(wallMs / 1000).toFixed(2)} s wall, ${(cpuMs / 1000).toFixed(2)} s CPU, ${mb(peakRssBytes)} peak`);
  await rm(outputDir, { recursive: true, force: true });
  return { wallMs, cpuMs, peakRssBytes, fileBytes };
}

function report(title: string, measurements: Measurement[]): void {
  const pick = (select: (run: Measurement) => number) => median(measurements.map(select));
  console.log(`\n${title} — median of ${measurements.length}`);
  console.log(`  wall      ${(pick((run) => run.wallMs) / 1000).toFixed(2)} s`);
  console.log(`  CPU       ${(pick((run) => run.cpuMs) / 1000).toFixed(2)} s (this process and its ffmpeg/festival children)`);
  console.log(`  peak RSS  ${mb(Math.max(...measurements.map((run) => run.peakRssBytes)))} (process tree, highest run)`);
  console.log(`  file size ${measurements[0].fileBytes.map(mb).join(" + ")}`);
}

/** User + system time of this process plus the children it has waited for (every finished ffmpeg). */
async function processTreeCpuMs(): Promise<number> {
  const fields = (await readFile("/proc/self/stat", "utf8")).replace(/^.*\) /, "").split(" ");
  // After the command name: utime, stime, cutime, cstime are fields 14–17 of stat, 12–15 here.
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index]), 0);
  return (ticks * 1000) / clockTicksPerSecond;
}

/** Samples the resident memory of this process and all its descendants; stop() gives the highest sum seen. */
function startMemorySampler(): { stop: () => Promise<number> } {
  let peak = 0;
  let sampling = Promise.resolve();
  const timer = setInterval(() => {
    sampling = sampling.then(async () => {
      peak = Math.max(peak, await processTreeRssBytes());
    });
  }, memorySampleMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await sampling;
      return peak;
    },
  };
}

/** RSS of this process and its descendants, found through /proc/<pid>/task/<tid>/children (cheap: no full /proc scan). */
async function processTreeRssBytes(pid = process.pid): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, "utf8").catch(() => "");
  const own = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
  const tasks = await readdir(`/proc/${pid}/task`).catch(() => [] as string[]);
  const children = new Set<number>();
  for (const task of tasks) {
    const listed = await readFile(`/proc/${pid}/task/${task}/children`, "utf8").catch(() => "");
    for (const child of listed.split(" ").filter(Boolean)) children.add(Number(child));
  }
  const childTotals = await Promise.all([...children].map((child) => processTreeRssBytes(child)));
  return own + childTotals.reduce((sum, bytes) => sum + bytes, 0);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function mb(bytes: number): string {
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
