/**
 * The sizes a slide is drawn at, and the safe area of each: every text and logo stays inside it, clear of the
 * platforms' own buttons and of the rounded corners and crops that e-mail clients and ad slots apply.
 */

export const slideFormats = {
  story: { width: 1080, height: 1920, scale: 1, label: "Story 9:16" },
  feed: { width: 1080, height: 1350, scale: 1, label: "Feed 4:5" },
  square: { width: 1080, height: 1080, scale: 1, label: "Square 1:1" },
  landscape: { width: 1920, height: 1080, scale: 1, label: "Landscape 16:9" },
  banner: { width: 1200, height: 628, scale: 1, label: "Web banner" },
  leaderboard: { width: 728, height: 90, scale: 1, label: "Leaderboard 728x90" },
  // Drawn at twice its size so it stays sharp on high-density screens; the e-mail shows it at 600x300.
  email: { width: 600, height: 300, scale: 2, label: "E-mail header" },
} as const satisfies Record<string, { width: number; height: number; scale: number; label: string }>;

export type SlideFormat = keyof typeof slideFormats;
export const slideFormatIds = Object.keys(slideFormats) as readonly SlideFormat[];

/**
 * Templates give one layout per class of shape, since a 9:16 story and a 4:5 post stack the same way while a
 * 16:9 slide puts photo and text side by side, and a 728x90 strip has room for one line.
 */
export const formatClasses = ["tall", "square", "wide", "strip"] as const;
export type FormatClass = (typeof formatClasses)[number];

/** Inset of the safe area as shares of the width (x) and of the height (top, bottom). */
interface SafeInset {
  x: number;
  top: number;
  bottom: number;
}

const formatShapes: Record<SlideFormat, { formatClass: FormatClass; inset: SafeInset }> = {
  // Stories keep a little more clear at the bottom, where the reply bar sits.
  story: { formatClass: "tall", inset: { x: 0.07, top: 0.075, bottom: 0.085 } },
  feed: { formatClass: "tall", inset: { x: 0.07, top: 0.06, bottom: 0.06 } },
  square: { formatClass: "square", inset: { x: 0.07, top: 0.07, bottom: 0.07 } },
  landscape: { formatClass: "wide", inset: { x: 0.06, top: 0.08, bottom: 0.08 } },
  banner: { formatClass: "wide", inset: { x: 0.05, top: 0.07, bottom: 0.07 } },
  email: { formatClass: "wide", inset: { x: 0.05, top: 0.07, bottom: 0.07 } },
  leaderboard: { formatClass: "strip", inset: { x: 0.016, top: 0.1, bottom: 0.1 } },
};

/** A rectangle in the slide's pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FormatGeometry {
  format: SlideFormat;
  formatClass: FormatClass;
  /** The drawing's size in pixels: the format's size times its own scale (the e-mail header is drawn at 2x). */
  width: number;
  height: number;
  /** Text sizes and spacing are shares of the short side, so one template reads the same in every format. */
  shortSide: number;
  /** How many pixels one CSS pixel is at this format: decides what counts as large text for contrast. */
  pixelsPerCssPixel: number;
  safeArea: Box;
}

export function isSlideFormat(value: string): value is SlideFormat {
  return Object.hasOwn(slideFormats, value);
}

export function formatGeometry(format: SlideFormat): FormatGeometry {
  const { width: cssWidth, height: cssHeight, scale } = slideFormats[format];
  const { formatClass, inset } = formatShapes[format];
  const width = cssWidth * scale;
  const height = cssHeight * scale;
  const x = Math.round(width * inset.x);
  const top = Math.round(height * inset.top);
  const bottom = Math.round(height * inset.bottom);
  return {
    format,
    formatClass,
    width,
    height,
    shortSide: Math.min(width, height),
    pixelsPerCssPixel: scale,
    safeArea: { x, y: top, width: width - 2 * x, height: height - top - bottom },
  };
}
