import { describe, expect, it } from "vitest";
import { timeline, videoLengths } from "../timeline";
import { brollIds } from "../broll";
import { findUnsupportedClaims } from "./fact-check";
import { ideaFormats, type Idea } from "./idea-types";
import { generateIdeas, hookKey } from "./ideas";
import { formatPrice, type ProductFacts } from "./product-facts";
import { writeScript } from "./script";
import type { Script } from "./script-types";
import { allFixtures, faceSerum, nameOnly, trailBottle, watercolourCourse } from "./test-fixtures";
import { maxWordsPerSecond, spokenWords, targetWordsPerSecond } from "./timing";
import { toTimeline } from "./to-timeline";

const fixtures = Object.entries(allFixtures);
const seeds = [1, 2, 3, 42, 2024];

function everyScript(product: ProductFacts, seed: number): { idea: Idea; script: Script }[] {
  return generateIdeas(product, { count: 10, seed }).flatMap((idea) =>
    videoLengths.map((lengthSeconds) => ({ idea, script: writeScript(product, idea, { lengthSeconds, seed }) })),
  );
}

function textsOf(idea: Idea, script: Script): string[] {
  return [idea.angle, idea.hook, ...script.scenes.flatMap((scene) => [scene.spoken, scene.onScreenText])];
}

/** A second, deliberately simple check next to findUnsupportedClaims: every digit run must occur in the raw facts. */
function digitRunsMissingFromFacts(text: string, product: ProductFacts): string[] {
  const factText = JSON.stringify(product) + (product.price ? formatPrice(product.price) : "");
  return (text.match(/\d+/g) ?? []).filter((digits) => !factText.includes(digits));
}

describe.each(fixtures)("built-in writer with %s", (_, product) => {
  it("states only facts: no number, price, currency or claim that the product's facts lack", () => {
    for (const seed of seeds) {
      for (const { idea, script } of everyScript(product, seed)) {
        for (const text of textsOf(idea, script)) {
          expect(findUnsupportedClaims(text, product), text).toEqual([]);
          expect(digitRunsMissingFromFacts(text, product), text).toEqual([]);
          if (!product.price) expect(text, "no price in the facts").not.toMatch(/[$€£¥]/);
        }
      }
    }
  });

  it("makes scenes add up exactly to the length, each sayable in its time", () => {
    for (const seed of seeds) {
      for (const { script } of everyScript(product, seed)) {
        expect(script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0)).toBe(script.lengthSeconds * 1000);
        for (const scene of script.scenes) {
          const pace = spokenWords(scene.spoken) / (scene.durationMs / 1000);
          expect(pace, scene.spoken).toBeLessThanOrEqual(targetWordsPerSecond);
          expect(scene.durationMs).toBeGreaterThanOrEqual(1000);
          expect(scene.durationMs).toBeLessThanOrEqual(20_000);
        }
      }
    }
  });

  it("opens with the idea's hook, closes with a call to action, and keeps on-screen text short and in sentence case", () => {
    for (const { idea, script } of everyScript(product, 7)) {
      expect(script.scenes[0]!.spoken).toBe(idea.hook);
      expect(script.scenes[0]!.role).toBe("hook");
      expect(script.scenes.at(-1)!.role).toBe("cta");
      for (const scene of script.scenes) {
        expect(scene.onScreenText.split(/\s+/).length, scene.onScreenText).toBeLessThanOrEqual(6);
        expect(scene.spoken, "sentence case").toMatch(/^[A-Z0-9$€£¥]/);
      }
      expect(new Set(script.scenes.map((scene) => scene.spoken)).size, "no line said twice").toBe(script.scenes.length);
    }
  });

  it("produces a valid timeline", () => {
    for (const { script } of everyScript(product, 11)) {
      const result = toTimeline(product, script, { voiceId: "slt", aspectRatio: "1:1" });
      expect(timeline.safeParse(result).success).toBe(true);
      expect(result.product.name).toBe(product.name.trim());
      expect(result.product.price).toEqual(product.price);
      expect(result.callToAction).toBe(script.scenes.at(-1)!.onScreenText);
      expect(result.scenes.map((scene) => Object.keys(scene).sort())).toEqual(result.scenes.map(() => ["durationMs", "id", "media", "onScreenText", "spoken", "transition"]));
    }
  });
});

describe("generateIdeas", () => {
  it("gives ideas with distinct hooks, formats while they last, and angles the facts support", () => {
    for (const [, product] of fixtures) {
      for (const seed of seeds) {
        const ideas = generateIdeas(product, { seed, count: 5 });
        expect(ideas).toHaveLength(5);
        expect(new Set(ideas.map((idea) => hookKey(idea.hook))).size).toBe(5);
        expect(new Set(ideas.map((idea) => idea.format))).toEqual(new Set(ideaFormats));
      }
    }
    const fourIdeas = generateIdeas(trailBottle, { seed: 5 });
    expect(fourIdeas).toHaveLength(4);
    expect(new Set(fourIdeas.map((idea) => idea.angle)).size).toBe(4);
    expect(generateIdeas(nameOnly, { seed: 5, count: 10 }).every((idea) => idea.angle === "Meet the product")).toBe(true);
  });

  it("re-ideas never repeat an earlier hook, until a thin product runs out", () => {
    const seen: string[] = [];
    for (let round = 0; round < 3; round++) {
      const ideas = generateIdeas(trailBottle, { seed: round, exclude: seen });
      expect(ideas).toHaveLength(4);
      for (const idea of ideas) expect(seen.map(hookKey)).not.toContain(hookKey(idea.hook));
      seen.push(...ideas.map((idea) => idea.hook));
    }
    const thinSeen: string[] = [];
    for (let round = 0; round < 10; round++) {
      const ideas = generateIdeas(nameOnly, { seed: 1, exclude: thinSeen });
      for (const idea of ideas) expect(thinSeen).not.toContain(idea.hook);
      thinSeen.push(...ideas.map((idea) => idea.hook));
    }
    expect(new Set(thinSeen).size).toBe(thinSeen.length);
    expect(generateIdeas(nameOnly, { seed: 1, exclude: thinSeen })).toEqual([]);
  });

  it("is deterministic for a seed and varies between seeds", () => {
    expect(generateIdeas(faceSerum, { seed: 9 })).toEqual(generateIdeas(faceSerum, { seed: 9 }));
    expect(generateIdeas(faceSerum, { seed: 9 })).not.toEqual(generateIdeas(faceSerum, { seed: 10 }));
    expect(generateIdeas(nameOnly, { seed: 9 })).not.toEqual(generateIdeas(nameOnly, { seed: 10 }));
  });
});

describe("writeScript", () => {
  const idea = generateIdeas(trailBottle, { seed: 3 })[0]!;

  it("is deterministic for a seed and varies between seeds", () => {
    const first = writeScript(trailBottle, idea, { lengthSeconds: 30, seed: 4 });
    expect(writeScript(trailBottle, idea, { lengthSeconds: 30, seed: 4 })).toEqual(first);
    const others = [5, 6, 7].map((seed) => writeScript(trailBottle, idea, { lengthSeconds: 30, seed }));
    expect(others.some((other) => JSON.stringify(other.scenes) !== JSON.stringify(first.scenes))).toBe(true);
  });

  it("shows the product's images in turn, then built-in b-roll", () => {
    const script = writeScript(faceSerum, generateIdeas(faceSerum, { seed: 1 })[0]!, { lengthSeconds: 30, seed: 1 });
    const images = script.scenes.map((scene) => (scene.media.kind === "image" ? scene.media.path : undefined));
    expect(images).toEqual(faceSerum.images.slice(0, script.scenes.length));

    const bottleScript = writeScript(trailBottle, idea, { lengthSeconds: 60, seed: 1 });
    expect(bottleScript.scenes.slice(0, 2).map((scene) => scene.media)).toEqual(trailBottle.images.map((path) => ({ kind: "image", path })));
    const brolls = bottleScript.scenes.flatMap((scene) => (scene.media.kind === "broll" ? [scene.media.id] : []));
    expect(brolls.length).toBeGreaterThan(0);
    for (const id of brolls) expect(brollIds).toContain(id);

    const noImages = writeScript(watercolourCourse, generateIdeas(watercolourCourse, { seed: 1 })[0]!, { lengthSeconds: 15, seed: 1 });
    expect(noImages.scenes.every((scene) => scene.media.kind === "broll")).toBe(true);
  });

  it("uses more of the facts in longer videos and keeps well under the fastest pace", () => {
    const lengths = videoLengths.map((lengthSeconds) => writeScript(trailBottle, idea, { lengthSeconds, seed: 2 }).scenes.length);
    expect(lengths[0]).toBeLessThan(lengths[2]!);
    expect(targetWordsPerSecond).toBeLessThan(maxWordsPerSecond);
  });

  it("says the price as the shop shows it", () => {
    const valueIdea = generateIdeas(faceSerum, { seed: 1, count: 10 }).find((candidate) => candidate.angle === "Price and value")!;
    const texts = writeScript(faceSerum, valueIdea, { lengthSeconds: 30, seed: 1 })
      .scenes.map((scene) => scene.spoken)
      .concat(valueIdea.hook);
    expect(texts.join(" ")).toContain("€19");
    expect(texts.join(" ")).not.toContain("19.00");
  });

  it("writes a full script for a product that is only a name", () => {
    for (const lengthSeconds of videoLengths) {
      const script = writeScript(nameOnly, generateIdeas(nameOnly, { seed: 1 })[0]!, { lengthSeconds, seed: 1 });
      expect(script.scenes.length).toBeGreaterThanOrEqual(3);
      expect(script.scenes.some((scene) => scene.spoken.includes("Aurora desk lamp"))).toBe(true);
    }
  });

  it("follows an idea written elsewhere, with an angle it does not know", () => {
    const custom: Idea = { id: "idea-custom", angle: "Gift for a hiker", hook: "Shopping for a hiker? Look at this.", format: "organic" };
    const script = writeScript(trailBottle, custom, { lengthSeconds: 15, seed: 1 });
    expect(script.scenes[0]!.spoken).toBe(custom.hook);
    expect(script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0)).toBe(15_000);
  });
});

describe("toTimeline", () => {
  it("refuses a script whose scenes do not add up to its length", () => {
    const script = writeScript(trailBottle, generateIdeas(trailBottle, { seed: 1 })[0]!, { lengthSeconds: 15, seed: 1 });
    const broken = { ...script, scenes: script.scenes.map((scene, index) => (index === 0 ? { ...scene, durationMs: scene.durationMs + 100 } : scene)) };
    expect(() => toTimeline(trailBottle, broken, { voiceId: "slt" })).toThrow(/15\.1 s but the video is 15 s/);
  });

  it("carries the chosen look and sound", () => {
    const script = writeScript(trailBottle, generateIdeas(trailBottle, { seed: 1 })[0]!, { lengthSeconds: 30, seed: 77 });
    const result = toTimeline(trailBottle, script, { voiceId: "slt", aspectRatio: "16:9", music: { trackId: "calm-1" }, captions: { style: "block" } });
    expect(result).toMatchObject({ seed: 77, aspectRatio: "16:9", music: { trackId: "calm-1", volumeDb: -18 }, captions: { style: "block", position: "bottom" } });
    expect(toTimeline(trailBottle, script, { voiceId: "slt" }).music).toBeNull();
  });
});
