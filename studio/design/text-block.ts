/**
 * A text layer set at a size: its lines fitted by fitText, its colour chosen for contrast, and, for calls to action
 * and badges, the plate behind it. A block knows its own width and height, so stacks and rows can place it.
 */
import { contrastRatio, legibleTextColor, mix, requiredContrast, type Rgb } from "./color";
import type { Box } from "./formats";
import type { DesignTextName, TextStyle } from "./template-schema";
import { fitText, type SetLine, type SetText } from "./text/fit-text";
import { fontChain, type FontFamilyId } from "./text/fonts";

export type Align = "start" | "center" | "end";

export interface PlacedLine {
  line: SetLine;
  /** Pen start of the line and its baseline, in pixels. */
  x: number;
  baseline: number;
}

export interface PlannedText {
  kind: "text";
  name: DesignTextName;
  /** The layer's box: every line stays inside it. */
  box: Box;
  size: number;
  color: Rgb;
  opacity: number;
  strike: boolean;
  /** Extra space after each letter, in ems, as the lines were set with. */
  tracking: number;
  lines: PlacedLine[];
  plate?: { box: Box; shape: "rect" | "rounded" | "pill" | "circle"; color: Rgb; border?: { color: Rgb; width: number; dashed: boolean } };
  overflowed: boolean;
  /** The contrast of the text against what it is drawn on (the worst case on a photo). */
  contrast: number;
  large: boolean;
}

export interface TextBlock {
  size: number;
  lineCount: number;
  width: number;
  height: number;
  /** From the block's top to its first baseline. */
  baseline: number;
  overflowed: boolean;
  /** Draws the block with its top-left corner at (x, y); `box` is the layer box it reports. */
  place(x: number, y: number, box: Box): PlannedText;
}

export interface TextBlockRequest {
  name: DesignTextName;
  text: string;
  style: TextStyle;
  family: FontFamilyId;
  minSize: number;
  maxSize: number;
  maxLines: number;
  width: number;
  height: number;
  align: Align;
  /** The plate's colour when the style has a plate, else what the text may sit on (both extremes on a photo). */
  backdrops: readonly Rgb[];
  textColor: Rgb;
  plateColor?: Rgb;
  borderColor?: Rgb;
  /** Pixels per CSS pixel: WCAG's large text is measured in CSS pixels. */
  pixelsPerCssPixel: number;
}

/** Plates keep at least this much padding above and below (in ems), so descenders and accents stay inside. */
const minimumPlatePadding = 0.4;

export function alignOffset(free: number, align: Align): number {
  if (align === "center") return free / 2;
  return align === "end" ? free : 0;
}

function isLarge(size: number, weight: number, pixelsPerCssPixel: number): boolean {
  const cssSize = size / pixelsPerCssPixel;
  return cssSize >= 24 || (cssSize >= 18.66 && weight >= 700);
}

export function setTextBlock(request: TextBlockRequest): TextBlock {
  const { style } = request;
  const plate = style.plate;
  const padX = plate?.padX ?? 0;
  const padY = plate ? Math.max(plate.padY, minimumPlatePadding) : 0;
  const circle = plate?.shape === "circle";
  const room = circle ? Math.min(request.width, request.height) : undefined;
  const text = style.case === "upper" ? request.text.toLocaleUpperCase("en") : request.text;
  const set = fitText({
    text,
    spec: { chain: fontChain(request.family, style.weight), tracking: style.tracking, leading: style.leading },
    minSize: Math.min(request.minSize, request.maxSize),
    maxSize: request.maxSize,
    maxLines: request.maxLines,
    width: Math.max(1, (room ?? request.width) - 2 * padX * request.maxSize),
    height: Math.max(1, (room ?? request.height) - 2 * padY * request.maxSize),
    balance: true,
  });
  const size = set.size;
  const large = isLarge(size, style.weight, request.pixelsPerCssPixel);
  const color = legibleTextColor(request.textColor, request.backdrops, requiredContrast(large));
  // A softened colour (opacity below 1) is kept only while it still reads.
  const seenContrast = (opacity: number) => Math.min(...request.backdrops.map((backdrop) => contrastRatio(mix(backdrop, color, opacity), backdrop)));
  const softened = seenContrast(style.opacity) >= requiredContrast(large);
  const opacity = softened ? style.opacity : 1;
  const capHeight = fontChain(request.family, style.weight)[0]!.capHeight * size;

  // Plates centre the capitals (what the eye reads as the middle); descenders hang into the padding.
  const textHeight = plate ? capHeight + (set.lines.length - 1) * set.lineAdvance : set.height;
  const firstBaseline = plate ? capHeight : set.firstBaseline;
  let width = set.width + 2 * padX * size;
  let height = textHeight + 2 * padY * size;
  if (circle) width = height = Math.max(width, height);
  if (!plate) [width, height] = [set.width, set.height];
  const insetX = (width - set.width) / 2;
  const border = plate?.border;
  const plateBorder = (at: number) =>
    border && request.borderColor ? { color: request.borderColor, width: Math.max(1, border.width * at), dashed: border.dashed } : undefined;
  const insetY = (height - textHeight) / 2;

  return {
    size,
    lineCount: set.lines.length,
    width,
    height,
    baseline: insetY + firstBaseline,
    overflowed: set.overflowed,
    place(x, y, box) {
      return {
        kind: "text",
        name: request.name,
        box,
        size,
        color,
        opacity,
        strike: style.strike,
        tracking: style.tracking,
        lines: placeLines(set, x + insetX, y + insetY + firstBaseline, request.align),
        plate: plate && request.plateColor ? { box: { x, y, width, height }, shape: plate.shape, color: request.plateColor, border: plateBorder(size) } : undefined,
        overflowed: set.overflowed,
        contrast: seenContrast(opacity),
        large,
      };
    },
  };
}

function placeLines(set: SetText, left: number, firstBaseline: number, align: Align): PlacedLine[] {
  return set.lines.map((line, index) => ({
    line,
    x: left + alignOffset(set.width - (line.right - line.left) * set.size, align) - line.left * set.size,
    baseline: firstBaseline + index * set.lineAdvance,
  }));
}
