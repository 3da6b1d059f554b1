/** What a poster says: its text layers, its sizes and template categories, kept equal to the API's contract by a test there. */

export const posterSizes = ["a4", "letter", "feed", "story", "square"] as const;
export type PosterSize = (typeof posterSizes)[number];

export const posterTemplateCategories = ["sale", "launch", "price-drop", "coupon", "event", "seasonal", "menu-special", "minimal"] as const;
export type PosterTemplateCategory = (typeof posterTemplateCategories)[number];

export const posterTextLayers = ["headline", "subline", "price", "oldPrice", "badge", "coupon", "dates", "cta"] as const;
export type PosterTextLayer = (typeof posterTextLayers)[number];

/** The texts a poster template styles: its layers and the small label above the coupon code, which the renderer writes. */
export const posterTextNames = [...posterTextLayers, "couponLabel"] as const;
export type PosterTextName = (typeof posterTextNames)[number];

export interface PosterContent {
  headline: string;
  subline?: string;
  price?: string;
  oldPrice?: string;
  badge?: string;
  coupon?: string;
  /** Already formatted in the reader's language, e.g. "1–14 Dec 2026". */
  dates?: string;
  cta?: string;
  qrUrl?: string;
  /** The label above the coupon code; without it "USE CODE", or "优惠码" when the headline is Chinese. */
  couponLabel?: string;
}

const hanCharacter = /\p{Script=Han}/u;

export function couponLabelFor(content: PosterContent): string {
  if (content.couponLabel?.trim()) return content.couponLabel.trim();
  return hanCharacter.test(content.headline) ? "优惠码" : "Use code";
}
