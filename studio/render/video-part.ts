/**
 * Renders a stretch of the timeline's picture [fromFrame, toFrame) to an H.264 file. A whole video is two such
 * parts rendered side by side (one per core) and joined without re-encoding; a slideshow's is one (see stills).
 * The thumbnail is a one-frame "part" written as a JPEG: it comes straight from the filtergraph instead of decoding
 * the finished video again.
 */
import type { MediaTools } from "./media-tools";
import { framesPerSecond, presenterBoxes, type FrameLayout } from "./frame-layout";
import type { PresenterClip } from "./presenter";
import { presenterOverlay } from "./presenter-overlay";
import { runFfmpeg } from "./process";
import { sceneVideo, type ResolvedMedia } from "./scene-video";
import { transitionFrames, type PlannedScene, type TimingPlan } from "./timing-plan";

export interface VideoPartRequest {
  plan: TimingPlan;
  media: readonly ResolvedMedia[];
  layout: FrameLayout;
  seed: number;
  fromFrame: number;
  toFrame: number;
  /** The captions and labels to draw; none when the video has no text on it (libass would only copy each frame). */
  assPath?: string;
  fontsDir: string;
  outputPath: string;
  /** Which encoder settings; "primary" unless given. */
  encoder?: EncoderProfile;
  /** The video's presenter, composited scene by scene in its layouts. */
  presenter?: PresenterClip;
}

/** How a part is encoded: one of the x264 profiles below, or "still" for a one-frame JPEG (the thumbnail). */
export type EncoderProfile = "primary" | "extra" | "stills" | "still";

const x264Common = ["-c:v", "libx264", "-crf", "21", "-pix_fmt", "yuv420p"];
/**
 * Encoder settings, per profile; every part of one video uses one profile, so the parts can be concatenated by
 * stream copy. x264 is given one thread: the parts already use both cores, and a fixed thread count keeps the bytes
 * the same everywhere.
 * - primary (the timeline's own ratio): veryfast with diamond search and subme 1, about 30 % less encoder CPU than
 *   plain veryfast at the same size and SSIM on slow zooms and fades.
 * - extra (the other ratios of an export): ultrafast's analysis (no B-frames, full-pel motion, no sub-partitions)
 *   but with CABAC, deblocking and a 10-frame macroblock-tree lookahead kept. On these layouts (a moving box over a
 *   still blurred background) it halves the encoder CPU for a file no larger and SSIM about 0.0003 lower
 *   (docs/decisions/040-render-pipeline.md).
 * - stills (a timeline of whole-frame stills: a slideshow's video): primary with a 5-frame lookahead and one B-frame.
 *   A slow zoom over a still gains nothing from more, and each encoder then holds about 60 MB less at 1080x1920
 *   (228 → 168 MB measured with one part) and runs about 15 % faster. Such a video is one part, not two, encoded
 *   with two threads (one per core): two ffmpeg processes each carried their own copy of the libraries, encoder and
 *   filter graph, which with the worker's own memory went past the 700 MB a slideshow render may take
 *   (scripts/bench-slideshow.ts); one process with two encoder threads holds about 300 MB instead of twice 300.
 *   Its lookahead has a thread of its own (15 MB, the same bytes): run in ffmpeg's thread, with the decoding and
 *   the whole filter graph, it made that thread the render's bottleneck while the encoder threads waited. Intra
 *   blocks are 8x8 only: 4x4 intra analysis was 7 % of the CPU for a file 2 % larger and SSIM 0.0002 higher
 *   (docs/decisions/204-slideshow-video-time.md).
 */
const oneThread = ["-threads", "1"];
export const videoEncoderArgs: Record<Exclude<EncoderProfile, "still">, string[]> = {
  primary: [...x264Common, ...oneThread, "-preset", "veryfast", "-x264-params", "me=dia:subme=1"],
  extra: [...x264Common, ...oneThread, "-preset", "ultrafast", "-x264-params", "cabac=1:deblock=1:rc-lookahead=10:mbtree=1"],
  stills: [...x264Common, "-threads", "2", "-preset", "veryfast", "-x264-params", "me=dia:subme=1:rc-lookahead=5:bframes=1:partitions=i8x8"],
};

/** Whether a video in this profile is rendered as one part (see stills above) rather than two side by side. */
export const rendersInOnePart = (encoder: EncoderProfile) => encoder === "stills";
export const bitexactArgs = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact", "-map_metadata", "-1"];

/**
 * The part's picture is a concat of pieces: each scene's frames outside its transitions, and for each crossfade or
 * slide a 12-frame xfade of the outgoing scene's tail with the incoming scene's head. xfade only ever sees the
 * frames it blends: chained over whole scenes it costs about 2 ms per frame per link even when only passing frames
 * through, which was most of the filter time.
 */
export function buildVideoPartArgs(request: VideoPartRequest): string[] {
  const { plan, fromFrame, toFrame } = request;
  const inputArgs: string[] = [];
  const chains: string[] = [];
  const pieces: string[] = [];
  let inputCount = 0;
  let pendingTail: { label: string; entersNext: PlannedScene["entersWith"] } | undefined;
  let coveredTo = fromFrame;
  // A split scene shows its product image in one half of the image box, a full-frame scene in a small corner card;
  // the presenter takes the rest.
  const boxes = presenterBoxes(request.layout);
  const sceneLayout = (index: number): FrameLayout => {
    const presenterLayout = request.presenter?.sceneLayouts[index];
    if (presenterLayout === "split") return { ...request.layout, imageBox: boxes.split.image };
    if (presenterLayout === "full") return { ...request.layout, imageBox: boxes.fullImage };
    return request.layout;
  };
  const included = plan.scenes.filter((planned) => Math.min(planned.renderedFrameCount, toFrame - planned.startFrame) > Math.max(0, fromFrame - planned.startFrame));
  // Only a slideshow's video (the stills profile) shares its inputs: the drawn slides are whole frames of one size and
  // type by construction, where a product video's photos and a presenter's corner card are not.
  const stills = request.encoder === "stills" ? sharedStillInputs(included.map((planned) => request.media[planned.index])) : noSharedStills;
  stills.groups.forEach((group, groupIndex) => {
    // One decoding thread: a frame-threaded decoder keeps a picture for every thread.
    inputArgs.push("-threads", "1", "-f", group.demuxer, "-i", `concat:${group.paths.join("|")}`);
    const pads = group.paths.map((_, position) => `still${groupIndex}x${position}`);
    chains.push(`[${inputCount}:v]format=yuv420p,split=${pads.length}${pads.map((pad) => `[${pad}in]`).join("")}`);
    pads.forEach((pad, position) => chains.push(`[${pad}in]trim=start_frame=${position}:end_frame=${position + 1},setpts=PTS-STARTPTS[${pad}]`));
    inputCount++;
  });

  included.forEach((planned, position) => {
    const sceneFrom = Math.max(0, fromFrame - planned.startFrame);
    const sceneTo = Math.min(planned.renderedFrameCount, toFrame - planned.startFrame);
    const label = `s${planned.index}`;
    const video = sceneVideo(
      { media: request.media[planned.index], sceneIndex: planned.index, renderedFrameCount: planned.renderedFrameCount, fromFrame: sceneFrom, toFrame: sceneTo },
      sceneLayout(planned.index),
      request.seed,
      label,
    );
    const shared = stills.padOf.get(position);
    if (shared) {
      chains.push(video.filter(shared));
    } else {
      inputArgs.push(...video.inputArgs);
      chains.push(video.filter(`${inputCount}:v`));
      if (video.inputArgs.length > 0) inputCount++;
    }

    // The split point never falls inside a transition, so a head or tail is either wholly in this part or not at all.
    const hasHead = Boolean(pendingTail) && sceneFrom === 0;
    const next = included[position + 1];
    const hasTail = Boolean(next) && next.entersWith !== "cut" && sceneTo >= planned.frameCount + transitionFrames;
    const bodyFrom = hasHead ? transitionFrames : sceneFrom;
    const bodyTo = hasTail ? planned.frameCount : sceneTo;
    const outputs: { label: string; from: number; to: number }[] = [];
    if (hasHead) outputs.push({ label: `${label}head`, from: 0, to: transitionFrames });
    if (bodyTo > bodyFrom) outputs.push({ label: `${label}body`, from: bodyFrom, to: bodyTo });
    if (hasTail) outputs.push({ label: `${label}tail`, from: planned.frameCount, to: planned.frameCount + transitionFrames });
    const piece = (output: { label: string; from: number; to: number }, input: string) =>
      `[${input}]trim=start_frame=${output.from - sceneFrom}:end_frame=${output.to - sceneFrom},setpts=PTS-STARTPTS[${output.label}]`;
    if (outputs.length === 1) {
      chains.push(piece(outputs[0], label));
    } else {
      chains.push(`[${label}]split=${outputs.length}${outputs.map((output) => `[${output.label}in]`).join("")}`);
      for (const output of outputs) chains.push(piece(output, `${output.label}in`));
    }
    if (hasHead && pendingTail) {
      chains.push(transition(pendingTail.entersNext, pendingTail.label, `${label}head`, `${label}in`));
      pieces.push(`[${label}in]`);
    }
    if (bodyTo > bodyFrom) pieces.push(`[${label}body]`);
    pendingTail = hasTail ? { label: `${label}tail`, entersNext: next.entersWith } : undefined;
    coveredTo = planned.startFrame + sceneTo;
  });
  if (pieces.length === 0 || coveredTo < toFrame) throw new Error(`The timeline does not cover frames ${fromFrame}–${toFrame}.`);
  const joined = pieces.length === 1 ? `${pieces[0]}null[joined]` : `${pieces.join("")}concat=n=${pieces.length}:v=1:a=0[joined]`;
  chains.push(joined);
  if (request.presenter) {
    const overlay = presenterOverlay(request.presenter, request.layout, plan, { fromFrame, toFrame }, { index: inputCount, inputLabel: "joined", outputLabel: "presented" });
    inputArgs.push(...overlay.inputArgs);
    chains.push(...overlay.chains);
  }

  // libass draws by timestamp: shift this part onto the video's clock for the text, then back.
  const startSeconds = (fromFrame / framesPerSecond).toFixed(4);
  const text = request.assPath
    ? `,setpts=PTS+${startSeconds}/TB,ass=filename=${plainFilterPath(request.assPath)}:fontsdir=${plainFilterPath(request.fontsDir)},setpts=PTS-STARTPTS`
    : "";
  chains.push(`[${request.presenter ? "presented" : "joined"}]trim=end_frame=${toFrame - fromFrame}${text},format=yuv420p[picture]`);
  return [
    // Two parts already run side by side, one per core: slice threads inside the graph only add switching.
    "-filter_complex_threads",
    "1",
    ...inputArgs,
    "-filter_complex",
    chains.join(";"),
    "-map",
    "[picture]",
    "-frames:v",
    String(toFrame - fromFrame),
    ...(request.encoder === "still" ? ["-q:v", "3"] : ["-r", String(framesPerSecond), ...videoEncoderArgs[request.encoder ?? "primary"], "-an"]),
    ...bitexactArgs,
    request.outputPath,
  ];
}

export async function renderVideoPart(
  tools: MediaTools,
  request: VideoPartRequest,
  options: { signal?: AbortSignal; onProgress?: (fraction: number) => void },
): Promise<void> {
  await runFfmpeg(tools, buildVideoPartArgs(request), {
    signal: options.signal,
    outputDurationMs: ((request.toFrame - request.fromFrame) * 1000) / framesPerSecond,
    onProgress: options.onProgress,
  });
}

/**
 * The 12 frames where one scene gives way to the next. xfade works in yuv444p only, so ffmpeg wraps each one in
 * three pixel-format conversions that, like every filter's frame pool, hold their frames until the render ends:
 * about 21 MB a transition at 1080x1920. A crossfade is the same blend made in the picture's own yuv420p: blend's
 * opacity of the outgoing frames stepped down frame by frame (sendcmd), as xfade's fade does.
 */
function transition(kind: PlannedScene["entersWith"], outgoing: string, incoming: string, outputLabel: string): string {
  if (kind === "slide") {
    return `[${outgoing}][${incoming}]xfade=transition=slideleft:duration=${(transitionFrames / framesPerSecond).toFixed(4)}:offset=0[${outputLabel}]`;
  }
  const blendName = `blend@${outputLabel}`;
  // Each step a millisecond early, so a frame's own timestamp is never read as just before it.
  const steps = Array.from({ length: transitionFrames }, (_, frame) => {
    const at = Math.max(0, frame / framesPerSecond - 0.001).toFixed(4);
    return `${at} ${blendName} all_opacity ${(1 - frame / transitionFrames).toFixed(6)}`;
  });
  return `[${outgoing}]sendcmd=c='${steps.join(";")}'[${outputLabel}out];[${outputLabel}out][${incoming}]${blendName}=all_mode=normal:all_opacity=1[${outputLabel}]`;
}

const noSharedStills = { groups: [], padOf: new Map<number, string>() };

/** The demuxer that splits a run of joined image files of one type back into pictures. */
const imagePipeDemuxers: Record<string, string> = { png: "png_pipe", jpg: "jpeg_pipe", jpeg: "jpeg_pipe" };

/**
 * Each ffmpeg input keeps its own decoder, and each decoder and each pixel-format conversion keeps the frames it
 * made until the render ends: about 11 MB a still at 1080x1920 (the decoded RGBA slide and its yuv420p copy). The
 * part's whole-frame stills (a slideshow's drawn slides) of one file type and size are therefore read as one
 * stream, the concat protocol joining the files and an image pipe demuxer splitting them again, decoded one after
 * the other as their scenes begin and handed out by trim. Any other image, a still alone of its kind, or one with a
 * path the concat protocol cannot take keeps an input of its own.
 */
function sharedStillInputs(media: readonly ResolvedMedia[]): { groups: { demuxer: string; paths: string[] }[]; padOf: Map<number, string> } {
  const byKind = new Map<string, { demuxer: string; positions: number[]; paths: string[] }>();
  media.forEach((item, position) => {
    if (item.kind !== "image" || !item.fill || !/^[\w./-]+$/.test(item.path)) return;
    const demuxer = imagePipeDemuxers[item.path.split(".").pop()!.toLowerCase()];
    if (!demuxer) return;
    const key = `${demuxer} ${item.width}x${item.height}`;
    const group = byKind.get(key) ?? { demuxer, positions: [], paths: [] };
    group.positions.push(position);
    group.paths.push(item.path);
    byKind.set(key, group);
  });
  const groups = [...byKind.values()].filter((group) => group.paths.length > 1);
  const padOf = new Map<number, string>();
  groups.forEach((group, groupIndex) => group.positions.forEach((position, index) => padOf.set(position, `still${groupIndex}x${index}`)));
  return { groups, padOf };
}

/** Picks where to cut the video in two: near the middle, never inside a transition (each half must be whole). */
export function chooseSplitFrame(plan: TimingPlan): number | undefined {
  const middle = Math.round(plan.totalFrames / 2);
  const insideTransition = (frame: number) =>
    plan.scenes.some((scene) => scene.entersWith !== "cut" && frame >= scene.startFrame - 1 && frame <= scene.startFrame + transitionFrames);
  for (let distance = 0; distance < plan.totalFrames / 2; distance++) {
    for (const frame of [middle - distance, middle + distance]) {
      if (frame > framesPerSecond && frame < plan.totalFrames - framesPerSecond && !insideTransition(frame)) return frame;
    }
  }
  return undefined;
}

/** Filter option values are unescaped twice (graph, then option list); the engine's own work and font folders
 * never need that, so anything beyond plain path characters is refused rather than escaped. */
function plainFilterPath(value: string): string {
  if (!/^[\w./-]+$/.test(value)) throw new Error(`Unsupported characters in a render path: ${value}`);
  return value;
}
