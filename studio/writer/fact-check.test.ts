import { describe, expect, it } from "vitest";
import { findUnsupportedClaims } from "./fact-check";
import { nameOnly, shoutedShopifyListing, trailBottle } from "./test-fixtures";

describe("findUnsupportedClaims", () => {
  it("allows numbers and the price that are in the facts", () => {
    expect(findUnsupportedClaims("Cold for 24 hours, all for $24.99.", trailBottle)).toEqual([]);
    expect(findUnsupportedClaims("Yours for ¥1,500. Fits up to 16 inches.", shoutedShopifyListing)).toEqual([]);
  });

  it("flags prices, numbers and currencies the facts do not have", () => {
    expect(findUnsupportedClaims("Now $19.99!", trailBottle)).toEqual(['number "19.99"']);
    expect(findUnsupportedClaims("Only €5.", nameOnly)).toEqual(['number "5"', 'currency "€"']);
    expect(findUnsupportedClaims("Cold for 48 hours.", trailBottle)).toEqual(['number "48"']);
  });

  it("flags invented social proof and offers", () => {
    for (const claim of [
      "Our best-selling lamp.",
      "Rated highly by buyers.",
      "Thousands of reviews.",
      "20% off today.",
      "Limited time only.",
      "Free shipping.",
      "The #1 lamp.",
    ]) {
      expect(findUnsupportedClaims(claim, nameOnly), claim).not.toEqual([]);
    }
  });

  it("allows a claim the seller's own facts make", () => {
    const seller = { ...nameOnly, description: "Our best-selling lamp, with free shipping." };
    expect(findUnsupportedClaims("Our best-selling lamp, with free shipping.", seller)).toEqual([]);
  });
});
