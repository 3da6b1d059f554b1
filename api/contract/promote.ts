/**
 * Promotional videos as the API shows them (docs/api-v1.md, Promotional videos): an offer (a sale, a launch, a bundle
 * or a seasonal campaign) across 1 to 6 of the user's products, scripted around the offer and rendered in every ratio.
 */
import type { AspectRatio, CaptionPosition, CaptionStyle, VideoFileView, VideoStatus } from "./videos";
import type { VideoPresenterView } from "./avatars";
import type { ProductView } from "./products";

export const promoOfferKinds = ["sale", "launch", "bundle", "seasonal"] as const;
export type PromoOfferKind = (typeof promoOfferKinds)[number];

export const promoLengths = [15, 30, 60] as const;
export type PromoLength = (typeof promoLengths)[number];

export const promoLanguages = ["en", "zh"] as const;
export type PromoLanguage = (typeof promoLanguages)[number];

export const promoLimits = {
  /** Products one promotional video shows, and links one `get-products-info` reads. */
  products: 6,
  links: 6,
  headline: 80,
  code: 24,
  cta: 28,
  maxDiscountPercent: 90,
  /** A scene's texts and length, as the renderer takes them. */
  spoken: 400,
  onScreenText: 120,
  sceneMinMs: 1000,
  sceneMaxMs: 20_000,
  scenes: 20,
  title: 200,
  pageSize: 20,
} as const;

/**
 * Promotional videos have 16-character ids (letters and digits); everything else the API names has a longer one.
 * Spec §7: the app picks the promotional calls (`promote/record-op`, `promote/compositing-video`) by this length.
 */
export const promotionalVideoIdLength = 16;
export const promotionalVideoIdPattern = /^[A-Za-z0-9]{16}$/;

export function isPromotionalVideoId(id: string): boolean {
  return promotionalVideoIdPattern.test(id);
}

/** The offer; empty fields are null. `ends_on` is a calendar day (YYYY-MM-DD). */
export interface PromoOfferView {
  kind: PromoOfferKind;
  headline: string;
  discount_percent: number | null;
  code: string | null;
  ends_on: string | null;
  cta: string | null;
}

export interface PromoSceneView {
  spoken: string;
  on_screen_text: string;
  /** Index into the video's products (0-based), or null for the opening and closing scenes. */
  product_index: number | null;
  duration_ms: number;
}

/** What `promote/gen-script` answers and `promote/create-promotional-video` takes back, lines edited or not. */
export interface PromoScriptView {
  title: string;
  length_seconds: PromoLength;
  language: PromoLanguage;
  /** The writer's seed: the same products, offer and seed write the same script. */
  seed: number;
  scenes: PromoSceneView[];
}

/** One product as the selection screen shows it: the product, and its price after the discount (null without one or without a price). */
export interface PromoProductView extends ProductView {
  offer_price: { amount: number; currency: string } | null;
}

/** A link `promote/get-products-info` could not read, with the sentence saying why. */
export interface PromoLinkFailure {
  url: string;
  message: string;
  reason: string;
}

export interface PromoProductsInfoView {
  items: ProductView[];
  failures: PromoLinkFailure[];
}

export const subtitleLimits = {
  text: 120,
  /** Lines a video's subtitles have at most (a 60 s video has about 60). */
  lines: 200,
  /** A line stays on screen at least this long. */
  minLineMs: 200,
} as const;

/** One timed caption line, on the video's clock. */
export interface SubtitleLineView {
  /** 0-based position in the video's lines. */
  index: number;
  text: string;
  start_ms: number;
  end_ms: number;
}

/** What `promote/subtitle-data` answers: the lines the current version plays, and the lines as the records leave them. */
export interface SubtitleDataView {
  id: string;
  version: number;
  duration_ms: number;
  lines: SubtitleLineView[];
  /** The editor's draft: `lines` with the recorded changes (`subtitles.<index>` fields) applied. */
  edited: SubtitleLineView[];
}

/** A new version being rendered (`promote/compositing-video`) while the current one keeps playing. */
export interface PromoUpdateView {
  /** The version the video has once this render is applied. */
  version: number;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
}

export interface PromotionalVideoView {
  id: string;
  title: string;
  /** 1 for the first render; each applied `promote/compositing-video` adds one. */
  version: number;
  /** The latest new version started, while it renders and once it failed; null once applied or when none was. */
  update: PromoUpdateView | null;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
  /** In the order the video shows them; a product deleted since still has its id here. */
  product_ids: string[];
  offer: PromoOfferView;
  script: PromoScriptView;
  aspect_ratios: AspectRatio[];
  length_seconds: number;
  duration_ms: number | null;
  voice_id: string;
  music_id: string | null;
  caption_style: CaptionStyle;
  caption_position: CaptionPosition;
  files: VideoFileView[];
  presenter: VideoPresenterView | null;
  created_at: number;
  updated_at: number;
  finished_at: number | null;
}
