import { describe, expect, it } from "vitest";
import { clipWords, formatPrice, productFacts, sentenceCase, shortProductName } from "./product-facts";

describe("formatPrice", () => {
  it("writes prices the way shops show them", () => {
    expect(formatPrice({ amount: 24.99, currency: "USD" })).toBe("$24.99");
    expect(formatPrice({ amount: 19, currency: "EUR" })).toBe("€19");
    expect(formatPrice({ amount: 19.5, currency: "GBP" })).toBe("£19.50");
    expect(formatPrice({ amount: 1500, currency: "JPY" })).toBe("¥1,500");
  });
});

describe("productFacts", () => {
  it("accepts a product with only a name and normalises the currency code", () => {
    expect(productFacts.parse({ name: " Lamp ", features: [], images: [] }).name).toBe("Lamp");
    expect(productFacts.parse({ name: "Lamp", features: [], images: [], price: { amount: 5, currency: "usd" } }).price?.currency).toBe("USD");
  });

  it("refuses a product without a name or with a made-up currency code", () => {
    expect(productFacts.safeParse({ name: "  ", features: [], images: [] }).success).toBe(false);
    expect(productFacts.safeParse({ name: "Lamp", features: [], images: [], price: { amount: 5, currency: "$$" } }).success).toBe(false);
  });
});

describe("texts for the screen", () => {
  it("softens shouted bullets but keeps abbreviations and model codes", () => {
    expect(sentenceCase("LEAK-PROOF LID")).toBe("Leak-proof lid");
    expect(sentenceCase("BPA-FREE USB-C CHARGING IN 4K")).toBe("BPA-free USB-C charging in 4K");
    expect(sentenceCase("works with Apple Watch")).toBe("Works with Apple Watch");
  });

  it("shortens shop titles to the name people say", () => {
    expect(shortProductName("Trail Bottle 750 ml - Insulated Steel | Pine Green")).toBe("Trail Bottle 750 ml");
    expect(shortProductName("ULTRA SOFT BAMBOO BED SHEET SET (QUEEN)")).toBe("Ultra soft bamboo bed");
  });

  it("never ends a clipped text on a word that needs a follower", () => {
    expect(clipWords("Keeps drinks cold for 24 hours and hot for 12", 4)).toBe("Keeps drinks cold");
    expect(clipWords("Short one", 6)).toBe("Short one");
  });
});
