/**
 * `npm run landing:media`: the public landing page's videos, posters, slideshow frames and Open Graph image, made
 * by the studio's own engine from the fixture products in products/ (plan in landing-plan.ts), then checked with
 * ffprobe and sharp. Prints a table of the files; exits 1 if any file misses its size, cap or format.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { defaultRenderStages, probeMedia, type RenderStages } from "../../studio/render";
import { defaultVoiceId } from "../../studio/voice";
import { fitVideoToBudget } from "./fit-video";
import { formatFileTable, landingManifest, type LandingFile, type LandingSource } from "./landing-files";
import { byteCaps, demoDurationSeconds, landingVideos, ogFrameVideos, posterAtSeconds, sampleDurationSeconds, slides, videoTargetBytes } from "./landing-plan";
import { hasMoovBeforeMdat, stillProblems, videoProblems } from "./media-checks";
import { composeOgImage, ogSize } from "./og-image";
import { renderLandingVideo, settledSceneSeconds, type LandingRender } from "./render-landing-video";
import { encodeStillUnderCap, grabFrame, type StillFormat } from "./stills";

const scriptsDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(scriptsDir, "../..");
const outputDir = path.join(repoRoot, "public/landing");

interface Context {
  stages: RenderStages;
  workDir: string;
  signal: AbortSignal;
  files: LandingFile[];
  problems: string[];
}

async function main(): Promise<number> {
  const startedAt = performance.now();
  const stopping = new AbortController();
  process.on("SIGINT", () => stopping.abort());
  const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-landing-"));
  const context: Context = { stages: defaultRenderStages(), workDir, signal: stopping.signal, files: [], problems: [] };
  await mkdir(outputDir, { recursive: true });
  try {
    const voice = (await context.stages.voice.listVoices()).find((candidate) => candidate.id === defaultVoiceId);
    const renders = new Map<string, { render: LandingRender; source: LandingSource; posterFrame: Buffer }>();
    for (const plan of landingVideos) {
      const renderStartedAt = performance.now();
      console.log(`Rendering ${plan.name} from ${plan.productFile} (seed ${plan.seed}, idea ${plan.ideaNumber}, ${plan.ratios.join(" + ")})…`);
      const render = await renderLandingVideo(plan, context.stages, { scriptsDir, workDir, signal: context.signal });
      console.log(`  "${render.idea.hook}" in ${seconds(renderStartedAt)} s`);
      const source = sourceOf(render, voice?.licence ?? "unknown");
      const posterFrame = await publishVideo(context, render, source);
      renders.set(plan.name, { render, source, posterFrame });
    }
    for (const slide of slides) {
      const { render, source } = renders.get(slide.video)!;
      const square = render.videos.find((video) => video.ratio === "1:1");
      if (!square) throw new Error(`${slide.name}: ${slide.video} was not rendered in 1:1; add "1:1" to its ratios in landing-plan.ts.`);
      const at = settledSceneSeconds(render.timeline, slide.sceneIndex);
      const frame = await grabFrame(context.stages.tools, square.videoPath, at, workDir, context.signal);
      await publishStill(context, {
        file: `${slide.name}.webp`,
        kind: "slide",
        image: frame,
        format: "webp",
        capBytes: byteCaps.slide,
        width: square.width,
        height: square.height,
        frameAtSeconds: at,
        sources: [source],
      });
    }
    const ogSources = ogFrameVideos.map((name) => renders.get(name)!);
    const og = await composeOgImage(ogSources.map((entry) => entry.posterFrame));
    await publishStill(context, {
      file: "og.jpg",
      kind: "og",
      image: og,
      format: "jpeg",
      capBytes: byteCaps.og,
      width: ogSize.width,
      height: ogSize.height,
      sources: ogSources.map((entry) => entry.source),
      alreadyEncoded: true,
    });

    await writeFile(path.join(outputDir, "media.json"), landingManifest(context.files));
    console.log(`\n${formatFileTable(context.files)}\nWrote ${path.relative(repoRoot, outputDir)}/ and media.json in ${seconds(startedAt)} s.`);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
  if (context.problems.length === 0) return 0;
  console.error(
    `\n${context.problems.length} problem${context.problems.length === 1 ? "" : "s"}; the landing media must not be used as they are:\n${context.problems.map((problem) => `  - ${problem}`).join("\n")}`,
  );
  return 1;
}

/** Writes the 9:16 video within budget, checks it with ffprobe, and makes its poster(s); returns the poster frame. */
async function publishVideo(context: Context, render: LandingRender, source: LandingSource): Promise<Buffer> {
  const { plan } = render;
  const vertical = render.videos.find((video) => video.ratio === "9:16")!;
  const file = `${plan.name}.mp4`;
  const destination = path.join(outputDir, file);
  const fitted = await fitVideoToBudget(context.stages.tools, vertical.videoPath, destination, videoTargetBytes, context.signal);
  const [probe, bytes] = await Promise.all([probeMedia(context.stages.tools, destination), readFile(destination)]);
  const duration = plan.name === "demo" ? demoDurationSeconds : sampleDurationSeconds;
  context.problems.push(
    ...videoProblems(file, probe, bytes.length, hasMoovBeforeMdat(bytes), {
      width: vertical.width,
      height: vertical.height,
      minSeconds: duration.min,
      maxSeconds: duration.max,
      capBytes: byteCaps.video,
    }),
  );
  context.files.push({
    file,
    kind: "video",
    width: probe.video?.width ?? 0,
    height: probe.video?.height ?? 0,
    bytes: bytes.length,
    capBytes: byteCaps.video,
    durationMs: probe.durationMs,
    reencodedAtCrf: fitted.reencodedAtCrf,
    sources: [source],
  });

  const frame = await grabFrame(context.stages.tools, destination, posterAtSeconds, context.workDir, context.signal);
  const posterFormats: StillFormat[] = plan.name === "demo" ? ["webp", "avif"] : ["webp"];
  for (const format of posterFormats) {
    await publishStill(context, {
      file: `${plan.name}.${format}`,
      kind: "poster",
      image: frame,
      format,
      capBytes: byteCaps.poster,
      width: vertical.width,
      height: vertical.height,
      frameAtSeconds: posterAtSeconds,
      sources: [source],
    });
  }
  return frame;
}

interface StillRequest {
  file: string;
  kind: LandingFile["kind"];
  image: Buffer;
  format: StillFormat;
  capBytes: number;
  width: number;
  height: number;
  frameAtSeconds?: number;
  sources: LandingSource[];
  /** The image is already the file's bytes (composed and encoded elsewhere). */
  alreadyEncoded?: boolean;
}

async function publishStill(context: Context, request: StillRequest): Promise<void> {
  const encoded = request.alreadyEncoded ? { bytes: request.image, quality: undefined } : await encodeStillUnderCap(request.image, request.format, request.capBytes);
  const destination = path.join(outputDir, request.file);
  await writeFile(destination, encoded.bytes);
  const [metadata, stats, info] = await Promise.all([sharp(destination).metadata(), sharp(destination).stats(), stat(destination)]);
  const meanBrightness = stats.channels.slice(0, 3).reduce((sum, channel) => sum + channel.mean, 0) / 3;
  const still = { width: metadata.width ?? 0, height: metadata.height ?? 0, bytes: info.size, meanBrightness };
  context.problems.push(...stillProblems(request.file, still, { width: request.width, height: request.height, capBytes: request.capBytes }));
  context.files.push({
    file: request.file,
    kind: request.kind,
    width: still.width,
    height: still.height,
    bytes: still.bytes,
    capBytes: request.capBytes,
    ...(request.frameAtSeconds === undefined ? {} : { frameAtSeconds: request.frameAtSeconds }),
    ...(encoded.quality === undefined ? {} : { quality: encoded.quality }),
    sources: request.sources,
  });
}

function sourceOf(render: LandingRender, voiceLicence: string): LandingSource {
  const { plan, idea, musicBed } = render;
  return {
    video: plan.name,
    productFile: path.relative(repoRoot, path.join(scriptsDir, plan.productFile)),
    productName: render.product.name,
    seed: plan.seed,
    idea: { number: plan.ideaNumber, hook: idea.hook, format: idea.format, angle: idea.angle },
    lengthSeconds: plan.lengthSeconds,
    musicBed: { id: musicBed.id, title: musicBed.title, licence: musicBed.licence },
    voice: { id: render.timeline.voice.id, licence: voiceLicence },
  };
}

function seconds(since: number): string {
  return ((performance.now() - since) / 1000).toFixed(1);
}

try {
  process.exitCode = await main();
} catch (error) {
  console.error(`The landing media could not be made: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
}
