import { unzipSync } from "fflate";
import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { DesignError, renderSlide, slidesToPdf, slidesToZip } from "./index";

const slides = await Promise.all(
  (["png", "jpeg", "png"] as const).map((type, index) =>
    renderSlide({
      templateId: "sunset-gradient",
      format: index === 2 ? "banner" : "square",
      slide: { role: "closing", texts: { headline: `Slide ${index + 1}`, cta: "Shop now" } },
      type,
      scale: 0.25,
    }),
  ),
);

describe("slidesToPdf", () => {
  it("makes one page per slide at the slide's proportions, PNG and JPEG alike", async () => {
    const pdf = await PDFDocument.load(await slidesToPdf(slides));
    expect(pdf.getPageCount()).toBe(3);
    const [first, , last] = pdf.getPages();
    expect(first!.getWidth() / first!.getHeight()).toBeCloseTo(1);
    expect(last!.getWidth() / last!.getHeight()).toBeCloseTo(1200 / 628, 1);
  });
});

describe("slidesToZip", () => {
  it("stores the files under their names, byte for byte", () => {
    const files = slides.map((slide, index) => ({ name: `slide-${index + 1}.${index === 1 ? "jpg" : "png"}`, bytes: slide.bytes }));
    const unzipped = unzipSync(slidesToZip(files));
    expect(Object.keys(unzipped)).toEqual(["slide-1.png", "slide-2.jpg", "slide-3.png"]);
    expect(Buffer.from(unzipped["slide-2.jpg"]!).equals(slides[1]!.bytes)).toBe(true);
  });

  it("refuses two files of one name, which would overwrite each other", () => {
    const file = { name: "slide.png", bytes: slides[0]!.bytes };
    expect(() => slidesToZip([file, file])).toThrow(DesignError);
  });
});
