/**
 * The product's facts turned into the pieces copy is written from: a name people say, feature labels short enough
 * for the screen, spoken fragments that fit inside a sentence, description sentences and a formatted price.
 * Nothing is added here; texts are only cut, cased and formatted.
 */
import { withoutTrailing } from "../lib/without-trailing";
import { clipWords, formatPrice, sentenceCase, shortProductName, tidyFacts, type ProductFacts } from "./product-facts";

export interface FeatureFact {
  /** At most six words, sentence case: what the screen shows. */
  label: string;
  /** The label for use after a colon ("today: leak-proof lid"). */
  labelMidLine: string;
  /** The whole feature as a fragment that reads after a colon ("plus: keeps drinks cold for 24 hours"). */
  fragment: string;
}

export interface ProductStory {
  name: string;
  brand?: string;
  price?: string;
  features: FeatureFact[];
  /** Description sentences short enough to be spoken in one scene. */
  sentences: string[];
  /** The same sentences lowercased for use after a colon ("In short: it fits most cup holders."). */
  sentencesMidLine: string[];
  /** Calls to action that mention a link only make sense when the product has a page. */
  hasLink: boolean;
  /** Angles about looking closely need a photo to look at. */
  hasImages: boolean;
}

export const maxOnScreenWords = 6;
const maxFeatureWords = 16;
const maxSentenceWords = 22;

export function storyOf(product: ProductFacts): ProductStory {
  const facts = tidyFacts(product);
  const name = shortProductName(facts.name);
  const brand = facts.brand && facts.brand.toLowerCase() !== name.toLowerCase() ? facts.brand : undefined;
  const sentences = facts.description ? descriptionSentences(facts.description) : [];
  return {
    name,
    brand,
    price: facts.price ? formatPrice(facts.price) : undefined,
    features: facts.features.map((feature) => featureFact(feature, [name, brand ?? ""])).filter(isPresent),
    sentences,
    sentencesMidLine: sentences.map((sentence) => lowerFirstWord(sentence, [name, brand ?? ""])),
    hasLink: Boolean(facts.sourceUrl),
    hasImages: facts.images.length > 0,
  };
}

function featureFact(feature: string, properNames: string[]): FeatureFact | undefined {
  // "LEAK-PROOF LID: seals tight in any bag" → label "Leak-proof lid", spoken with a dash instead of a second colon.
  const [rawHead = "", ...rest] = withoutTrailing(feature, /[.!]/).split(/:\s+/);
  const head = sentenceCase(rawHead);
  const detail = rest.length > 0 ? lowerFirstWord(sentenceCase(rest.join(", ")), properNames) : "";
  const label = clipWords(head, maxOnScreenWords);
  const fragment = fitSpoken(detail ? `${head} — ${detail}` : head);
  if (!label || !fragment) return undefined;
  return { label, labelMidLine: lowerFirstWord(label, properNames), fragment: lowerFirstWord(fragment, properNames) };
}

/** A long bullet is cut at its first clause; one that has none is too long to say and is left to the screen. */
function fitSpoken(text: string): string | undefined {
  if (wordsIn(text) <= maxFeatureWords) return text;
  const firstClause = text.split(/[;,—]\s*/)[0]?.trim() ?? "";
  return wordsIn(firstClause) >= 2 && wordsIn(firstClause) <= maxFeatureWords ? firstClause : undefined;
}

/** Lowercase the first word for use mid-sentence unless it looks like a proper name ("Apple Watch compatible"). */
function lowerFirstWord(text: string, properNames: string[]): string {
  const [first = "", second = ""] = text.split(/\s+/);
  const isProperName = properNames.some((name) => name && name.split(/\s+/)[0]?.toLowerCase() === first.toLowerCase());
  const looksLikeName = /^[A-Z]/.test(second) || !/^[A-Z][a-z'-]*$/.test(first);
  return isProperName || looksLikeName ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

function descriptionSentences(description: string): string[] {
  return description
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentenceCase(sentence.trim()))
    .filter((sentence) => wordsIn(sentence) >= 3 && wordsIn(sentence) <= maxSentenceWords)
    .map((sentence) => (/[.!?]$/.test(sentence) ? sentence : `${sentence}.`));
}

export function wordsIn(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

function isPresent<T>(value: T | undefined): value is T {
  return value !== undefined;
}
