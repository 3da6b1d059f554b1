/**
 * The least trusted sources: OpenGraph (`og:*`, `product:price:*`), then plain meta tags and `<title>`. They are
 * written for link previews, so titles carry the shop's name and a page about something else has them too.
 */
import { attribute, elements, visibleText, type HtmlDocument } from "../html";
import type { ProductCandidate, ProductPrice } from "../product";
import { currencyCode, limits, parsePriceAmount, plainText, uniqueImageUrls } from "../text";

type MetaTags = Map<string, string[]>;

/** og:type values of pages that may describe a product; an article or profile page does not. */
const productLikeTypes = new Set(["product", "product.item", "product.group", "og:product", "website"]);

export function productFromOpenGraph(document: HtmlDocument, pageUrl: string): ProductCandidate | undefined {
  const tags = metaTags(document);
  const type = firstOf(tags, "og:type")?.toLowerCase();
  if (type !== undefined && !productLikeTypes.has(type)) return undefined;
  const siteName = firstOf(tags, "og:site_name");
  const candidate: ProductCandidate = {
    name: plainText(withoutSiteName(firstOf(tags, "og:title"), siteName), limits.name),
    description: plainText(firstOf(tags, "og:description"), limits.description),
    price: priceOf(tags),
    brand: plainText(firstOf(tags, "product:brand", "og:brand"), limits.brand),
    images: uniqueImageUrls([...(tags.get("og:image:secure_url") ?? []), ...(tags.get("og:image") ?? []), ...(tags.get("og:image:url") ?? [])], pageUrl),
  };
  return Object.values(candidate).some((value) => (Array.isArray(value) ? value.length > 0 : value !== undefined)) ? candidate : undefined;
}

/** Name and description only: images in plain meta tags are as often a logo or an article's picture as a product. */
export function productFromPlainMeta(document: HtmlDocument): ProductCandidate | undefined {
  const tags = metaTags(document);
  const title = [...elements(document)].find((element) => element.tagName === "title");
  const siteName = firstOf(tags, "og:site_name", "application-name");
  const name = plainText(withoutSiteName(firstOf(tags, "twitter:title") ?? (title ? visibleText(title) : undefined), siteName), limits.name);
  const description = plainText(firstOf(tags, "description", "twitter:description"), limits.description);
  return name || description ? { name, description } : undefined;
}

/** `<meta property|name=… content=…>` by lower-cased key, values in document order. */
function metaTags(document: HtmlDocument): MetaTags {
  const tags: MetaTags = new Map();
  for (const element of elements(document)) {
    if (element.tagName !== "meta") continue;
    const key = (attribute(element, "property") ?? attribute(element, "name"))?.trim().toLowerCase();
    const content = attribute(element, "content")?.trim();
    if (!key || !content) continue;
    tags.set(key, [...(tags.get(key) ?? []), content]);
  }
  return tags;
}

function firstOf(tags: MetaTags, ...keys: string[]): string | undefined {
  for (const key of keys) {
    const value = tags.get(key)?.[0];
    if (value) return value;
  }
  return undefined;
}

function priceOf(tags: MetaTags): ProductPrice | undefined {
  const amount = parsePriceAmount(firstOf(tags, "product:price:amount", "og:price:amount"));
  const currency = currencyCode(firstOf(tags, "product:price:currency", "og:price:currency"));
  return amount !== undefined && currency !== undefined ? { amount, currency } : undefined;
}

/** "Trail Bottle | Northwind Outfitters" → "Trail Bottle", only when the tail is the site's own name. */
function withoutSiteName(title: string | undefined, siteName: string | undefined): string | undefined {
  if (!title || !siteName) return title;
  const separators = [" | ", " - ", " – ", " — ", " · ", " :: "];
  for (const separator of separators) {
    const suffix = `${separator}${siteName}`;
    if (title.toLowerCase().endsWith(suffix.toLowerCase())) return title.slice(0, -suffix.length);
  }
  return title;
}
