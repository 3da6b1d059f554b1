/**
 * `npm run bench:slideshow`: the slideshow figures, each printed beside its target; exits 1 when one is missed.
 * 1. One 8-slide slideshow in the story format (1080x1920 PNGs), the renderer alone: median of BENCH_RUNS (5) runs.
 * 2. A batch of 20 products through the API in this process (SQLite in a fresh folder, the job worker at its
 *    default concurrency): from `slide-show/create-by-product` until all 20 slideshows are drawn.
 * 3. An 8-slide story slideshow to a 20 s 1080x1920 video: its drawn slides copied (the API reuses a slideshow's
 *    slides in a video of its own format), then rendered with a music bed and no voice (2.5 s a slide;
 *    read aloud, a slide stays up as long as its line needs, so the video is longer than 20 s): median of
 *    BENCH_VIDEO_RUNS (3) runs, each in a fresh process, since one run of 8 s varies by ±0.3 s on a shared machine.
 * Each runs in a process of its own (this script with `--part`), as each happens in a server or a worker of its own:
 * its peak memory is the largest resident size of that process and its children (ffmpeg, festival) seen, sampled
 * every 50 ms from /proc, and the target holds for every part.
 */
import { spawn } from "node:child_process";
import { readFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createApi } from "../api/app";
import { readApiConfig } from "../api/config";
import { latestCodeInOutbox } from "../api/testing/outbox";
import type { SlideshowBatchView } from "../api/contract/slideshows";
import { listTemplates, renderSlide, type SlideFormat } from "../studio/design";
import { defaultRenderStages, renderVideoInRatios } from "../studio/render";
import { defaultVoiceId } from "../studio/voice";
import { musicBeds } from "../studio/music";
import { writeSlides } from "../studio/writer/slides";
import { slidesToTimeline } from "../studio/writer/slides-timeline";
import { treeResidentBytes } from "./lib/process-tree-memory";

process.env.LOG_LEVEL = "warn";
const runs = Number(process.env.BENCH_RUNS ?? 5);
const videoRuns = Number(process.env.BENCH_VIDEO_RUNS ?? 3);
const targets = { slideshowMs: 2000, batchMs: 45_000, videoMs: 8000, peakMegabytes: 700 };
const photo = await readFile(new URL("../studio/design/fixtures/coffee-dark.jpg", import.meta.url));
const templateId = listTemplates()[0]!.id;
const product = {
  name: "Trail Bottle",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
  price: { amount: 24.99, currency: "USD" },
  features: [
    "Keeps drinks cold for 24 hours and hot for 12",
    "Leak-proof lid: seals tight in any bag",
    "BPA-free steel",
    "Fits most cup holders",
    "Powder-coated grip",
    "Lifetime warranty",
  ],
  images: ["photo"],
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** What a part prints on its last line for the parent to read. */
interface PartResult {
  ms: number;
  /** The part's own process at its largest (without ffmpeg and festival), in bytes. */
  ownPeakBytes?: number;
}

/** The 8 slides, `atOnce` drawn side by side: all 8 for a slideshow's images, 2 as the API draws a video's. */
async function drawSlideshow(format: SlideFormat, atOnce = 8) {
  const slides = writeSlides(product, { seed: 7 }).slice(0, 8);
  while (slides.length < 8) slides.splice(1, 0, { ...slides[1]! });
  const drawn: Awaited<ReturnType<typeof renderSlide>>[] = [];
  for (let start = 0; start < slides.length; start += atOnce) {
    const batch = slides.slice(start, start + atOnce);
    drawn.push(...(await Promise.all(batch.map((slide) => renderSlide({ templateId, format, slide: { role: slide.role, texts: slide.texts, image: photo }, type: "png" })))));
  }
  return drawn;
}

async function benchSlideshow(): Promise<PartResult> {
  await drawSlideshow("story"); // fonts and templates loaded once, as in a running server
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await drawSlideshow("story");
    times.push(performance.now() - started);
  }
  return { ms: median(times) };
}

async function benchBatch(): Promise<PartResult> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "promoreel-bench-slides-"));
  const api = await createApi(readApiConfig({ ...process.env, NODE_ENV: "test", DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMIT_FACTOR: "100" }));
  await api.migrate();
  const call = async <T>(method: string, route: string, body?: unknown, token?: string, form?: FormData): Promise<T> => {
    const response = await api.fetch(
      new Request(`http://bench.test/api/v1/${route}`, {
        method,
        headers: { ...(body !== undefined && { "content-type": "application/json" }), ...(token && { authorization: `Bearer ${token}` }) },
        body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
      }),
      { clientIp: "203.0.113.9" },
    );
    const envelope = (await response.json()) as { status_code: number; data: T; message: string };
    if (envelope.status_code !== 200) throw new Error(`${route}: ${envelope.message}`);
    return envelope.data;
  };
  try {
    const email = "bench@example.com";
    await call("POST", "auth/email_captcha_send", { email, purpose: "register" });
    const account = await call<{ access_token: string; user: { id: string } }>("POST", "auth/register", {
      email,
      code: await latestCodeInOutbox(dataDir, email),
      name: "Bench",
      password: "bench-password-42",
    });
    const token = account.access_token;
    // The pro plan: twenty slideshows at once is past the free plan's month.
    const { openDatabase } = await import("../api/db/connection");
    const db = openDatabase(readApiConfig({ ...process.env, DATA_DIR: dataDir }).database);
    await db.updateTable("users").set({ current_plan: "pro" }).where("id", "=", account.user.id).execute();
    await db.destroy();
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(photo)]), "coffee-dark.jpg");
    const media = await call<{ id: string }>("POST", "media/upload", undefined, token, form);
    const productIds: string[] = [];
    for (let index = 1; index <= 20; index++) {
      const { images: _images, ...details } = product;
      productIds.push((await call<{ id: string }>("POST", "generate-info", { ...details, name: `Trail Bottle ${index}`, media_ids: [media.id] }, token)).id);
    }
    const worker = api.startRenderWorker({ scale: 1, pollMs: 20 });
    const started = performance.now();
    const batch = await call<SlideshowBatchView>("POST", "slide-show/create-by-product", { product_ids: productIds, template_id: templateId, format: "story" }, token);
    for (;;) {
      const view = await call<SlideshowBatchView>("GET", `slide-show/batch/${batch.id}`, undefined, token);
      const failed = view.items.find((item) => item.status === "failed");
      if (failed) throw new Error(`a batch item failed: ${failed.error}`);
      if (view.items.every((item) => item.status === "ready")) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const ms = performance.now() - started;
    await worker.stop({ timeoutMs: 0 });
    return { ms };
  } finally {
    await api.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function benchVideo(): Promise<PartResult> {
  const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-bench-slide-video-"));
  try {
    // The slideshow's slides exist before it is turned into a video; in its own format the API copies them, as here.
    const drawn = await drawSlideshow("story", 2);
    const started = performance.now();
    const slides = writeSlides(product, { seed: 7 });
    const files = await Promise.all(
      drawn.map(async (slide, index) => {
        const file = path.join(workDir, `slide-${index}.png`);
        await writeFile(file, slide.bytes);
        return file;
      }),
    );
    const timeline = slidesToTimeline(
      files.map((file, index) => ({ id: `s${index}`, ...slides[index % slides.length]!, imagePath: file })),
      {
        aspectRatio: "9:16",
        seed: 7,
        product: { name: product.name, brand: product.brand, price: product.price },
        voiceId: defaultVoiceId,
        voice: false,
        music: { trackId: musicBeds[0]!.id, volumeDb: -18 },
        captions: "none",
      },
    );
    await renderVideoInRatios(timeline, ["9:16"], defaultRenderStages(), { outputDir: workDir, scale: 1, workDir: path.join(workDir, "render") });
    return { ms: performance.now() - started };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

const parts = {
  images: { name: `8-slide story slideshow, images (median of ${runs})`, targetMs: targets.slideshowMs, run: benchSlideshow, processes: 1 },
  batch: { name: "batch of 20 products, story, through the API", targetMs: targets.batchMs, run: benchBatch, processes: 1 },
  video: { name: `8 slides to a 20 s 1080x1920 video (median of ${videoRuns})`, targetMs: targets.videoMs, run: benchVideo, processes: videoRuns },
};
type PartName = keyof typeof parts;

/** Runs one part in a child process; its time as it measured it, and the peak memory of its process tree. */
function runPart(part: PartName): Promise<{ ms: number; peakBytes: number; ownPeakBytes: number }> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, "--part", part], { stdio: ["ignore", "pipe", "inherit"] });
  let peakBytes = 0;
  const sampler = setInterval(() => void treeResidentBytes(child.pid!).then((bytes) => (peakBytes = Math.max(peakBytes, bytes))), 50);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`the ${part} part failed (exit ${code})`));
      const result = JSON.parse(output.trim().split("\n").at(-1)!) as PartResult;
      resolve({ ms: result.ms, peakBytes, ownPeakBytes: result.ownPeakBytes ?? 0 });
    }),
  );
}

const partIndex = process.argv.indexOf("--part");
if (partIndex !== -1) {
  const part = parts[process.argv[partIndex + 1] as PartName];
  const result = await part.run();
  console.log(JSON.stringify({ ...result, ownPeakBytes: process.resourceUsage().maxRSS * 1024 }));
  process.exit(0);
}

let missed = 0;
for (const [key, part] of Object.entries(parts) as [PartName, (typeof parts)[PartName]][]) {
  const results = [];
  for (let run = 0; run < part.processes; run++) results.push(await runPart(key));
  const ms = median(results.map((result) => result.ms));
  const peakBytes = Math.max(...results.map((result) => result.peakBytes));
  const ownPeakBytes = Math.max(...results.map((result) => result.ownPeakBytes));
  const megabytes = Math.round(peakBytes / 1024 / 1024);
  const timeMet = ms <= part.targetMs;
  const memoryMet = megabytes <= targets.peakMegabytes;
  if (!timeMet) missed++;
  if (!memoryMet) missed++;
  console.log(
    `${part.name.padEnd(46)} ${(ms / 1000).toFixed(2).padStart(6)} s (≤ ${part.targetMs / 1000} s ${timeMet ? "met" : "MISSED"})   peak ${String(megabytes).padStart(4)} MB (≤ ${targets.peakMegabytes} MB ${memoryMet ? "met" : "MISSED"}; Node alone ${Math.round(ownPeakBytes / 1024 / 1024)} MB)`,
  );
}
process.exit(missed > 0 ? 1 : 0);
