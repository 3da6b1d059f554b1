import { describe, expect, it } from "vitest";
import { alignWords } from "./align-words";
import { parseSpokenTokens } from "./festival-voice";
import { splitScriptTokens, toFestivalText } from "./script-tokens";

describe("alignWords", () => {
  it("gives each script token, punctuation kept, the times of festival's words for it", () => {
    const tokens = splitScriptTokens("Only $31.95 — today!");
    expect(tokens).toEqual(["Only", "$31.95,", "today!"]);
    const spoken = parseSpokenTokens(
      ["T\tOnly", "W\tOnly\t0.1\t0.4", "T\t$31.95", "W\tthirty\t0.4\t0.7", "W\tone\t0.7\t0.9", "W\t,\t0\t0", "T\ttoday", "W\ttoday\t1.0\t1.4", "W\t!\t0\t0"].join("\n"),
    );
    expect(alignWords(tokens, spoken)).toEqual([
      { word: "Only", startMs: 100, endMs: 400 },
      { word: "$31.95,", startMs: 400, endMs: 900 },
      { word: "today!", startMs: 1000, endMs: 1400 },
    ]);
  });

  it("places a token festival did not voice in the gap between its neighbours", () => {
    const words = alignWords(
      ["big", "&", "bold"],
      [
        { name: "big", startMs: 0, endMs: 300 },
        { name: "bold", startMs: 700, endMs: 1000 },
      ],
    );
    expect(words[1]).toEqual({ word: "&", startMs: 300, endMs: 700 });
  });

  it("skips a token festival added and keeps the rest in step", () => {
    const words = alignWords(
      ["see", "you"],
      [
        { name: "see", startMs: 0, endMs: 200 },
        { name: "uh", startMs: 200, endMs: 300 },
        { name: "you", startMs: 300, endMs: 500 },
      ],
    );
    expect(words.map((word) => word.startMs)).toEqual([0, 300]);
  });

  it("hands festival plain ASCII", () => {
    expect(toFestivalText(["“Café”", "crème"])).toBe('"Cafe" creme');
  });
});
