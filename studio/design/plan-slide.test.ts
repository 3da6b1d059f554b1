import { describe, expect, it } from "vitest";
import { requiredContrast } from "./color";
import { textSets } from "./fixtures/text-sets";
import { slideFormatIds } from "./formats";
import { planSlide, thinnestScrim } from "./plan-slide";
import type { PlannedImage } from "./plan";
import { slideRoles } from "./slide-content";
import { findTemplate, listTemplates } from "./templates";

/** No brand colours, a pale yellow, a near-black pair, a mid-grey and a full five-colour kit. */
const brands = [[], ["#ffd400"], ["#111111", "#2a2a2a"], ["#777777"], ["#0b6e4f", "#08415c", "#f3a712", "#fdfdfd", "#1b1b1e"]];

describe("planSlide", () => {
  it.each(listTemplates().map((template) => template.id))("%s: every text reads on what it is drawn on, whatever the brand colours and the photo", (templateId) => {
    const template = findTemplate(templateId)!;
    for (const format of slideFormatIds) {
      for (const role of slideRoles) {
        for (const brandColors of brands) {
          const plan = planSlide({ template, format, role, texts: textSets.short[role], brandColors });
          for (const layer of plan.layers) {
            if (layer.kind !== "text") continue;
            expect(layer.contrast, `${format} ${role} ${brandColors.join(",")}: ${layer.name}`).toBeGreaterThanOrEqual(requiredContrast(layer.large));
          }
        }
      }
    }
  });

  it("finds the thinnest part of a scrim over the area text covers", () => {
    const image: PlannedImage = {
      kind: "image",
      name: "photo",
      box: { x: 0, y: 0, width: 100, height: 1000 },
      shape: "rect",
      radius: 0,
      placeholder: [
        [0, 0, 0],
        [0, 0, 0],
      ],
      scrim: {
        color: [0, 0, 0],
        direction: "down",
        stops: [
          [0, 0.6],
          [0.4, 0],
          [0.8, 0.9],
        ],
      },
    };
    expect(thinnestScrim(image, { x: 0, y: 0, width: 100, height: 100 })).toBeCloseTo(0.45);
    expect(thinnestScrim(image, { x: 0, y: 300, width: 100, height: 200 })).toBeCloseTo(0);
    expect(thinnestScrim(image, { x: 0, y: 800, width: 100, height: 200 })).toBeCloseTo(0.9);
    expect(thinnestScrim({ ...image, scrim: { ...image.scrim!, direction: "up" } }, { x: 0, y: 900, width: 100, height: 100 })).toBeCloseTo(0.45);
  });

  it("fills colour roles from the brand in order and keeps the template's where the brand says nothing", () => {
    const template = findTemplate("clean-spotlight")!;
    const plain = planSlide({ template, format: "square", role: "closing", texts: textSets.short.closing });
    const branded = planSlide({ template, format: "square", role: "closing", texts: textSets.short.closing, brandColors: ["#0b6e4f", "#08415c"] });
    expect(plain.background).toEqual({ color: [15, 29, 58] });
    expect(branded.background).toEqual({ color: [8, 65, 92] });
  });
});
