/**
 * One frame of a presenter as an SVG document: the rig's parts in their order, the head turned, tilted and lifted by
 * the motion, the whole figure fitted to the requested size (head and shoulders, bottom-centred, transparent around).
 */
import type { MotionFrame } from "../avatar-provider";
import { drawBody } from "./draw-body";
import { drawBeard, drawBeardMouthPatch, drawBrows, drawCreases, drawEars, drawEyes, drawFace, drawGlasses, drawMouth, drawNose } from "./draw-face";
import { drawHair, hairShadow } from "./draw-hair";
import type { PresenterLook } from "./look";
import { clamp, designCentreX, headGeometry, neckPivot, num } from "./svg-parts";

/** The part of the design space a frame shows: the figure from above the hair to mid-chest. */
export const figureBox = { x: 60, y: 120, width: 880, height: 880 };

export interface FrameSize {
  width: number;
  height: number;
}

/** Design units to output pixels: the figure box fitted inside the frame, touching its bottom edge. */
export function figurePlacement({ width, height }: FrameSize): { scale: number; x: number; y: number } {
  const scale = Math.min(width / figureBox.width, height / figureBox.height);
  return { scale, x: width / 2 - designCentreX * scale, y: height - (figureBox.y + figureBox.height) * scale };
}

/** A region of the frame in output pixels, to rasterise only part of it. */
export interface PixelWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Which layers to draw: a clip caches the shoulders (`body`) and redraws only the region around the head per frame. */
export type PresenterLayers = "all" | "body";

/**
 * The shoulders' lift in whole output pixels: a clip keeps the shoulders drawn once per lift, so a frame drawn whole
 * and a frame assembled from the cached shoulders and a redrawn head region must agree to the pixel.
 */
export function bodyLiftPixels(breath: number, size: FrameSize): number {
  return Math.round(-clamp(breath, -1, 1) * 6 * figurePlacement(size).scale);
}

export function presenterSvg(look: PresenterLook, motion: MotionFrame, size: FrameSize, window?: PixelWindow, layers: PresenterLayers = "all"): string {
  const breath = clamp(motion.breath, -1, 1);
  const roll = clamp(motion.headRoll, -8, 8);
  const geometry = headGeometry(look, motion);
  const placement = figurePlacement(size);
  const hair = drawHair(geometry, look);
  // Shoulders rise more than the head on an in-breath: the neck takes up the difference.
  const headTransform = `translate(0 ${num(-breath * 4)}) rotate(${num(roll)} ${neckPivot.x} ${neckPivot.y})`;
  const head =
    drawEars(geometry, look) +
    drawFace(geometry, look) +
    drawCreases(geometry, look) +
    drawBeard(geometry, look) +
    drawBeardMouthPatch(geometry, look) +
    drawNose(geometry, look) +
    drawMouth(geometry, look, motion) +
    drawEyes(geometry, look, motion) +
    drawBrows(geometry, look) +
    hairShadow(hair, look) +
    hair.front +
    drawGlasses(geometry, look);
  const view = window ?? { left: 0, top: 0, width: size.width, height: size.height };
  const toPixels = (lift: number) => `translate(${num(placement.x)} ${num(placement.y + lift)}) scale(${placement.scale})`;
  const widen = `translate(${designCentreX} 0) scale(${look.build} 1) translate(${-designCentreX} 0)`;
  const body = `<g transform="${toPixels(bodyLiftPixels(breath, size))} ${widen}">${drawBody(look)}</g>`;
  const headGroup = (markup: string) => `<g transform="${toPixels(0)}"><g transform="${headTransform}">${markup}</g></g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${view.width}" height="${view.height}" viewBox="${view.left} ${view.top} ${view.width} ${view.height}">` +
    (layers === "body" ? body : headGroup(hair.back) + body + headGroup(head)) +
    `</svg>`
  );
}
