import { describe, expect, it } from "vitest";
import { estimateWordTimings } from "./estimate-word-timings";
import { findSpeechSpans } from "./speech-spans";
import { spokenForm, spokenWeight } from "./spoken-weight";

const sampleRate = 16_000;

/** Tone and silence in turn: [ms of tone, ms of silence, ms of tone, …]. */
function toneAndSilence(pattern: number[], level = 0.3): Int16Array {
  const samples: number[] = [];
  pattern.forEach((ms, index) => {
    const count = (ms * sampleRate) / 1000;
    for (let i = 0; i < count; i++) samples.push(index % 2 === 0 ? Math.round(level * 32767 * Math.sin((2 * Math.PI * 220 * i) / sampleRate)) : 0);
  });
  return Int16Array.from(samples);
}

describe("findSpeechSpans", () => {
  it("splits at pauses and keeps a short gap (a consonant's closure) inside the speech", () => {
    const spans = findSpeechSpans(toneAndSilence([300, 200, 500, 50, 300, 250]), sampleRate);
    expect(spans).toEqual([
      { startMs: 0, endMs: 300 },
      { startMs: 500, endMs: 1350 },
    ]);
  });

  it("follows the recording's own level: a quiet voice splits like a loud one", () => {
    const loud = findSpeechSpans(toneAndSilence([400, 300, 400], 0.5), sampleRate);
    const quiet = findSpeechSpans(toneAndSilence([400, 300, 400], 0.01), sampleRate);
    expect(quiet).toEqual(loud);
    expect(quiet).toHaveLength(2);
  });

  it("finds no speech in silence", () => {
    expect(findSpeechSpans(new Int16Array(sampleRate), sampleRate)).toEqual([]);
  });
});

describe("estimateWordTimings", () => {
  it("puts a pause after the punctuation and shares each stretch by how long its words take to say", () => {
    const words = estimateWordTimings(
      ["Fresh", "coffee,", "every", "single", "morning."],
      [
        { startMs: 100, endMs: 800 },
        { startMs: 1000, endMs: 2300 },
      ],
      2500,
    );
    expect(words.map((word) => word.word)).toEqual(["Fresh", "coffee,", "every", "single", "morning."]);
    expect(words[0]!.startMs).toBe(100);
    expect(words[1]!.endMs).toBe(800);
    expect(words[2]!.startMs).toBe(1000);
    expect(words[4]!.endMs).toBe(2300);
    // "morning" takes longer to say than "every": it gets more of the stretch.
    expect(words[4]!.endMs - words[4]!.startMs).toBeGreaterThan(words[2]!.endMs - words[2]!.startMs);
  });

  it("keeps a pause inside a group when the tokens' lengths say so", () => {
    // The gap after "The" is too early for a phrase break: "The" alone would be far too long for 600 ms.
    const words = estimateWordTimings(
      ["The", "extraordinary", "lightweight", "backpack."],
      [
        { startMs: 0, endMs: 600 },
        { startMs: 720, endMs: 3000 },
      ],
      3000,
    );
    expect(words[1]!.startMs).toBeLessThan(600);
  });

  it("spreads the tokens over the whole recording when it found no speech", () => {
    const words = estimateWordTimings(["cat", "dog"], [], 1000);
    expect(words).toEqual([
      { word: "cat", startMs: 0, endMs: 500 },
      { word: "dog", startMs: 500, endMs: 1000 },
    ]);
  });
});

describe("spoken weight", () => {
  it("reads numbers, prices and symbols out as a voice says them", () => {
    expect(spokenForm("$24.99.")).toBe("twenty four dollars ninety nine");
    expect(spokenForm("1,250")).toBe("one thousand two hundred fifty");
    expect(spokenForm("12%")).toBe("twelve percent");
    expect(spokenForm("3.5")).toBe("three point five");
    expect(spokenForm("&")).toBe("and");
    expect(spokenForm("Double-wall")).toBe("double wall");
  });

  it("weighs a price like the words it is read as, and a small word below a long one", () => {
    expect(spokenWeight("$24.99")).toBeGreaterThan(spokenWeight("extraordinary"));
    expect(spokenWeight("the")).toBeLessThan(spokenWeight("cheese"));
  });
});
