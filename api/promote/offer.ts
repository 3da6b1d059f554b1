/** The offer of a promotional video: checked field by field, stored as the contract shows it, given to the writer. */
import { z } from "zod";
import type { PromoOffer } from "../../studio/writer/promo-script";
import { promoLimits, promoOfferKinds, type PromoOfferView } from "../contract/promote";
import { ApiError } from "../http/errors";
import { parseCalendarDay } from "../posters/dates";

/** Optional texts: an empty or blank value means "none". */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((text) => text || null);

export const offerField = z.object({
  kind: z.enum(promoOfferKinds),
  headline: z.string().trim().min(1).max(promoLimits.headline),
  discount_percent: z.number().int().min(0).max(promoLimits.maxDiscountPercent).nullish(),
  code: optionalText(promoLimits.code),
  ends_on: optionalText(10),
  cta: optionalText(promoLimits.cta),
});

/** A body's offer past its limits (`offerField`): `ends_on` a real calendar day, and a discount of 0 no discount. */
export function checkedOffer(offer: z.output<typeof offerField>): PromoOfferView {
  if (offer.ends_on !== null && !parseCalendarDay(offer.ends_on)) throw new ApiError(400, "poster_date_invalid", { field: "offer.ends_on" }, { field: "offer.ends_on" });
  return { ...offer, discount_percent: offer.discount_percent || null };
}

export function writerOffer(offer: PromoOfferView): PromoOffer {
  return { kind: offer.kind, headline: offer.headline, discountPercent: offer.discount_percent, code: offer.code, endsOn: offer.ends_on, cta: offer.cta };
}
