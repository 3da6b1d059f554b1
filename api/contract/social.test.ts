import { describe, expect, it } from "vitest";
import { captionProblem } from "./social";

describe("a caption against a platform's limits", () => {
  it("counts hashtags in any script and @mentions, not a link's fragment, an entity or an e-mail address", () => {
    const thirty = Array.from({ length: 30 }, (_, index) => `#露营${index}`).join(" ");
    const twenty = Array.from({ length: 20 }, (_, index) => `@shop_${index}`).join(" ");
    const extras = "See https://shop.example/page#top, &#35;sale and write to me@example.com.";
    expect(captionProblem(`${thirty} ${twenty} ${extras}`, "instagram")).toBeNull();
    expect(captionProblem(`${thirty} #更多 ${extras}`, "instagram")).toEqual({ kind: "hashtags", max: 30, count: 31 });
    expect(captionProblem(`${twenty} @one.more ${extras}`, "instagram")).toEqual({ kind: "mentions", max: 20, count: 21 });
  });

  it("measures YouTube's description in UTF-8 bytes, and leaves TikTok's length to the character limit", () => {
    expect(captionProblem("保".repeat(1666), "youtube")).toBeNull();
    expect(captionProblem("保".repeat(1667), "youtube")).toEqual({ kind: "bytes", max: 5000, count: 5001 });
    expect(captionProblem(`${"保".repeat(2000)} ${"#tag ".repeat(80)}`, "tiktok")).toBeNull();
  });
});
