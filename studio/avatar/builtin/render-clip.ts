/**
 * A presenter's talking clip: frames drawn by the frame renderer, piped as raw RGBA into ffmpeg, written as a MOV
 * with QuickTime Animation (qtrle, ARGB). qtrle keeps the alpha channel, ffmpeg 5.1 decodes it back as argb and
 * overlays it as any other layer, it is lossless, and it only stores the lines that changed since the last frame,
 * so encoding a presenter whose shoulders barely move costs little. VP9 with alpha was the alternative: smaller
 * files, but its encoder was several times slower at 1080x1920.
 */
import { extname } from "node:path";
import type { Writable } from "node:stream";
import { MediaError } from "../../render/errors";
import { mediaToolsFromEnv, type MediaTools } from "../../render/media-tools";
import { exitFoundNoTool, spawnFoundNoTool, spawnMediaTool, toolMissing } from "../../render/process";
import type { MotionFrame } from "../avatar-provider";
import { BuiltinPresenterError } from "./errors";
import { PresenterFrameRenderer } from "./frame-renderer";
import type { PresenterLook } from "./look";

export interface BuiltinClipRequest {
  look: PresenterLook;
  motion: readonly MotionFrame[];
  width: number;
  height: number;
  fps: number;
  outputPath: string;
  /** The voice, muxed into the clip as PCM when given. */
  audioPath?: string;
  signal?: AbortSignal;
  tools?: MediaTools;
}

export interface BuiltinClipTimings {
  frames: number;
  /** Time spent drawing frames in this process, ms; the rest of the wall time is ffmpeg catching up. */
  drawMs: number;
  wallMs: number;
}

const stderrTailChars = 2_000;

function pipeDrained(pipe: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      pipe.off("drain", done).off("close", done);
      resolve();
    };
    pipe.on("drain", done).on("close", done);
  });
}

export async function renderPresenterClip(request: BuiltinClipRequest): Promise<BuiltinClipTimings> {
  const { width, height, fps, motion, signal } = request;
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 2 || height < 2 || width % 2 || height % 2) {
    throw new BuiltinPresenterError("bad_size", `A presenter clip needs an even width and height of at least 2 pixels, not ${width}x${height}.`);
  }
  if (extname(request.outputPath).toLowerCase() !== ".mov") {
    throw new BuiltinPresenterError("bad_output", `A presenter clip is written as QuickTime Animation with alpha, which needs a .mov file, not ${request.outputPath}.`);
  }
  const tools = request.tools ?? mediaToolsFromEnv();
  const started = performance.now();
  const durationSeconds = motion.length / fps;
  const audio = request.audioPath ? ["-i", request.audioPath] : [];
  const audioOut = request.audioPath ? ["-map", "0:v", "-map", "1:a", "-c:a", "pcm_s16le"] : [];
  const args = [
    ...["-hide_banner", "-nostdin", "-loglevel", "error", "-y"],
    ...["-f", "rawvideo", "-pix_fmt", "rgba", "-s", `${width}x${height}`, "-framerate", String(fps), "-i", "pipe:0"],
    ...audio,
    ...audioOut,
    ...["-c:v", "qtrle", "-pix_fmt", "argb", "-t", durationSeconds.toFixed(3), request.outputPath],
  ];
  const ffmpeg = spawnMediaTool(tools.ffmpegPath, args, { stdio: ["pipe", "ignore", "pipe"] });
  let stderr = "";
  ffmpeg.stderr.setEncoding("utf8");
  ffmpeg.stderr.on("data", (chunk: string) => (stderr = (stderr + chunk).slice(-stderrTailChars)));
  const exited = new Promise<number | null>((resolve, reject) => {
    ffmpeg.on("error", (error: NodeJS.ErrnoException) => reject(spawnFoundNoTool(error) ? toolMissing(tools.ffmpegPath) : error));
    ffmpeg.on("close", resolve);
  });
  // A closed pipe (ffmpeg died) surfaces through the exit code below, not as an unhandled stream error.
  ffmpeg.stdin.on("error", () => undefined);
  const abort = () => ffmpeg.kill("SIGKILL");
  signal?.addEventListener("abort", abort, { once: true });

  const renderer = new PresenterFrameRenderer(request.look, { width, height });
  let drawMs = 0;
  try {
    for (const frame of motion) {
      if (signal?.aborted || ffmpeg.exitCode !== null) break;
      const drawStarted = performance.now();
      const pieces = renderer.render(frame);
      drawMs += performance.now() - drawStarted;
      let flowing = true;
      for (const piece of pieces) flowing = ffmpeg.stdin.write(piece) && flowing;
      // Backpressure: at most one frame waits in the pipe, so memory stays flat however long the clip.
      if (!flowing) await pipeDrained(ffmpeg.stdin);
    }
    ffmpeg.stdin.end();
    const code = await exited;
    if (signal?.aborted) throw new MediaError("cancelled", "The render was cancelled.");
    if (exitFoundNoTool(code, stderr)) throw toolMissing(tools.ffmpegPath);
    if (code !== 0) throw new MediaError("tool-failed", `ffmpeg could not write the presenter clip (exit ${code}): ${stderr.trim().split("\n").at(-1) ?? ""}`, stderr);
  } finally {
    signal?.removeEventListener("abort", abort);
    if (ffmpeg.exitCode === null) ffmpeg.kill("SIGKILL");
  }
  return { frames: motion.length, drawMs: Math.round(drawMs), wallMs: Math.round(performance.now() - started) };
}
