import { describe, expect, it } from "vitest";
import { videoLengths } from "../timeline";
import { ScriptError } from "./errors";
import type { ProductFacts } from "./product-facts";
import { offerAmount, promoNeededMs, promoPrices, promoSpokenWords, writePromoScript, type PromoOffer, type PromoScript } from "./promo-script";
import { faceSerum, nameOnly, shoutedShopifyListing, trailBottle, watercolourCourse } from "./test-fixtures";
import { maxWordsPerSecond, targetWordsPerSecond } from "./timing";

const weekendSale: PromoOffer = { kind: "sale", headline: "Weekend sale", discountPercent: 20, code: "WEEKEND20", endsOn: "2026-12-14", cta: "Grab yours" };
const threeProducts = [trailBottle, faceSerum, watercolourCourse];
const sixProducts = [trailBottle, faceSerum, watercolourCourse, shoutedShopifyListing, nameOnly, { ...trailBottle, name: "Camp Mug" }];
const seeds = [1, 2, 7, 42, 2024];

function closingOf(script: PromoScript) {
  return script.scenes.at(-1)!;
}

describe("writePromoScript", () => {
  it("opens with the offer, shows every product with its price and offer price, and closes with the code, date and call to action", () => {
    const script = writePromoScript({ products: threeProducts, offer: weekendSale }, { lengthSeconds: 30, seed: 1 });
    expect(script.title).toBe("Weekend sale");
    const opening = script.scenes[0]!;
    expect(opening.productIndex).toBeNull();
    expect(opening.onScreenText).toBe("20% off until 14 Dec");
    expect(opening.spoken).toMatch(/20%/);

    const expected = ["$24.99 → $19.99", "€19.00 → €15.20", "$49.00 → $39.20"];
    threeProducts.forEach((product, index) => {
      const own = script.scenes.filter((scene) => scene.productIndex === index);
      const priceScene = own.find((scene) => scene.onScreenText === expected[index]);
      expect(priceScene, `${product.name} shows both prices`).toBeDefined();
      expect(priceScene!.spoken).toContain(["Trail Bottle", "Glow Drops", "Watercolour Basics"][index]);
    });
    // Each product's scenes are together, in the order the user gave them.
    const order = script.scenes.map((scene) => scene.productIndex).filter((index) => index !== null);
    expect(order).toEqual([...order].sort());

    const closing = closingOf(script);
    expect(closing.productIndex).toBeNull();
    expect(closing.onScreenText).toBe("Code WEEKEND20 · Ends 14 Dec");
    expect(closing.spoken).toContain("WEEKEND20");
    expect(closing.spoken).toMatch(/Grab yours\.$/);
  });

  it("does not say the percentage twice when the headline already says it", () => {
    const script = writePromoScript({ products: threeProducts, offer: { ...weekendSale, headline: "20% off this weekend" } }, { lengthSeconds: 30, seed: 1 });
    expect(script.scenes[0]!.onScreenText).toBe("20% off this weekend");
    expect(script.scenes[0]!.spoken.match(/20%/g)).toHaveLength(1);
  });

  it("works the offer price out in the currency's smallest unit, halves rounded up, and writes both prices alike", () => {
    expect(offerAmount({ amount: 24.99, currency: "USD" }, 15)).toBe(21.24);
    expect(offerAmount({ amount: 1.25, currency: "USD" }, 10)).toBe(1.13);
    expect(offerAmount({ amount: 19.99, currency: "EUR" }, 33)).toBe(13.39);
    expect(offerAmount({ amount: 1500, currency: "JPY" }, 15)).toBe(1275);
    expect(offerAmount({ amount: 999, currency: "JPY" }, 50)).toBe(500);
    expect(promoPrices({ amount: 49, currency: "USD" }, 20, "en")).toEqual({ price: "$49.00", offerPrice: "$39.20" });
    expect(promoPrices({ amount: 50, currency: "USD" }, 20, "en")).toEqual({ price: "$50", offerPrice: "$40" });
    expect(promoPrices({ amount: 1500, currency: "JPY" }, 15, "en")).toEqual({ price: "¥1,500", offerPrice: "¥1,275" });
    expect(promoPrices({ amount: 299, currency: "CNY" }, 20, "zh")).toEqual({ price: "¥299.00", offerPrice: "¥239.20" });
    expect(promoPrices({ amount: 24.99, currency: "USD" }, undefined, "en")).toEqual({ price: "$24.99" });
  });

  it("shows the price alone without a discount, and the name for a product without a price", () => {
    const script = writePromoScript({ products: [trailBottle, nameOnly], offer: { ...weekendSale, kind: "launch", discountPercent: null } }, { lengthSeconds: 15, seed: 3 });
    expect(script.scenes.filter((scene) => scene.productIndex === 0).map((scene) => scene.onScreenText)).toContain("$24.99");
    expect(script.scenes.filter((scene) => scene.productIndex === 1).map((scene) => scene.onScreenText)).toContain("Aurora desk lamp");
    expect(script.scenes.map((scene) => scene.spoken + scene.onScreenText).join(" ")).not.toMatch(/%|→/);
    const zero = writePromoScript({ products: [trailBottle], offer: { ...weekendSale, discountPercent: 0 } }, { lengthSeconds: 15, seed: 3 });
    expect(zero.scenes.find((scene) => scene.productIndex === 0)!.onScreenText).toBe("$24.99");
  });

  it("fills 15, 30 and 60 seconds exactly, within the timeline's scene limits, every line sayable in its scene", () => {
    for (const products of [[trailBottle], threeProducts, sixProducts.slice(0, 5), sixProducts]) {
      for (const lengthSeconds of videoLengths) {
        for (const seed of seeds) {
          for (const offer of [weekendSale, { ...weekendSale, code: "X7K2-SUMMER-2026-FRIENDS", endsOn: null, discountPercent: null }]) {
            const script = writePromoScript({ products, offer }, { lengthSeconds, seed });
            const label = `${products.length} products, ${lengthSeconds} s, seed ${seed}`;
            expect(
              script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0),
              label,
            ).toBe(lengthSeconds * 1000);
            expect(script.scenes.length, label).toBeLessThanOrEqual(20);
            for (const scene of script.scenes) {
              expect(scene.durationMs).toBeGreaterThanOrEqual(1000);
              expect(scene.durationMs).toBeLessThanOrEqual(20_000);
              expect(promoSpokenWords(scene.spoken, offer.code) / (scene.durationMs / 1000), `${label}: ${scene.spoken}`).toBeLessThanOrEqual(maxWordsPerSecond);
            }
            for (const index of products.keys()) expect(script.scenes.some((scene) => scene.productIndex === index)).toBe(true);
          }
        }
      }
    }
  });

  it("speaks at the relaxed pace whenever the offer fits at it, and says more about the products in a longer video", () => {
    const lengths = videoLengths.map((lengthSeconds) => writePromoScript({ products: threeProducts, offer: weekendSale }, { lengthSeconds, seed: 5 }));
    for (const script of lengths) {
      for (const scene of script.scenes)
        expect(promoSpokenWords(scene.spoken, "WEEKEND20") / (scene.durationMs / 1000), scene.spoken).toBeLessThanOrEqual(targetWordsPerSecond);
    }
    const [short, , long] = lengths;
    expect(long!.scenes.length).toBeGreaterThan(short!.scenes.length);
    expect(long!.scenes.map((scene) => scene.spoken).join(" ")).toContain("leak-proof lid");
  });

  it("states only what the products and the offer say", () => {
    const facts = JSON.stringify([threeProducts, weekendSale]) + "14 December 14 Dec 19.99 15.20 39.20 19.00 49.00";
    for (const lengthSeconds of videoLengths) {
      const script = writePromoScript({ products: threeProducts, offer: weekendSale }, { lengthSeconds, seed: 9 });
      for (const scene of script.scenes) {
        for (const number of `${scene.spoken} ${scene.onScreenText}`.match(/\d+(?:\.\d+)?/g) ?? []) expect(facts, scene.spoken).toContain(number);
      }
    }
  });

  it("gives the same script for the same seed and other wordings for other seeds", () => {
    const write = (seed: number) => writePromoScript({ products: threeProducts, offer: weekendSale }, { lengthSeconds: 30, seed });
    expect(write(42)).toEqual(write(42));
    const variants = new Set(seeds.map((seed) => JSON.stringify(write(seed).scenes.map((scene) => scene.spoken))));
    expect(variants.size).toBeGreaterThan(1);
  });

  it("writes in Chinese when asked, or when the headline is Chinese", () => {
    const products: ProductFacts[] = [
      { name: "焕亮精华", price: { amount: 299, currency: "CNY" }, features: ["无香精", "纯素配方"], images: [] },
      { name: "保温杯", price: { amount: 129, currency: "CNY" }, features: [], images: [] },
    ];
    const offer: PromoOffer = { kind: "seasonal", headline: "冬季特惠", discountPercent: 20, code: "WINTER20", endsOn: "2026-12-14", cta: null };
    for (const lengthSeconds of videoLengths) {
      const script = writePromoScript({ products, offer }, { lengthSeconds, seed: 4 });
      expect(script.scenes[0]!.onScreenText).toBe("立减20% · 12月14日截止");
      expect(script.scenes.find((scene) => scene.productIndex === 0)!.onScreenText).toBe("¥299.00 → ¥239.20");
      expect(script.scenes.find((scene) => scene.productIndex === 1)!.onScreenText).toBe("¥129.00 → ¥103.20");
      expect(script.scenes.find((scene) => scene.productIndex === 1)!.spoken).toContain("保温杯");
      expect(closingOf(script).onScreenText).toBe("优惠码 WINTER20 · 12月14日截止");
      expect(closingOf(script).spoken).toMatch(/立即选购！$/);
      expect(script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0)).toBe(lengthSeconds * 1000);
      for (const scene of script.scenes) {
        expect(scene.spoken).toMatch(/\p{Script=Han}/u);
        expect(promoNeededMs(scene.spoken, offer.code)).toBeLessThanOrEqual(scene.durationMs);
      }
    }
    const asked = writePromoScript({ products: [trailBottle], offer: weekendSale }, { lengthSeconds: 15, seed: 1, language: "zh" });
    expect(closingOf(asked).onScreenText).toBe("优惠码 WEEKEND20 · 12月14日截止");
    // About four Chinese characters a second at the relaxed pace.
    expect(promoSpokenWords("周末特惠")).toBeCloseTo(4 / 1.5);
  });

  it("refuses what it cannot write, with the writer's error and a sentence that says what to change", () => {
    const refusal = (products: ProductFacts[], offer: Partial<PromoOffer>) => {
      try {
        writePromoScript({ products, offer: { ...weekendSale, ...offer } }, { lengthSeconds: 30, seed: 1 });
      } catch (error) {
        expect(error).toBeInstanceOf(ScriptError);
        return `${(error as ScriptError).code}: ${(error as ScriptError).message}`;
      }
      return "written";
    };
    expect(refusal([], {})).toMatch(/^invalid-offer: .*1 to 6 products; this one has 0/);
    expect(refusal([...sixProducts, trailBottle], {})).toMatch(/^invalid-offer: .*this one has 7/);
    expect(refusal(threeProducts, { discountPercent: 91 })).toMatch(/^invalid-offer: .*0 to 90/);
    expect(refusal(threeProducts, { discountPercent: -5 })).toMatch(/^invalid-offer/);
    expect(refusal(threeProducts, { discountPercent: 12.5 })).toMatch(/^invalid-offer: .*whole percentage/);
    expect(refusal(threeProducts, { headline: " " })).toMatch(/^invalid-offer: .*headline/);
    expect(refusal(threeProducts, { headline: "x".repeat(81) })).toMatch(/^invalid-offer: .*headline/);
    expect(refusal(threeProducts, { code: "TWO WORDS" })).toMatch(/^invalid-offer: .*code/);
    expect(refusal(threeProducts, { code: "X".repeat(25) })).toMatch(/^invalid-offer: .*code/);
    expect(refusal(threeProducts, { endsOn: "2026-02-30" })).toMatch(/^invalid-offer: .*YYYY-MM-DD/);
    expect(refusal(threeProducts, { endsOn: "14/12/2026" })).toMatch(/^invalid-offer: .*YYYY-MM-DD/);
    expect(refusal(threeProducts, { cta: "y".repeat(29) })).toMatch(/^invalid-offer: .*call to action/);
    expect(refusal(threeProducts, { kind: "clearance" as PromoOffer["kind"] })).toMatch(/^invalid-offer: .*sale, launch, bundle, seasonal/);
    expect(refusal(threeProducts, { discountPercent: 90 })).toBe("written");

    // Model numbers take long to say: six of them do not fit 15 seconds even said briskly.
    const longNames = sixProducts.map((product, index) => ({ ...product, name: `Set 4500 7200 990${index}` }));
    expect(() => writePromoScript({ products: longNames, offer: { ...weekendSale, code: "X".repeat(24) } }, { lengthSeconds: 15, seed: 1 })).toThrow(
      /6 products do not fit a 15-second video.*longer video or fewer products/,
    );
  });
});
