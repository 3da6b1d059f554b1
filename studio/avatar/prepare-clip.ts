/**
 * A short clip becomes a presenter through its best frame: ffmpeg samples two small frames a second, each is scored
 * for a face turned to the camera, open eyes, a closed mouth and sharpness, and the winner, taken again at full
 * size, is prepared like a photo.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MediaError } from "../render/errors";
import type { MediaTools } from "../render/media-tools";
import { probeMedia } from "../render/probe";
import { runProcess } from "../render/process";
import { AvatarError } from "./avatar-error";
import type { AvatarAsset } from "./avatar-provider";
import { detectFaces } from "./face-landmarks";
import { eyeAspectRatio, eyeContrast, faceSharpness, frontality, mouthAspectRatio } from "./face-metrics";
import { findPresenterFace, readRgbImage, writePhotoAsset } from "./prepare-photo";

export const maximumClipMs = 30_000;
const samplesPerSecond = 2;
/** Samples are scored this tall: enough for the landmark net (112 px per face), cheap to detect on. */
const sampleHeight = 720;

export interface ScoredFrame {
  timeMs: number;
  score: number;
  eyeAspect: number;
  eyeContrast: number;
  mouthAspect: number;
}

export async function prepareClip(path: string, outputDir: string, tools: MediaTools, signal?: AbortSignal): Promise<AvatarAsset> {
  const durationMs = await clipDurationMs(path, tools, signal);
  if (durationMs > maximumClipMs + 500) {
    throw new AvatarError("clip_too_long", `This clip is ${Math.round(durationMs / 1000)} seconds long. Upload a clip of 30 seconds or less, looking at the camera.`);
  }
  const workDir = await mkdtemp(join(tmpdir(), "avatar-clip-"));
  try {
    const best = (await scoreClipFrames(path, workDir, tools, signal)).sort((a, b) => b.score - a.score)[0];
    if (!best) throw new AvatarError("no_face", "No face was found in this clip. Upload a clip of one person looking at the camera, with the whole face in view.");
    const framePath = join(workDir, "chosen.png");
    await runProcess(
      tools.ffmpegPath,
      ["-hide_banner", "-nostdin", "-loglevel", "error", "-ss", (best.timeMs / 1000).toFixed(3), "-i", path, "-frames:v", "1", "-y", framePath],
      {
        signal,
      },
    );
    const image = await readRgbImage(framePath);
    return writePhotoAsset(image, await findPresenterFace(image), outputDir);
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** Every sampled frame with one face, scored; frames without a face (or with several) are left out. */
export async function scoreClipFrames(path: string, workDir: string, tools: MediaTools, signal?: AbortSignal): Promise<ScoredFrame[]> {
  await runProcess(
    tools.ffmpegPath,
    [
      "-hide_banner",
      "-nostdin",
      "-loglevel",
      "error",
      "-i",
      path,
      "-vf",
      `fps=${samplesPerSecond},scale=-2:'min(${sampleHeight},ih)'`,
      "-y",
      join(workDir, "sample-%04d.png"),
    ],
    { signal },
  );
  const samples = (await readdir(workDir)).filter((name) => name.startsWith("sample-")).sort();
  const scored: ScoredFrame[] = [];
  for (const [index, name] of samples.entries()) {
    signal?.throwIfAborted();
    const image = await readRgbImage(join(workDir, name));
    const faces = await detectFaces(image);
    if (faces.length !== 1) continue;
    const [face] = faces;
    const eyes = { eyeAspect: eyeAspectRatio(face.landmarks), eyeContrast: eyeContrast(image, face.landmarks) };
    const mouthAspect = mouthAspectRatio(face.landmarks);
    const sharpness = await faceSharpness(image, face.box);
    scored.push({ timeMs: (index * 1000) / samplesPerSecond, ...eyes, mouthAspect, score: frameScore(eyes, mouthAspect, frontality(face.landmarks), sharpness) });
  }
  return scored;
}

/**
 * Open eyes weigh most (a presenter caught mid-blink looks asleep for the whole video), then facing the camera,
 * then a closed mouth (the renderer opens it), then sharpness.
 */
function frameScore(eyes: { eyeAspect: number; eyeContrast: number }, mouthAspect: number, facing: number, sharpness: number): number {
  const eyesOpen = Math.min(clamp01((eyes.eyeAspect - 0.12) / 0.1), clamp01((eyes.eyeContrast - 0.15) / 0.25));
  const turnedToCamera = clamp01((facing - 0.8) / 0.2);
  const mouthClosed = 1 - clamp01(mouthAspect / 0.3);
  const sharp = clamp01(sharpness / 40);
  return 3 * eyesOpen + 2 * turnedToCamera + 1.5 * mouthClosed + sharp;
}

async function clipDurationMs(path: string, tools: MediaTools, signal?: AbortSignal): Promise<number> {
  try {
    const probe = await probeMedia(tools, path, signal);
    if (!probe.video) throw new AvatarError("unreadable_image", "This clip has no picture. Upload a video clip of one person looking at the camera.");
    return probe.durationMs;
  } catch (error) {
    if (error instanceof MediaError && (error.code === "media-unreadable" || error.code === "media-missing")) {
      throw new AvatarError("unreadable_image", "This file could not be read as a video clip. Upload an MP4 or MOV clip of one person looking at the camera.");
    }
    throw error;
  }
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
