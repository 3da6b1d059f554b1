/** Promotional posters as the API shows them (docs/api-v1.md, Posters): an offer on a product, drawn in print and social sizes. */
import type { Plan } from "./plans";

/** Print sizes first (PDF at 300 dpi, or PNG/JPEG at the same pixels), then the social sizes (PNG or JPEG). */
export const posterSizes = ["a4", "letter", "feed", "story", "square"] as const;
export type PosterSize = (typeof posterSizes)[number];
export const printPosterSizes = ["a4", "letter"] as const satisfies readonly PosterSize[];

/** Pixel size of each poster size without bleed; A4 and US Letter at 300 dpi. */
export const posterSizePixels: Record<PosterSize, { width: number; height: number }> = {
  a4: { width: 2480, height: 3508 },
  letter: { width: 2550, height: 3300 },
  feed: { width: 1080, height: 1350 },
  story: { width: 1080, height: 1920 },
  square: { width: 1080, height: 1080 },
};

/** The print pages in PDF points (1/72 in): A4 210x297 mm and US Letter 8.5x11 in. */
export const posterPagePoints: Record<(typeof printPosterSizes)[number], { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
};

/** Bleed added on every side of a print poster when asked for, in millimetres. */
export const posterBleedMm = 3;

export const posterTemplateCategories = ["sale", "launch", "price-drop", "coupon", "event", "seasonal", "menu-special", "minimal"] as const;
export type PosterTemplateCategory = (typeof posterTemplateCategories)[number];

/** The text fields of an offer, in the order the screen asks for them. */
export const posterTextFields = ["headline", "subline", "price", "old_price", "badge", "coupon", "cta"] as const;
export type PosterTextField = (typeof posterTextFields)[number];

/** Characters each field takes at most; the renderer then wraps or shrinks it to its box, and refuses what still does not fit. */
export const posterTextLimits: Record<PosterTextField, number> = { headline: 80, subline: 140, price: 20, old_price: 20, badge: 16, coupon: 24, cta: 28 };

export const posterLimits = {
  pageSize: 12,
  /** Length of the link the QR code opens. */
  qrUrl: 500,
  /** How many headline ideas the writer offers. */
  headlineIdeas: 3,
  /** Posters in one `DELETE poster/list`. */
  deleteBatch: 50,
} as const;

/** Posters a plan may create per calendar month (UTC); the free plan's limit opens the upgrade dialog. */
export const monthlyPosterLimit: Record<Plan, number> = { free: 10, starter: 100, pro: 500 };

export const posterExportTypes = ["pdf", "png", "jpeg"] as const;
export type PosterExportType = (typeof posterExportTypes)[number];

/** The offer a poster shows. Dates are calendar days (YYYY-MM-DD); empty fields are null and left off the poster. */
export interface PosterOffer {
  headline: string;
  subline: string | null;
  price: string | null;
  old_price: string | null;
  badge: string | null;
  coupon: string | null;
  starts_on: string | null;
  ends_on: string | null;
  cta: string | null;
  /** The link the QR code opens; null draws no QR code. */
  qr_url: string | null;
}

export interface PosterView {
  id: string;
  product_id: string;
  product_name: string;
  template_id: string;
  brand_id: string | null;
  /** The product photo or library image the poster shows; null for a poster without a photo. */
  image_id: string | null;
  /** The size the poster was last edited in; every size can be downloaded. */
  size: PosterSize;
  offer: PosterOffer;
  /** A small JPEG of the poster in its size (a media path), for lists. */
  preview_url: string;
  created_at: number;
  updated_at: number;
}

export interface PosterTemplateView {
  id: string;
  name: string;
  category: PosterTemplateCategory;
  /** A sample of the template in the asked size (an API path to a PNG). */
  preview_url: string;
}

/** One idea from the writer for the headline and sub-line. */
export interface PosterHeadlineIdea {
  headline: string;
  subline: string;
}
