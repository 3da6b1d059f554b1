/**
 * A promotional offer as the writer reads it: checked against the limits the API also uses, the offer price worked
 * out in the currency's smallest unit, and prices and the end date written for a viewer in English or Chinese.
 */
import { ScriptError } from "./errors";
import type { ProductFacts, ProductPrice } from "./product-facts";

export const promoKinds = ["sale", "launch", "bundle", "seasonal"] as const;
export type PromoKind = (typeof promoKinds)[number];

export const promoLanguages = ["en", "zh"] as const;
export type PromoLanguage = (typeof promoLanguages)[number];

export interface PromoOffer {
  kind: PromoKind;
  headline: string;
  /** A whole percentage off every product's price; null or 0: prices as they are. */
  discountPercent: number | null;
  code: string | null;
  /** The last day of the offer, YYYY-MM-DD. */
  endsOn: string | null;
  cta: string | null;
}

export const promoLimits = {
  products: { min: 1, max: 6 },
  headline: 80,
  discountPercent: { min: 0, max: 90 },
  code: 24,
  cta: 28,
} as const;

/** What a checkout accepts as a code: letters, digits, dashes and underscores, no spaces. */
const codePattern = /^[\p{L}\p{N}_-]+$/u;

/** Refuses what the writer cannot honestly write, with a sentence that says what to change. */
export function checkPromoInput(products: readonly ProductFacts[], offer: PromoOffer): void {
  const refuse = (message: string): never => {
    throw new ScriptError("invalid-offer", message);
  };
  const { min, max } = promoLimits.products;
  if (products.length < min || products.length > max) refuse(`A promotional video shows ${min} to ${max} products; this one has ${products.length}.`);
  if (products.some((product) => !product.name?.trim())) refuse("Every product in the offer needs a name.");
  if (!(promoKinds as readonly string[]).includes(offer.kind)) refuse(`The offer kind must be one of ${promoKinds.join(", ")}.`);
  const headline = offer.headline?.trim() ?? "";
  if (headline === "" || headline.length > promoLimits.headline) refuse(`Give the offer a headline of 1 to ${promoLimits.headline} characters.`);
  const percent = offer.discountPercent;
  if (percent !== null && (!Number.isInteger(percent) || percent < promoLimits.discountPercent.min || percent > promoLimits.discountPercent.max)) {
    refuse(`The discount must be a whole percentage from ${promoLimits.discountPercent.min} to ${promoLimits.discountPercent.max}.`);
  }
  const code = offer.code?.trim();
  if (offer.code !== null && (!code || code.length > promoLimits.code || !codePattern.test(code))) {
    refuse(`A code has 1 to ${promoLimits.code} letters, digits, dashes or underscores, without spaces.`);
  }
  if (offer.endsOn !== null && !isCalendarDay(offer.endsOn)) refuse("Give the end date as a real day written YYYY-MM-DD.");
  const cta = offer.cta?.trim();
  if (offer.cta !== null && (!cta || cta.length > promoLimits.cta)) refuse(`A call to action has 1 to ${promoLimits.cta} characters.`);
}

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A discount that changes nothing is no discount: 0 % and null both show the price alone. */
export function effectiveDiscount(offer: Pick<PromoOffer, "discountPercent">): number | undefined {
  return offer.discountPercent ? offer.discountPercent : undefined;
}

/** Digits after the decimal point of the currency's smallest unit: 2 for USD and EUR, 0 for JPY. */
function minorDigits(currency: string): number {
  return new Intl.NumberFormat("en-US", { style: "currency", currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/**
 * The price after the discount, rounded to the currency's smallest unit with halves rounded up: worked out in cents
 * (or yen) so $24.99 at 15 % off is $21.24 and not a floating-point neighbour of it.
 */
export function offerAmount(price: ProductPrice, discountPercent: number): number {
  const scale = 10 ** minorDigits(price.currency);
  const minor = Math.round(price.amount * scale);
  return Math.round((minor * (100 - discountPercent)) / 100) / scale;
}

export interface PromoPrices {
  price: string;
  /** Absent when the offer has no discount. */
  offerPrice?: string;
}

/**
 * The product's price and its offer price, both written with the same number of decimals ("$49.00 → $39.20",
 * but "$50 → $40" when both are whole), so the two read as a pair.
 */
export function promoPrices(price: ProductPrice, discountPercent: number | undefined, language: PromoLanguage): PromoPrices {
  const offer = discountPercent ? offerAmount(price, discountPercent) : undefined;
  const whole = Number.isInteger(price.amount) && (offer === undefined || Number.isInteger(offer));
  const digits = whole ? 0 : minorDigits(price.currency);
  const write = (amount: number) => formatAmount(amount, price.currency, digits, language);
  return { price: write(price.amount), ...(offer !== undefined ? { offerPrice: write(offer) } : {}) };
}

/** Yuan read as "¥299" to a Chinese reader, as the poster writer writes them; every other price in the US style. */
function formatAmount(amount: number, currency: string, digits: number, language: PromoLanguage): string {
  if (language === "zh" && currency === "CNY") return `¥${amount.toFixed(digits)}`;
  return new Intl.NumberFormat("en-US", { style: "currency", currency, minimumFractionDigits: digits, maximumFractionDigits: digits }).format(amount);
}

/** "2026-12-14" as a voice says it ("14 December", "12月14日") and as the screen shows it ("14 Dec"). */
export function offerDay(endsOn: string, language: PromoLanguage, form: "spoken" | "screen"): string {
  const [, month, day] = endsOn.split("-").map(Number);
  if (language === "zh") return `${month}月${day}日`;
  const date = new Date(`${endsOn}T00:00:00Z`);
  return new Intl.DateTimeFormat("en-GB", { day: "numeric", month: form === "spoken" ? "long" : "short", timeZone: "UTC" }).format(date);
}

const defaultCallsToAction: Record<PromoLanguage, string> = { en: "Shop now", zh: "立即选购" };

/** The offer's own call to action, or the language's plain one: what the closing says and the end button shows. */
export function promoCallToAction(offer: Pick<PromoOffer, "cta">, language: PromoLanguage): string {
  return offer.cta?.trim() || defaultCallsToAction[language];
}
