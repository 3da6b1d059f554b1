/**
 * `npm run bench:promo`: what a promotional video costs to render beside a product video. A three-product 30 s
 * 1080x1920 promotional video (the promotional writer) and a one-product video of the same length and size (the
 * product writer), over the same fixture photos, voice and music bed, are rendered in turn BENCH_RUNS times (3)
 * by the real engine. Prints each median wall time, the median of the runs' ratios beside the target (≤ 1.2×)
 * and the peak memory, and exits 1 when the ratio is missed.
 * Each render runs in a process of its own (this script with `--part`), as it does in a render worker: its peak
 * memory is the largest resident size of that process and its children (ffmpeg, festival), sampled every 50 ms.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { musicBeds } from "../studio/music";
import { defaultRenderStages, renderVideoInRatios } from "../studio/render";
import { makeFixtureImages } from "../studio/render/fixtures/fixture-images";
import type { Timeline } from "../studio/timeline";
import { defaultVoiceId } from "../studio/voice";
import { generateIdeas, promoCallToAction, promoTimeline, toTimeline, writePromoScript, writeScript, type ProductFacts, type PromoOffer } from "../studio/writer";
import { treeResidentBytes } from "./lib/process-tree-memory";

const runs = Number(process.env.BENCH_RUNS ?? 3);
const targetRatio = 1.2;
const seed = 7;
const settings = { voiceId: defaultVoiceId, aspectRatio: "9:16", music: { trackId: musicBeds[0]!.id }, captions: { style: "word-highlight" } } as const;

const products: ProductFacts[] = [
  {
    name: "Trail Bottle",
    brand: "Northpeak",
    description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
    price: { amount: 24.99, currency: "USD" },
    features: ["Keeps drinks cold for 24 hours and hot for 12", "Leak-proof lid: seals tight in any bag", "BPA-free steel"],
    images: [],
  },
  { name: "Camp Mug", brand: "Northpeak", price: { amount: 18, currency: "USD" }, features: ["Double-wall steel", "Fits a cup holder"], images: [] },
  { name: "Trail Flask", brand: "Northpeak", price: { amount: 32.5, currency: "USD" }, features: ["Holds 500 ml", "Slim enough for a jacket pocket"], images: [] },
];
const weekendOffer: PromoOffer = { kind: "sale", headline: "Weekend sale", discountPercent: 20, code: "WEEKEND20", endsOn: "2026-12-14", cta: null };

/** The promotional video: each product with one of the photos, as a shop's three products each have their own. */
function promoVideo(photos: readonly string[]): Timeline {
  const script = writePromoScript({ products, offer: weekendOffer }, { lengthSeconds: 30, seed });
  return promoTimeline(
    script,
    products.map((_, index) => [photos[index % photos.length]!]),
    { ...settings, callToAction: promoCallToAction(weekendOffer, "en") },
  );
}

/** The product video it is measured against: the first product with all three photos, its first idea. */
function productVideo(photos: readonly string[]): Timeline {
  const product = { ...products[0]!, images: [...photos] };
  const [idea] = generateIdeas(product, { count: 1, seed });
  return toTimeline(product, writeScript(product, idea!, { lengthSeconds: 30, seed }), settings);
}

const parts = { promo: promoVideo, product: productVideo };
type PartName = keyof typeof parts;

/** In the child: renders one video and prints its wall time as the last line. */
async function renderPart(part: PartName, photos: readonly string[]): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), `promoreel-bench-${part}-`));
  try {
    const timeline = parts[part](photos);
    const started = performance.now();
    await renderVideoInRatios(timeline, ["9:16"], defaultRenderStages(), { outputDir: workDir, scale: 1, workDir: path.join(workDir, "render") });
    const ms = performance.now() - started;
    const pictures = new Set(timeline.scenes.map((scene) => JSON.stringify(scene.media))).size;
    const transitions = timeline.scenes.filter((scene, index) => index > 0 && scene.transition !== "cut").length;
    console.log(JSON.stringify({ ms, scenes: timeline.scenes.length, pictures, transitions }));
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

interface PartResult {
  ms: number;
  scenes: number;
  pictures: number;
  transitions: number;
  peakBytes: number;
}

function runPart(part: PartName, photos: readonly string[]): Promise<PartResult> {
  const child = spawn(process.execPath, ["--import", "tsx", new URL(import.meta.url).pathname, "--part", part, ...photos], { stdio: ["ignore", "pipe", "inherit"] });
  let peakBytes = 0;
  const sampler = setInterval(() => void treeResidentBytes(child.pid!).then((bytes) => (peakBytes = Math.max(peakBytes, bytes))), 50);
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  return new Promise((resolve, reject) =>
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`the ${part} render failed (exit ${code})`));
      resolve({ ...(JSON.parse(output.trim().split("\n").at(-1)!) as Omit<PartResult, "peakBytes">), peakBytes });
    }),
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const partIndex = process.argv.indexOf("--part");
if (partIndex !== -1) {
  await renderPart(process.argv[partIndex + 1] as PartName, process.argv.slice(partIndex + 2));
  process.exit(0);
}

process.env.LOG_LEVEL = "warn";
const photoDir = await mkdtemp(path.join(tmpdir(), "promoreel-bench-photos-"));
try {
  const photos = await makeFixtureImages(defaultRenderStages().tools, photoDir);
  const results: Record<PartName, PartResult[]> = { promo: [], product: [] };
  // One of each in turn: these machines' speed drifts over minutes, and a pair run back to back sees the same speed.
  for (let run = 1; run <= runs; run++) {
    for (const part of ["product", "promo"] as const) {
      const result = await runPart(part, photos);
      results[part].push(result);
      console.log(`  ${part.padEnd(7)} run ${run}: ${seconds(result.ms)} wall, peak ${megabytes(result.peakBytes)}`);
    }
  }
  for (const [part, title] of [
    ["product", "one-product video, 30 s 1080x1920"],
    ["promo", "three-product promotional video, 30 s 1080x1920"],
  ] as const) {
    const [first] = results[part];
    console.log(
      `${title.padEnd(50)} ${seconds(median(results[part].map((run) => run.ms))).padStart(8)}   peak ${megabytes(Math.max(...results[part].map((run) => run.peakBytes)))}   ${first!.scenes} scenes, ${first!.pictures} distinct pictures, ${first!.transitions} crossfades`,
    );
  }
  const ratios = results.promo.map((promo, index) => promo.ms / results.product[index]!.ms);
  const ratio = median(ratios);
  const met = ratio <= targetRatio;
  console.log(
    `promotional / product: ${ratio.toFixed(2)}x, median of each run's pair (${ratios.map((value) => value.toFixed(2)).join(", ")}; target ≤ ${targetRatio}x ${met ? "met" : "MISSED"})`,
  );
  process.exitCode = met ? 0 : 1;
} finally {
  await rm(photoDir, { recursive: true, force: true });
}
