import { describe, expect, it } from "vitest";
import {
  listTemplates,
  slideFormats as designFormats,
  slideRoles as designRoles,
  templateCategories as designCategories,
  textLayerNames,
  textLimits,
} from "../../studio/design";
import { slideFormatSizes, slideFormats, slideRoles, slideTextLayers, slideTextLimits, templateCategories } from "./slideshows";

// The contract is imported by the browser, so it restates the renderer's names instead of importing its module.
describe("the slideshow contract", () => {
  it("names the renderer's formats, sizes, roles, layers, limits and categories exactly", () => {
    expect([...slideFormats]).toEqual(Object.keys(designFormats));
    for (const format of slideFormats) {
      const { width, height, scale } = designFormats[format];
      expect(slideFormatSizes[format]).toEqual({ width: width * scale, height: height * scale });
    }
    expect([...slideRoles]).toEqual([...designRoles]);
    expect([...slideTextLayers]).toEqual([...textLayerNames]);
    expect(slideTextLimits).toEqual(textLimits);
    expect([...templateCategories]).toEqual([...designCategories]);
  });

  it("has at least three templates in every category", () => {
    for (const category of templateCategories) expect(listTemplates().filter((template) => template.category === category).length, category).toBeGreaterThanOrEqual(3);
  });
});
