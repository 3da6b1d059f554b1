/**
 * Every template at every format with short texts, texts at every layer's limit and Chinese: each line inside its
 * layer's box, each text and logo box inside the safe area, no two of them overlapping, and long texts shrinking
 * and wrapping before anything is cut. Measured only, no raster, so the whole library is checked in seconds.
 */
import { describe, expect, it } from "vitest";
import { textSets } from "./fixtures/text-sets";
import { sampleLogo } from "./fixtures/sample-slides";
import { formatGeometry, slideFormatIds, type Box } from "./formats";
import { findTemplate, listTemplates, measureSlide, roleTexts, slideRoles, type MeasuredLayer } from "./index";
import { layoutFor, type Layout, type TextItem } from "./template-schema";
import type { TextLayerName } from "./slide-content";

/** Half a pixel: boxes are computed in fractions of pixels and drawn on the pixel grid. */
const tolerance = 0.5;

function inside(inner: Box, outer: Box): boolean {
  return (
    inner.x >= outer.x - tolerance &&
    inner.y >= outer.y - tolerance &&
    inner.x + inner.width <= outer.x + outer.width + tolerance &&
    inner.y + inner.height <= outer.y + outer.height + tolerance
  );
}

function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width - tolerance && b.x < a.x + a.width - tolerance && a.y < b.y + b.height - tolerance && b.y < a.y + a.height - tolerance;
}

function textItem(layout: Layout, name: TextLayerName): TextItem | undefined {
  const items = layout.layers.flatMap((layer) => {
    if (layer.kind === "text") return [layer];
    if (layer.kind !== "stack") return [];
    return layer.items.flatMap((item) => ("text" in item ? [item] : "row" in item ? item.row : []));
  });
  return items.find((item) => item.text === name);
}

const legible = (layer: MeasuredLayer) => layer.kind === "text" || layer.kind === "logo";
const cases = listTemplates().flatMap((template) => slideFormatIds.map((format) => [template.id, format] as const));

describe("every template at every format", () => {
  it("covers the four categories with at least three templates each", () => {
    const counts = new Map<string, number>();
    for (const template of listTemplates()) counts.set(template.category, (counts.get(template.category) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual(["food", "lifestyle", "sale", "spotlight"]);
    for (const count of counts.values()) expect(count).toBeGreaterThanOrEqual(3);
  });

  it.each(cases)("%s at %s keeps text inside its boxes, its boxes inside the safe area and apart", async (templateId, format) => {
    const template = findTemplate(templateId)!;
    const geometry = formatGeometry(format);
    for (const [setName, set] of Object.entries(textSets)) {
      for (const role of slideRoles) {
        const texts = set[role];
        const measured = await measureSlide({ templateId, format, slide: { role, texts }, brand: { colors: [], logo: sampleLogo } });
        const where = `${setName} ${role}`;
        const boxes = measured.layers.filter(legible);
        for (const layer of boxes) {
          expect(inside(layer.box, measured.safeArea), `${where}: ${layer.name} leaves the safe area`).toBe(true);
          for (const line of layer.lines ?? []) expect(inside(line, layer.box), `${where}: a line of ${layer.name} ("${line.text}") leaves its box`).toBe(true);
        }
        boxes.forEach((first, index) =>
          boxes.slice(index + 1).forEach((second) => expect(overlap(first.box, second.box), `${where}: ${first.name} overlaps ${second.name}`).toBe(false)),
        );
        for (const layer of measured.layers.filter((entry) => entry.kind === "text")) {
          const item = textItem(layoutFor(template, role, format, geometry.formatClass), layer.name as TextLayerName)!;
          const fontSize = layer.lines![0]!.fontSize;
          // Cut only at the smallest size; short texts are never cut and never shrunk below the largest size that fits.
          if (layer.overflowed) expect(fontSize, `${where}: ${layer.name} was cut before reaching its smallest size`).toBeCloseTo(item.size[0] * geometry.shortSide, 0);
          if (setName === "short") expect(layer.overflowed, `${where}: the short ${layer.name} was cut`).toBe(false);
        }
        // Every format but the one-line leaderboard shows all the texts its role is designed around.
        if (setName === "short" && geometry.formatClass !== "strip") {
          const drawn = new Set(measured.layers.map((layer) => layer.name));
          for (const name of roleTexts[role]) expect(drawn.has(name), `${where}: ${name} is not drawn`).toBe(true);
        }
      }
    }
  });

  it.each(listTemplates().map((template) => template.id))("%s shrinks and wraps a long headline instead of cutting it first", async (templateId) => {
    const short = await measureSlide({ templateId, format: "story", slide: { role: "cover", texts: { headline: "Trail bottle" } } });
    const long = await measureSlide({
      templateId,
      format: "story",
      slide: { role: "cover", texts: { headline: "The insulated trail bottle that keeps drinks cold all day" } },
    });
    const headline = (measured: typeof short) => measured.layers.find((layer) => layer.name === "headline")!;
    expect(headline(long).lines!.length).toBeGreaterThan(1);
    expect(headline(long).lines![0]!.fontSize).toBeLessThanOrEqual(headline(short).lines![0]!.fontSize);
    expect(headline(long).overflowed).toBe(false);
  });
});
