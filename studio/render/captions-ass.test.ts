import { describe, expect, it } from "vitest";
import { timeline as timelineSchema } from "../timeline";
import { assTime, buildCaptionsAss, captionLines } from "./captions-ass";
import { shortTimeline } from "./fixtures/reference-timeline";
import { frameLayoutFor } from "./frame-layout";
import { planTiming } from "./timing-plan";

const words = [
  { word: "Meet", startMs: 100, endMs: 400 },
  { word: "the", startMs: 400, endMs: 550 },
  { word: "{bold}", startMs: 550, endMs: 1000 },
  { word: "bottle.", startMs: 1000, endMs: 1500 },
];
const speeches = [0, 1].map(() => ({ wavPath: "v.wav", durationMs: 1800, words }));

function build(style: "word-highlight" | "block" | "none", position: "top" | "center" | "bottom" = "bottom") {
  const timeline = timelineSchema.parse({ ...shortTimeline(["a.jpg", "b.jpg"], 2, 3000), captions: { style, position } });
  const plan = planTiming(timeline, speeches);
  return { ass: buildCaptionsAss(timeline, plan, frameLayoutFor("9:16"), "DejaVu Sans"), plan };
}

const captionEvents = (ass: string) => ass.split("\n").filter((line) => line.startsWith("Dialogue:") && line.includes(",Caption,"));

describe("buildCaptionsAss", () => {
  it("word-highlight: one event per spoken word, starting when the word starts", () => {
    const { ass, plan } = build("word-highlight");
    const spoken = plan.scenes.flatMap((scene) => scene.voice.words);
    const starts = captionEvents(ass).map((line) => line.split(",")[1]);
    expect(starts).toEqual(spoken.map((word) => assTime(word.startMs)));
    expect(captionEvents(ass)[0]).toContain("{\\c&H0000D7FF&}Meet{\\c&H00FFFFFF&} the");
  });

  it("keeps user text from injecting ASS override tags", () => {
    expect(build("block").ass).toContain("(bold)");
    expect(build("block").ass).not.toContain("{bold}");
  });

  it("block: one event per caption line; none: no caption events but headlines stay", () => {
    expect(captionEvents(build("block").ass)).toHaveLength(4);
    const none = build("none").ass;
    expect(captionEvents(none)).toHaveLength(0);
    expect(none).toContain(",Headline,");
  });

  it("keeps text inside the safe area margins and follows the chosen position", () => {
    const layout = frameLayoutFor("9:16");
    const captionStyle = (ass: string) =>
      ass
        .split("\n")
        .find((line) => line.startsWith("Style: Caption"))!
        .split(",");
    const top = captionStyle(build("word-highlight", "top").ass);
    expect(top[18]).toBe("8");
    expect(Number(top[19])).toBe(layout.safeMarginX);
    expect(Number(top[21])).toBeGreaterThanOrEqual(layout.safeMarginY);
    expect(captionStyle(build("word-highlight", "bottom").ass)[18]).toBe("2");
  });

  it("draws a timeline's own subtitles, exactly those lines as block lines, escaped; the style none still draws none", () => {
    const subtitles = [
      { text: "Twenty percent {off}", startMs: 200, endMs: 1400 },
      { text: "This weekend only", startMs: 1500, endMs: 2900 },
    ];
    const timeline = timelineSchema.parse({ ...shortTimeline(["a.jpg", "b.jpg"], 2, 3000), subtitles });
    const plan = planTiming(timeline, speeches);
    const layout = frameLayoutFor("9:16");
    expect(captionEvents(buildCaptionsAss(timeline, plan, layout, "DejaVu Sans"))).toEqual([
      "Dialogue: 0,0:00:00.20,0:00:01.40,Caption,,0,0,0,,Twenty percent (off)",
      "Dialogue: 0,0:00:01.50,0:00:02.90,Caption,,0,0,0,,This weekend only",
    ]);
    expect(captionLines(timeline, plan, layout)).toEqual(subtitles);
    const none = timelineSchema.parse({ ...timeline, captions: { style: "none", position: "bottom" } });
    expect(captionEvents(buildCaptionsAss(none, plan, layout, "DejaVu Sans"))).toEqual([]);
    expect(captionLines(none, plan, layout)).toEqual([]);
  });

  it("gives the caption lines a render shows: the spoken words grouped as the block events are", () => {
    const { ass, plan } = build("block");
    const timeline = timelineSchema.parse({ ...shortTimeline(["a.jpg", "b.jpg"], 2, 3000), captions: { style: "block", position: "bottom" } });
    const lines = captionLines(timeline, plan, frameLayoutFor("9:16"));
    expect(lines.map((line) => `${assTime(line.startMs)},${assTime(line.endMs)}`)).toEqual(captionEvents(ass).map((event) => event.split(",").slice(1, 3).join(",")));
    expect(lines.map((line) => line.text)).toEqual(["Meet the {bold}", "bottle.", "Meet the {bold}", "bottle."]);
  });
});
