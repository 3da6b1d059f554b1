/**
 * Renders a stretch of the timeline's picture [fromFrame, toFrame) to an H.264 file. A whole video is two such
 * parts rendered side by side (one per core) and joined without re-encoding.
 */
import type { MediaTools } from "./media-tools";
import { framesPerSecond, type FrameLayout } from "./frame-layout";
import { runFfmpeg } from "./process";
import { sceneVideo, type ResolvedMedia } from "./scene-video";
import { transitionFrames, type TimingPlan } from "./timing-plan";

export interface VideoPartRequest {
  plan: TimingPlan;
  media: readonly ResolvedMedia[];
  layout: FrameLayout;
  seed: number;
  fromFrame: number;
  toFrame: number;
  assPath: string;
  fontsDir: string;
  outputPath: string;
}

/**
 * Encoder settings shared by every part, so the parts can be concatenated stream-copy. x264 is given one
 * thread: two parts already use both cores, and a fixed thread count keeps the bytes the same everywhere.
 * Diamond motion search with subme 1 cuts the encoder's CPU by about 30 % on slow zooms and fades at the same
 * size and SSIM (docs/decisions/040-render-pipeline.md).
 */
export const videoEncoderArgs = ["-c:v", "libx264", "-preset", "veryfast", "-crf", "21", "-x264-params", "me=dia:subme=1", "-threads", "1", "-pix_fmt", "yuv420p"];
export const bitexactArgs = ["-fflags", "+bitexact", "-flags:v", "+bitexact", "-flags:a", "+bitexact", "-map_metadata", "-1"];

export function buildVideoPartArgs(request: VideoPartRequest): string[] {
  const { plan, fromFrame, toFrame } = request;
  const inputArgs: string[] = [];
  const chains: string[] = [];
  let inputCount = 0;
  let current: string | undefined;
  let currentEndFrame = fromFrame;

  for (const planned of plan.scenes) {
    const sceneFrom = Math.max(0, fromFrame - planned.startFrame);
    const sceneTo = Math.min(planned.renderedFrameCount, toFrame - planned.startFrame);
    if (sceneTo <= sceneFrom) continue;
    const label = `s${planned.index}`;
    const video = sceneVideo(
      { media: request.media[planned.index], sceneIndex: planned.index, renderedFrameCount: planned.renderedFrameCount, fromFrame: sceneFrom, toFrame: sceneTo },
      request.layout,
      request.seed,
      label,
    );
    inputArgs.push(...video.inputArgs);
    chains.push(video.filter(inputCount));
    if (video.inputArgs.length > 0) inputCount++;

    if (!current) {
      current = label;
    } else {
      const joined = `j${planned.index}`;
      const offsetSeconds = ((planned.startFrame - fromFrame) / framesPerSecond).toFixed(4);
      if (planned.entersWith === "cut") {
        chains.push(`[${current}][${label}]concat=n=2:v=1:a=0[${joined}]`);
      } else {
        const kind = planned.entersWith === "slide" ? "slideleft" : "fade";
        chains.push(`[${current}][${label}]xfade=transition=${kind}:duration=${(transitionFrames / framesPerSecond).toFixed(4)}:offset=${offsetSeconds}[${joined}]`);
      }
      current = joined;
    }
    currentEndFrame = planned.startFrame + sceneTo;
  }
  if (!current || currentEndFrame < toFrame) throw new Error(`The timeline does not cover frames ${fromFrame}–${toFrame}.`);

  // libass draws by timestamp: shift this part onto the video's clock for the text, then back.
  const startSeconds = (fromFrame / framesPerSecond).toFixed(4);
  chains.push(
    `[${current}]trim=end_frame=${toFrame - fromFrame},setpts=PTS+${startSeconds}/TB,ass=filename=${plainFilterPath(request.assPath)}:fontsdir=${plainFilterPath(request.fontsDir)},setpts=PTS-STARTPTS,format=yuv420p[picture]`,
  );
  return [
    ...inputArgs,
    "-filter_complex", chains.join(";"),
    "-map", "[picture]",
    "-frames:v", String(toFrame - fromFrame),
    "-r", String(framesPerSecond),
    ...videoEncoderArgs,
    ...bitexactArgs,
    "-an",
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
