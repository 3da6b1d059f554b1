/**
 * The sizes a poster is drawn at. Print sizes are A4 and US Letter portrait at 300 dpi; their safe area keeps text
 * clear of the 3 mm bleed and a further margin from the trim edge, as printers ask. Each size belongs to a class of
 * proportions that a template lays out for itself: print about 1:1.41, feed 4:5, story 9:16, square.
 */
import type { Canvas } from "../plan-layout";
import { posterSizes, type PosterSize } from "./content";

export const posterSizeClasses = ["print", "feed", "story", "square"] as const;
export type PosterSizeClass = (typeof posterSizeClasses)[number];

export const printDpi = 300;
export const bleedMm = 3;
const pixelsPerMm = printDpi / 25.4;

export const posterSizeSpecs: Record<PosterSize, { width: number; height: number; sizeClass: PosterSizeClass; label: string; page?: { width: number; height: number } }> = {
  a4: { width: 2480, height: 3508, sizeClass: "print", label: "A4", page: { width: 595.28, height: 841.89 } },
  letter: { width: 2550, height: 3300, sizeClass: "print", label: "US Letter", page: { width: 612, height: 792 } },
  feed: { width: 1080, height: 1350, sizeClass: "feed", label: "Feed 4:5" },
  story: { width: 1080, height: 1920, sizeClass: "story", label: "Story 9:16" },
  square: { width: 1080, height: 1080, sizeClass: "square", label: "Square 1:1" },
};

/**
 * Print keeps text at least 12 mm from the trim (3 mm bleed tolerance plus 9 mm), social sizes keep clear of the
 * apps' own bars as slides do: stories more at the bottom, where the reply bar sits.
 */
const insets: Record<PosterSizeClass, { x: number; top: number; bottom: number }> = {
  print: { x: 0.075, top: 0.055, bottom: 0.055 },
  feed: { x: 0.07, top: 0.06, bottom: 0.06 },
  story: { x: 0.07, top: 0.075, bottom: 0.085 },
  square: { x: 0.07, top: 0.07, bottom: 0.07 },
};

export function isPosterSize(value: string): value is PosterSize {
  return (posterSizes as readonly string[]).includes(value);
}

export interface PosterGeometry extends Canvas {
  size: PosterSize;
  sizeClass: PosterSizeClass;
}

export function posterGeometry(size: PosterSize): PosterGeometry {
  const { width, height, sizeClass } = posterSizeSpecs[size];
  const inset = insets[sizeClass];
  const x = Math.round(width * inset.x);
  const top = Math.round(height * inset.top);
  const bottom = Math.round(height * inset.bottom);
  return {
    size,
    sizeClass,
    width,
    height,
    shortSide: Math.min(width, height),
    // Print is read at arm's length like a screen at 96 dpi: 300 dpi pixels are 3.125 CSS pixels.
    pixelsPerCssPixel: sizeClass === "print" ? printDpi / 96 : 1,
    safeArea: { x, y: top, width: width - 2 * x, height: height - top - bottom },
  };
}

/** The print safe area's distance from the trim edge in millimetres, for the test that it clears bleed and margin. */
export function millimetres(pixels: number): number {
  return pixels / pixelsPerMm;
}

export function bleedPixels(): number {
  return bleedMm * pixelsPerMm;
}
