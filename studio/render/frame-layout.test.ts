import { describe, expect, it } from "vitest";
import { frameLayoutFor, presenterBoxes, type Band } from "./frame-layout";

const ratios = ["9:16", "1:1", "16:9"] as const;

function overlaps(a: Band, b: Band): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

describe("frameLayoutFor", () => {
  it.each(ratios)("%s: headline, captions and call to action each have a region clear of the product image", (ratio) => {
    const layout = frameLayoutFor(ratio);
    const { imageBox: box } = layout;
    const image = { left: box.centreX - box.width / 2, right: box.centreX + box.width / 2, top: box.centreY - box.height / 2, bottom: box.centreY + box.height / 2 };
    // The pill: one line of text plus the opaque box's padding (three outline widths each side).
    const pillHalfHeight = (layout.callToAction.fontSize * 1.2) / 2 + 3 * Math.max(2, Math.round(layout.captionFontSize * 0.07));
    const pill = {
      left: layout.callToAction.x - 1,
      right: layout.callToAction.x + 1,
      top: layout.callToAction.y - pillHalfHeight,
      bottom: layout.callToAction.y + pillHalfHeight,
    };
    // Two headline lines must fit in the top band, one caption line in the bottom band.
    expect(layout.topBand.bottom - layout.topBand.top).toBeGreaterThanOrEqual(2 * layout.headlineFontSize * 1.15);
    expect(layout.bottomBand.bottom - layout.bottomBand.top).toBeGreaterThanOrEqual(layout.captionFontSize * 1.15);
    for (const region of [layout.topBand, layout.bottomBand, pill]) expect(overlaps(region, image)).toBe(false);
    expect(overlaps(pill, layout.bottomBand)).toBe(false);
    expect(overlaps(pill, layout.topBand)).toBe(false);
    // Text stays inside the safe area.
    for (const band of [layout.topBand, layout.bottomBand]) {
      expect(band.left).toBeGreaterThanOrEqual(layout.safeMarginX);
      expect(band.right).toBeLessThanOrEqual(layout.width - layout.safeMarginX);
      expect(band.top).toBeGreaterThanOrEqual(layout.safeMarginY);
      expect(band.bottom).toBeLessThanOrEqual(layout.height - layout.safeMarginY);
    }
  });
});

describe("presenterBoxes", () => {
  const asBand = (box: { centreX: number; centreY: number; width: number; height: number }): Band => ({
    left: box.centreX - box.width / 2,
    right: box.centreX + box.width / 2,
    top: box.centreY - box.height / 2,
    bottom: box.centreY + box.height / 2,
  });

  it.each(ratios)("in %s, a full-frame scene keeps its product in a corner card, above the presenter's head and clear of the text", (ratio) => {
    const layout = frameLayoutFor(ratio);
    const card = asBand(presenterBoxes(layout).fullImage);
    const image = asBand(layout.imageBox);
    expect(card.left).toBeGreaterThanOrEqual(image.left);
    expect(card.top).toBeGreaterThanOrEqual(image.top);
    // The presenter's head is in the middle of the frame: the card stays above it (9:16) or to its left.
    if (ratio === "9:16") expect(card.bottom).toBeLessThan(layout.imageBox.centreY);
    else expect(card.right).toBeLessThan(layout.width / 2);
    expect(overlaps(card, layout.topBand)).toBe(false);
    expect(overlaps(card, layout.bottomBand)).toBe(false);
  });
});
