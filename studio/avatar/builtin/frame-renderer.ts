/**
 * Rasterises a presenter's frames with resvg, fast enough for a clip: the shoulders are drawn once per whole-pixel
 * breathing lift and kept; each frame redraws only the region around the head (hair, face, neck and collar
 * included) and copies it into the kept shoulders. A frame assembled this way is the same picture as one drawn
 * whole, because the head region is drawn with every layer at the same lift.
 */
import { Resvg } from "@resvg/resvg-js";
import type { MotionFrame } from "../avatar-provider";
import { bodyLiftPixels, figurePlacement, presenterSvg, type FrameSize, type PixelWindow } from "./draw-presenter";
import type { PresenterLook } from "./look";

/** The design-space box anything above the shoulders can reach, with room for the head's tilt and turn. */
const headRegion = { left: 205, top: 80, right: 795, bottom: 780 };

/** resvg hands back premultiplied RGBA; ffmpeg's rgba is straight. Only edge pixels are partly transparent. */
export function unpremultiply(pixels: Uint8Array): void {
  for (let offset = 3; offset < pixels.length; offset += 4) {
    const alpha = pixels[offset]!;
    if (alpha === 255 || alpha === 0) continue;
    const factor = 255 / alpha;
    pixels[offset - 3] = Math.min(255, Math.round(pixels[offset - 3]! * factor));
    pixels[offset - 2] = Math.min(255, Math.round(pixels[offset - 2]! * factor));
    pixels[offset - 1] = Math.min(255, Math.round(pixels[offset - 1]! * factor));
  }
}

/** The rig draws no text: loading the system's fonts would cost about 10 ms per frame for nothing. */
export const resvgOptions = { font: { loadSystemFonts: false } };

export function rasterise(svg: string): Buffer {
  const pixels = new Resvg(svg, resvgOptions).render().pixels;
  unpremultiply(pixels);
  return pixels;
}

export class PresenterFrameRenderer {
  private readonly shouldersByLift = new Map<number, Buffer>();
  readonly headWindow: PixelWindow;

  constructor(
    private readonly look: PresenterLook,
    private readonly size: FrameSize,
  ) {
    const { scale, x, y } = figurePlacement(size);
    const left = Math.max(0, Math.floor(x + headRegion.left * scale));
    const top = Math.max(0, Math.floor(y + headRegion.top * scale));
    const right = Math.min(size.width, Math.ceil(x + headRegion.right * scale));
    const bottom = Math.min(size.height, Math.ceil(y + headRegion.bottom * scale));
    this.headWindow = { left, top, width: Math.max(1, right - left), height: Math.max(1, bottom - top) };
  }

  /**
   * One frame as straight RGBA, width × height × 4 bytes, in three pieces to write one after the other: the kept
   * shoulders above the head region and below it are passed on as they are, only the rows in between are copied.
   */
  render(motion: MotionFrame): Buffer[] {
    const shoulders = this.shoulders(bodyLiftPixels(motion.breath, this.size));
    const head = rasterise(presenterSvg(this.look, motion, this.size, this.headWindow));
    const { left, top, width, height } = this.headWindow;
    const frameRowBytes = this.size.width * 4;
    const band = Buffer.from(shoulders.subarray(top * frameRowBytes, (top + height) * frameRowBytes));
    const rowBytes = width * 4;
    for (let row = 0; row < height; row++) head.copy(band, row * frameRowBytes + left * 4, row * rowBytes, (row + 1) * rowBytes);
    return [shoulders.subarray(0, top * frameRowBytes), band, shoulders.subarray((top + height) * frameRowBytes)];
  }

  private shoulders(lift: number): Buffer {
    let pixels = this.shouldersByLift.get(lift);
    if (!pixels) {
      // The breath that lifts the shoulders by exactly this many pixels; the head is not drawn in this layer.
      const breath = -lift / (6 * figurePlacement(this.size).scale);
      pixels = rasterise(presenterSvg(this.look, { jawOpen: 0, lipWidth: 0.5, blink: 0, breath, headYaw: 0, headRoll: 0 }, this.size, undefined, "body"));
      this.shouldersByLift.set(lift, pixels);
    }
    return pixels;
  }
}
