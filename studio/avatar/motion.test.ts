import { describe, expect, it } from "vitest";
import type { TimedPhone } from "./avatar-provider";
import { envelopeOf, motionCurve } from "./motion";

/** "a mom" roughly as festival times it: a pause, a vowel, a bilabial, a long vowel, a bilabial, a pause. */
const phones: TimedPhone[] = [
  { phone: "pau", startMs: 0, endMs: 200 },
  { phone: "ax", startMs: 200, endMs: 260 },
  { phone: "m", startMs: 260, endMs: 320 },
  { phone: "aa", startMs: 320, endMs: 520 },
  { phone: "m", startMs: 520, endMs: 600 },
  { phone: "pau", startMs: 600, endMs: 900 },
];
const fps = 30;
const frameAt = (ms: number) => Math.round((ms / 1000) * fps);

describe("motionCurve", () => {
  const frames = motionCurve({ phones, durationMs: 900, fps, seed: 1 });

  it("has a frame for every 1/fps of the duration", () => {
    expect(frames).toHaveLength(27);
  });

  it("shuts the lips on m, b and p, however short, and opens them on vowels", () => {
    for (const bilabial of phones.filter((phone) => phone.phone === "m")) {
      const inside = frames.slice(frameAt(bilabial.startMs), frameAt(bilabial.endMs) + 1).map((frame) => frame.jawOpen);
      expect(Math.min(...inside)).toBe(0);
    }
    const vowel = frames.slice(frameAt(320), frameAt(520) + 1).map((frame) => frame.jawOpen);
    expect(Math.max(...vowel)).toBeGreaterThan(0.6);
    expect(frames[frameAt(800)].jawOpen).toBeLessThan(0.05);
  });

  it("leads the sound a little: the mouth is already opening for the vowel before it starts", () => {
    const early = motionCurve({ phones, durationMs: 900, fps: 100, seed: 1 });
    expect(early[31].jawOpen).toBeGreaterThan(0);
    expect(early[30].jawOpen).toBeGreaterThan(early[28].jawOpen);
  });

  it("blinks every few seconds, the same for the same seed and differently for another", () => {
    const long = motionCurve({ durationMs: 20_000, fps, seed: 42 });
    const blinkStarts = long.flatMap((frame, index) => (frame.blink > 0.5 && (long[index - 1]?.blink ?? 0) <= 0.5 ? [index] : []));
    expect(blinkStarts.length).toBeGreaterThanOrEqual(3);
    expect(blinkStarts.length).toBeLessThanOrEqual(10);
    expect(long.some((frame) => frame.blink === 1)).toBe(true);
    // Each blink lasts about 180 ms: no more than 6 frames at 30 fps above half shut.
    expect(long.filter((frame) => frame.blink > 0.5).length).toBeLessThanOrEqual(blinkStarts.length * 4);
    expect(motionCurve({ durationMs: 20_000, fps, seed: 42 })).toEqual(long);
    expect(motionCurve({ durationMs: 20_000, fps, seed: 43 }).map((frame) => frame.blink)).not.toEqual(long.map((frame) => frame.blink));
  });

  it("breathes and sways gently", () => {
    const long = motionCurve({ durationMs: 10_000, fps, seed: 5 });
    expect(Math.max(...long.map((frame) => frame.breath))).toBeGreaterThan(0.9);
    expect(Math.max(...long.map((frame) => Math.abs(frame.headYaw)))).toBeLessThanOrEqual(1.5);
    expect(Math.max(...long.map((frame) => Math.abs(frame.headRoll)))).toBeLessThanOrEqual(0.8);
  });

  it("follows the loudness when the voice gives no phones", () => {
    const loudness = [0, 0, 0.9, 1, 0.9, 0, 0, 0];
    const quiet = motionCurve({ loudness, durationMs: (loudness.length / fps) * 1000, fps, seed: 1 });
    expect(quiet[0].jawOpen).toBe(0);
    expect(quiet[3].jawOpen).toBeGreaterThan(0.6);
    expect(quiet[7].jawOpen).toBe(0);
  });
});

describe("envelopeOf", () => {
  it("maps silence to 0 and speech to near 1, per video frame", () => {
    const sampleRate = 16_000;
    const samples = new Int16Array(sampleRate);
    for (let index = sampleRate / 2; index < sampleRate; index++) samples[index] = Math.round(8000 * Math.sin(index / 5));
    const envelope = envelopeOf(samples, sampleRate, 10);
    expect(envelope).toHaveLength(10);
    expect(envelope[2]).toBe(0);
    expect(envelope[8]).toBeGreaterThan(0.9);
  });
});
