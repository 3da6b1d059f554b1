import { describe, expect, it } from "vitest";
import { locales } from "~/i18n";
import { helpArticle, helpArticles, readArticle, searchArticles } from "./help.server";

const article = (slug: string, title: string, body: string, order = 1) => readArticle(slug, `---\ntitle: ${title}\nsummary: About ${title}\norder: ${order}\n---\n${body}`);

describe("help articles", () => {
  it("has the same articles, in the same order, in English and Chinese, each with a title, summary and body", () => {
    const [en, zh] = locales.map((locale) => helpArticles(locale));
    expect(en!.map((entry) => entry.slug)).toEqual(["make-a-video", "edit-a-video", "resize-a-video", "share-a-video", "plans", "embed-forms", "privacy"]);
    expect(zh!.map((entry) => entry.slug)).toEqual(en!.map((entry) => entry.slug));
    for (const entry of [...en!, ...zh!]) expect(entry.text.length).toBeGreaterThan(200);
    expect(helpArticle("zh", "plans")?.title).toBe("套餐与限制");
    expect(helpArticle("en", "nope")).toBeNull();
  });

  it("links only to articles that exist", () => {
    for (const locale of locales) {
      for (const entry of helpArticles(locale)) {
        const links = entry.blocks.flatMap((block) => (block.kind === "paragraph" ? [block.content] : block.kind === "list" ? block.items : [])).flat();
        for (const link of links.filter((part) => part.kind === "link" && part.href.startsWith("/help/"))) {
          expect(helpArticle(locale, (link as { href: string }).href.slice("/help/".length)), `${locale}/${entry.slug} → ${(link as { href: string }).href}`).not.toBeNull();
        }
      }
    }
  });

  it("refuses a file without its front matter fields", () => {
    expect(() => readArticle("x", "no front matter")).toThrow("has no front matter");
    expect(() => readArticle("x", "---\ntitle: T\n---\nbody")).toThrow("needs a title, a summary");
  });
});

describe("help search", () => {
  const articles = [article("a", "Share a video", "Copy the public link.", 1), article("b", "Plans", "Pro includes video shares and more. ".repeat(10), 2)];

  it("finds every word, title matches first, with a snippet around the match in the body", () => {
    const results = searchArticles(articles, "  SHARE  ");
    expect(results.map((result) => result.slug)).toEqual(["a", "b"]);
    expect(results[1]!.snippet).toMatchObject({ before: "Pro includes video ", match: "share", after: expect.stringMatching(/^s and more\..*…$/) });
  });

  it("quotes a match that starts a word, within its own paragraph, cut at spaces", () => {
    const sizes = article("c", "Sizes", "## Auto-resize\nThe widget resizes itself. Pick a size that fits every channel you post to and every player on your site, from stories to wide screens.");
    const [result] = searchArticles([sizes], "size");
    expect(result!.snippet).toEqual({ before: "The widget resizes itself. Pick a ", match: "size", after: " that fits every channel you post to and every player on your site, from stories…" });
  });

  it("needs every word of the query", () => {
    expect(searchArticles(articles, "public link").map((result) => result.slug)).toEqual(["a"]);
    expect(searchArticles(articles, "public pro")).toEqual([]);
    expect(searchArticles(articles, "   ")).toEqual([]);
  });

  it("finds Chinese text without spaces", () => {
    const results = searchArticles(helpArticles("zh"), "完播率");
    expect(results.map((result) => result.slug)).toEqual(["share-a-video"]);
    expect(results[0]!.snippet?.match).toBe("完播率");
  });
});
