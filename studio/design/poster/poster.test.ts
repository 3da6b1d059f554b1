/**
 * Posters drawn for real: every template at every size at its exact pixels, text kept inside the safe area and
 * clear of the print trim, the QR code decoded back from the PNG, the PDF's page boxes and its text read back.
 */
import jsQR from "jsqr";
import { PDFDocument, PDFName, PDFArray, PDFNumber } from "pdf-lib";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { Box } from "../formats";
import { DesignError, findPosterTemplate, listPosterTemplates, measurePoster, posterSizes, posterTemplateCategories, renderPoster, type PosterSize } from "../index";
import { bareOffer, chineseOffer, longOffer, posterSamples, sampleLogo, shortOffer } from "./fixtures";
import { planPoster } from "./plan-poster";
import { qrMatrix } from "./qr";
import { bleedMm, millimetres, posterGeometry, posterSizeSpecs } from "./sizes";
import { findPosterTemplateSource } from "./templates";

const brand = { colors: [], logo: sampleLogo };
const templateIds = listPosterTemplates().map((template) => template.id);
const cases = templateIds.flatMap((templateId) => posterSizes.map((size) => [templateId, size] as const));

function inside(inner: Box, outer: Box): boolean {
  const tolerance = 0.5;
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - 0.5 && b.x < a.x + a.width - 0.5 && a.y < b.y + b.height - 0.5 && b.y < a.y + a.height - 0.5;
}

async function pdfText(bytes: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  return content.items.map((item) => ("str" in item ? item.str : "")).join("");
}

async function decodeQr(png: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

describe("poster templates", () => {
  it("has a template for every category, with kebab-case ids", () => {
    const categories = new Set(listPosterTemplates().map((template) => template.category));
    expect([...categories].sort()).toEqual([...posterTemplateCategories].sort());
    for (const id of templateIds) expect(findPosterTemplate(id)?.id).toBe(id);
    expect(findPosterTemplate("no-such-template")).toBeUndefined();
  });

  it("keeps print text 3 mm bleed plus a safe margin away from the trim", () => {
    for (const size of ["a4", "letter"] as const) {
      const { safeArea, width, height } = posterGeometry(size);
      const margins = [safeArea.x, safeArea.y, width - safeArea.x - safeArea.width, height - safeArea.y - safeArea.height].map(millimetres);
      for (const margin of margins) expect(margin).toBeGreaterThanOrEqual(bleedMm + 9);
    }
  });

  it.each(cases)("%s at %s: every sample fits, inside the safe area and apart, with a QR code large enough to scan", (templateId, size) => {
    const template = findPosterTemplateSource(templateId)!;
    const geometry = posterGeometry(size);
    for (const sample of posterSamples) {
      const qr = sample.content.qrUrl ? qrMatrix(sample.content.qrUrl) : undefined;
      const plan = planPoster({ template, size, content: sample.content, logoAspect: 3, qr });
      expect(plan.overflowed, `${sample.name}`).toEqual([]);
      const legible = plan.layers.filter((layer) => layer.kind === "text" || layer.kind === "logo" || layer.kind === "qr");
      const boxes = legible.map((layer) => (layer.kind === "text" && layer.plate ? layer.plate.box : layer.box));
      boxes.forEach((box, index) => expect(inside(box, geometry.safeArea), `${sample.name}: ${legible[index]!.name} leaves the safe area`).toBe(true));
      // Text layers of one stack share a box; their lines, plates and the QR code must not touch one another.
      const inks = plan.layers.flatMap((layer) =>
        layer.kind === "qr" ? [{ name: "qr", box: layer.box }] : layer.kind === "text" ? [{ name: layer.name, box: layer.plate?.box ?? lineBox(layer) }] : [],
      );
      for (const [index, first] of inks.entries()) {
        for (const second of inks.slice(index + 1)) expect(overlap(first.box, second.box), `${sample.name}: ${first.name} overlaps ${second.name}`).toBe(false);
      }
      const code = plan.layers.find((layer) => layer.kind === "qr");
      expect(Boolean(code)).toBe(Boolean(qr));
      if (code && geometry.sizeClass === "print") expect(code.box.width / geometry.shortSide).toBeGreaterThanOrEqual(0.18);
    }
  });

  it.each(posterSizes)(
    "draws every template at %s at its exact pixels",
    async (size: PosterSize) => {
      for (const templateId of templateIds) {
        const drawn = await renderPoster({ templateId, size, content: shortOffer, image: posterSamples[0]!.image, brand, output: { type: "jpeg" } });
        expect([drawn.width, drawn.height, drawn.contentType, drawn.overflowed]).toEqual([posterSizeSpecs[size].width, posterSizeSpecs[size].height, "image/jpeg", []]);
        const { width, height, format } = await sharp(drawn.bytes).metadata();
        expect([width, height, format]).toEqual([posterSizeSpecs[size].width, posterSizeSpecs[size].height, "jpeg"]);
      }
    },
    120_000,
  );

  it("scales a preview down to the asked width", async () => {
    const drawn = await renderPoster({ templateId: templateIds[0]!, size: "a4", content: bareOffer, output: { type: "png", width: 300 } });
    expect([drawn.width, drawn.height]).toEqual([300, Math.round((3508 * 300) / 2480)]);
  });
});

/** The ink of a text layer's lines. */
function lineBox(layer: Extract<ReturnType<typeof planPoster>["layers"][number], { kind: "text" }>): Box {
  const tops = layer.lines.map(({ line, baseline }) => baseline - line.inkTop * layer.size);
  const bottoms = layer.lines.map(({ line, baseline }) => baseline - line.inkBottom * layer.size);
  const lefts = layer.lines.map(({ line, x }) => x + Math.min(0, line.inkLeft) * layer.size);
  const rights = layer.lines.map(({ line, x }) => x + line.inkRight * layer.size);
  const [x, y] = [Math.min(...lefts), Math.min(...tops)];
  return { x, y, width: Math.max(...rights) - x, height: Math.max(...bottoms) - y };
}

describe("the QR code", () => {
  it.each([
    ["big-sale", "story"],
    ["minimal-clean", "a4"],
    ["event-night", "square"],
  ] as const)("%s at %s scans back to its link", async (templateId, size) => {
    const drawn = await renderPoster({ templateId, size, content: longOffer, image: posterSamples[1]!.image, brand, output: { type: "png" } });
    expect(await decodeQr(drawn.bytes)).toBe(longOffer.qrUrl);
  });

  it("refuses a link that is not http(s) or is too long", async () => {
    for (const qrUrl of ["ftp://shop.example/file", "javascript:alert(1)", "not a link", `https://shop.example/${"a".repeat(490)}`]) {
      const request = { templateId: templateIds[0]!, size: "feed" as const, content: { ...shortOffer, qrUrl } };
      await expect(measurePoster(request)).rejects.toMatchObject({ name: "DesignError", code: "bad_qr_url" });
      await expect(renderPoster({ ...request, output: { type: "png" } })).rejects.toBeInstanceOf(DesignError);
    }
  });

  it("leaves a poster without a link without a code", async () => {
    const drawn = await renderPoster({ templateId: "big-sale", size: "square", content: { ...shortOffer, qrUrl: undefined }, output: { type: "png" } });
    expect(await decodeQr(drawn.bytes)).toBeUndefined();
  });
});

describe("the print PDF", () => {
  it("is an A4 page with the headline as real text", async () => {
    const drawn = await renderPoster({ templateId: "big-sale", size: "a4", content: shortOffer, image: posterSamples[0]!.image, brand, output: { type: "pdf" } });
    expect(drawn.contentType).toBe("application/pdf");
    const page = (await PDFDocument.load(drawn.bytes)).getPage(0);
    expect(page.getSize()).toEqual({ width: 595.28, height: 841.89 });
    // Bebas Neue is drawn in capitals: the text layer says so too.
    expect(await pdfText(drawn.bytes)).toContain("ESPRESSO WEEK");
  });

  it("adds 3 mm on every side for bleed, with the trim box on the page", async () => {
    const drawn = await renderPoster({
      templateId: "seasonal-glow",
      size: "letter",
      content: chineseOffer,
      image: posterSamples[2]!.image,
      output: { type: "pdf", bleed: true, cropMarks: true },
    });
    const page = (await PDFDocument.load(drawn.bytes)).getPage(0);
    const bleed = (3 / 25.4) * 72;
    expect(page.getWidth()).toBeCloseTo(612 + 2 * bleed, 2);
    expect(page.getHeight()).toBeCloseTo(792 + 2 * bleed, 2);
    const trim = page.node
      .lookup(PDFName.of("TrimBox"), PDFArray)
      .asArray()
      .map((value) => (value as PDFNumber).asNumber());
    expect(trim[0]).toBeCloseTo(bleed, 2);
    expect(trim[1]).toBeCloseTo(bleed, 2);
    expect(trim[2]).toBeCloseTo(612 + bleed, 2);
    expect(trim[3]).toBeCloseTo(792 + bleed, 2);
    expect(page.getBleedBox()).toMatchObject({ x: 0, y: 0 });
    expect(await pdfText(drawn.bytes)).toContain(chineseOffer.headline);
  });
});

describe("bad input", () => {
  it("reports a headline or coupon too long for its layer", async () => {
    const { overflowed } = await measurePoster({ templateId: "minimal-clean", size: "square", content: { ...shortOffer, headline: "W".repeat(80), coupon: "W".repeat(24) } });
    expect(overflowed).toEqual(expect.arrayContaining(["headline", "coupon"]));
  });

  it("refuses an unreadable photo, an unknown template and an unknown size", async () => {
    await expect(
      renderPoster({ templateId: "big-sale", size: "feed", content: shortOffer, image: Buffer.from("not an image"), output: { type: "png" } }),
    ).rejects.toMatchObject({
      code: "unreadable_image",
    });
    await expect(measurePoster({ templateId: "nope", size: "feed", content: shortOffer })).rejects.toMatchObject({ code: "unknown_template" });
    await expect(measurePoster({ templateId: "big-sale", size: "poster" as PosterSize, content: shortOffer })).rejects.toMatchObject({ code: "unknown_size" });
  });
});
