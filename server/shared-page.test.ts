import { describe, expect, it } from "vitest";
import { answerSharedPage, createSharedPageCache, readSharedPage } from "./shared-page";

const html = "<!DOCTYPE html><p>Hello</p>";
const page = (body = html) => readSharedPage(new Response(body, { headers: { "Content-Type": "text/html", "Cache-Control": "public, s-maxage=600" } }));

describe("shared pages", () => {
  it("give the same page the same tag, and another page another", async () => {
    const first = await page();
    const second = await page();
    const other = await page("<p>Bye</p>");
    expect(first.headers.get("ETag")).toMatch(/^W\/".+"$/);
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
    expect(other.headers.get("ETag")).not.toBe(first.headers.get("ETag"));
    expect(await answerSharedPage(first, undefined).text()).toBe(html);
  });

  it("answer a matching If-None-Match with 304, no body and the caching headers", async () => {
    const stored = await page();
    const etag = stored.headers.get("ETag")!;
    for (const ifNoneMatch of [etag, etag.replace(/^W\//, ""), `"other", ${etag}`, "*"]) {
      const revalidated = answerSharedPage(stored, ifNoneMatch);
      expect(revalidated.status).toBe(304);
      expect(await revalidated.text()).toBe("");
      expect(revalidated.headers.get("Cache-Control")).toBe("public, s-maxage=600");
    }
    expect(answerSharedPage(stored, '"other"').status).toBe(200);
  });

  it("are remembered for a minute, and at most so many of them", async () => {
    let clock = 0;
    const cache = createSharedPageCache({ maxEntries: 2, ttlMs: 60_000, now: () => clock });
    const stored = await page();
    await cache.set("/", stored);
    expect(await cache.get("/")).toBe(stored);
    clock = 59_999;
    expect(await cache.get("/")).toBe(stored);
    clock = 60_000;
    expect(await cache.get("/")).toBeUndefined();

    await cache.set("/a", stored);
    await cache.set("/b", stored);
    await cache.set("/c", stored);
    expect(cache.size).toBe(2);
    expect(await cache.get("/a")).toBeUndefined();
    expect(await cache.get("/c")).toBe(stored);
  });
});
