import { describe, expect, it } from "vitest";
import { brollIds } from "../broll";
import { assignMedia } from "./broll";
import { generateIdeas } from "./ideas";
import { writeScript } from "./script";
import { trailBottle } from "./test-fixtures";
import { toTimeline } from "./to-timeline";

describe("which media a scene shows", () => {
  const roles = ["hook", "feature", "feature", "price", "cta"];
  const durations = [3000, 4000, 4000, 2000, 2000];

  it("shows each of the user's images and clips once, clips where motion helps and photos under the price and call to action", () => {
    const media = assignMedia(
      roles,
      durations,
      {
        images: ["front", "side"],
        clips: [
          { path: "pour", durationMs: 5000 },
          { path: "hike", durationMs: 8000 },
        ],
      },
      0,
    );
    expect(media).toEqual([
      { kind: "clip", path: "pour", trimStartMs: 0 },
      { kind: "clip", path: "hike", trimStartMs: 0 },
      { kind: "image", path: "front" },
      { kind: "image", path: "side" },
      // Everything was shown once: the call to action shows the first photo again.
      { kind: "image", path: "front" },
    ]);
  });

  it("keeps a clip too short for a scene out of it, rather than freezing its last frame", () => {
    const media = assignMedia(["hook", "feature"], [5000, 1500], { images: ["front"], clips: [{ path: "blink", durationMs: 1000 }] }, 0);
    // 1 s cannot fill most of a 5 s hook, but it fits the 1.5 s scene.
    expect(media).toEqual([
      { kind: "image", path: "front" },
      { kind: "clip", path: "blink", trimStartMs: 0 },
    ]);
  });

  it("shows a later, unseen part of a long clip before falling back to b-roll", () => {
    const media = assignMedia(["hook", "feature", "feature", "feature"], [3000, 4000, 4000, 4000], { images: [], clips: [{ path: "tour", durationMs: 9000 }] }, 1);
    expect(media.slice(0, 2)).toEqual([
      { kind: "clip", path: "tour", trimStartMs: 0 },
      { kind: "clip", path: "tour", trimStartMs: 3000 },
    ]);
    // 7 s of 9 s shown: no unseen 4 s left.
    expect(media[2]).toEqual({ kind: "broll", id: brollIds[1] });
    expect(media[3]).toEqual({ kind: "broll", id: brollIds[2] });
  });

  it("writes scripts and timelines whose scenes show the user's clips", () => {
    const product = { ...trailBottle, clips: [{ path: "clip-id-1", durationMs: 6000 }] };
    const idea = generateIdeas(product, { seed: 3 })[0]!;
    const script = writeScript(product, idea, { lengthSeconds: 15, seed: 3 });
    expect(script.scenes[0]!.media).toEqual({ kind: "clip", path: "clip-id-1", trimStartMs: 0 });
    const shown = script.scenes.map((scene) => (scene.media.kind === "broll" ? scene.media.id : scene.media.path));
    expect(shown).toEqual(expect.arrayContaining([...trailBottle.images, "clip-id-1"]));
    const rendered = toTimeline(product, script, { voiceId: "en-us-slt" });
    expect(rendered.scenes[0]!.media).toEqual({ kind: "clip", path: "clip-id-1", trimStartMs: 0 });
    expect(writeScript(product, idea, { lengthSeconds: 15, seed: 3 })).toEqual(script);
  });
});
