import { describe, expect, it } from "vitest";
import { createPosterHref, emptyPosterView, isPosterChange, offerOf, PosterChangeSchema, PosterSchema, readPosterView } from "./posters";

const saved = { intent: "save", product: "p1", template: "big-sale", size: "a4", headline: "Summer sale" };

describe("the /create-promotion-poster address", () => {
  it("keeps each step short and reads it back", () => {
    expect(createPosterHref()).toBe("/create-promotion-poster");
    expect(createPosterHref({ source: "existing", page: 2 })).toBe("/create-promotion-poster?source=existing&page=2");
    expect(createPosterHref({ productId: "p1", size: "story" })).toBe("/create-promotion-poster?product=p1&size=story");
    expect(createPosterHref({ posterId: "x1", saved: true })).toBe("/create-promotion-poster?poster=x1&saved=1");
    expect(readPosterView(new URLSearchParams("product=p1&template=big-sale&size=story"))).toMatchObject({
      productId: "p1",
      templateId: "big-sale",
      size: "story",
      draft: null,
    });
  });

  it("carries a draft there and back, leaving empty fields out", () => {
    const view = readPosterView(new URLSearchParams("product=p1&template=t1&draft=1&headline=Sale&coupon=SAVE10&size=feed&image=i1&brand="));
    expect(view.draft).toMatchObject({ size: "feed", imageId: "i1", brandId: "", offer: { headline: "Sale", coupon: "SAVE10", price: "" } });
    expect(createPosterHref(view)).toBe("/create-promotion-poster?product=p1&template=t1&size=feed&draft=1&headline=Sale&coupon=SAVE10&image=i1");
    expect(offerOf(view.draft!)).toMatchObject({ headline: "Sale", coupon: "SAVE10", price: null, qr_url: null });
  });

  it("drops what is not an id, a size or an idea", () => {
    expect(readPosterView(new URLSearchParams("product=../x&size=poster&idea={bad&source=ftp"))).toEqual(emptyPosterView);
    expect(readPosterView(new URLSearchParams(`idea=${encodeURIComponent(JSON.stringify({ headline: "H", subline: "S" }))}`)).idea).toEqual({ headline: "H", subline: "S" });
  });
});

describe("the offer form", () => {
  it("accepts an offer with only a headline", () => {
    expect(PosterSchema.safeParse({ ...saved, price: "", qr_url: "" }).success).toBe(true);
  });

  it("names the field it refuses", () => {
    const refusal = (values: object) => PosterSchema.safeParse({ ...saved, ...values }).error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(refusal({ starts_on: "2026-12-14", ends_on: "2026-12-01" })).toEqual([["ends_on", "posters.validation.endBeforeStart"]]);
    expect(refusal({ qr_url: "ftp://example.com" })).toEqual([["qr_url", "posters.validation.qrUrl"]]);
    expect(refusal({ coupon: "C".repeat(25) })).toEqual([["coupon", "posters.validation.tooLong.coupon"]]);
    expect(refusal({ headline: " " })).toEqual([["headline", "posters.validation.headlineRequired"]]);
  });
});

describe("a list's change to a poster", () => {
  it("is told apart from the page's own forms and checked", () => {
    const form = new FormData();
    form.set("what", "poster");
    expect(isPosterChange(form)).toBe(true);
    expect(PosterChangeSchema.safeParse({ what: "poster", intent: "delete", id: "x1" }).success).toBe(true);
    expect(PosterChangeSchema.safeParse({ what: "poster", intent: "video", id: "x1" }).success).toBe(false);
  });
});
