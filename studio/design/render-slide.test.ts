import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { darkPhoto, lightPhoto, sampleLogo } from "./fixtures/sample-slides";
import { DesignError, renderSlide, slideFormats, type SlideFormat } from "./index";

const offer = { role: "offer", image: darkPhoto, texts: { headline: "Espresso cup", price: "$49", oldPrice: "$69", badge: "-30%", cta: "Shop now" } } as const;

async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (error: unknown) => (error instanceof DesignError ? error.code : String(error)),
  );
}

describe("renderSlide", () => {
  it.each(["story", "email", "leaderboard"] satisfies SlideFormat[])("draws a PNG of the exact %s size", async (format) => {
    const rendered = await renderSlide({ templateId: "clean-spotlight", format, slide: offer, brand: { colors: [], logo: sampleLogo } });
    const metadata = await sharp(rendered.bytes).metadata();
    const { width, height, scale } = slideFormats[format];
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", width * scale, height * scale]);
    expect([rendered.width, rendered.height]).toEqual([width * scale, height * scale]);
    expect(rendered.overflowed).toEqual([]);
  });

  it("draws a JPEG, and a quarter-size preview with the same layout", async () => {
    const slide = { role: "cover", image: lightPhoto, texts: { headline: "Mission-grade comfort", subline: "Windproof, and soft inside." } } as const;
    const jpeg = await renderSlide({ templateId: "magazine", format: "feed", slide, type: "jpeg" });
    const preview = await renderSlide({ templateId: "magazine", format: "feed", slide, scale: 0.25 });
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: "jpeg", width: 1080, height: 1350 });
    expect(await sharp(preview.bytes).metadata()).toMatchObject({ format: "png", width: 270, height: 338 });
  });

  it("draws the words: the text area is not the flat colour under it", async () => {
    const slide = { role: "closing", texts: { headline: "Get yours", cta: "Shop now" } } as const;
    const withText = await renderSlide({ templateId: "bold-split", format: "square", slide, scale: 0.5 });
    const without = await renderSlide({ templateId: "bold-split", format: "square", slide: { ...slide, texts: {} }, scale: 0.5 });
    const difference = await sharp(withText.bytes)
      .composite([{ input: without.bytes, blend: "difference" }])
      .stats();
    expect(Math.max(...difference.channels.slice(0, 3).map((channel) => channel.max))).toBeGreaterThan(100);
  });

  it("reports texts that had to be cut", async () => {
    const slide = { role: "cover", texts: { headline: "Supercalifragilisticexpialidocious ".repeat(2).trim() } } as const;
    const rendered = await renderSlide({ templateId: "bold-split", format: "leaderboard", slide });
    expect(rendered.overflowed).toEqual(["headline"]);
  });

  it("refuses a corrupt photo, a file that is no image, an unknown template, format or font", async () => {
    const truncated = darkPhoto.subarray(0, darkPhoto.length / 2);
    const slide = (image: Buffer) => ({ role: "cover" as const, texts: { headline: "Hi" }, image });
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "square", slide: slide(truncated) }))).toBe("unreadable_image");
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "square", slide: slide(Buffer.from("not an image")) }))).toBe("unreadable_image");
    expect(await refusal(renderSlide({ templateId: "no-such-template", format: "square", slide: offer }))).toBe("unknown_template");
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "poster" as SlideFormat, slide: offer }))).toBe("unknown_format");
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "square", slide: offer, brand: { colors: [], fontFamily: "comic-sans" } }))).toBe(
      "unknown_font",
    );
  });

  it("refuses a photo over 40 megapixels before decoding it", async () => {
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#808080" } })
      .jpeg({ quality: 10 })
      .toBuffer();
    const slide = { role: "cover" as const, texts: { headline: "Hi" }, image: huge };
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "square", slide }))).toBe("image_too_large");
  });

  it("refuses a text longer than its layer's limit", async () => {
    const slide = { role: "cover" as const, texts: { headline: "x".repeat(91) } };
    expect(await refusal(renderSlide({ templateId: "clean-spotlight", format: "square", slide }))).toBe("text_too_long");
  });
});
