/**
 * Writes a music bed of the requested length as a WAV: synthesised chords, lowpass for softness, fades at both
 * ends, a limiter so no bed clips. Deterministic: the same bed and length give the same samples.
 */
import { createHash, randomUUID } from "node:crypto";
import { access, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MediaError } from "../render/errors";
import type { MediaTools } from "../render/media-tools";
import { runFfmpeg } from "../render/process";
import { bedSampleRate, chordBedExpression, progressionSeconds } from "./chord-bed";
import { findMusicBed } from "./music-library";

export interface MusicBedRequest {
  trackId: string;
  durationMs: number;
  outputPath: string;
  signal?: AbortSignal;
}

const fadeInSeconds = 0.5;
const fadeOutSeconds = 1.5;

/**
 * One cycle of the bed's chords as a WAV of 64-bit samples (aevalsrc's own format, so nothing is rounded), made once
 * per process and machine folder: synthesising it is most of a bed's cost, and a slideshow's video waits on it.
 */
const cycles = new Map<string, Promise<string>>();

function chordCycle(tools: MediaTools, expression: string, cycleSamples: number, signal?: AbortSignal): Promise<string> {
  const name = `promoreel-chord-cycle-${createHash("sha256").update(`${expression}|${cycleSamples}`).digest("hex").slice(0, 24)}.wav`;
  const cyclePath = path.join(tmpdir(), name);
  let made = cycles.get(cyclePath);
  if (!made) {
    made = (async () => {
      if (await exists(cyclePath)) return cyclePath;
      // Written aside and renamed, so another process never reads half a file.
      const partPath = `${cyclePath}.${process.pid}.${randomUUID()}.part`;
      const source = `aevalsrc=exprs='${expression}':s=${bedSampleRate}:d=${cycleSamples / bedSampleRate}`;
      await runFfmpeg(tools, ["-f", "lavfi", "-i", source, "-fflags", "+bitexact", "-flags:a", "+bitexact", "-c:a", "pcm_f64le", "-f", "wav", partPath], { signal });
      await rename(partPath, cyclePath);
      return cyclePath;
    })();
    cycles.set(cyclePath, made);
    // A failed attempt (a cancelled render) is not kept: the next bed tries again.
    made.catch(() => cycles.delete(cyclePath));
  }
  return made;
}

async function exists(file: string): Promise<boolean> {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

export async function renderMusicBed(tools: MediaTools, request: MusicBedRequest): Promise<{ wavPath: string }> {
  const bed = findMusicBed(request.trackId);
  if (!bed) throw new MediaError("unknown-asset", `There is no music track called "${request.trackId}"; pick one from the music list.`);
  const seconds = request.durationMs / 1000;
  const cycleSamples = Math.round(progressionSeconds(bed) * bedSampleRate);
  const cycle = await chordCycle(tools, chordBedExpression(bed), cycleSamples, request.signal);
  const filter = [
    `aloop=loop=-1:size=${cycleSamples}`,
    `atrim=duration=${seconds}`,
    `lowpass=f=${bed.brightnessHz}`,
    `afade=t=in:d=${fadeInSeconds}`,
    `afade=t=out:st=${Math.max(0, seconds - fadeOutSeconds)}:d=${fadeOutSeconds}`,
    "alimiter=limit=0.7:level=false",
  ].join(",");
  await runFfmpeg(tools, ["-i", cycle, "-af", filter, "-fflags", "+bitexact", "-flags:a", "+bitexact", "-c:a", "pcm_s16le", request.outputPath], {
    signal: request.signal,
  });
  return { wavPath: request.outputPath };
}
