/**
 * How long a built-in presenter's talking clip takes:
 *   npx tsx studio/avatar/builtin/bench.ts [presenterId] [seconds] [WIDTHxHEIGHT]
 * draws a clip with a mouth that runs through English phones at a speaking pace and prints wall and CPU time.
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TimedPhone } from "../avatar-provider";
import { motionCurve } from "../motion";
import { builtinPresenters, renderBuiltinClip } from "./index";

const [id = builtinPresenters[0]!.id, secondsText = "10", sizeText = "1080x1920"] = process.argv.slice(2);
const [width, height] = sizeText.split("x").map(Number) as [number, number];
const durationMs = Number(secondsText) * 1000;
const fps = 30;

/** About twelve phones a second, as festival speaks, cycling through vowels and lip consonants. */
const sentence = "hh ax l ow pau w iy m ey k b ae g z f ao r y uw aa n d m ao r pau".split(" ");
const phones: TimedPhone[] = [];
for (let startMs = 0, index = 0; startMs < durationMs; index++) {
  const phone = sentence[index % sentence.length]!;
  const lengthMs = phone === "pau" ? 220 : 70 + ((index * 37) % 60);
  phones.push({ phone, startMs, endMs: Math.min(durationMs, startMs + lengthMs) });
  startMs += lengthMs;
}

const dir = await mkdtemp(join(tmpdir(), "presenter-bench-"));
try {
  const outputPath = join(dir, "clip.mov");
  const motion = motionCurve({ phones, durationMs, fps, seed: 7 });
  const cpuBefore = process.cpuUsage();
  const timings = await renderBuiltinClip({ id, motion, width, height, fps, outputPath });
  const cpu = process.cpuUsage(cpuBefore);
  const { size } = await stat(outputPath);
  console.log(
    `${id} ${width}x${height} ${secondsText} s, ${timings.frames} frames: ${(timings.wallMs / 1000).toFixed(2)} s wall, drawing ${(timings.drawMs / 1000).toFixed(2)} s, ` +
      `this process ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU, clip ${(size / 1e6).toFixed(1)} MB, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
  );
} finally {
  await rm(dir, { recursive: true, force: true });
}
