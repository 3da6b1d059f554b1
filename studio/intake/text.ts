/**
 * Turning the loose values shops publish into clean text, prices and URLs. Every page text is read through
 * `pageText`, which cuts it to `limits.pageText` before any expression or parser sees it; each expression here
 * also runs in time linear in its input (tests/integration/outside-text-expressions.test.ts).
 */
import { withoutTrailing } from "../lib/without-trailing";
import { listItemTexts, parseHtmlSnippet, visibleText } from "./html";

export const limits = {
  name: 200,
  brand: 100,
  description: 2000,
  feature: 200,
  features: 8,
  images: 12,
  imageUrl: 500,
  /**
   * Longest text read from a page at all. Generous: the longest text kept is a 2,000-character description, and an
   * HTML description carries several times its words in markup; a shop does not write 50,000 characters for one.
   */
  pageText: 50_000,
} as const;

/** A page's value as text cut to `limits.pageText`, or nothing when it is not text (or a number). */
function pageText(value: unknown): string | undefined {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  return value.length > limits.pageText ? value.slice(0, limits.pageText) : value;
}

/** Text without tags, entities decoded, spaces collapsed, cut at a word near `maxLength`. */
export function plainText(value: unknown, maxLength: number): string | undefined {
  const raw = pageText(value);
  if (raw === undefined) return undefined;
  // Only markup needs the parser; it also decodes the entities that shops double-encode into JSON.
  const text = /[<&]/.test(raw) ? visibleText(parseHtmlSnippet(raw)) : joinLines(raw);
  return text ? clip(text, maxLength) : undefined;
}

/**
 * Plain-text descriptions keep bullets as bare lines ("…an egg.\nNo palm oil\nMakes 24"); a line break before a
 * capital ends a sentence, one before a lower-case word is only wrapping. The blank lines and spaces after the first
 * break are one `\s*`: a repeated group of line breaks could split N of them 2^(N-1) ways, and did, every time the
 * next letter was not a capital.
 */
function joinLines(text: string): string {
  return text
    .replace(/([^\s.!?:;,])[ \t]*\r?\n\s*(?=[A-Z])/g, "$1. ")
    .replace(/\s+/g, " ")
    .trim();
}

export function clip(text: string, maxLength: number): string {
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${withoutTrailing(lastSpace > maxLength * 0.6 ? cut.slice(0, lastSpace) : cut, /[\s,;:–—-]/)}…`;
}

/** A description's prose; its bullet lists are left out, as they become the features (unless nothing else is left). */
export function descriptionText(value: unknown): string | undefined {
  const text = pageText(value);
  if (text === undefined || !text.includes("<li")) return plainText(text, limits.description);
  const fragment = parseHtmlSnippet(text);
  return plainText(visibleText(fragment, { withoutLists: true }) || visibleText(fragment), limits.description);
}

/** The bullets of a description that arrives as HTML inside JSON. */
export function bulletsFromHtml(value: unknown): string[] {
  const html = typeof value === "string" ? pageText(value) : undefined;
  if (html === undefined || !html.includes("<li")) return [];
  return listItemTexts(parseHtmlSnippet(html));
}

/** Features as the video needs them: non-empty, not repeated, each short, at most a handful. */
export function tidyFeatures(candidates: readonly string[]): string[] {
  const seen = new Set<string>();
  const features: string[] = [];
  for (const candidate of candidates) {
    const feature = plainText(pageText(candidate)?.replace(/^\s*[•\-*✓✔]\s*/, ""), limits.feature);
    const key = feature?.toLowerCase();
    if (!feature || !key || seen.has(key)) continue;
    seen.add(key);
    features.push(feature);
    if (features.length === limits.features) break;
  }
  return features;
}

/**
 * A price as a number in the currency's main unit. Accepts "1,299.00", "1.299,00", "$49.99" and 49.99; a last
 * separator followed by one or two digits is the decimal point, any other separator groups thousands.
 */
export function parsePriceAmount(value: unknown): number | undefined {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : undefined;
  const text = typeof value === "string" ? pageText(value) : undefined;
  if (text === undefined) return undefined;
  // The first number only, so "$49.99 – $59.99" reads as 49.99; a space may group thousands ("1 299,00 €").
  const number = /\d(?:[\d.,]|[\s\u00a0\u202f](?=\d{3}\b))*/.exec(text)?.[0];
  if (!number) return undefined;
  const digits = number.replace(/[^\d.,]/g, "").replace(/[.,]$/, "");
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, "");
  const amount = Number(decimal ? `${whole || "0"}.${decimal[1]}` : whole);
  return Number.isFinite(amount) ? amount : undefined;
}

export function currencyCode(value: unknown): string | undefined {
  const code = typeof value === "string" ? pageText(value)?.trim().toUpperCase() : undefined;
  return code && /^[A-Z]{3}$/.test(code) ? code : undefined;
}

/** Absolute http(s) URL resolved against the page, or nothing (data: URIs, scripts, junk). */
export function absoluteHttpUrl(value: unknown, base: string): string | undefined {
  const text = typeof value === "string" ? pageText(value)?.trim() : undefined;
  if (!text) return undefined;
  try {
    const url = new URL(text, base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    url.hash = "";
    return url.href.length <= limits.imageUrl ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export function uniqueImageUrls(values: readonly unknown[], base: string): string[] {
  const urls = values.map((value) => absoluteHttpUrl(value, base)).filter((url): url is string => url !== undefined);
  return [...new Set(urls)].slice(0, limits.images);
}
