/**
 * The presenter's motion, one value set per video frame, shared by every renderer (the animated photo and the drawn
 * presenters): mouth shapes from the voice's phones (or its loudness when the voice gives none), blinks, breathing
 * and a little head motion. Deterministic for a seed, so a re-render draws the same clip.
 */
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runProcess } from "../render/process";
import { mediaToolsFromEnv, type MediaTools } from "../render/media-tools";
import { seededRandom } from "../lib/seeded-random";
import { readPcm16MonoSamples } from "../voice/wav-samples";
import type { MotionFrame, TimedPhone } from "./avatar-provider";

export interface MotionCurveInput {
  /** The voice's phones; the mouth follows them when present. */
  phones?: readonly TimedPhone[];
  /** Loudness per frame, 0..1 (from `loudnessEnvelope`): the mouth follows it when there are no phones, and scales the phones' opening when there are. */
  loudness?: readonly number[];
  durationMs: number;
  fps: number;
  seed: number;
}

interface Viseme {
  jawOpen: number;
  lipWidth: number;
  /** How strongly the phone pulls its neighbours toward its shape (coarticulation). */
  dominance: number;
}

const rest: Viseme = { jawOpen: 0, lipWidth: 0.5, dominance: 0.6 };

/**
 * Festival's US English phones (the radio phone set) to a mouth shape. Vowels dominate strongly because they carry the
 * syllable; tongue consonants (t, d, n, k, l) barely shape the lips and take their neighbours' shape.
 */
const visemes: Record<string, Viseme> = {
  pau: rest,
  "#": rest,
  aa: { jawOpen: 1, lipWidth: 0.55, dominance: 1 },
  ae: { jawOpen: 0.85, lipWidth: 0.7, dominance: 1 },
  ah: { jawOpen: 0.7, lipWidth: 0.5, dominance: 1 },
  ao: { jawOpen: 0.8, lipWidth: 0.3, dominance: 1 },
  aw: { jawOpen: 0.8, lipWidth: 0.35, dominance: 1 },
  ax: { jawOpen: 0.45, lipWidth: 0.5, dominance: 0.8 },
  ay: { jawOpen: 0.85, lipWidth: 0.6, dominance: 1 },
  eh: { jawOpen: 0.6, lipWidth: 0.65, dominance: 1 },
  er: { jawOpen: 0.4, lipWidth: 0.35, dominance: 0.9 },
  ey: { jawOpen: 0.5, lipWidth: 0.75, dominance: 1 },
  ih: { jawOpen: 0.4, lipWidth: 0.7, dominance: 0.9 },
  iy: { jawOpen: 0.3, lipWidth: 0.9, dominance: 1 },
  ow: { jawOpen: 0.55, lipWidth: 0.2, dominance: 1 },
  oy: { jawOpen: 0.55, lipWidth: 0.3, dominance: 1 },
  uh: { jawOpen: 0.4, lipWidth: 0.3, dominance: 0.9 },
  uw: { jawOpen: 0.3, lipWidth: 0.1, dominance: 1 },
  m: { jawOpen: 0, lipWidth: 0.45, dominance: 1.2 },
  b: { jawOpen: 0, lipWidth: 0.45, dominance: 1.2 },
  p: { jawOpen: 0, lipWidth: 0.45, dominance: 1.2 },
  f: { jawOpen: 0.1, lipWidth: 0.55, dominance: 1.5 },
  v: { jawOpen: 0.1, lipWidth: 0.55, dominance: 1.5 },
  w: { jawOpen: 0.2, lipWidth: 0.1, dominance: 1.5 },
  r: { jawOpen: 0.3, lipWidth: 0.35, dominance: 0.7 },
  y: { jawOpen: 0.3, lipWidth: 0.8, dominance: 0.6 },
  l: { jawOpen: 0.35, lipWidth: 0.55, dominance: 0.4 },
  th: { jawOpen: 0.25, lipWidth: 0.55, dominance: 0.6 },
  dh: { jawOpen: 0.25, lipWidth: 0.55, dominance: 0.5 },
  s: { jawOpen: 0.15, lipWidth: 0.7, dominance: 0.8 },
  z: { jawOpen: 0.15, lipWidth: 0.7, dominance: 0.7 },
  sh: { jawOpen: 0.2, lipWidth: 0.3, dominance: 1 },
  zh: { jawOpen: 0.2, lipWidth: 0.3, dominance: 1 },
  ch: { jawOpen: 0.2, lipWidth: 0.35, dominance: 1 },
  jh: { jawOpen: 0.2, lipWidth: 0.35, dominance: 1 },
  t: { jawOpen: 0.25, lipWidth: 0.55, dominance: 0.4 },
  d: { jawOpen: 0.25, lipWidth: 0.55, dominance: 0.4 },
  n: { jawOpen: 0.25, lipWidth: 0.55, dominance: 0.4 },
  k: { jawOpen: 0.35, lipWidth: 0.5, dominance: 0.3 },
  g: { jawOpen: 0.35, lipWidth: 0.5, dominance: 0.3 },
  ng: { jawOpen: 0.3, lipWidth: 0.5, dominance: 0.3 },
  hh: { jawOpen: 0.45, lipWidth: 0.5, dominance: 0.2 },
};

const bilabials = new Set(["m", "b", "p"]);

/** The mouth moves a little before the sound it makes: viewers read a late mouth as dubbing, an early one as natural. */
const mouthLeadMs = 20;
/** How far a phone's pull reaches, at least (ms): about one short phone either side. */
const minimumReachMs = 35;
/** Bilabial closure eases in and out over this long on each side of the closed stretch. */
const closureRampMs = 40;

const blink = { durationMs: 180, closingMs: 70, closedMs: 40, minGapMs: 2_000, maxGapMs: 6_000 };
const breathPeriodMs = { min: 3_600, max: 4_800 };

function visemeFor(phone: string): Viseme {
  return visemes[phone.toLowerCase().replace(/[0-9]/g, "")] ?? { jawOpen: 0.3, lipWidth: 0.5, dominance: 0.5 };
}

export function motionCurve(input: MotionCurveInput): MotionFrame[] {
  const frameCount = Math.max(1, Math.round((input.durationMs / 1000) * input.fps));
  const random = seededRandom(input.seed);
  const blinkStarts = blinkSchedule(input.durationMs, random);
  const idle = idleMotion(random);
  const phones = input.phones?.filter((phone) => phone.endMs > phone.startMs) ?? [];
  const frames: MotionFrame[] = [];
  for (let index = 0; index < frameCount; index++) {
    const timeMs = (index * 1000) / input.fps;
    const loudness = input.loudness?.[index];
    const mouth = phones.length > 0 ? mouthFromPhones(phones, timeMs + mouthLeadMs, input.fps) : { jawOpen: 0, lipWidth: 0.5 };
    const jawOpen =
      phones.length > 0 ? mouth.jawOpen * (loudness === undefined ? 1 : 0.65 + 0.35 * loudness) : loudness === undefined ? 0 : loudnessToJaw(input.loudness ?? [], index);
    frames.push({
      jawOpen: clamp01(jawOpen),
      lipWidth: clamp01(mouth.lipWidth),
      blink: blinkAt(timeMs, blinkStarts),
      breath: Math.sin((2 * Math.PI * timeMs) / idle.breathPeriodMs + idle.breathPhase),
      headYaw: idle.yaw(timeMs),
      headRoll: idle.roll(timeMs),
    });
  }
  return frames;
}

/**
 * Coarticulation after Cohen and Massaro: every phone pulls the mouth toward its shape with a weight that falls off
 * exponentially from its middle, and the frame's shape is the weighted mean. Bilabials then force the lips shut over
 * their middle, wide enough that at least one frame lands in it however short the phone.
 */
function mouthFromPhones(phones: readonly TimedPhone[], timeMs: number, fps: number): { jawOpen: number; lipWidth: number } {
  let weightSum = 0;
  let jaw = 0;
  let width = 0;
  let closure = 0;
  const halfFrameMs = 500 / fps + 1;
  for (const phone of phones) {
    const centre = (phone.startMs + phone.endMs) / 2;
    const halfLength = (phone.endMs - phone.startMs) / 2;
    const distance = Math.abs(timeMs - centre);
    const reach = Math.max(minimumReachMs, halfLength);
    if (distance > reach * 8) continue;
    const viseme = visemeFor(phone.phone);
    const weight = viseme.dominance * Math.exp(-Math.max(0, distance - halfLength * 0.5) / reach);
    weightSum += weight;
    jaw += weight * viseme.jawOpen;
    width += weight * viseme.lipWidth;
    if (bilabials.has(phone.phone.toLowerCase())) {
      const closedHalf = Math.max(halfLength - 10, halfFrameMs);
      const beyond = distance - closedHalf;
      closure = Math.max(closure, beyond <= 0 ? 1 : beyond >= closureRampMs ? 0 : 0.5 + 0.5 * Math.cos((Math.PI * beyond) / closureRampMs));
    }
  }
  if (weightSum === 0) return { jawOpen: rest.jawOpen, lipWidth: rest.lipWidth };
  return { jawOpen: (jaw / weightSum) * (1 - closure), lipWidth: width / weightSum };
}

/** Loudness alone: a little smoothing so the jaw does not chatter, and a gate so breath noise keeps the lips shut. */
function loudnessToJaw(loudness: readonly number[], index: number): number {
  const around = [loudness[index - 1], loudness[index], loudness[index + 1]].filter((value): value is number => value !== undefined);
  const smoothed = around.reduce((sum, value) => sum + value, 0) / around.length;
  return smoothed < 0.12 ? 0 : (smoothed - 0.12) / 0.88;
}

/** Blink start times: the first within 0.6–2.5 s, then every 2–6 s. */
function blinkSchedule(durationMs: number, random: () => number): number[] {
  const starts: number[] = [];
  for (let start = 600 + random() * 1_900; start < durationMs; start += blink.minGapMs + random() * (blink.maxGapMs - blink.minGapMs)) starts.push(start);
  return starts;
}

/** A blink closes fast, holds shut briefly and opens more slowly, as eyelids do. */
function blinkAt(timeMs: number, starts: readonly number[]): number {
  for (const start of starts) {
    const into = timeMs - start;
    if (into < 0 || into > blink.durationMs) continue;
    if (into < blink.closingMs) return easeInOut(into / blink.closingMs);
    if (into < blink.closingMs + blink.closedMs) return 1;
    return 1 - easeInOut((into - blink.closingMs - blink.closedMs) / (blink.durationMs - blink.closingMs - blink.closedMs));
  }
  return 0;
}

/** Breathing and head sway from a few slow sines with seeded phases: never periodic enough to look like a loop. */
function idleMotion(random: () => number) {
  const breathPeriod = breathPeriodMs.min + random() * (breathPeriodMs.max - breathPeriodMs.min);
  const breathPhase = random() * 2 * Math.PI;
  const sway = (amplitude: number) => {
    const waves = [0, 1, 2].map((order) => ({ periodMs: 2_300 * (order + 1) + random() * 1_700, phase: random() * 2 * Math.PI, weight: 1 / (order + 1) }));
    const total = waves.reduce((sum, wave) => sum + wave.weight, 0);
    return (timeMs: number) => (amplitude / total) * waves.reduce((sum, wave) => sum + wave.weight * Math.sin((2 * Math.PI * timeMs) / wave.periodMs + wave.phase), 0);
  };
  return { breathPeriodMs: breathPeriod, breathPhase, yaw: sway(1.5), roll: sway(0.8) };
}

/**
 * Loudness per video frame, 0..1, for a voice that gives no phones (an uploaded voiceover, an HTTP voice): RMS over
 * the frame in dB, mapped from the quiet floor (10th percentile) to the loud speech (95th percentile).
 */
export async function loudnessEnvelope(wavPath: string, fps: number, tools: MediaTools = mediaToolsFromEnv()): Promise<number[]> {
  const dir = await mkdtemp(join(tmpdir(), "avatar-loudness-"));
  try {
    // Any WAV (or other audio) in, 16 kHz mono 16-bit out: the one format readPcm16MonoSamples reads.
    const monoPath = join(dir, "mono.wav");
    await runProcess(tools.ffmpegPath, ["-hide_banner", "-nostdin", "-loglevel", "error", "-i", wavPath, "-ac", "1", "-ar", "16000", "-c:a", "pcm_s16le", "-y", monoPath]);
    const { samples, sampleRate } = readPcm16MonoSamples(await readFile(monoPath));
    return envelopeOf(samples, sampleRate, fps);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

export function envelopeOf(samples: Int16Array, sampleRate: number, fps: number): number[] {
  const perFrame = sampleRate / fps;
  const frameCount = Math.ceil(samples.length / perFrame);
  const decibels: number[] = [];
  for (let frame = 0; frame < frameCount; frame++) {
    const from = Math.floor(frame * perFrame);
    const to = Math.min(samples.length, Math.floor((frame + 1) * perFrame));
    let sum = 0;
    for (let index = from; index < to; index++) sum += samples[index] * samples[index];
    const rms = Math.sqrt(sum / Math.max(1, to - from)) / 32768;
    decibels.push(20 * Math.log10(rms + 1e-6));
  }
  const sorted = [...decibels].sort((a, b) => a - b);
  const floor = Math.max(sorted[Math.floor(sorted.length * 0.1)] ?? -60, -60);
  const loud = sorted[Math.floor(sorted.length * 0.95)] ?? 0;
  const range = Math.max(loud - floor, 12);
  return decibels.map((value) => clamp01((value - floor) / range));
}

function easeInOut(t: number): number {
  return t * t * (3 - 2 * t);
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
