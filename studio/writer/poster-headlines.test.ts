import { describe, expect, it } from "vitest";
import { posterHeadlineLimits, writePosterHeadlines, type PosterOfferFacts, type PosterProduct } from "./poster-headlines";

const bottle: PosterProduct = {
  name: "Trail Bottle - 750 ml | Blue",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
  features: ["Keeps drinks cold for 24 hours and hot for 12", "LEAK-PROOF LID: seals tight in any bag"],
  price: { amount: 24.99, currency: "USD" },
};

const cup: PosterProduct = {
  name: "手工陶瓷咖啡杯",
  description: "每一杯浓缩咖啡都值得更好的杯子。保温更久，手感更好。",
  features: ["厚实陶瓷杯壁，保温时间长一倍"],
  price: { amount: 299, currency: "CNY" },
};

const offer: PosterOfferFacts = { price: "$19.99", oldPrice: "$24.99", badge: "-20%", coupon: "TRAIL20", endsOn: "2026-12-14" };

function expectThreeDistinctWithinLimits(ideas: { headline: string; subline: string }[]) {
  expect(ideas).toHaveLength(3);
  expect(new Set(ideas.map((idea) => idea.headline)).size).toBe(3);
  for (const idea of ideas) {
    expect(idea.headline.length).toBeGreaterThan(0);
    expect(idea.subline.length).toBeGreaterThan(0);
    expect(idea.headline.length).toBeLessThanOrEqual(posterHeadlineLimits.headline);
    expect(idea.subline.length).toBeLessThanOrEqual(posterHeadlineLimits.subline);
  }
}

describe("writePosterHeadlines", () => {
  it("writes three distinct ideas for an English product from its facts and the offer", () => {
    const ideas = writePosterHeadlines(bottle, offer, { seed: 3 });
    expectThreeDistinctWithinLimits(ideas);
    expect(ideas[0]!.headline).toBe("20% off Trail Bottle");
    expect(ideas.map((idea) => idea.subline).join(" ")).toContain("TRAIL20");
    expect(ideas.some((idea) => idea.headline.includes("14 Dec"))).toBe(true);
  });

  it("writes them in Chinese for a product named in Chinese", () => {
    const ideas = writePosterHeadlines(cup, { price: "¥199", oldPrice: "¥299", badge: "-30%", coupon: "KAFEI", endsOn: "2026-12-14" }, { seed: 3 });
    expectThreeDistinctWithinLimits(ideas);
    expect(ideas[0]!.headline).toBe("手工陶瓷咖啡杯 立减30%");
    expect(ideas[0]!.subline).toContain("原价¥299，现价¥199");
    expect(ideas.some((idea) => idea.headline.includes("12月14日"))).toBe(true);
  });

  it("still writes three for a bare product without an offer, and the same for the same seed", () => {
    expectThreeDistinctWithinLimits(writePosterHeadlines({ name: "Mug" }, {}));
    expectThreeDistinctWithinLimits(writePosterHeadlines(cup, {}));
    expect(writePosterHeadlines(bottle, {}, { seed: 9 })).toEqual(writePosterHeadlines(bottle, {}, { seed: 9 }));
  });

  it("keeps very long facts within the limits", () => {
    const long: PosterProduct = {
      name: "Expedition jacket ".repeat(12),
      features: ["Windproof and waterproof shell with sealed seams ".repeat(6)],
      description: "Warm. ".repeat(60),
    };
    expectThreeDistinctWithinLimits(writePosterHeadlines(long, { badge: "Save $550 today only", coupon: "WINTER-EXPEDITION-24", endsOn: "Friday 27 November" }));
  });
});
