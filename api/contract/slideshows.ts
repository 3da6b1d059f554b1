/** Slideshows as the API shows them (docs/api-v1.md, Slide shows): formats, templates, slides and their edit history. */
import type { Plan } from "./plans";

/** The design renderer's formats (studio/design), by the names the screens and the API use. */
export const slideFormats = ["story", "feed", "square", "landscape", "banner", "leaderboard", "email"] as const;
export type SlideFormat = (typeof slideFormats)[number];

/** Pixel size of each format's image; the e-mail header is drawn at twice its 600x300 for retina screens. */
export const slideFormatSizes: Record<SlideFormat, { width: number; height: number }> = {
  story: { width: 1080, height: 1920 },
  feed: { width: 1080, height: 1350 },
  square: { width: 1080, height: 1080 },
  landscape: { width: 1920, height: 1080 },
  banner: { width: 1200, height: 628 },
  leaderboard: { width: 728, height: 90 },
  email: { width: 1200, height: 600 },
};

/** What a slide says: the product's introduction, one benefit, the offer, and the call to action. */
export const slideRoles = ["cover", "feature", "offer", "closing"] as const;
export type SlideRole = (typeof slideRoles)[number];

export const slideTextLayers = ["headline", "subline", "label", "price", "oldPrice", "badge", "cta"] as const;
export type SlideTextLayer = (typeof slideTextLayers)[number];

/** Characters each text layer takes; the renderer then wraps or shrinks the text to its box. */
export const slideTextLimits: Record<SlideTextLayer, number> = { headline: 90, subline: 140, label: 40, price: 20, oldPrice: 20, badge: 12, cta: 28 };

export const templateCategories = ["spotlight", "sale", "food", "lifestyle"] as const;
export type TemplateCategory = (typeof templateCategories)[number];

export type SlideshowStatus = "rendering" | "ready" | "failed";

export const slideshowLimits = {
  slides: 20,
  /** Products in one batch, as ticked products or pasted links. */
  batch: 20,
  pageSize: 12,
  title: 120,
  /** Edits kept for undo; older ones drop off. */
  history: 50,
  brandColors: 5,
  callToAction: 28,
} as const;

/** Slideshows a plan may create per calendar month (UTC); the free plan's limit opens the upgrade dialog. */
export const monthlySlideshowLimit: Record<Plan, number> = { free: 5, starter: 50, pro: 200 };

export const slideExportTypes = ["png", "jpeg", "zip", "pdf"] as const;
export type SlideExportType = (typeof slideExportTypes)[number];

export type SlideTexts = Partial<Record<SlideTextLayer, string>>;

export interface SlideView {
  id: string;
  role: SlideRole;
  texts: SlideTexts;
  /** The product photo or library image the slide shows, by media id; null for a text-only slide. */
  image_id: string | null;
  /** The slide as rendered (a media path under /api/v1/media), null until its first render. */
  url: string | null;
  /** Layers whose text was cut short to fit this format. */
  overflowed: SlideTextLayer[];
}

export interface SlideshowView {
  id: string;
  title: string;
  product_id: string | null;
  product_name: string | null;
  template_id: string;
  format: SlideFormat;
  brand_id: string | null;
  status: SlideshowStatus;
  /** 0–100 while rendering. */
  progress: number;
  /** Why the last render failed, in the reader's language. */
  error: string | null;
  slides: SlideView[];
  thumbnail_url: string | null;
  can_undo: boolean;
  can_redo: boolean;
  /** The latest video made from the slideshow. */
  video_id: string | null;
  created_at: number;
  updated_at: number;
}

export type SlideshowSummary = Omit<SlideshowView, "slides" | "can_undo" | "can_redo"> & { slide_count: number };

export const slideshowOperationKinds = ["create", "text", "move", "image", "delete", "template", "brand", "title"] as const;
export type SlideshowOperationKind = (typeof slideshowOperationKinds)[number];

/** One entry of the edit history `GET slide-show/operation` lists, oldest first; `current` is the state shown now. */
export interface SlideshowOperationView {
  id: string;
  kind: SlideshowOperationKind;
  created_at: number;
  current: boolean;
}

export interface SlideTemplateView {
  id: string;
  name: string;
  category: TemplateCategory;
  /** A sample of the template in the asked format (a media path). */
  preview_url: string;
}

export interface FontFamilyView {
  id: string;
  name: string;
}

/** One product of a batch: its slideshow once made, or why it failed. */
export interface SlideshowBatchItemView {
  source: string;
  status: "queued" | "working" | "ready" | "failed";
  slideshow_id: string | null;
  error: string | null;
}

export interface SlideshowBatchView {
  id: string;
  template_id: string;
  format: SlideFormat;
  items: SlideshowBatchItemView[];
  created_at: number;
}

/** The brand kit a slideshow is drawn with: the brand's logo and colours, plus its font and call to action. */
export interface BrandKitView {
  id: string;
  name: string;
  logo_url: string | null;
  logo_media_id: string | null;
  colors: string[];
  font: string | null;
  call_to_action: string | null;
}
