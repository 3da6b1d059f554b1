/** Products the writer's tests run on: rich, mid, digital, shouted shop bullets, a non-dollar price, and a bare name. */
import type { ProductFacts } from "./product-facts";

export const trailBottle: ProductFacts = {
  name: "Trail Bottle 750 ml - Insulated Steel | Pine Green",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders and clips to a pack.",
  price: { amount: 24.99, currency: "USD" },
  features: ["Keeps drinks cold for 24 hours and hot for 12", "LEAK-PROOF LID: seals tight in any bag", "BPA-free", "Powder-coated grip"],
  images: ["media/p1/front.jpg", "media/p1/side.jpg"],
  sourceUrl: "https://shop.example/products/trail-bottle",
};

export const faceSerum: ProductFacts = {
  name: "Glow Drops",
  brand: "Maison Lune",
  description: "A lightweight serum with niacinamide for an even-looking tone. Use morning and night.",
  price: { amount: 19, currency: "EUR" },
  features: ["Fragrance-free", "Vegan formula", "30 ml glass dropper bottle"],
  images: ["media/p2/1.jpg", "media/p2/2.jpg", "media/p2/3.jpg", "media/p2/4.jpg", "media/p2/5.jpg", "media/p2/6.jpg", "media/p2/7.jpg", "media/p2/8.jpg", "media/p2/9.jpg"],
};

export const watercolourCourse: ProductFacts = {
  name: "Watercolour Basics online course",
  description: "Learn to paint loose florals at your own pace.",
  price: { amount: 49, currency: "USD" },
  features: ["12 video lessons", "Printable practice sheets", "Lifetime access"],
  images: [],
  sourceUrl: "https://teach.example/watercolour",
};

export const shoutedShopifyListing: ProductFacts = {
  name: "ULTRA SOFT BAMBOO BED SHEET SET (QUEEN) – 4 PIECE",
  brand: "SLEEPWELL HOME",
  price: { amount: 1500, currency: "JPY" },
  features: [
    "BREATHABLE BAMBOO FABRIC: cool to the touch on warm nights, and soft from the first wash",
    "DEEP POCKETS fit mattresses up to 16 inches",
    "  ",
    "Machine washable",
    "Machine washable",
  ],
  images: ["uploads/sheets.png"],
};

export const nameOnly: ProductFacts = { name: "Aurora desk lamp", features: [], images: [] };

export const allFixtures = { trailBottle, faceSerum, watercolourCourse, shoutedShopifyListing, nameOnly };
