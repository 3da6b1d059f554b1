/**
 * An offer as a request sends it, checked field by field: each refusal is a 400 whose `data.field` names the offer
 * field, so a screen can put the sentence beside it. Empty texts are null and left off the poster.
 */
import { z } from "zod";
import { isQrUrl, type PosterContent, type PosterTextLayer } from "../../studio/design";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { parseInput } from "../products/fields";
import { posterLimits, posterTextLimits, type PosterOffer, type PosterTextField } from "../contract/posters";
import { offerDatesText, parseCalendarDay } from "./dates";

/** A text the poster may leave off: blank or null is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

const dayField = z
  .string()
  .trim()
  .max(10)
  .nullish()
  .transform((text) => text || null);

const offerSchema = z.object({
  headline: z.string().trim().min(1).max(posterTextLimits.headline),
  subline: optionalText(posterTextLimits.subline),
  price: optionalText(posterTextLimits.price),
  old_price: optionalText(posterTextLimits.old_price),
  badge: optionalText(posterTextLimits.badge),
  coupon: optionalText(posterTextLimits.coupon),
  starts_on: dayField,
  ends_on: dayField,
  cta: optionalText(posterTextLimits.cta),
  qr_url: z
    .string()
    .trim()
    .nullish()
    .transform((text) => text || null),
});

/** What the writer may know of an offer before it has a headline. */
const offerHintsSchema = offerSchema.pick({ price: true, old_price: true, badge: true, coupon: true, ends_on: true });

/** The field a refusal names, as data too: `offer.headline` is the offer's `headline`. */
function namingField<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    if (error instanceof ApiError && typeof error.params.field === "string") {
      throw new ApiError(error.status, error.messageKey, error.params, { field: error.params.field });
    }
    throw error;
  }
}

function checkOffer(offer: PosterOffer): PosterOffer {
  for (const field of ["starts_on", "ends_on"] as const) {
    if (offer[field] !== null && !parseCalendarDay(offer[field])) throw new ApiError(400, "poster_date_invalid", { field }, { field });
  }
  // Calendar days as YYYY-MM-DD compare as text.
  if (offer.starts_on && offer.ends_on && offer.ends_on < offer.starts_on) throw new ApiError(400, "poster_dates_order", { field: "ends_on" }, { field: "ends_on" });
  // The renderer's own rule (http or https, a host, at most 500 characters), so nothing accepted here is refused there.
  if (offer.qr_url !== null && !isQrUrl(offer.qr_url)) throw new ApiError(400, "poster_qr_url_invalid", { max: posterLimits.qrUrl }, { field: "qr_url" });
  return offer;
}

/** The offer of a create, update or preview: limits, calendar days, end on or after start, an http(s) QR link. */
export function parseOffer(input: Record<string, unknown>): PosterOffer {
  return namingField(() => checkOffer(parseInput(offerSchema, input)));
}

export type OfferHints = z.output<typeof offerHintsSchema>;

/** The offer's fields the writer takes into account; all optional. */
export function parseOfferHints(input: Record<string, unknown>): OfferHints {
  return namingField(() => {
    const hints = parseInput(offerHintsSchema.partial(), input);
    if (hints.ends_on && !parseCalendarDay(hints.ends_on)) throw new ApiError(400, "poster_date_invalid", { field: "ends_on" }, { field: "ends_on" });
    return { price: hints.price ?? null, old_price: hints.old_price ?? null, badge: hints.badge ?? null, coupon: hints.coupon ?? null, ends_on: hints.ends_on ?? null };
  });
}

/** The renderer's content: dates in the reader's language, empty fields left off. */
export function posterContentOf(offer: PosterOffer, language: Language): PosterContent {
  const content: PosterContent = {
    headline: offer.headline,
    subline: offer.subline ?? undefined,
    price: offer.price ?? undefined,
    oldPrice: offer.old_price ?? undefined,
    badge: offer.badge ?? undefined,
    coupon: offer.coupon ?? undefined,
    dates: offerDatesText(offer.starts_on, offer.ends_on, language),
    cta: offer.cta ?? undefined,
    qrUrl: offer.qr_url ?? undefined,
  };
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined)) as PosterContent;
}

/** The offer field a renderer's text layer shows. */
export const fieldOfLayer: Record<PosterTextLayer, PosterTextField | "starts_on"> = {
  headline: "headline",
  subline: "subline",
  price: "price",
  oldPrice: "old_price",
  badge: "badge",
  coupon: "coupon",
  dates: "starts_on",
  cta: "cta",
};
