/**
 * `render`: product → ideas → script → timeline → MP4, with the engine the API's render job uses (toTimeline and
 * renderVideoInRatios). The files appear at --out only when they are whole: they are rendered into a hidden
 * folder beside it and renamed into place, so a failed or interrupted render leaves nothing half-written.
 */
import { mkdtemp, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { findMusicBed, musicBeds } from "../music";
import { defaultRenderStages, MediaError, probeMedia, renderVideoInRatios, type MediaTools, type RenderedVideo } from "../render";
import type { AspectRatio, Timeline } from "../timeline";
import { defaultVoiceId } from "../voice";
import { toTimeline, type ProductFacts } from "../writer";
import { CliError, exitCodes, productError, usageError } from "./errors";
import { lengthOption, numberOption, optionalString, ratiosOption, requiredString, type CommandSpec, type OptionValues } from "./options";
import {
  chooseIdea,
  describeIdea,
  helpOption,
  ideaNumberOption,
  ideaOption,
  productOptions,
  scriptFor,
  seedOption,
  stopIfInterrupted,
  withProduct,
  videoLengthOption,
  type CliContext,
} from "./writing";

/** Past this many pixels an image would exhaust memory while rendering (the API refuses the same). */
const maxImagePixels = 50_000_000;

const captionStyles: Record<string, Timeline["captions"]["style"]> = { word: "word-highlight", block: "block", none: "none" };

export const renderSpec: CommandSpec = {
  name: "render",
  summary: "Render a product video: the product's ideas, the chosen idea's script, voice, music and captions, to MP4.",
  options: {
    ...productOptions,
    out: { type: "string", value: "<video.mp4>", description: "where the MP4 goes; with several ratios, video-9x16.mp4, video-1x1.mp4, …" },
    ratio: { type: "string", multiple: true, value: "9:16|1:1|16:9", description: "aspect ratio; repeat it or give a comma list for several (default 9:16)" },
    ...videoLengthOption,
    ...ideaOption,
    voice: { type: "string", value: "ID", description: `voice (default ${defaultVoiceId})` },
    music: { type: "string", value: "ID", description: `music bed, or none (default none): ${musicBeds.map((bed) => bed.id).join(", ")}` },
    captions: { type: "string", value: "word|block|none", description: "captions: the spoken word highlighted, whole lines, or none (default word)" },
    scale: { type: "string", value: "F", description: "frame size factor 0.1–1 for a quick preview (default 1: 1080 px on the short side)" },
    ...helpOption,
  },
  notes: [
    "Prints the files written with their size and duration, and the render time. Exit codes: 0 done, 2 bad command line,",
    "3 the product could not be read, 4 the render failed, 130 interrupted.",
    "",
    "Examples:",
    "  npm run studio -- render --product product.json --out video.mp4",
    "  npm run studio -- render --product https://shop.example/products/trail-bottle --ratio 9:16,1:1,16:9 --music calm-morning --out ads/bottle.mp4",
  ],
};

interface RenderRequest {
  out: string;
  ratios: AspectRatio[];
  length: Timeline["lengthSeconds"];
  ideaNumber: number;
  seed: number;
  voiceId: string;
  musicId: string | null;
  captions: Timeline["captions"]["style"];
  scale: number;
}

export async function renderCommand(values: OptionValues, context: CliContext): Promise<void> {
  const stages = defaultRenderStages();
  const request = await readRenderRequest(values, stages.voice);
  const startedAt = performance.now();
  await withProduct(values, context, async (product, workDir) => {
    await refuseHugeImages(product.facts, stages.tools);
    const idea = chooseIdea(product.facts, request.seed, request.ideaNumber);
    const script = scriptFor(product.facts, idea, request.length, request.seed);
    context.progress.note(`Idea ${request.ideaNumber}: ${idea.hook} (${describeIdea(idea)}); ${script.scenes.length} scenes, ${script.lengthSeconds} s, seed ${request.seed}`);
    const timeline = toTimeline(product.facts, script, {
      voiceId: request.voiceId,
      aspectRatio: request.ratios[0],
      music: request.musicId ? { trackId: request.musicId } : null,
      captions: { style: request.captions },
    });
    stopIfInterrupted(context.signal);

    const destinations = destinationsFor(request.out, request.ratios);
    const staging = await mkdtemp(path.join(path.dirname(request.out), ".promoreel-render-"));
    try {
      const result = await renderVideoInRatios(timeline, request.ratios, stages, {
        outputDir: staging,
        scale: request.scale,
        signal: context.signal,
        workDir: path.join(workDir, "render"),
        onProgress: (progress) => context.progress.render(progress),
      });
      context.progress.finish();
      const lines: string[] = [];
      for (const video of result.videos) {
        const destination = destinations.get(video.ratio)!;
        await rename(video.videoPath, destination);
        lines.push(await describeVideo(destination, video, stages.tools));
      }
      const seconds = (performance.now() - startedAt) / 1000;
      lines.push(`Rendered ${result.videos.length} video${result.videos.length === 1 ? "" : "s"} in ${seconds.toFixed(1)} s.`);
      context.stdout.write(`${lines.join("\n")}\n`);
    } catch (error) {
      context.progress.finish();
      if (error instanceof MediaError && error.code === "cancelled" && context.signal.aborted) throw new CliError(exitCodes.interrupted, "Stopped; nothing was written.");
      throw error;
    } finally {
      await rm(staging, { recursive: true, force: true });
    }
  });
}

async function readRenderRequest(values: OptionValues, voices: { listVoices(): Promise<{ id: string }[]> }): Promise<RenderRequest> {
  const out = path.resolve(requiredString(values, "out", "video.mp4"));
  if (path.extname(out).toLowerCase() !== ".mp4") throw usageError(`--out must name an .mp4 file, not "${path.basename(out)}".`);
  const folder = await stat(path.dirname(out)).catch(() => undefined);
  if (!folder?.isDirectory()) throw usageError(`--out: the folder ${path.dirname(out)} does not exist; create it first.`);

  const voiceId = optionalString(values, "voice") ?? defaultVoiceId;
  const known = (await voices.listVoices()).map((voice) => voice.id);
  if (!known.includes(voiceId)) throw usageError(`--voice: there is no voice called "${voiceId}". Voices: ${known.join(", ")}.`);

  const music = optionalString(values, "music");
  if (music && music !== "none" && !findMusicBed(music))
    throw usageError(`--music: there is no music bed called "${music}". Music beds: ${musicBeds.map((bed) => bed.id).join(", ")}, or none.`);

  const captionsName = optionalString(values, "captions") ?? "word";
  const captions = captionStyles[captionsName];
  if (!captions) throw usageError(`--captions must be word, block or none, not "${captionsName}".`);

  return {
    out,
    ratios: ratiosOption(values),
    length: lengthOption(values),
    ideaNumber: ideaNumberOption(values),
    seed: seedOption(values),
    voiceId,
    musicId: music && music !== "none" ? music : null,
    captions,
    scale: numberOption(values, "scale", { min: 0.1, max: 1, fallback: 1 }),
  };
}

/** One ratio: exactly --out. Several: the ratio before the extension, so each file says what it is. */
function destinationsFor(out: string, ratios: readonly AspectRatio[]): Map<AspectRatio, string> {
  if (ratios.length === 1) return new Map([[ratios[0]!, out]]);
  const stem = out.slice(0, -path.extname(out).length);
  return new Map(ratios.map((ratio) => [ratio, `${stem}-${ratio.replace(":", "x")}.mp4`]));
}

async function refuseHugeImages(product: ProductFacts, tools: MediaTools): Promise<void> {
  for (const image of product.images) {
    const probe = await probeMedia(tools, image).catch((error: unknown) => {
      if (error instanceof MediaError && error.code === "media-unreadable") throw productError(`The image ${image} cannot be read as a picture.`);
      throw error;
    });
    const pixels = (probe.video?.width ?? 0) * (probe.video?.height ?? 0);
    if (pixels > maxImagePixels) {
      throw productError(
        `The image ${image} is ${probe.video!.width}x${probe.video!.height} pixels; images may have at most ${maxImagePixels / 1_000_000} million. Use a smaller copy.`,
      );
    }
  }
}

async function describeVideo(file: string, video: RenderedVideo, tools: MediaTools): Promise<string> {
  const [probe, info] = await Promise.all([probeMedia(tools, file), stat(file)]);
  const megabytes = (info.size / 1024 / 1024).toFixed(1);
  return `${file}  ${video.ratio}  ${video.width}x${video.height}  ${(probe.durationMs / 1000).toFixed(1)} s  ${megabytes} MB`;
}
