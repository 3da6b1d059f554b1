import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { brandKitDefaults, BrandKitSchema } from "./brand-kit";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe("the brand kit form", () => {
  it("keeps only the ticked colours, in their order", () => {
    const submission = parseWithZod(
      form([
        ["intent", "save"],
        ["name", " Northwind "],
        ["colors[0].use", "on"],
        ["colors[0].value", "#1A2B3C"],
        ["colors[1].value", "#ffffff"],
        ["colors[2].use", "on"],
        ["colors[2].value", "#00ff00"],
        ["font", "dejavu-serif"],
      ]),
      { schema: BrandKitSchema },
    );
    expect(submission.status === "success" && submission.value).toEqual({
      id: undefined,
      name: "Northwind",
      colors: ["#1a2b3c", "#00ff00"],
      font: "dejavu-serif",
      callToAction: null,
    });
  });

  it("needs a name and refuses what is not a colour", () => {
    const submission = parseWithZod(
      form([
        ["intent", "save"],
        ["colors[0].use", "on"],
        ["colors[0].value", "red"],
      ]),
      { schema: BrandKitSchema },
    );
    expect(submission.status === "error" && submission.error).toMatchObject({
      name: ["brandKit.validation.nameRequired"],
      "colors[0].value": ["brandKit.validation.colorInvalid"],
    });
  });

  it("starts a brand's form with its colours ticked and the spare slots not", () => {
    const defaults = brandKitDefaults({ id: "b1", name: "N", logo_url: null, logo_media_id: null, colors: ["#123456"], font: null, call_to_action: "Shop now" });
    expect(defaults.colors).toHaveLength(5);
    expect(defaults.colors[0]).toEqual({ use: "on", value: "#123456" });
    expect(defaults.colors[1]?.use).toBe("");
    expect(defaults.callToAction).toBe("Shop now");
  });
});
