/**
 * schema.org `Product` written as HTML microdata (`itemscope itemtype=…/Product`, `itemprop=…`), as WooCommerce and
 * older themes do. Values are read the way the microdata spec reads them, plus the `content` attribute on any
 * element, which shops use widely to give a clean value next to the formatted one.
 */
import { attribute, elements, listItemTexts, visibleText, type Element, type HtmlDocument } from "../html";
import type { ProductCandidate, ProductPrice } from "../product";
import { currencyCode, limits, parsePriceAmount, plainText, tidyFeatures, uniqueImageUrls } from "../text";

interface MicrodataValue {
  element: Element;
  text: string;
  item?: MicrodataItem;
}
type MicrodataItem = Map<string, MicrodataValue[]>;

const productItemType = /^https?:\/\/schema\.org\/(Product|IndividualProduct|ProductModel|ProductGroup)$/;

export function productFromMicrodata(document: HtmlDocument, pageUrl: string): ProductCandidate | undefined {
  const productElement = [...elements(document)].find(
    (element) => attribute(element, "itemscope") !== undefined && (attribute(element, "itemtype") ?? "").split(/\s+/).some((type) => productItemType.test(type)),
  );
  if (!productElement) return undefined;
  const product = readItem(productElement);
  const description = product.get("description")?.[0];
  return {
    name: plainText(firstText(product, "name"), limits.name),
    description: description ? plainText(visibleText(description.element, { withoutLists: true }) || description.text, limits.description) : undefined,
    price: priceOf(product),
    brand: plainText(nameOf(product.get("brand")?.[0]), limits.brand),
    images: uniqueImageUrls(
      (product.get("image") ?? []).map((image) => (image.item ? firstText(image.item, "url") : image.text)),
      pageUrl,
    ),
    features: description ? tidyFeatures(listItemTexts(description.element)) : [],
  };
}

/** The properties of one item; a nested item's own properties stay inside it. */
function readItem(scope: Element): MicrodataItem {
  const properties: MicrodataItem = new Map();
  const isNestedScope = (element: Element) => attribute(element, "itemscope") !== undefined;
  for (const element of elements(scope, (element) => !isNestedScope(element))) {
    const names = attribute(element, "itemprop")?.split(/\s+/).filter(Boolean) ?? [];
    if (names.length === 0) continue;
    const value: MicrodataValue = isNestedScope(element) ? { element, text: visibleText(element), item: readItem(element) } : { element, text: propertyValue(element) };
    for (const name of names) properties.set(name, [...(properties.get(name) ?? []), value]);
  }
  return properties;
}

function propertyValue(element: Element): string {
  const content = attribute(element, "content");
  if (content !== undefined) return content;
  switch (element.tagName) {
    case "img": {
      // Lazy-loading themes put a placeholder in src and the real image in data-src.
      const src = attribute(element, "src") ?? "";
      return src.startsWith("data:") ? (attribute(element, "data-src") ?? "") : src || (attribute(element, "data-src") ?? "");
    }
    case "audio":
    case "embed":
    case "iframe":
    case "source":
    case "track":
    case "video":
      return attribute(element, "src") ?? "";
    case "a":
    case "area":
    case "link":
      return attribute(element, "href") ?? "";
    case "object":
      return attribute(element, "data") ?? "";
    case "data":
    case "meter":
      return attribute(element, "value") ?? "";
    case "time":
      return attribute(element, "datetime") ?? visibleText(element);
    default:
      return visibleText(element);
  }
}

function priceOf(product: MicrodataItem): ProductPrice | undefined {
  const scopes = [product, ...(product.get("offers") ?? []).flatMap((offer) => (offer.item ? [offer.item] : []))];
  for (const scope of scopes) {
    const amount = parsePriceAmount(firstText(scope, "price") ?? firstText(scope, "lowPrice"));
    const currency = currencyCode(firstText(scope, "priceCurrency"));
    if (amount !== undefined && currency !== undefined) return { amount, currency };
    const inner = scope === product ? undefined : priceOf(scope);
    if (inner) return inner;
  }
  return undefined;
}

function nameOf(value: MicrodataValue | undefined): string | undefined {
  if (!value) return undefined;
  return value.item ? firstText(value.item, "name") : value.text;
}

function firstText(item: MicrodataItem, name: string): string | undefined {
  return item.get(name)?.[0]?.text;
}
