/**
 * Timeline → MP4 (+ JPEG thumbnail), for one or several aspect ratios. Voice, music, the soundtrack (mix and
 * loudness passes), caption timing and media checks are done once for all ratios; each ratio's picture is rendered
 * in two halves, two encoders at a time (a slideshow's in one, by a two-threaded encoder: video-part.ts), and joined
 * with the soundtrack by stream copy. The timeline's own ratio is
 * encoded with the full settings, other ratios with a faster x264 path (video-part.ts). A presenter is drawn once
 * for the whole video, beside the soundtrack, and composited by every part (presenter.ts, presenter-overlay.ts).
 */
import { copyFile, mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AvatarAsset, PresenterLook } from "../avatar/avatar-provider";
import { isBrollId } from "../broll/broll-library";
import { timeline as timelineSchema, type AspectRatio, type Timeline } from "../timeline";
import type { SynthesizedSpeech, TimedWord } from "../voice/voice-provider";
import { buildCaptionsAss, captionLines, type CaptionLine } from "./captions-ass";
import { isCancellation, MediaError } from "./errors";
import { frameLayoutFor, framesPerSecond } from "./frame-layout";
import { pngSize } from "./png-size";
import { probeMedia } from "./probe";
import { runFfmpeg } from "./process";
import { ProgressTracker, type ProgressListener } from "./render-progress";
import type { RenderStages } from "./render-stages";
import type { ResolvedMedia } from "./scene-video";
import { silentLines } from "../voice/silence";
import { renderSoundtrack } from "./soundtrack";
import { presenterLabelText, presenterMetadataArgs, renderVideoPresenter, type RenderedVideoPresenter } from "./presenter";
import { planTiming, type TimingPlan } from "./timing-plan";
import { bitexactArgs, chooseSplitFrame, renderVideoPart, rendersInOnePart, type EncoderProfile } from "./video-part";

export interface RenderOptions {
  /** Where the MP4s and thumbnails go; files are named <baseName>-<ratio>.mp4 / .jpg. */
  outputDir: string;
  baseName?: string;
  /** Below 1 renders smaller frames with the same layout (tests, previews). */
  scale?: number;
  signal?: AbortSignal;
  onProgress?: ProgressListener;
  /** Folder for intermediate files, removed afterwards; a fresh one under the system temp folder by default. */
  workDir?: string;
  /** The prepared asset of `timeline.presenter` (the caller resolves the avatar id); required when it has one. */
  presenter?: AvatarAsset;
}

export interface RenderedVideo {
  ratio: AspectRatio;
  videoPath: string;
  thumbnailPath: string;
  width: number;
  height: number;
  durationMs: number;
  /** The ASS text layer drawn on this video. */
  captionsAss: string;
}

export interface RenderResult {
  videos: RenderedVideo[];
  /** Every spoken word on the video's clock: what the captions follow. */
  spokenWords: TimedWord[];
  /** The caption lines the first ratio shows (its layout decides how words are grouped): what an editor edits. */
  captionLines: CaptionLine[];
  /** Who drew the presenter and how it looks; with a fallback, why the configured provider did not. */
  presenter?: { provider: string; look: PresenterLook; fallbackReason?: string };
}

/** Renders the timeline in its own aspect ratio. */
export async function renderVideo(timelineInput: unknown, stages: RenderStages, options: RenderOptions): Promise<RenderResult> {
  const timeline = timelineSchema.parse(timelineInput);
  return renderVideoInRatios(timeline, [timeline.aspectRatio], stages, options);
}

export async function renderVideoInRatios(timelineInput: unknown, ratios: readonly AspectRatio[], stages: RenderStages, options: RenderOptions): Promise<RenderResult> {
  const timeline = timelineSchema.parse(timelineInput);
  const presenterAsset = timeline.presenter ? options.presenter : undefined;
  if (timeline.presenter && !presenterAsset) {
    throw new MediaError(
      "media-missing",
      `The video has a presenter (${timeline.presenter.avatarId}) but no prepared presenter was given; resolve the avatar to its asset first.`,
    );
  }
  const progress = new ProgressTracker(options.onProgress);
  // One failed stage stops its siblings too: no ffmpeg left running for a render that has already failed.
  const stopAll = new AbortController();
  const stopWithCaller = () => stopAll.abort();
  options.signal?.addEventListener("abort", stopWithCaller, { once: true });
  const { signal } = stopAll;
  progress.stage("preparing");
  const workDir = options.workDir ?? (await mkdtemp(join(tmpdir(), "promoreel-render-")));
  let musicBed: Promise<{ wavPath: string } | null> | undefined;
  await mkdir(workDir, { recursive: true });
  await mkdir(options.outputDir, { recursive: true });
  try {
    // The music bed is only needed by the soundtrack, so the pictures do not wait for it.
    musicBed = timeline.music
      ? stages.music.renderBed({ trackId: timeline.music.trackId, durationMs: totalDurationMs(timeline), outputPath: join(workDir, "music.wav"), signal })
      : Promise.resolve(null);
    // Its failure surfaces where the soundtrack awaits it; this only keeps it from counting as unhandled meanwhile.
    musicBed.catch(() => undefined);
    const bedForSoundtrack = musicBed;
    const [media, speeches] = await allOrStop([resolveMedia(timeline, stages, signal), synthesizeLines(timeline, stages, workDir, stopAll)], stopAll);
    const plan = planTiming(timeline, speeches);
    progress.stage("preparing", 1);

    // The presenter is drawn once for the whole video while the soundtrack is mixed; the parts wait for it.
    const presenterDone = presenterAsset ? progress.renderingPart("presenter", 0.3 * ratios.length) : undefined;
    const presenter: Promise<RenderedVideoPresenter | undefined> = presenterAsset
      ? renderVideoPresenter(stages.tools, stages.avatars, { timeline, plan, asset: presenterAsset, ratios, scale: options.scale ?? 1, workDir, signal }).then((rendered) => {
          presenterDone?.(1);
          return rendered;
        })
      : Promise.resolve(undefined);
    // Its failure surfaces where the parts and the render await it; this only keeps it from counting as unhandled.
    presenter.catch(() => undefined);

    const soundtrackPath = join(workDir, "soundtrack.m4a");
    const soundtrackDone = progress.renderingPart("soundtrack", 0.1 * ratios.length);
    const soundtrack = bedForSoundtrack
      .then((bed) =>
        renderSoundtrack(stages.tools, {
          plan,
          music: bed && timeline.music ? { wavPath: bed.wavPath, volumeDb: timeline.music.volumeDb } : null,
          workDir,
          outputPath: soundtrackPath,
          signal,
        }),
      )
      .then(() => soundtrackDone(1));

    const pictures = ratios.map((ratio) => preparePicture(timeline, plan, media, presenter, ratio, stages, { ...options, signal }, workDir, progress));
    // A ratio is joined with the soundtrack (stream copy) as soon as its own parts are done, while the encoders
    // carry on with the other ratios' parts.
    const videos: RenderedVideo[] = new Array(pictures.length);
    const finishing: Promise<void>[] = [];
    const finishWhenComplete = (picture: PreparedPicture, index: number) => {
      if (++picture.partsDone < picture.parts.length) return;
      const finished = soundtrack
        .then(async () => finishVideo(picture, soundtrackPath, plan, (await presenter)?.look, stages, signal))
        .then((video) => {
          videos[index] = video;
          picture.finishDone(1);
        });
      finishing.push(
        finished.catch((error: unknown) => {
          stopAll.abort();
          throw error;
        }),
      );
    };
    // Two encoders at a time: one per core, the costliest parts first so the last two finish together. The
    // soundtrack runs alongside; it is a small fraction of the work.
    const parts = pictures
      .flatMap((picture, index) => picture.parts.map((part) => ({ ...part, run: () => part.run().then(() => finishWhenComplete(picture, index)) })))
      .sort((a, b) => b.cost - a.cost);
    try {
      await allOrStop(
        [
          soundtrack,
          presenter,
          runWithConcurrency(
            parts.map((part) => part.run),
            2,
            stopAll,
          ),
        ],
        stopAll,
      );
    } finally {
      // Whatever happened, no join is left running (a failure has already told them to stop).
      await Promise.allSettled(finishing);
    }
    await allOrStop(finishing, stopAll);
    progress.stage("finishing", 1);
    const drawn = await presenter;
    return {
      videos,
      spokenWords: plan.scenes.flatMap((scene) => scene.voice.words),
      captionLines: captionLines(timeline, plan, frameLayoutFor(ratios[0] ?? timeline.aspectRatio, options.scale)),
      ...(drawn && { presenter: { provider: drawn.provider, look: drawn.look, ...(drawn.fallbackReason && { fallbackReason: drawn.fallbackReason }) } }),
    };
  } catch (error) {
    stopAll.abort();
    throw options.signal?.aborted ? new MediaError("cancelled", "The render was cancelled.") : error;
  } finally {
    options.signal?.removeEventListener("abort", stopWithCaller);
    await musicBed?.catch(() => undefined);
    if (!options.workDir) await rm(workDir, { recursive: true, force: true });
  }
}

interface PreparedPicture {
  ratio: AspectRatio;
  width: number;
  height: number;
  videoPath: string;
  thumbnailPath: string;
  /** The thumbnail is rendered into the work folder and copied out with the finished video. */
  workThumbnailPath: string;
  captionsAss: string;
  partPaths: string[];
  /** The picture's parts and its thumbnail, started lazily by the concurrency pool; cost is a rough relative
   * estimate used to order them. */
  parts: { run: () => Promise<void>; cost: number }[];
  partsDone: number;
  /** Progress of the join with the soundtrack. */
  finishDone: (fraction: number) => void;
  concatListPath: string;
}

function preparePicture(
  timeline: Timeline,
  plan: TimingPlan,
  media: readonly ResolvedMedia[],
  presenter: Promise<RenderedVideoPresenter | undefined>,
  ratio: AspectRatio,
  stages: RenderStages,
  options: RenderOptions,
  workDir: string,
  progress: ProgressTracker,
): PreparedPicture {
  const layout = frameLayoutFor(ratio, options.scale);
  const ratioName = ratio.replace(":", "x");
  const baseName = options.baseName ?? "video";
  const captionsAss = buildCaptionsAss(timeline, plan, layout, stages.tools.fontFamily, timeline.presenter?.showLabel ? presenterLabelText(timeline) : undefined);
  // A video with no captions and no label (a slideshow's, whose slides carry their own words) skips libass.
  const assPath = /^Dialogue:/m.test(captionsAss) ? join(workDir, `captions-${ratioName}.ass`) : undefined;
  // The timeline's own ratio gets the full encoder settings; the other ratios of an export take the fast path.
  const encoder: EncoderProfile = ratio !== timeline.aspectRatio ? "extra" : onlyWholeFrameStills(timeline) ? "stills" : "primary";
  const split = rendersInOnePart(encoder) ? undefined : chooseSplitFrame(plan);
  const ranges = split
    ? [
        [0, split],
        [split, plan.totalFrames],
      ]
    : [[0, plan.totalFrames]];
  const partPaths = ranges.map((_, index) => join(workDir, `picture-${ratioName}-${index}.mp4`));
  const pixelWeight = (layout.width * layout.height) / (1080 * 1920);
  const encoderCost = encoder === "extra" ? 0.5 : 1;
  // The thumbnail is the first scene once its headline has faded in.
  const first = plan.scenes[0];
  const thumbnailFrame = first.startFrame + Math.min(first.frameCount - 1, framesPerSecond * 1.5);
  const workThumbnailPath = join(workDir, `thumbnail-${ratioName}.jpg`);
  let assWritten: Promise<void> | undefined;
  const parts = ranges.map(([fromFrame, toFrame], index) => {
    const cost = pixelWeight * encoderCost * ((toFrame - fromFrame) / plan.totalFrames);
    const onProgress = progress.renderingPart(`${ratio}-${index}`, cost);
    const run = async () => {
      assWritten ??= assPath ? writeFile(assPath, captionsAss) : Promise.resolve();
      await assWritten;
      const clip = (await presenter)?.clip;
      await renderVideoPart(
        stages.tools,
        { plan, media, layout, seed: timeline.seed, fromFrame, toFrame, assPath, fontsDir: stages.tools.fontsDir, outputPath: partPaths[index], encoder, presenter: clip },
        { signal: options.signal, onProgress },
      );
    };
    return { run, cost };
  });
  // One frame through the same graph: far cheaper than decoding the finished video up to it. Scheduled last, it
  // fills a core that would otherwise wait for the other's last part.
  parts.push({
    cost: 0,
    run: async () => {
      assWritten ??= assPath ? writeFile(assPath, captionsAss) : Promise.resolve();
      await assWritten;
      const clip = (await presenter)?.clip;
      await renderVideoPart(
        stages.tools,
        {
          presenter: clip,
          plan,
          media,
          layout,
          seed: timeline.seed,
          fromFrame: thumbnailFrame,
          toFrame: thumbnailFrame + 1,
          assPath,
          fontsDir: stages.tools.fontsDir,
          outputPath: workThumbnailPath,
          encoder: "still",
        },
        { signal: options.signal },
      );
    },
  });
  return {
    ratio,
    width: layout.width,
    height: layout.height,
    videoPath: join(options.outputDir, `${baseName}-${ratioName}.mp4`),
    thumbnailPath: join(options.outputDir, `${baseName}-${ratioName}.jpg`),
    workThumbnailPath,
    captionsAss,
    partPaths,
    parts,
    partsDone: 0,
    finishDone: progress.renderingPart(`${ratio}-finish`, 0.02 * pixelWeight),
    concatListPath: join(workDir, `picture-${ratioName}.txt`),
  };
}

async function finishVideo(
  picture: PreparedPicture,
  soundtrackPath: string,
  plan: TimingPlan,
  presenterLook: PresenterLook | undefined,
  stages: RenderStages,
  signal: AbortSignal | undefined,
): Promise<RenderedVideo> {
  await writeFile(picture.concatListPath, picture.partPaths.map((path) => `file '${path}'\n`).join(""));
  await runFfmpeg(
    stages.tools,
    [
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      picture.concatListPath,
      "-i",
      soundtrackPath,
      "-map",
      "0:v",
      "-map",
      "1:a",
      "-c",
      "copy",
      "-t",
      (plan.totalMs / 1000).toFixed(4),
      ...bitexactArgs,
      // The "AI-generated presenter" mark; custom keys need use_metadata_tags to be written into an MP4.
      ...(presenterLook ? [...presenterMetadataArgs(presenterLook), "-movflags", "+faststart+use_metadata_tags"] : ["-movflags", "+faststart"]),
      picture.videoPath,
    ],
    { signal },
  );
  await copyFile(picture.workThumbnailPath, picture.thumbnailPath);
  return {
    ratio: picture.ratio,
    videoPath: picture.videoPath,
    thumbnailPath: picture.thumbnailPath,
    width: picture.width,
    height: picture.height,
    durationMs: plan.totalMs,
    captionsAss: picture.captionsAss,
  };
}

/** Checks every image and clip before any work starts, so a bad path fails fast with a clear MediaError. */
async function resolveMedia(timeline: Timeline, stages: RenderStages, signal: AbortSignal | undefined): Promise<ResolvedMedia[]> {
  return Promise.all(
    timeline.scenes.map(async (scene): Promise<ResolvedMedia> => {
      const { media } = scene;
      if (media.kind === "broll") {
        if (!isBrollId(media.id))
          throw new MediaError("unknown-asset", `Scene "${scene.id}" uses b-roll "${media.id}", which does not exist; pick one from the b-roll library.`);
        return { kind: "broll", id: media.id };
      }
      // A PNG (a slideshow's drawn slide) is measured from its header; anything else, or a PNG whose header does not
      // read as one, goes to ffprobe, which also says why it cannot be used.
      const png = media.kind === "image" ? await pngSize(media.path) : undefined;
      if (media.kind === "image" && png) return { kind: "image", path: media.path, ...(media.fill && { fill: true }), ...png };
      const probe = await probeMedia(stages.tools, media.path, signal);
      if (!probe.video || probe.video.width === 0) {
        throw new MediaError("media-unreadable", `Scene "${scene.id}" uses ${media.path}, which has no picture in it.`);
      }
      const size = { width: probe.video.width, height: probe.video.height };
      return media.kind === "image"
        ? { kind: "image", path: media.path, ...(media.fill && { fill: true }), ...size }
        : { kind: "clip", path: media.path, trimStartMs: media.trimStartMs, ...size };
    }),
  );
}

/** A slideshow's video: every scene a drawn slide that is the whole frame. */
function onlyWholeFrameStills(timeline: Timeline): boolean {
  return timeline.scenes.every((scene) => scene.media.kind === "image" && scene.media.fill === true);
}

/**
 * The lines are dealt to two groups said side by side (one per core). A voice that can say several lines at once
 * gets each group in one call (festival then loads its voice twice, not once per line); any other, line by line.
 */
async function synthesizeLines(timeline: Timeline, stages: RenderStages, workDir: string, stopAll: AbortController): Promise<SynthesizedSpeech[]> {
  const options = { outputDir: join(workDir, "voice"), signal: stopAll.signal };
  if (timeline.voice.muted) return silentLines(timeline.scenes.length, options.outputDir);
  const speeches: SynthesizedSpeech[] = new Array(timeline.scenes.length);
  const { voice } = stages;
  const groups = [0, 1].map((group) => timeline.scenes.map((_, index) => index).filter((index) => index % 2 === group));
  await runWithConcurrency(
    groups.map((indexes) => async () => {
      const texts = indexes.map((index) => timeline.scenes[index].spoken);
      const said = voice.synthesizeMany
        ? await voice.synthesizeMany(texts, timeline.voice.id, options)
        : await sequentially(texts, (text) => voice.synthesize(text, timeline.voice.id, options));
      said.forEach((speech, position) => (speeches[indexes[position]] = speech));
    }),
    2,
    stopAll,
  );
  return speeches;
}

async function sequentially<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await work(item));
  return results;
}

function totalDurationMs(timeline: Timeline): number {
  return timeline.scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
}

/** Runs tasks with at most `limit` in flight; see allOrStop for what happens when one fails. */
async function runWithConcurrency(tasks: readonly (() => Promise<void>)[], limit: number, stopAll: AbortController): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < tasks.length && !stopAll.signal.aborted) await tasks[next++]();
  };
  await allOrStop(Array.from({ length: Math.min(limit, tasks.length) }, worker), stopAll);
}

/**
 * Like Promise.all, but the first failure stops the siblings (through the shared controller) and the result
 * settles only once every sibling has, so no child process outlives a failed or cancelled render. The first
 * real error wins over the "cancelled" errors it caused in the siblings.
 */
async function allOrStop<T extends readonly unknown[]>(work: { [K in keyof T]: Promise<T[K]> }, stopAll: AbortController): Promise<T> {
  const outcomes = await Promise.allSettled(
    work.map((promise) =>
      promise.catch((error: unknown) => {
        stopAll.abort();
        throw error;
      }),
    ),
  );
  const failures = outcomes.filter((outcome): outcome is PromiseRejectedResult => outcome.status === "rejected").map((outcome) => outcome.reason);
  if (failures.length > 0) throw failures.find((reason) => !isCancellation(reason)) ?? failures[0];
  return outcomes.map((outcome) => (outcome as PromiseFulfilledResult<unknown>).value) as unknown as T;
}
