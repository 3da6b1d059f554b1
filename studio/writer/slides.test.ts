import { describe, expect, it } from "vitest";
import { maxBenefitSlides, writeSlides } from "./slides";
import { slideSceneMs, slidesToTimeline, spokenTextOf } from "./slides-timeline";
import { timeline as timelineSchema } from "../timeline";

const bottle = {
  name: "TRAIL BOTTLE - 750 ml | Blue",
  brand: "Northpeak",
  description: "A double-wall steel bottle for long days outside. It fits most cup holders.",
  price: { amount: 24.99, currency: "USD" },
  features: ["KEEPS DRINKS COLD: 24 hours cold, 12 hours hot", "Leak-proof lid", "BPA-free", "Fits cup holders", "Powder-coated grip", "Lifetime warranty"],
  images: ["a.jpg", "b.jpg", "c.jpg"],
};

describe("the slide writer", () => {
  it("writes a cover, one slide per benefit up to four, the price and a call to action, from the facts alone", () => {
    const slides = writeSlides(bottle, { seed: 3 });
    expect(slides.map((slide) => slide.role)).toEqual(["cover", ...Array(maxBenefitSlides).fill("feature"), "offer", "closing"]);
    expect(slides[0]!.texts).toMatchObject({ headline: "Trail bottle", label: "Northpeak", subline: "A double-wall steel bottle for long days outside." });
    expect(slides[1]!.texts).toMatchObject({ label: "01 / 04", headline: "Keeps drinks cold" });
    expect(slides.find((slide) => slide.role === "offer")!.texts.price).toBe("$24.99");
    expect(slides.at(-1)!.texts.cta).toBeTruthy();
  });

  it("uses the brand's own call to action and deals the photos in turn", () => {
    const slides = writeSlides(bottle, { seed: 3, callToAction: "Grab yours" });
    expect(slides.at(-1)!.texts.cta).toBe("Grab yours");
    expect(slides.slice(0, 4).map((slide) => slide.image)).toEqual(["a.jpg", "b.jpg", "c.jpg", "a.jpg"]);
  });

  it("leaves out the price slide without a price, and images without photos", () => {
    const slides = writeSlides({ name: "Camp Mug", features: [], images: [] }, { seed: 1 });
    expect(slides.map((slide) => slide.role)).toEqual(["cover", "closing"]);
    expect(slides.every((slide) => slide.image === undefined)).toBe(true);
  });

  it("keeps every text within its layer's limit however long the facts are", () => {
    const long = "Extraordinarily comfortable ".repeat(20);
    const slides = writeSlides({ name: long, brand: long, description: `${long}.`, features: [long], images: [] }, { seed: 1, callToAction: long });
    for (const slide of slides) {
      expect(slide.texts.headline?.length ?? 0).toBeLessThanOrEqual(90);
      expect(slide.texts.subline?.length ?? 0).toBeLessThanOrEqual(140);
      expect(slide.texts.label?.length ?? 0).toBeLessThanOrEqual(40);
      expect(slide.texts.cta?.length ?? 0).toBeLessThanOrEqual(28);
    }
  });
});

describe("a slideshow as a video timeline", () => {
  it("reads each slide's texts as sentences, the offer price first", () => {
    expect(spokenTextOf({ role: "cover", texts: { headline: "Trail bottle", subline: "Cold all day" } })).toBe("Trail bottle. Cold all day.");
    expect(spokenTextOf({ role: "offer", texts: { label: "Now only", price: "$24.99", headline: "Trail bottle" } })).toBe("Now only $24.99. Trail bottle.");
  });

  it("gives each slide one image scene with nothing written over it, and is a valid timeline", () => {
    const slides = writeSlides(bottle, { seed: 3 }).map((slide, index) => ({ ...slide, id: `s${index}`, imagePath: `/tmp/s${index}.png` }));
    const settings = { aspectRatio: "9:16", seed: 1, product: { name: "Trail Bottle" }, voiceId: "v", music: null, captions: "none" } as const;
    const muted = slidesToTimeline(slides, { ...settings, voice: false });
    expect(timelineSchema.safeParse(muted).success).toBe(true);
    expect(muted.voice).toEqual({ id: "v", muted: true });
    expect(muted.scenes).toHaveLength(slides.length);
    expect(muted.scenes.every((scene) => scene.media.kind === "image" && scene.media.fill && scene.onScreenText === "" && scene.durationMs === slideSceneMs)).toBe(true);
    // Read aloud, the cover's name and promise take longer than a muted slide's time.
    const voiced = slidesToTimeline(slides, { ...settings, voice: true });
    expect(voiced.voice).toEqual({ id: "v" });
    expect(voiced.scenes[0]!.durationMs).toBeGreaterThan(slideSceneMs);
  });
});
