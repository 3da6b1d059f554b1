/**
 * Feature bullets that live only in the page's markup, in the containers shop themes give them (a marketplace's
 * `#feature-bullets`, WooCommerce's short description, "highlights" blocks). Used when no structured source has any.
 */
import { attribute, elements, listItemTexts, type Element, type HtmlDocument } from "../html";
import type { ProductCandidate } from "../product";
import { tidyFeatures } from "../text";

const bulletContainer = /feature|bullet|highlight|key-?points|short-description/i;

export function featuresFromPageBullets(document: HtmlDocument): ProductCandidate | undefined {
  for (const element of elements(document)) {
    if (!isBulletContainer(element)) continue;
    // Navigation menus also sit in lists; real bullets are sentences, not one-word links.
    const bullets = listItemTexts(element).filter((text) => text.split(/\s+/).length >= 3);
    if (bullets.length >= 2) return { features: tidyFeatures(bullets) };
  }
  return undefined;
}

function isBulletContainer(element: Element): boolean {
  if (element.tagName === "nav" || element.tagName === "li") return false;
  return bulletContainer.test(`${attribute(element, "id") ?? ""} ${attribute(element, "class") ?? ""}`);
}
