import { describe, expect, it } from "vitest";
import { createSlideshowHref, emptyCreateView, readCreateView } from "./create-slideshow";

describe("the /create-slideshow address", () => {
  it("reads the step's state and leaves out what is default", () => {
    const view = readCreateView(new URLSearchParams("product=p1&format=banner&category=sale"));
    expect(view).toEqual({ productId: "p1", source: "link", page: 1, format: "banner", category: "sale" });
    expect(createSlideshowHref(view)).toBe("/create-slideshow?product=p1&format=banner&category=sale");
    expect(createSlideshowHref(view, { format: "story", category: null })).toBe("/create-slideshow?product=p1");
  });

  it("keeps the product folder's page only while picking from it", () => {
    expect(createSlideshowHref(emptyCreateView, { source: "existing", page: 3 })).toBe("/create-slideshow?source=existing&page=3");
    expect(createSlideshowHref(emptyCreateView, { source: "details", page: 3 })).toBe("/create-slideshow?source=details");
    expect(createSlideshowHref({ ...emptyCreateView, source: "existing", page: 3 }, { productId: "p1" })).toBe("/create-slideshow?product=p1");
  });

  it("ignores what it does not know", () => {
    expect(readCreateView(new URLSearchParams("product=../x&format=poster&category=cars&source=ftp"))).toEqual(emptyCreateView);
  });
});
