import { describe, expect, it } from "vitest";
import { brollIds } from "../broll";
import { timeline } from "../timeline";
import { ScriptError } from "./errors";
import { writePromoScript, type PromoOffer } from "./promo-script";
import { promoTimeline } from "./promo-timeline";
import { faceSerum, nameOnly, trailBottle } from "./test-fixtures";

const offer: PromoOffer = { kind: "bundle", headline: "Better together", discountPercent: 15, code: "DUO15", endsOn: "2026-12-31", cta: null };
const products = [trailBottle, faceSerum, nameOnly];
const images = products.map((product) => product.images);

describe("promoTimeline", () => {
  it("is a valid timeline with the chosen look and sound, each product's scenes on its own pictures", () => {
    const script = writePromoScript({ products, offer }, { lengthSeconds: 30, seed: 8 });
    const result = promoTimeline(script, images, {
      voiceId: "en-us-slt",
      aspectRatio: "1:1",
      music: { trackId: "bright-pop" },
      captions: { style: "block" },
      presenter: { avatarId: "builtin:ava", layout: "pip", showLabel: true },
      callToAction: "Shop now",
    });
    expect(timeline.safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      aspectRatio: "1:1",
      lengthSeconds: 30,
      product: { name: "Better together" },
      voice: { id: "en-us-slt" },
      music: { trackId: "bright-pop", volumeDb: -18 },
      captions: { style: "block", position: "bottom" },
      presenter: { avatarId: "builtin:ava" },
      callToAction: "Shop now",
    });
    expect(result.scenes.map((scene) => scene.spoken)).toEqual(script.scenes.map((scene) => scene.spoken));
    script.scenes.forEach((scene, index) => {
      const media = result.scenes[index]!.media;
      if (scene.productIndex === 0) expect(trailBottle.images).toContain(media.kind === "image" && media.path);
      if (scene.productIndex === 1) expect(faceSerum.images).toContain(media.kind === "image" && media.path);
      // A product without pictures is shown over built-in b-roll.
      if (scene.productIndex === 2) expect(brollIds).toContain(media.kind === "broll" && media.id);
    });
    // The opening shows the first product's first picture; that product's own scene opens on the next one.
    expect(result.scenes[0]!.media).toEqual({ kind: "image", path: "media/p1/front.jpg" });
    expect(result.scenes[1]!.media).toEqual({ kind: "image", path: "media/p1/side.jpg" });
    expect(result.scenes[0]!.transition).toBe("cut");
  });

  it("uses b-roll for the opening and closing when the first product has no pictures, and no presenter or music unless asked", () => {
    const script = writePromoScript({ products: [nameOnly, trailBottle], offer }, { lengthSeconds: 15, seed: 2 });
    const result = promoTimeline(script, [[], trailBottle.images], { voiceId: "en-us-slt" });
    expect(result.scenes[0]!.media.kind).toBe("broll");
    expect(result.scenes.at(-1)!.media.kind).toBe("broll");
    expect(result).toMatchObject({ aspectRatio: "9:16", music: null });
    expect(result.presenter).toBeUndefined();
    expect(result.callToAction).toBeUndefined();
    expect(promoTimeline(script, [[], trailBottle.images], { voiceId: "en-us-slt" })).toEqual(result);
  });

  it("refuses scenes that do not add up to a video length, or that show a product it was not given", () => {
    const script = writePromoScript({ products, offer }, { lengthSeconds: 15, seed: 1 });
    const stretched = { ...script, scenes: script.scenes.map((scene, index) => (index === 0 ? { ...scene, durationMs: scene.durationMs + 100 } : scene)) };
    expect(() => promoTimeline(stretched, images, { voiceId: "en-us-slt" })).toThrow(ScriptError);
    expect(() => promoTimeline(script, images.slice(0, 1), { voiceId: "en-us-slt" })).toThrow(/only 1 were given/);
  });
});
