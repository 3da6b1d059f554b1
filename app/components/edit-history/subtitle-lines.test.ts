import { describe, expect, it } from "vitest";
import type { SubtitleLineView } from "../../../api/contract";
import { differsFromCurrent, refusedLine, subtitleChanges, subtitleDefaults, SubtitleEditSchema, type SubtitleEditValue } from "./subtitle-lines";

const lines: SubtitleLineView[] = [
  { index: 0, text: "Weekend sale", start_ms: 0, end_ms: 1234 },
  { index: 1, text: "20% off everything", start_ms: 1234, end_ms: 2600 },
  { index: 2, text: "Use code WEEKEND", start_ms: 2600, end_ms: 4000 },
];

/** The form as sent when nothing was touched (times shown to a tenth). */
function untouched(edited = lines): SubtitleEditValue {
  const defaults = subtitleDefaults(edited);
  return SubtitleEditSchema.parse({ lines: defaults.lines.map((line) => ({ index: Number(line.index), text: line.text, start: Number(line.start), end: Number(line.end) })) });
}

describe("the subtitle form", () => {
  it("shows times to a tenth and finds no change in an untouched form", () => {
    expect(subtitleDefaults(lines).lines[0]).toEqual({ index: "0", text: "Weekend sale", start: "0", end: "1.2" });
    expect(subtitleChanges(lines, untouched())).toBeNull();
  });

  it("records each changed line with its timing before and after; an untouched time keeps its milliseconds", () => {
    const value = untouched();
    value.lines[1]!.text = "25% off everything";
    value.lines[2]!.end = 3.5;
    expect(subtitleChanges(lines, value)).toEqual({
      "subtitles.1": { before: { text: "20% off everything", start_ms: 1234, end_ms: 2600 }, after: { text: "25% off everything", start_ms: 1234, end_ms: 2600 } },
      "subtitles.2": { before: { text: "Use code WEEKEND", start_ms: 2600, end_ms: 4000 }, after: { text: "Use code WEEKEND", start_ms: 2600, end_ms: 3500 } },
    });
  });

  it("refuses an empty line and one that ends before it starts, with keys the page translates", () => {
    const result = SubtitleEditSchema.safeParse({
      lines: [
        { index: 0, text: " ", start: 1, end: 2 },
        { index: 1, text: "Hi", start: 2, end: 2 },
      ],
    });
    expect(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`)).toEqual([
      "lines.0.text editHistory.promo.validation.textRequired",
      "lines.1.end editHistory.promo.validation.endBeforeStart",
    ]);
  });

  it("knows whether the recorded lines differ from the current version", () => {
    const edited = lines.map((line) => (line.index === 1 ? { ...line, text: "25% off" } : line));
    expect(differsFromCurrent(lines, edited, untouched(edited))).toBe(true);
    const typedBack = untouched(edited);
    typedBack.lines[1]!.text = "20% off everything";
    expect(differsFromCurrent(lines, edited, typedBack)).toBe(false);
  });
});

describe("refusedLine", () => {
  it("takes the line from the API's data, else from its sentence", () => {
    expect(refusedLine({ field: "subtitles.4" }, "")).toBe(4);
    expect(refusedLine({ index: 2 }, "")).toBe(2);
    expect(refusedLine({ line: 3 }, "")).toBe(2);
    expect(refusedLine(null, "Line 3 would overlap line 4. Move its start after 4.2 s.")).toBe(2);
    expect(refusedLine(null, "第 5 行与第 6 行重叠。")).toBe(4);
    expect(refusedLine(null, "The video is being made again.")).toBeNull();
  });
});
