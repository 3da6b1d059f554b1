/**
 * A product from a shop page's HTML. Each kind of markup is read on its own, then merged field by field in order of
 * trust: the first source that knows a field wins it, so a correct JSON-LD price is never overridden by a preview tag.
 */
import { IntakeError } from "./errors";
import { parseHtml, type HtmlDocument } from "./html";
import type { ExtractedProduct, ProductCandidate } from "./product";
import { productFromJsonLd } from "./sources/json-ld";
import { productFromMicrodata } from "./sources/microdata";
import { productFromOpenGraph, productFromPlainMeta } from "./sources/meta-tags";
import { featuresFromPageBullets } from "./sources/page-bullets";
import { productFromShopify } from "./sources/shopify";

type Source = (document: HtmlDocument, pageUrl: string) => ProductCandidate | undefined;

/** Markup that says "this is a product" in so many words; the sources after it only describe a page. */
const productMarkupSources: readonly Source[] = [productFromJsonLd, productFromShopify, productFromMicrodata];
const pageSources: readonly Source[] = [featuresFromPageBullets, productFromOpenGraph, productFromPlainMeta];

export const noProductMessage = "We could not find a product on that page. Enter the details instead.";

export function extractProduct(html: string, pageUrl: string): ExtractedProduct {
  const document = parseHtml(html);
  const fromProductMarkup = productMarkupSources.map((source) => source(document, pageUrl));
  const fromPage = pageSources.map((source) => source(document, pageUrl));
  const candidates = [...fromProductMarkup, ...fromPage].filter((candidate) => candidate !== undefined);
  const product: ExtractedProduct = {
    name: firstKnown(candidates, "name") ?? "",
    description: firstKnown(candidates, "description"),
    price: firstKnown(candidates, "price"),
    brand: firstKnown(candidates, "brand"),
    images: firstNonEmpty(candidates, "images"),
    features: firstNonEmpty(candidates, "features"),
    sourceUrl: pageUrl,
  };
  // A title alone is on every page; without product markup, a price or a picture it is not a product.
  const isProduct = fromProductMarkup.some((candidate) => candidate?.name) || product.price || product.images.length;
  if (!product.name || !isProduct) throw new IntakeError("no_product_found", noProductMessage);
  return product;
}

function firstKnown<Field extends "name" | "description" | "price" | "brand">(candidates: readonly ProductCandidate[], field: Field): ProductCandidate[Field] {
  return candidates.find((candidate) => candidate[field] !== undefined)?.[field];
}

function firstNonEmpty(candidates: readonly ProductCandidate[], field: "images" | "features"): string[] {
  return candidates.find((candidate) => (candidate[field]?.length ?? 0) > 0)?.[field] ?? [];
}
