/**
 * schema.org `Product` in JSON-LD: the most trusted source, because shops write it for search engines and keep it
 * correct. Handles `@graph`, top-level arrays, nodes nested under other nodes, `@id` references and every shape of
 * `offers` (object, array, AggregateOffer).
 */
import { attribute, findElements, scriptText, type HtmlDocument } from "../html";
import type { ProductCandidate, ProductPrice } from "../product";
import { asArray, first, isObject, parseLenientJson, type JsonObject } from "./json-values";
import { bulletsFromHtml, currencyCode, descriptionText, limits, parsePriceAmount, plainText, tidyFeatures, uniqueImageUrls } from "../text";

const productTypes = new Set(["Product", "ProductGroup", "IndividualProduct", "ProductModel"]);

export function productFromJsonLd(document: HtmlDocument, pageUrl: string): ProductCandidate | undefined {
  const blocks = findElements(document, (element) => element.tagName === "script" && attribute(element, "type")?.trim().toLowerCase() === "application/ld+json").map(
    (script) => parseLenientJson(scriptText(script)),
  );
  const nodes = blocks.flatMap((block) => collectNodes(block, 0));
  const byId = new Map<string, JsonObject>();
  for (const node of nodes) {
    if (typeof node["@id"] === "string" && !isReference(node) && !byId.has(node["@id"])) byId.set(node["@id"], node);
  }
  const resolve = (value: unknown): unknown => (isReference(value) ? (byId.get(value["@id"]) ?? value) : value);
  const product = nodes.find((node) => typesOf(node).some((type) => productTypes.has(type)) && node.name);
  if (!product) return undefined;

  const description = first(product.description);
  return {
    name: plainText(first(product.name), limits.name),
    description: descriptionText(description),
    price: priceOf(product, resolve),
    brand: brandOf(product.brand, resolve),
    images: uniqueImageUrls(imageUrls(product.image, resolve), pageUrl),
    features: tidyFeatures(bulletsFromHtml(description)),
  };
}

/** `{"@id": "…"}` alone points at a node defined elsewhere in the page's JSON-LD. */
function isReference(value: unknown): value is { "@id": string } {
  return isObject(value) && typeof value["@id"] === "string" && Object.keys(value).length === 1;
}

/** Every object in the JSON, depth-first, so a Product under `@graph`, `mainEntity` or an array is found. */
function collectNodes(value: unknown, depth: number): JsonObject[] {
  if (depth > 12) return [];
  if (Array.isArray(value)) return value.flatMap((item) => collectNodes(item, depth + 1));
  if (!isObject(value)) return [];
  return [value, ...Object.values(value).flatMap((child) => collectNodes(child, depth + 1))];
}

function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node["@type"]) ? node["@type"] : [node["@type"]];
  return types.filter((type): type is string => typeof type === "string").map((type) => type.replace(/^.*[/:#]/, ""));
}

function priceOf(product: JsonObject, resolve: (value: unknown) => unknown): ProductPrice | undefined {
  const variants = asArray(resolve(product.hasVariant)).map(resolve).filter(isObject);
  const offerSources = [product.offers, ...variants.map((variant) => variant.offers)];
  for (const offers of offerSources) {
    for (const offer of asArray(resolve(offers)).map(resolve).filter(isObject)) {
      const price = priceOfOffer(offer, resolve);
      if (price) return price;
    }
  }
  return undefined;
}

/** An Offer's own price, its price specification, or an AggregateOffer's lowest price (or its inner offers). */
function priceOfOffer(offer: JsonObject, resolve: (value: unknown) => unknown): ProductPrice | undefined {
  const specifications = asArray(resolve(offer.priceSpecification)).map(resolve).filter(isObject);
  const candidates = [offer, ...specifications].map((source) => ({
    amount: parsePriceAmount(first(source.price) ?? first(source.lowPrice)),
    currency: currencyCode(first(source.priceCurrency) ?? first(offer.priceCurrency)),
  }));
  const found = candidates.find((candidate) => candidate.amount !== undefined && candidate.currency !== undefined);
  if (found) return { amount: found.amount!, currency: found.currency! };
  for (const inner of asArray(resolve(offer.offers)).map(resolve).filter(isObject)) {
    const price = priceOfOffer(inner, resolve);
    if (price) return price;
  }
  return undefined;
}

function brandOf(value: unknown, resolve: (value: unknown) => unknown): string | undefined {
  const brand = resolve(first(value));
  return plainText(isObject(brand) ? first(brand.name) : brand, limits.brand);
}

function imageUrls(value: unknown, resolve: (value: unknown) => unknown): unknown[] {
  return asArray(value)
    .map(resolve)
    .map((image) => (isObject(image) ? (first(image.url) ?? first(image.contentUrl)) : image));
}
