/**
 * The few things the extractors need from an HTML tree, over parse5 (the WHATWG parsing algorithm, so broken shop
 * markup is read the way a browser reads it, entities included).
 */
import { parse, parseFragment, type DefaultTreeAdapterTypes } from "parse5";

export type Element = DefaultTreeAdapterTypes.Element;
export type HtmlDocument = DefaultTreeAdapterTypes.Document;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

export function parseHtml(html: string): HtmlDocument {
  return parse(html);
}

export function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

function isElement(node: ChildNode): node is Element {
  return "tagName" in node;
}

function childrenOf(node: ParentNode): ChildNode[] {
  return node.nodeName === "template" ? (node as DefaultTreeAdapterTypes.Template).content.childNodes : node.childNodes;
}

/** Elements under `root` in document order. `descendInto` can stop the walk at an element (it is still visited). */
export function* elements(root: ParentNode, descendInto: (element: Element) => boolean = () => true): Generator<Element> {
  for (const child of childrenOf(root)) {
    if (!isElement(child)) continue;
    yield child;
    if (descendInto(child)) yield* elements(child, descendInto);
  }
}

export function findElements(root: ParentNode, matches: (element: Element) => boolean): Element[] {
  return [...elements(root)].filter(matches);
}

const blockTags = new Set(
  ("address article aside blockquote br dd div dl dt figcaption footer h1 h2 h3 h4 h5 h6 header hr li main ol p " + "pre section table td th tr ul").split(" "),
);
const invisibleTags = new Set(["script", "style", "noscript", "template", "head", "title"]);

/**
 * The text a reader sees: block elements separate words, scripts and styles are left out, spaces collapsed.
 * `withoutLists` leaves out bullet lists, for a description whose bullets are taken as features.
 */
export function visibleText(node: ParentNode, { withoutLists = false } = {}): string {
  const parts: string[] = [];
  const collect = (parent: ParentNode) => {
    for (const child of parent.childNodes) {
      if (child.nodeName === "#text") parts.push((child as DefaultTreeAdapterTypes.TextNode).value);
      if (!isElement(child) || invisibleTags.has(child.tagName)) continue;
      if (withoutLists && (child.tagName === "ul" || child.tagName === "ol")) continue;
      const block = blockTags.has(child.tagName);
      if (block) parts.push(" ");
      collect(child);
      if (block) parts.push(" ");
    }
  };
  collect(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** The texts of the `<li>` elements under `root`: how shops write feature bullets. */
export function listItemTexts(root: ParentNode): string[] {
  return [...elements(root)].filter((element) => element.tagName === "li").map((item) => visibleText(item));
}

/** Raw text of a `<script>` (its content is never parsed as HTML). */
export function scriptText(element: Element): string {
  return element.childNodes.map((child) => ("value" in child ? child.value : "")).join("");
}

/** Shop descriptions arrive as HTML inside JSON; this reads such a snippet as a reader would. */
export function parseHtmlSnippet(html: string): DefaultTreeAdapterTypes.DocumentFragment {
  return parseFragment(html);
}
