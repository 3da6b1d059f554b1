/**
 * `npm run bench:avatar`: the presenter figures, each printed beside its target; exits 1 when one is missed.
 * 1. Prepare a 1920 px photo (the fixture portrait enlarged, saved as a phone's JPEG): detect the face and its
 *    landmarks, check it, crop it, write the still. In a fresh process, so the time includes loading the face nets,
 *    as a worker's first photo would.
 * 2. A 10 s 1080x1920 talking clip at 30 fps from that asset: festival says the line (timed apart), then the frames
 *    are drawn and encoded with the voice; the figure is the render, from asset and voice to the finished MP4.
 * 3. The render benchmark's 30 s 1080x1920 product video with a picture-in-picture presenter (that photo) against the
 *    same video without one, rendered one after the other in one process after a small warm-up render of each: the
 *    wall time's ratio is the figure.
 * Each part runs in a process of its own (this script with `--part`); its peak memory is the largest resident size
 * of that process and its children (ffmpeg, festival) seen, sampled every 50 ms from /proc. Its CPU time (user and
 * system, the process and its children, start-up included) is printed beside the wall time: on a machine shared with
 * other work the wall time says more about the others than about this code.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { AvatarAsset } from "../studio/avatar";
import { LocalAvatarProvider, preloadFaceModels } from "../studio/avatar";
import { defaultRenderStages, probeMedia, mediaToolsFromEnv, renderVideoInRatios } from "../studio/render";
import { makeFixtureImages } from "../studio/render/fixtures/fixture-images";
import { referenceTimeline, shortTimeline } from "../studio/render/fixtures/reference-timeline";
import { FestivalVoice, defaultVoiceId } from "../studio/voice";
import { treeResidentBytes } from "./lib/process-tree-memory";

const targets = { prepareMs: 3000, talkingClipMs: 10_000, presenterVideoRatio: 1.8, peakMegabytes: 1200 };
const line = "Still buying plastic bottles every week? Meet the AeroPress Go, the travel press that fits in your bag. Smooth coffee anywhere, for thirty one dollars.";
const fixture = new URL("../studio/avatar/fixtures/astronaut.png", import.meta.url).pathname;

interface PartResult {
  ms: number;
  /** The figure compared with the target when it is not the time itself (the presenter video's ratio). */
  ratio?: number;
  note?: string;
}

/** The work folder the parts share: the photo, the prepared asset and the clip. */
const workDir = process.env.BENCH_AVATAR_DIR ?? "";

async function benchPrepare(): Promise<PartResult> {
  const photoPath = path.join(workDir, "photo-1920.jpg");
  await sharp(fixture).resize(1920, 1920).jpeg({ quality: 90 }).toFile(photoPath);
  const provider = new LocalAvatarProvider();
  // What a render worker does when it starts (server.ts, api/worker.ts): the user's training then finds the models loaded.
  const workerStarted = performance.now();
  await preloadFaceModels();
  const preloadMs = performance.now() - workerStarted;
  const started = performance.now();
  const asset = await provider.prepare({ kind: "photo", path: photoPath }, { outputDir: path.join(workDir, "asset") });
  const ms = performance.now() - started;
  const again = performance.now();
  await provider.prepare({ kind: "photo", path: photoPath }, { outputDir: path.join(workDir, "asset-again") });
  await writeFile(path.join(workDir, "asset.json"), JSON.stringify(asset));
  const note = `face ${Math.round(asset.face.width)} px wide; the worker's start-up load ${(preloadMs / 1000).toFixed(2)} s before it (a cold process: ${((preloadMs + ms) / 1000).toFixed(2)} s); a second photo ${((performance.now() - again) / 1000).toFixed(2)} s`;
  return { ms, note };
}

async function benchTalkingClip(): Promise<PartResult> {
  const asset = JSON.parse(await readFile(path.join(workDir, "asset.json"), "utf8")) as AvatarAsset;
  const voiceStarted = performance.now();
  const speech = await new FestivalVoice().synthesize(line, defaultVoiceId, { outputDir: workDir });
  const voiceMs = performance.now() - voiceStarted;
  const outputPath = path.join(workDir, "talking.mp4");
  const started = performance.now();
  await new LocalAvatarProvider().render({
    asset,
    audioPath: speech.wavPath,
    phones: speech.phones,
    durationMs: speech.durationMs,
    width: 1080,
    height: 1920,
    fps: 30,
    seed: 7,
    outputPath,
  });
  const ms = performance.now() - started;
  const probe = await probeMedia(mediaToolsFromEnv(), outputPath);
  return { ms, note: `${(probe.durationMs / 1000).toFixed(1)} s clip, ${probe.video?.width}x${probe.video?.height}; festival ${(voiceMs / 1000).toFixed(2)} s before it` };
}

async function benchPresenterVideo(): Promise<PartResult> {
  const asset = JSON.parse(await readFile(path.join(workDir, "asset.json"), "utf8")) as AvatarAsset;
  const stages = defaultRenderStages({ ...process.env, AVATAR_HTTP_URL: "" });
  const images = await makeFixtureImages(stages.tools, path.join(workDir, "images"));
  const timeline = referenceTimeline(images);
  // CPU time beside the wall time: on a shared machine it says whether a ratio is this code or the neighbours.
  const cpuSeconds = async () => (await childrenCpuSeconds()) + (process.cpuUsage().user + process.cpuUsage().system) / 1e6;
  const render = async (name: string, presenter: AvatarAsset | undefined) => {
    const [started, cpuBefore] = [performance.now(), await cpuSeconds()];
    const withPresenter = presenter ? { ...timeline, presenter: { avatarId: "bench", layout: "pip" as const, showLabel: true } } : timeline;
    await renderVideoInRatios(withPresenter, ["9:16"], stages, { outputDir: path.join(workDir, name), presenter });
    return { ms: performance.now() - started, cpu: (await cpuSeconds()) - cpuBefore };
  };
  // A small render of each first: the first render in a process pays one-time costs (loading, caches) that would
  // otherwise land on whichever of the two came first.
  const warmUp = shortTimeline(images, 2, 2000);
  await renderVideoInRatios(warmUp, ["9:16"], stages, { outputDir: path.join(workDir, "warm-up"), scale: 0.25 });
  await renderVideoInRatios({ ...warmUp, presenter: { avatarId: "bench", layout: "pip", showLabel: true } }, ["9:16"], stages, {
    outputDir: path.join(workDir, "warm-up"),
    scale: 0.25,
    presenter: asset,
  });
  const without = await render("faceless", undefined);
  const presented = await render("presenter", asset);
  return {
    ms: presented.ms,
    ratio: presented.ms / without.ms,
    note: `with ${(presented.ms / 1000).toFixed(2)} s (CPU ${presented.cpu.toFixed(1)} s), without ${(without.ms / 1000).toFixed(2)} s (CPU ${without.cpu.toFixed(1)} s): CPU ${(presented.cpu / without.cpu).toFixed(2)}x`,
  };
}

const parts = {
  prepare: { name: "prepare a 1920 px photo in a started worker", targetMs: targets.prepareMs, run: benchPrepare },
  talking: { name: "10 s 1080x1920 talking clip, render + encode", targetMs: targets.talkingClipMs, run: benchTalkingClip },
  presenterVideo: { name: "30 s 1080x1920 video, PiP presenter vs without", targetRatio: targets.presenterVideoRatio, run: benchPresenterVideo },
};
type PartName = keyof typeof parts;

/** CPU seconds of this process's finished children (and theirs, as each waited for its own): /proc's cutime + cstime. */
async function childrenCpuSeconds(): Promise<number> {
  const fields = (await readFile("/proc/self/stat", "utf8")).split(") ")[1]!.split(" ");
  // Fields 16 and 17 of stat (counting from 1), in clock ticks of 1/100 s on Linux.
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/** Runs one part in a child process; its time as it measured it, its CPU time and the peak memory of its process tree. */
async function runPart(part: PartName, dir: string): Promise<PartResult & { peakBytes: number; cpuSeconds: number }> {
  const cpuBefore = await childrenCpuSeconds();
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, "--part", part], {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, BENCH_AVATAR_DIR: dir },
  });
  let peakBytes = 0;
  const sampler = setInterval(() => void treeResidentBytes(child.pid!).then((bytes) => (peakBytes = Math.max(peakBytes, bytes))), 50);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  const result = await new Promise<PartResult>((resolve, reject) =>
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`the ${part} part failed (exit ${code})`));
      resolve(JSON.parse(output.trim().split("\n").at(-1)!) as PartResult);
    }),
  );
  return { ...result, peakBytes, cpuSeconds: (await childrenCpuSeconds()) - cpuBefore };
}

const partIndex = process.argv.indexOf("--part");
if (partIndex !== -1) {
  const result = await parts[process.argv[partIndex + 1] as PartName].run();
  console.log(JSON.stringify(result));
  process.exit(0);
}

const dir = await mkdtemp(path.join(tmpdir(), "promoreel-bench-avatar-"));
let missed = 0;
try {
  for (const [key, part] of Object.entries(parts) as [PartName, (typeof parts)[PartName]][]) {
    const { ms, ratio, peakBytes, cpuSeconds, note } = await runPart(key, dir);
    const megabytes = Math.round(peakBytes / 1024 / 1024);
    const figure =
      "targetRatio" in part
        ? { met: (ratio ?? Infinity) <= part.targetRatio, text: `${(ratio ?? NaN).toFixed(2).padStart(6)} x`, target: `≤ ${part.targetRatio}x` }
        : { met: ms <= part.targetMs, text: `${(ms / 1000).toFixed(2).padStart(6)} s`, target: `≤ ${part.targetMs / 1000} s` };
    const memoryMet = megabytes <= targets.peakMegabytes;
    if (!figure.met) missed++;
    if (!memoryMet) missed++;
    console.log(
      `${part.name.padEnd(46)} ${figure.text} (${figure.target} ${figure.met ? "met" : "MISSED"}; process CPU ${cpuSeconds.toFixed(1)} s)   peak ${String(megabytes).padStart(4)} MB (≤ ${targets.peakMegabytes} MB ${memoryMet ? "met" : "MISSED"})   ${note ?? ""}`,
    );
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}
process.exit(missed > 0 ? 1 : 0);
