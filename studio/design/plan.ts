/** A slide or poster resolved to pixels: what measureSlide reports and what the SVG writer draws, nothing left to decide. */
import type { Rgb } from "./color";
import type { Box } from "./formats";
import type { QrMatrix } from "./plan-layout";
import type { TextLayerName } from "./slide-content";
import type { DesignTextName, Scrim } from "./template-schema";
import type { PlannedText } from "./text-block";

export type Paint = { color: Rgb } | { gradient: [Rgb, Rgb]; angle: number };

export interface PlannedShape {
  kind: "shape";
  name: string;
  box: Box;
  shape: "rect" | "rounded" | "pill" | "circle";
  radius: number;
  paint: Paint;
  opacity: number;
}

export interface PlannedPattern {
  kind: "pattern";
  name: string;
  box: Box;
  pattern: "dots" | "stripes" | "grid" | "rings";
  color: Rgb;
  opacity: number;
  spacing: number;
}

export interface PlannedImage {
  kind: "image";
  name: string;
  box: Box;
  shape: "rect" | "rounded" | "circle" | "arch";
  radius: number;
  scrim?: Omit<Scrim, "color"> & { color: Rgb };
  /** Drawn art for a slide without a photo: the palette's two colours. */
  placeholder: [Rgb, Rgb];
}

export interface PlannedLogo {
  kind: "logo";
  name: "logo";
  /** The logo's own drawn box, its proportions kept. */
  box: Box;
  /** What it may be drawn on: a logo that would vanish there is drawn as a white or ink silhouette. */
  backdrops: Rgb[];
}

/** A QR code: `box` is its white plate, quiet zone included; modules of `module` pixels. */
export interface PlannedQr {
  kind: "qr";
  name: "qr";
  box: Box;
  module: number;
  matrix: QrMatrix;
}

export type PlannedLayer = PlannedShape | PlannedPattern | PlannedImage | PlannedLogo | PlannedText | PlannedQr;

/** A slide or a poster resolved to pixels. */
export interface DesignPlan<Name extends DesignTextName = DesignTextName> {
  width: number;
  height: number;
  safeArea: Box;
  background: Paint;
  layers: PlannedLayer[];
  /** Text layers cut short with an ellipsis, or left out because even their smallest size had no room. */
  overflowed: Name[];
}

export type SlidePlan = DesignPlan<TextLayerName>;
