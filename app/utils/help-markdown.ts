/**
 * The help articles' markdown: the few forms the articles use (## and ### headings, paragraphs, "-" and "1." lists,
 * **bold**, `code`, [links](/path)), read into a tree that React renders as elements. No HTML string is ever made,
 * so markup typed into an article shows as text (docs/decisions/192-help-center-and-feedback.md).
 */

export type Inline = { kind: "text"; text: string } | { kind: "strong"; text: string } | { kind: "code"; text: string } | { kind: "link"; text: string; href: string };

export type Block = { kind: "heading"; level: 2 | 3; text: string } | { kind: "paragraph"; content: Inline[] } | { kind: "list"; ordered: boolean; items: Inline[][] };

/** Links may lead inside the site or to an https page; anything else (javascript:, data:) stays plain text. */
export function isSafeHref(href: string): boolean {
  return (href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#") || href.startsWith("https://");
}

const inlinePattern = /\*\*([^*]+)\*\*|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(line: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of line.matchAll(inlinePattern)) {
    if (match.index > last) parts.push({ kind: "text", text: line.slice(last, match.index) });
    const [whole, strong, code, linkText, href] = match;
    if (strong !== undefined) parts.push({ kind: "strong", text: strong });
    else if (code !== undefined) parts.push({ kind: "code", text: code });
    else if (linkText !== undefined && href !== undefined && isSafeHref(href)) parts.push({ kind: "link", text: linkText, href });
    else parts.push({ kind: "text", text: whole });
    last = match.index + whole.length;
  }
  if (last < line.length) parts.push({ kind: "text", text: line.slice(last) });
  return parts;
}

const bulletItem = /^\s*[-*]\s+(.*)$/;
const numberedItem = /^\s*\d+[.)]\s+(.*)$/;

export function parseMarkdown(markdown: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flush = () => {
    if (paragraph.length > 0) blocks.push({ kind: "paragraph", content: parseInline(paragraph.join(" ")) });
    if (list) blocks.push({ kind: "list", ordered: list.ordered, items: list.items.map(parseInline) });
    paragraph = [];
    list = null;
  };

  for (const rawLine of markdown.split(/\r?\n/)) {
    const line = rawLine.trim();
    const heading = /^(#{2,3})\s+(.*)$/.exec(line);
    const bullet = bulletItem.exec(rawLine);
    const numbered = numberedItem.exec(rawLine);
    if (line === "") flush();
    else if (heading) {
      flush();
      blocks.push({ kind: "heading", level: heading[1]!.length as 2 | 3, text: heading[2]! });
    } else if (bullet || numbered) {
      const ordered = Boolean(numbered);
      if (paragraph.length > 0 || (list && list.ordered !== ordered)) flush();
      list ??= { ordered, items: [] };
      list.items.push((bullet ?? numbered)![1]!);
    } else if (list && /^\s+/.test(rawLine)) {
      // An indented line continues the list item above it.
      list.items[list.items.length - 1] += ` ${line}`;
    } else {
      if (list) flush();
      paragraph.push(line);
    }
  }
  flush();
  return blocks;
}

/**
 * The words a reader sees, without the markdown signs: what search looks in and what snippets quote. One line per
 * heading, paragraph and list item, so a snippet never runs a heading into the sentence after it.
 */
export function plainText(blocks: Block[]): string {
  const inlineText = (parts: Inline[]) => parts.map((part) => part.text).join("");
  return blocks
    .flatMap((block) => (block.kind === "heading" ? [block.text] : block.kind === "paragraph" ? [inlineText(block.content)] : block.items.map(inlineText)))
    .join("\n");
}
