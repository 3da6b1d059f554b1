/** Every template the studio ships is named in both of the app's languages, so no screen shows a Chinese reader an English name. */
import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { zh } from "~/locales/zh";
import { listPosterTemplates, listTemplates } from "../../studio/design";

describe("template names in the app's catalogues", () => {
  it.each([
    ["slide", () => listTemplates().map((template) => template.id), (catalogue: typeof en) => catalogue.slideshow.templateNames],
    ["poster", () => listPosterTemplates().map((template) => template.id), (catalogue: typeof en) => catalogue.posters.templateNames],
  ] as const)("names every %s template in English and Chinese, and no template that is gone", (_kind, ids, names) => {
    expect(Object.keys(names(en)).sort()).toEqual(ids().sort());
    expect(Object.keys(names(zh)).sort()).toEqual(ids().sort());
  });
});
