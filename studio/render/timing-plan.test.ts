import { describe, expect, it } from "vitest";
import { timeline as timelineSchema } from "../timeline";
import { shortTimeline } from "./fixtures/reference-timeline";
import { planTiming, transitionFrames, voiceLeadMs } from "./timing-plan";

const timeline = timelineSchema.parse(shortTimeline(["a.jpg", "b.jpg", "c.jpg"], 3, 3000));
const speech = (durationMs: number) => ({ wavPath: "v.wav", durationMs, words: [{ word: "hi", startMs: 100, endMs: durationMs - 100 }] });

describe("planTiming", () => {
  it("lays scenes end to end, extending a scene by the length of the transition out of it", () => {
    const plan = planTiming(timeline, [speech(1000), speech(1000), speech(1000)]);
    expect(plan.totalFrames).toBe(270);
    expect(plan.scenes.map((scene) => scene.startFrame)).toEqual([0, 90, 180]);
    expect(plan.scenes.map((scene) => scene.renderedFrameCount)).toEqual([90 + transitionFrames, 90 + transitionFrames, 90]);
    expect(plan.scenes.map((scene) => scene.entersWith)).toEqual(["cut", "fade", "fade"]);
  });

  it("puts each line on the video's clock and speeds up only a line too long for its scene", () => {
    const plan = planTiming(timeline, [speech(1000), speech(4000), speech(1000)]);
    expect(plan.scenes[0].voice).toMatchObject({ startMs: voiceLeadMs, tempo: 1 });
    expect(plan.scenes[0].voice.words[0].startMs).toBe(voiceLeadMs + 100);
    const long = plan.scenes[1].voice;
    expect(long.tempo).toBeGreaterThan(1);
    expect(long.words[0].startMs).toBe(Math.round(3000 + voiceLeadMs + 100 / long.tempo));
  });
});
