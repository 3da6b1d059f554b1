/**
 * The help center's articles: markdown files in content/help/<locale>/<slug>.md with a small front matter (title,
 * summary, order), read once per process, and the search over them in the reader's language.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { Locale } from "~/i18n";
import { parseMarkdown, plainText, type Block } from "~/utils/help-markdown";

export interface HelpArticle {
  slug: string;
  title: string;
  summary: string;
  order: number;
  blocks: Block[];
  /** The article's words without markdown, for search and snippets. */
  text: string;
}

export interface HelpSearchResult {
  slug: string;
  title: string;
  summary: string;
  /** Words around the first match in the article, with the match itself apart so the page can mark it. */
  snippet: { before: string; match: string; after: string } | null;
}

/** A longer query is cut: nobody types more into a help search box, and every article is scanned per term. */
export const maxQueryLength = 100;

const slugPattern = /^[a-z0-9-]+$/;

/** Splits a file into its front matter's fields and its body; a file without all three fields is a mistake in the repository. */
export function readArticle(slug: string, source: string): HelpArticle {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(source);
  if (!match) throw new Error(`Help article ${slug} has no front matter.`);
  const fields = new Map<string, string>();
  for (const line of match[1]!.split(/\r?\n/)) {
    const separator = line.indexOf(":");
    if (separator > 0) fields.set(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  const title = fields.get("title");
  const summary = fields.get("summary");
  const order = Number(fields.get("order"));
  if (!title || !summary || !Number.isInteger(order)) throw new Error(`Help article ${slug} needs a title, a summary and a whole-number order.`);
  const blocks = parseMarkdown(match[2]!);
  return { slug, title, summary, order, blocks, text: plainText(blocks) };
}

export function loadArticles(folder: string): HelpArticle[] {
  return readdirSync(folder)
    .filter((name) => name.endsWith(".md") && slugPattern.test(name.slice(0, -3)))
    .map((name) => readArticle(name.slice(0, -3), readFileSync(path.join(folder, name), "utf8")))
    .sort((a, b) => a.order - b.order || a.slug.localeCompare(b.slug));
}

const articlesRoot = path.resolve("content/help");
const cache = new Map<Locale, HelpArticle[]>();

/** The articles in the reader's language, in their order. */
export function helpArticles(locale: Locale): HelpArticle[] {
  let articles = cache.get(locale);
  if (!articles) {
    articles = loadArticles(path.join(articlesRoot, locale));
    cache.set(locale, articles);
  }
  return articles;
}

export function helpArticle(locale: Locale, slug: string): HelpArticle | null {
  return helpArticles(locale).find((article) => article.slug === slug) ?? null;
}

const snippetRadius = 80;

/** Where `term` first starts a word (a search for "size" should quote "size", not "resize"), else where it first occurs. */
function firstMatch(lowerText: string, term: string): number {
  for (let at = lowerText.indexOf(term); at >= 0; at = lowerText.indexOf(term, at + 1)) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(lowerText[at - 1]!)) return at;
  }
  return lowerText.indexOf(term);
}

/** The words around the match within its line (a paragraph or list item), cut at spaces where the language has them. */
function snippetAround(text: string, term: string): HelpSearchResult["snippet"] {
  const at = firstMatch(text.toLowerCase(), term);
  if (at < 0) return null;
  const matchEnd = at + term.length;
  const lineStart = text.lastIndexOf("\n", at) + 1;
  const lineEnd = text.indexOf("\n", matchEnd) < 0 ? text.length : text.indexOf("\n", matchEnd);
  let start = Math.max(lineStart, at - snippetRadius);
  let end = Math.min(lineEnd, matchEnd + snippetRadius);
  const spaceAfterStart = text.indexOf(" ", start);
  if (start > lineStart && spaceAfterStart >= 0 && spaceAfterStart < at) start = spaceAfterStart + 1;
  const spaceBeforeEnd = text.lastIndexOf(" ", end);
  if (end < lineEnd && spaceBeforeEnd > matchEnd) end = spaceBeforeEnd;
  return {
    before: (start > lineStart ? "…" : "") + text.slice(start, at),
    match: text.slice(at, matchEnd),
    after: text.slice(matchEnd, end) + (end < lineEnd ? "…" : ""),
  };
}

/**
 * Articles holding every word of the query (Chinese is written without spaces, so a run of it is one term found as
 * a substring), best first: a word in the title counts most, then the summary, then the body.
 */
export function searchArticles(articles: HelpArticle[], query: string): HelpSearchResult[] {
  const terms = query.slice(0, maxQueryLength).toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return [];
  const scored = articles.flatMap((article) => {
    const title = article.title.toLowerCase();
    const summary = article.summary.toLowerCase();
    const body = article.text.toLowerCase();
    let score = 0;
    for (const term of terms) {
      const termScore = (title.includes(term) ? 3 : 0) + (summary.includes(term) ? 2 : 0) + (body.includes(term) ? 1 : 0);
      if (termScore === 0) return [];
      score += termScore;
    }
    const bodyTerm = terms.find((term) => body.includes(term));
    const result: HelpSearchResult = { slug: article.slug, title: article.title, summary: article.summary, snippet: bodyTerm ? snippetAround(article.text, bodyTerm) : null };
    return [{ result, score, order: article.order }];
  });
  return scored.sort((a, b) => b.score - a.score || a.order - b.order).map((entry) => entry.result);
}
