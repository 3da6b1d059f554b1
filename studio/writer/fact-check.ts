/**
 * Finds what a text claims beyond the product's facts: numbers, prices and currencies the facts do not contain,
 * and the marketing claims sellers are tempted to invent (ratings, reviews, "best-selling", discounts). The
 * built-in writer's tests scan every line with it, and the LLM writer refuses an answer it flags.
 */
import { withoutTrailing } from "../lib/without-trailing";
import { formatPrice, type ProductFacts } from "./product-facts";

const claimPatterns: readonly RegExp[] = [
  /best[\s-]?sell(?:ing|er)/i,
  /#\s?1\b|number one/i,
  /top[\s-]rated|\brated\b|\bratings?\b|\bstars?\b/i,
  /\breviews?\b|\btestimonials?\b/i,
  /\bdiscount|\bsale\b|\boff\b.*%|%\s*off|\bdeal\b|\bsave\s+(?:\$|€|£|\d)/i,
  /limited[\s-]time|selling fast|sold out|while stocks? last|only \w+ left/i,
  /free shipping|money[\s-]back|guarantee/i,
  /award[\s-]winning|clinically|scientifically|proven/i,
  /\b(?:hundreds|thousands|millions) of\b|\bcustomers? love\b/i,
  /\bpercent\b|%/i,
];

const currencySymbols = /[$€£¥₹₩₽₺₪₫฿]/g;
const numberTokens = /\d+(?:[.,]\d+)*/g;

export function findUnsupportedClaims(text: string, product: ProductFacts): string[] {
  const factText = factsAsText(product);
  const factNumbers = new Set([...factText.matchAll(numberTokens)].map((match) => normaliseNumber(match[0])));
  if (product.price) factNumbers.add(normaliseNumber(String(product.price.amount)));
  const problems: string[] = [];
  for (const match of text.matchAll(numberTokens)) {
    if (!factNumbers.has(normaliseNumber(match[0]))) problems.push(`number "${match[0]}"`);
  }
  for (const match of text.matchAll(currencySymbols)) {
    if (!factText.includes(match[0])) problems.push(`currency "${match[0]}"`);
  }
  const currencyCodes = text.match(/\b(?:USD|EUR|GBP|JPY|CAD|AUD|CHF|CNY|INR|SEK|NOK|DKK|PLN|BRL|MXN)\b/g) ?? [];
  for (const code of currencyCodes) {
    if (!factText.includes(code)) problems.push(`currency "${code}"`);
  }
  const lowerFacts = factText.toLowerCase();
  for (const pattern of claimPatterns) {
    const claim = text.match(pattern)?.[0];
    if (claim && !lowerFacts.includes(claim.toLowerCase())) problems.push(`claim "${claim}"`);
  }
  return problems;
}

/** Everything the writer may repeat, including the price as it is displayed ("$24.99", "€19"). */
function factsAsText(product: ProductFacts): string {
  const price = product.price ? `${formatPrice(product.price)} ${product.price.currency}` : "";
  return [product.name, product.brand ?? "", product.description ?? "", ...product.features, price].join("\n");
}

/** "1,500" and "1500" are the same number; "24.99" and "24.990" too. */
function normaliseNumber(token: string): string {
  const plain = token.replace(/,(?=\d{3}\b)/g, "");
  if (!plain.includes(".")) return plain;
  const withoutZeros = withoutTrailing(plain, /0/);
  return withoutZeros !== plain && withoutZeros.endsWith(".") ? withoutZeros.slice(0, -1) : withoutZeros;
}
