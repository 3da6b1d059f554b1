/**
 * Writes a music bed of the requested length as a WAV: synthesised chords, lowpass for softness, fades at both
 * ends, a limiter so no bed clips. Deterministic: the same bed and length give the same samples.
 */
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

export async function renderMusicBed(tools: MediaTools, request: MusicBedRequest): Promise<{ wavPath: string }> {
  const bed = findMusicBed(request.trackId);
  if (!bed) throw new MediaError("unknown-asset", `There is no music track called "${request.trackId}"; pick one from the music list.`);
  const seconds = request.durationMs / 1000;
  const expression = chordBedExpression(bed);
  const cycleSamples = Math.round(progressionSeconds(bed) * bedSampleRate);
  const filter = [
    `aevalsrc=exprs='${expression}':s=${bedSampleRate}:d=${cycleSamples / bedSampleRate}`,
    `aloop=loop=-1:size=${cycleSamples}`,
    `atrim=duration=${seconds}`,
    `lowpass=f=${bed.brightnessHz}`,
    `afade=t=in:d=${fadeInSeconds}`,
    `afade=t=out:st=${Math.max(0, seconds - fadeOutSeconds)}:d=${fadeOutSeconds}`,
    "alimiter=limit=0.7:level=false",
  ].join(",");
  await runFfmpeg(tools, ["-f", "lavfi", "-i", filter, "-fflags", "+bitexact", "-flags:a", "+bitexact", "-c:a", "pcm_s16le", request.outputPath], {
    signal: request.signal,
  });
  return { wavPath: request.outputPath };
}
