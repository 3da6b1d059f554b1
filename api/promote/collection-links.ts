/**
 * The product pages a shop's collection or category page links to. The product intake reads one product per page;
 * a collection page names no product itself, so its links are read from what shops put there: a JSON-LD `ItemList`
 * (or a `CollectionPage` holding one), else the page's links to product addresses on the same site (`/products/…`,
 * `/product/…`, `/p/…`), in page order, without repeats.
 */
import { attribute, findElements, parseHtml, scriptText, type HtmlDocument } from "../../studio/intake/html";
import { productFromUrlDefaults } from "../../studio/intake/product-from-url";
import { htmlContentTypes, safeFetch, type NetworkAccessOptions } from "../../studio/intake/safe-fetch";
import { absoluteHttpUrl } from "../../studio/intake/text";

const productPath = /\/(products?|p)\/[^/]+\/?$/i;

/** The page at url fetched through the intake's guard, and the product pages it lists (at most `max`). */
export async function readCollectionLinks(url: string, max: number, options: NetworkAccessOptions): Promise<string[]> {
  const page = await safeFetch(url, {
    ...options,
    allowedContentTypes: htmlContentTypes,
    maxBytes: productFromUrlDefaults.pageMaxBytes,
    timeoutMs: productFromUrlDefaults.pageTimeoutMs,
  });
  return collectionLinks(page.body.toString("utf8"), page.url).slice(0, max);
}

export function collectionLinks(html: string, pageUrl: string): string[] {
  const document = parseHtml(html);
  const listed = itemListLinks(document, pageUrl);
  const links = listed.length > 0 ? listed : productAnchorLinks(document, pageUrl);
  return [...new Set(links)].filter((link) => link !== pageUrl);
}

function itemListLinks(document: HtmlDocument, pageUrl: string): string[] {
  const links: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== "object") return;
    const record = node as Record<string, unknown>;
    if (record["@graph"]) visit(record["@graph"]);
    if (record.mainEntity) visit(record.mainEntity);
    if (record["@type"] !== "ItemList" || !Array.isArray(record.itemListElement)) return;
    for (const element of record.itemListElement as unknown[]) {
      const entry = (element ?? {}) as Record<string, unknown>;
      const item = (entry.item ?? {}) as Record<string, unknown> | string;
      const candidate = entry.url ?? (typeof item === "string" ? item : (item.url ?? item["@id"]));
      const link = absoluteHttpUrl(candidate, pageUrl);
      if (link) links.push(link);
    }
  };
  for (const script of findElements(document, (element) => element.tagName === "script" && attribute(element, "type") === "application/ld+json")) {
    try {
      visit(JSON.parse(scriptText(script)));
    } catch {
      continue;
    }
  }
  return links;
}

function productAnchorLinks(document: HtmlDocument, pageUrl: string): string[] {
  const origin = new URL(pageUrl).origin;
  return findElements(document, (element) => element.tagName === "a")
    .map((anchor) => absoluteHttpUrl(attribute(anchor, "href"), pageUrl))
    .filter((link): link is string => link !== undefined && new URL(link).origin === origin && productPath.test(new URL(link).pathname))
    .map((link) => {
      const clean = new URL(link);
      clean.search = "";
      return clean.href;
    });
}
