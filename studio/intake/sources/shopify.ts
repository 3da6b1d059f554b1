/**
 * Shopify's own product data embedded in its themes: the product JSON (the `/products/<handle>.js` shape, in a
 * `<script type="application/json" data-product-json>` or `id="ProductJson-…"`) and the analytics `var meta =
 * {product: …}`. Prices there are in cents; the shop currency sits in `Shopify.currency` or the analytics meta.
 */
import { attribute, findElements, scriptText, type Element, type HtmlDocument } from "../html";
import type { ProductCandidate, ProductPrice } from "../product";
import { asArray, asObjects, isObject, parseLenientJson, type JsonObject } from "./json-values";
import { bulletsFromHtml, currencyCode, descriptionText, limits, plainText, tidyFeatures, uniqueImageUrls } from "../text";

export function productFromShopify(document: HtmlDocument, pageUrl: string): ProductCandidate | undefined {
  const scripts = findElements(document, (element) => element.tagName === "script");
  const currency = shopCurrency(scripts);
  const fromProductJson = productJson(scripts);
  const fromAnalytics = analyticsProduct(scripts);
  if (!fromProductJson && !fromAnalytics) return undefined;

  const variants = asObjects(fromProductJson?.variants ?? fromAnalytics?.variants);
  const cents = centsOf(fromProductJson?.price) ?? centsOf(variants[0]?.price);
  const price: ProductPrice | undefined = cents !== undefined && currency !== undefined ? { amount: cents / 100, currency } : undefined;
  const images = [...asArray(fromProductJson?.images), ...asObjects(fromProductJson?.media).map((media) => media.src), fromProductJson?.featured_image];
  return {
    name: plainText(fromProductJson?.title, limits.name) ?? nameOfVariant(variants[0]),
    description: descriptionText(fromProductJson?.description),
    price,
    brand: plainText(fromProductJson?.vendor ?? fromAnalytics?.vendor, limits.brand),
    images: uniqueImageUrls(images, pageUrl),
    features: tidyFeatures(bulletsFromHtml(fromProductJson?.description)),
  };
}

function productJson(scripts: Element[]): JsonObject | undefined {
  const script = scripts.find(
    (element) =>
      attribute(element, "type")?.toLowerCase() === "application/json" &&
      (attribute(element, "data-product-json") !== undefined || /^ProductJson/i.test(attribute(element, "id") ?? "")),
  );
  const parsed = script ? parseLenientJson(scriptText(script)) : undefined;
  // Some themes wrap it as {"product": {...}}.
  const product = isObject(parsed) && isObject(parsed.product) ? parsed.product : parsed;
  return isObject(product) && typeof product.title === "string" ? product : undefined;
}

function analyticsProduct(scripts: Element[]): JsonObject | undefined {
  for (const script of scripts) {
    const text = scriptText(script);
    const start = /var\s+meta\s*=\s*\{/.exec(text);
    if (!start) continue;
    const meta = parseLenientJson(balancedObjectAt(text, start.index + start[0].length - 1));
    if (isObject(meta) && isObject(meta.product)) return meta.product;
  }
  return undefined;
}

function shopCurrency(scripts: Element[]): string | undefined {
  // `[^{}]` stops each try at the next brace: with `[^}]`, a script repeating "Shopify.currency = {" without a closing
  // brace had every repetition scan to the end of the script.
  const patterns = [/Shopify\.currency\s*=\s*\{[^{}]*?["']active["']\s*:\s*["']([A-Za-z]{3})["']/, /ShopifyAnalytics\.meta\.currency\s*=\s*["']([A-Za-z]{3})["']/];
  for (const script of scripts) {
    const text = scriptText(script);
    for (const pattern of patterns) {
      const code = currencyCode(pattern.exec(text)?.[1]);
      if (code) return code;
    }
  }
  return undefined;
}

/** The analytics meta names variants "Title - Variant"; the product's name is the part before the variant. */
function nameOfVariant(variant: JsonObject | undefined): string | undefined {
  const name = typeof variant?.name === "string" ? variant.name : undefined;
  const variantTitle = typeof variant?.public_title === "string" ? variant.public_title : undefined;
  const suffix = variantTitle ? ` - ${variantTitle}` : undefined;
  const base = suffix && name?.endsWith(suffix) ? name.slice(0, -suffix.length) : name;
  return plainText(base, limits.name);
}

/** Whole numbers are cents (the `.js` shape); a decimal string is already in the main unit (the `.json` shape). */
function centsOf(value: unknown): number | undefined {
  if (typeof value === "number" && Number.isInteger(value) && value >= 0) return value;
  if (typeof value === "string" && /^\d+$/.test(value)) return Number(value);
  if (typeof value === "string" && /^\d+\.\d{1,2}$/.test(value)) return Math.round(Number(value) * 100);
  return undefined;
}

/** The `{…}` starting at `start`, found by counting braces outside strings, since it is followed by more script. */
function balancedObjectAt(text: string, start: number): string {
  let depth = 0;
  let quote: string | undefined;
  for (let index = start; index < text.length; index += 1) {
    const char = text[index]!;
    if (quote) {
      if (char === "\\") index += 1;
      else if (char === quote) quote = undefined;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth += 1;
    else if (char === "}" && --depth === 0) return text.slice(start, index + 1);
  }
  return "";
}
