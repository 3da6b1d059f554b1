import { describe, expect, it } from "vitest";
import { changedParts } from "./changed-parts";

const scene = (spoken: string) => ({ spoken, on_screen_text: "", media: { kind: "broll", id: "bokeh" }, duration_ms: 5000 });

describe("changedParts", () => {
  it("names each scene that differs, then the settings", () => {
    const parts = changedParts({
      scenes: { before: [scene("a"), scene("b"), scene("c")], after: [scene("a"), scene("B"), scene("C")] },
      caption_position: { before: "bottom", after: "top" },
    });
    expect(parts).toEqual([{ key: "scene", number: 2 }, { key: "scene", number: 3 }, { key: "caption_position" }]);
  });

  it("names a scene list that grew as a whole, and subtitle lines by their 1-based number", () => {
    expect(changedParts({ scenes: { before: [scene("a")], after: [scene("a"), scene("b")] } })).toEqual([{ key: "scenes" }]);
    const line = { text: "Hi", start_ms: 0, end_ms: 900 };
    expect(changedParts({ "subtitles.4": { before: line, after: line }, "subtitles.0": { before: line, after: line } })).toEqual([
      { key: "line", number: 1 },
      { key: "line", number: 5 },
    ]);
  });

  it("calls a field it does not know a setting", () => {
    expect(changedParts({ tempo: { before: 1, after: 2 } })).toEqual([{ key: "other" }]);
  });
});
