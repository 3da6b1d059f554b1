/**
 * Where things go in each aspect ratio. The product image is fitted into a box (not letterboxed: a blurred,
 * darkened copy of it fills the frame behind), and all text stays inside the central 85 % that platforms keep
 * clear of their own buttons.
 */
import type { AspectRatio } from "../timeline";

export const framesPerSecond = 30;

export interface FrameLayout {
  ratio: AspectRatio;
  width: number;
  height: number;
  /** The box the product image is fitted into, centred on (centreX, centreY). */
  imageBox: { width: number; height: number; centreX: number; centreY: number };
  /** Margins that keep text inside the safe area. */
  safeMarginX: number;
  safeMarginY: number;
  captionFontSize: number;
  headlineFontSize: number;
  /** Vertical centre of the call-to-action pill, as a share of the height: below the image, above bottom captions. */
  callToActionY: number;
  /** How many words a caption line holds before the next line replaces it. */
  captionWordsPerLine: number;
}

const fullSizes: Record<AspectRatio, { width: number; height: number }> = {
  "9:16": { width: 1080, height: 1920 },
  "1:1": { width: 1080, height: 1080 },
  "16:9": { width: 1920, height: 1080 },
};

/** Share of the frame the product image may take, per ratio: tall frames leave room above and below for text. */
const imageBoxShare: Record<AspectRatio, { width: number; height: number; centreY: number }> = {
  "9:16": { width: 0.92, height: 0.56, centreY: 0.47 },
  "1:1": { width: 0.7, height: 0.56, centreY: 0.5 },
  "16:9": { width: 0.5, height: 0.62, centreY: 0.5 },
};

const safeAreaShare = 0.85;

/** `scale` below 1 renders a smaller frame with the same layout (tests, previews). */
export function frameLayoutFor(ratio: AspectRatio, scale = 1): FrameLayout {
  const full = fullSizes[ratio];
  const width = even(full.width * scale);
  const height = even(full.height * scale);
  const share = imageBoxShare[ratio];
  const shortSide = Math.min(width, height);
  return {
    ratio,
    width,
    height,
    imageBox: { width: even(width * share.width), height: even(height * share.height), centreX: width / 2, centreY: Math.round(height * share.centreY) },
    safeMarginX: Math.round((width * (1 - safeAreaShare)) / 2),
    safeMarginY: Math.round((height * (1 - safeAreaShare)) / 2),
    captionFontSize: Math.round(shortSide * 0.074),
    headlineFontSize: Math.round(shortSide * 0.088),
    callToActionY: ratio === "9:16" ? 0.79 : 0.74,
    captionWordsPerLine: ratio === "16:9" ? 5 : ratio === "1:1" ? 4 : 3,
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
