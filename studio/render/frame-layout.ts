/**
 * Where things go in each aspect ratio. Text and the product image each get their own region, so a two-line
 * headline or the call to action never sits on the product:
 * - 9:16 and 1:1 are stacked: headline band on top, the image box, the call to action, captions at the bottom.
 * - 16:9 has two columns: the image box on the left, headline and call to action in a text column on the right,
 *   captions along the bottom under both.
 * The image is fitted into its box (not letterboxed: a blurred, darkened copy of it fills the frame behind), and
 * all text stays inside the central 85 % that platforms keep clear of their own buttons.
 */
import type { AspectRatio } from "../timeline";

export const framesPerSecond = 30;

/** A rectangle in pixels: text is wrapped inside left..right and anchored to top or bottom. */
export interface Band {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export interface FrameLayout {
  ratio: AspectRatio;
  width: number;
  height: number;
  /** The box the product image is fitted into, centred on (centreX, centreY). */
  imageBox: { width: number; height: number; centreX: number; centreY: number };
  /** Margins of the safe area. */
  safeMarginX: number;
  safeMarginY: number;
  captionFontSize: number;
  headlineFontSize: number;
  /** The headline's region; captions take it when they are placed on top (and the headline moves to bottomBand). */
  topBand: Band;
  /** The captions' region (bottom-anchored); the headline's when captions are on top. */
  bottomBand: Band;
  /** Centre of the call-to-action pill and its text size: clear of the image and of both bands. */
  callToAction: { x: number; y: number; fontSize: number };
  /** How many words a caption line holds before the next line replaces it. */
  captionWordsPerLine: number;
  /** Characters that fit on one caption line in bottomBand, so a line never wraps into the region above it. */
  captionMaxChars: number;
}

const fullSizes: Record<AspectRatio, { width: number; height: number }> = {
  "9:16": { width: 1080, height: 1920 },
  "1:1": { width: 1080, height: 1080 },
  "16:9": { width: 1920, height: 1080 },
};

/** Regions as shares of the frame (x of the width, y of the height); fonts as shares of the short side. */
interface LayoutShares {
  image: { centreX: number; centreY: number; width: number; height: number };
  /** Top band: x from..to, y from..to. */
  top: [number, number, number, number];
  /** Bottom band: x from..to, y from..to. */
  bottom: [number, number, number, number];
  callToAction: { x: number; y: number; fontSize: number };
  headlineFontSize: number;
  captionFontSize: number;
  captionWordsPerLine: number;
}

const safeAreaShare = 0.85;
const safeX = (1 - safeAreaShare) / 2;
/** Captions sit this far above the bottom edge, clear of the platforms' own caption and button bars. */
const captionBottom = 0.89;

/** A band across the whole safe width, from `top` to `bottom` (shares of the height). */
function acrossSafeWidth(top: number, bottom: number): [number, number, number, number] {
  return [safeX, 1 - safeX, top, bottom];
}

const shares: Record<AspectRatio, LayoutShares> = {
  // 1080x1920: headline 144–390, image 400–1360, call to action around 1440, captions 1530–1709.
  "9:16": {
    image: { centreX: 0.5, centreY: 0.458, width: 0.92, height: 0.5 },
    top: acrossSafeWidth(safeX, 0.203),
    bottom: acrossSafeWidth(0.797, captionBottom),
    callToAction: { x: 0.5, y: 0.75, fontSize: 0.074 },
    headlineFontSize: 0.088,
    captionFontSize: 0.074,
    captionWordsPerLine: 3,
  },
  // 1080x1080: headline 81–261, image 270–730, call to action around 808, one caption line 865–961.
  "1:1": {
    image: { centreX: 0.5, centreY: 0.463, width: 0.8, height: 0.426 },
    top: acrossSafeWidth(safeX, 0.242),
    bottom: acrossSafeWidth(0.8, captionBottom),
    callToAction: { x: 0.5, y: 0.748, fontSize: 0.06 },
    headlineFontSize: 0.068,
    captionFontSize: 0.064,
    captionWordsPerLine: 4,
  },
  // 1920x1080: image 96–1056 x 86–864 on the left; text column 1100–1776 with the headline from 216 and the call to
  // action around 670; one caption line 869–961 across the bottom.
  "16:9": {
    image: { centreX: 0.3, centreY: 0.44, width: 0.5, height: 0.72 },
    top: [0.573, 1 - safeX, 0.2, 0.52],
    bottom: acrossSafeWidth(0.805, captionBottom),
    callToAction: { x: 0.749, y: 0.62, fontSize: 0.07 },
    headlineFontSize: 0.08,
    captionFontSize: 0.074,
    captionWordsPerLine: 5,
  },
};

/** Average advance of DejaVu Sans Bold per character, as a share of the font size (mixed case, spaces). */
const averageCharWidth = 0.62;

/** `scale` below 1 renders a smaller frame with the same layout (tests, previews). */
export function frameLayoutFor(ratio: AspectRatio, scale = 1): FrameLayout {
  const full = fullSizes[ratio];
  const width = even(full.width * scale);
  const height = even(full.height * scale);
  const share = shares[ratio];
  const shortSide = Math.min(width, height);
  const band = ([left, right, top, bottom]: [number, number, number, number]): Band => ({
    left: Math.round(width * left),
    right: Math.round(width * right),
    top: Math.round(height * top),
    bottom: Math.round(height * bottom),
  });
  const bottomBand = band(share.bottom);
  const captionFontSize = Math.round(shortSide * share.captionFontSize);
  return {
    ratio,
    width,
    height,
    imageBox: {
      width: even(width * share.image.width),
      height: even(height * share.image.height),
      centreX: Math.round(width * share.image.centreX),
      centreY: Math.round(height * share.image.centreY),
    },
    safeMarginX: Math.round(width * safeX),
    safeMarginY: Math.round(height * safeX),
    captionFontSize,
    headlineFontSize: Math.round(shortSide * share.headlineFontSize),
    topBand: band(share.top),
    bottomBand,
    callToAction: {
      x: Math.round(width * share.callToAction.x),
      y: Math.round(height * share.callToAction.y),
      fontSize: Math.round(shortSide * share.callToAction.fontSize),
    },
    captionWordsPerLine: share.captionWordsPerLine,
    captionMaxChars: Math.floor((bottomBand.right - bottomBand.left) / (captionFontSize * averageCharWidth)),
  };
}

/** Fits a picture inside a box keeping its proportions; even sides for yuv420p. */
export function fitInside(source: { width: number; height: number }, box: { width: number; height: number }): { width: number; height: number } {
  const factor = Math.min(box.width / source.width, box.height / source.height);
  return { width: even(source.width * factor), height: even(source.height * factor) };
}

export function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/** A rectangle in pixels from its top-left corner, even on every side for yuv420p. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Where a presenter goes in each of its layouts:
 * - full: the whole frame, with the product image shrunk to a card in the image box's top left corner (`fullImage`), so
 *   it is not hidden behind the presenter nor seen growing out of their head;
 * - pip: a 3:4 card 29 % of the short side wide, in the lower right corner of the image box (so clear of the
 *   headline band, the call to action and the captions, which all sit outside the image box);
 * - split: the image box halved (top and bottom in 9:16, left and right in 1:1 and 16:9's image column): the product
 *   image is fitted into `image`, the presenter fills `presenter`.
 */
export interface PresenterBoxes {
  full: Box;
  fullImage: FrameLayout["imageBox"];
  pip: Box;
  split: { presenter: Box; image: FrameLayout["imageBox"] };
  /** The light border drawn around a card in the pip layout, in pixels. */
  cardBorder: number;
}

const pipWidthShare = 0.29;
const pipInsetShare = 0.02;

export function presenterBoxes(layout: FrameLayout): PresenterBoxes {
  const shortSide = Math.min(layout.width, layout.height);
  const image = layout.imageBox;
  const imageLeft = image.centreX - image.width / 2;
  const imageTop = image.centreY - image.height / 2;
  const pipWidth = even(shortSide * pipWidthShare);
  const pipHeight = even((pipWidth * 4) / 3);
  const inset = even(shortSide * pipInsetShare);
  const stacked = layout.ratio === "9:16";
  const half = stacked ? { width: image.width, height: even(image.height / 2) } : { width: even(image.width / 2), height: image.height };
  return {
    full: { x: 0, y: 0, width: layout.width, height: layout.height },
    fullImage: { width: pipWidth, height: pipHeight, centreX: Math.round(imageLeft + inset + pipWidth / 2), centreY: Math.round(imageTop + inset + pipHeight / 2) },
    pip: { x: evenFloor(imageLeft + image.width - inset - pipWidth), y: evenFloor(imageTop + image.height - inset - pipHeight), width: pipWidth, height: pipHeight },
    split: {
      image: {
        ...half,
        centreX: Math.round(imageLeft + half.width / 2),
        centreY: Math.round(imageTop + half.height / 2),
      },
      presenter: {
        x: evenFloor(stacked ? imageLeft : imageLeft + half.width),
        y: evenFloor(stacked ? imageTop + half.height : imageTop),
        ...half,
      },
    },
    cardBorder: Math.max(2, even(shortSide * 0.004)),
  };
}

function evenFloor(value: number): number {
  return Math.max(0, Math.floor(value / 2) * 2);
}
