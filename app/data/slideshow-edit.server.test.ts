import { describe, expect, it } from "vitest";
import type { SlideView } from "../../api/contract";
import { refusedLayer, slidesBody } from "./slideshow-edit.server";

const slide = (id: string, texts: SlideView["texts"] = {}): SlideView => ({ id, role: "feature", texts, image_id: null, url: null, overflowed: [] });
const slides = [slide("s1", { headline: "Trail Bottle", subline: "Cold for 24 hours" }), slide("s2", { headline: "Leak-proof" }), slide("s3", { price: "$38", cta: "Shop now" })];

describe("slidesBody", () => {
  it("sends every slide in the new order for a move", () => {
    expect(slidesBody(slides, { kind: "move", slideId: "s2", move: "up" })).toEqual([{ id: "s2" }, { id: "s1" }, { id: "s3" }]);
    expect(slidesBody(slides, { kind: "move", slideId: "s3", move: "down" })).toBeNull();
  });

  it("sends the slide's layers with the new texts, an emptied one as empty, and the other slides as they are", () => {
    expect(slidesBody(slides, { kind: "texts", slideId: "s1", texts: { headline: "Cold all day", badge: "ignored" } })).toEqual([
      { id: "s1", texts: { headline: "Cold all day", subline: "" } },
      { id: "s2" },
      { id: "s3" },
    ]);
  });

  it("sends a new image, or none", () => {
    expect(slidesBody(slides, { kind: "image", slideId: "s3", imageId: "img-2" })).toEqual([{ id: "s1" }, { id: "s2" }, { id: "s3", image_id: "img-2" }]);
    expect(slidesBody(slides, { kind: "image", slideId: "s1", imageId: null })?.[0]).toEqual({ id: "s1", image_id: null });
  });

  it("has nothing to send for a slide that is gone", () => {
    expect(slidesBody(slides, { kind: "texts", slideId: "s9", texts: {} })).toBeNull();
  });
});

describe("refusedLayer", () => {
  it("takes the layer the API's data names, else the one its sentence names", () => {
    expect(refusedLayer({ layer: "cta" }, "Too long")).toBe("cta");
    expect(refusedLayer(null, "The headline text of slide 2 is too long for its place in this format.")).toBe("headline");
    expect(refusedLayer(null, "第 2 张幻灯片的 subline 文字在此尺寸中放不下")).toBe("subline");
    expect(refusedLayer({ layer: "poster" }, "Something else")).toBeUndefined();
  });
});
