// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { px } from "./dom";
import { DEFAULT_BUTTON_COLOR, hexToRgb, textColorFor } from "./color";

describe("hex colours", () => {
  it("accept 3, 4, 6 or 8 hex digits, with or without #", () => {
    expect(hexToRgb("#fff")).toEqual([255, 255, 255]);
    expect(hexToRgb("0f08")).toEqual([0, 255, 0]);
    expect(hexToRgb("#3a7685")).toEqual([58, 118, 133]);
    expect(hexToRgb("3A768580")).toEqual([58, 118, 133]);
  });

  it("refuse anything else with 'Expected a valid hex string'", () => {
    for (const bad of ["", "#ff", "#fffff", "#1234567", "red", "#ggg", "rgb(0,0,0)"]) {
      expect(() => hexToRgb(bad)).toThrow(new Error("Expected a valid hex string"));
    }
  });
});

describe("text colour by brightness", () => {
  it("is black when brightness (299/587/114 over 1000) exceeds 150, otherwise white", () => {
    expect(textColorFor("#ffffff")).toBe("#000");
    expect(textColorFor(DEFAULT_BUTTON_COLOR)).toBe("#fff");
    // (150*299 + 150*587 + 150*114) / 1000 = 150 exactly: not above, so white.
    expect(textColorFor("#969696")).toBe("#fff");
    expect(textColorFor("#979797")).toBe("#000");
    // Green weighs most: pure green is just under the line (149.7), a touch of blue takes it over; pure blue is dark.
    expect(textColorFor("#00ff00")).toBe("#fff");
    expect(textColorFor("#00ff33")).toBe("#000");
    expect(textColorFor("#0000ff")).toBe("#fff");
  });

  it("uses #3a7685 as the default button colour", () => {
    expect(DEFAULT_BUTTON_COLOR).toBe("#3a7685");
  });
});

describe("sizes", () => {
  it("give plain digits px and leave other strings as they are", () => {
    expect(px(640)).toBe("640px");
    expect(px("580")).toBe("580px");
    expect(px("12.5")).toBe("12.5px");
    expect(px("80%")).toBe("80%");
    expect(px("calc(100vh - 20px)")).toBe("calc(100vh - 20px)");
    expect(px(undefined)).toBe("");
  });
});
