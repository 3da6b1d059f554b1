/**
 * The facts the writer may use about a product. Every claim in a script comes from these fields and nothing else,
 * so this is also where prices are formatted and texts are made presentable.
 */
import { z } from "zod";
import { withoutTrailing } from "../lib/without-trailing";

export const productPrice = z.object({
  amount: z.number().nonnegative().finite(),
  currency: z
    .string()
    .trim()
    .transform((code) => code.toUpperCase())
    .pipe(z.string().regex(/^[A-Z]{3}$/, "Use a three-letter currency code such as USD or EUR.")),
});
export type ProductPrice = z.infer<typeof productPrice>;

/** One of the user's clips: how long it runs decides which scenes it can fill without freezing. */
export const productClip = z.object({
  path: z.string().trim().min(1).max(500),
  durationMs: z.number().int().min(0),
});
export type ProductClip = z.infer<typeof productClip>;

/** Limits match the timeline's product fields so a product that passes here always fits a timeline. */
export const productFacts = z.object({
  name: z.string().trim().min(1, "The product needs a name.").max(200),
  description: z.string().trim().max(5000).optional(),
  price: productPrice.optional(),
  brand: z.string().trim().max(100).optional(),
  features: z.array(z.string().trim().max(300)).max(30),
  images: z.array(z.string().trim().min(1).max(500)).max(30),
  clips: z.array(productClip).max(30).optional(),
  sourceUrl: z.string().url().optional(),
});
export type ProductFacts = z.infer<typeof productFacts>;

/** The videos are in English only, so one locale; whole amounts drop the ".00" so €19 reads as "€19". */
export function formatPrice(price: ProductPrice): string {
  const whole = Number.isInteger(price.amount);
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: price.currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  }).format(price.amount);
}

/** Abbreviations that stay in capitals when a shouted bullet is softened. */
const acronyms = new Set("AC ABS AI ANC BPA CBD DC DIY EU EVA GPS HD HDMI IP LCD LED NFC PC PU PVC RGB SPF TV UHD UK US USA USB UV UVA UVB XL XS XXL".split(" "));

/** "LEAK-PROOF" → "leak-proof", but "USB-C", "BPA-free" and "4K" keep their capitals. */
function softenWord(word: string): string {
  if (/\d/.test(word)) return word;
  const parts = word.split("-");
  return parts.map((part) => (acronyms.has(part) || (parts.length > 1 && part.length === 1) ? part : part.toLowerCase())).join("-");
}

/** Shop bullets are often shouted ("LEAK-PROOF LID"); known abbreviations and model codes ("4K") keep their capitals. */
export function sentenceCase(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  const shouted = letters.length > 3 && letters === letters.toUpperCase();
  const softened = shouted ? text.replace(/[A-Za-z0-9]+(?:-[A-Za-z0-9]+)*/g, softenWord) : text;
  return softened.charAt(0).toUpperCase() + softened.slice(1);
}

/** Shop titles carry variants and SEO tails ("Trail Bottle - 750 ml | Blue"); the part before them is the name people say. */
export function shortProductName(name: string): string {
  const head = name.split(/\s[-–—|]\s|,|\(/)[0]?.trim() || name.trim();
  return sentenceCaseIfShouted(clipWords(head, 4));
}

function sentenceCaseIfShouted(text: string): string {
  const letters = text.replace(/[^A-Za-z]/g, "");
  return letters.length > 3 && letters === letters.toUpperCase() ? sentenceCase(text) : text;
}

const danglingWords = new Set(["a", "an", "and", "the", "of", "for", "with", "to", "in", "on", "your", "or", "by", "from", "at"]);

/** Cuts to at most `maxWords` words without ending on a word that needs a follower ("…for", "…and"). */
export function clipWords(text: string, maxWords: number): string {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length <= maxWords) return words.join(" ");
  const kept = words.slice(0, maxWords);
  while (kept.length > 1 && danglingWords.has(kept[kept.length - 1]!.toLowerCase().replace(/[^a-z]/g, ""))) kept.pop();
  return withoutTrailing(kept.join(" "), /[,;:–—-]/);
}

/** The facts tidied once: blank features dropped, duplicates removed, texts trimmed. */
export function tidyFacts(product: ProductFacts): ProductFacts {
  const seen = new Set<string>();
  const features = product.features
    .map((feature) =>
      feature
        .trim()
        .replace(/\s+/g, " ")
        .replace(/^[•\-*✓✔]\s*/, ""),
    )
    .filter((feature) => {
      const key = feature.toLowerCase();
      if (!feature || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    ...product,
    name: product.name.trim(),
    brand: product.brand?.trim() || undefined,
    description: product.description?.trim().replace(/\s+/g, " ") || undefined,
    features,
    images: product.images.filter((path) => path.trim() !== ""),
    clips: product.clips?.filter((clip) => clip.path.trim() !== ""),
  };
}
