/** What a slide says: its role in the slideshow and the texts of its layers, with the limits the API enforces. */

export const slideRoles = ["cover", "feature", "offer", "closing"] as const;
export type SlideRole = (typeof slideRoles)[number];

export const textLayerNames = ["headline", "subline", "label", "price", "oldPrice", "badge", "cta"] as const;
export type TextLayerName = (typeof textLayerNames)[number];

/** Characters per text layer: past these no layout can stay legible in the smaller formats. */
export const textLimits: Record<TextLayerName, number> = {
  headline: 90,
  subline: 140,
  label: 40,
  price: 20,
  oldPrice: 20,
  badge: 12,
  cta: 28,
};

/** The texts each role is designed around; a template draws these in every format but the one-line leaderboard. */
export const roleTexts: Record<SlideRole, readonly TextLayerName[]> = {
  cover: ["headline", "subline"],
  feature: ["label", "headline"],
  offer: ["headline", "price", "oldPrice", "badge"],
  closing: ["headline", "cta"],
};

export const templateCategories = ["spotlight", "sale", "food", "lifestyle"] as const;
export type TemplateCategory = (typeof templateCategories)[number];
