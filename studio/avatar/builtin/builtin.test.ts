import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MotionFrame } from "../avatar-provider";
import { figurePlacement } from "./draw-presenter";
import { PresenterFrameRenderer, rasterise, resvgOptions } from "./frame-renderer";
import { BuiltinPresenterError, builtinAsset, builtinPresenters, drawPresenterFrame, findBuiltinPresenter, presenterStill, restingMotion } from "./index";
import { builtinPresenterList } from "./presenters";

const size = { width: 400, height: 400 };
const at = (motion: Partial<MotionFrame>): MotionFrame => ({ ...restingMotion, ...motion });

/** A box around a design-space point, in the output pixels of `size`. */
function regionAround(designX: number, designY: number, halfWidth: number, halfHeight: number) {
  const { scale, x, y } = figurePlacement(size);
  return {
    left: Math.round(x + (designX - halfWidth) * scale),
    top: Math.round(y + (designY - halfHeight) * scale),
    width: Math.round(2 * halfWidth * scale),
    height: Math.round(2 * halfHeight * scale),
  };
}

function countPixels(svg: string, region: ReturnType<typeof regionAround>, matches: (r: number, g: number, b: number) => boolean): number {
  const pixels = new Resvg(svg, resvgOptions).render().pixels;
  let count = 0;
  for (let row = region.top; row < region.top + region.height; row++) {
    for (let column = region.left; column < region.left + region.width; column++) {
      const offset = (row * size.width + column) * 4;
      if (pixels[offset + 3] === 255 && matches(pixels[offset]!, pixels[offset + 1]!, pixels[offset + 2]!)) count++;
    }
  }
  return count;
}

const mouthRegion = regionAround(500, 540, 60, 45);
const eyeRegion = regionAround(500, 420, 95, 30);
/** The mouth's dark interior (#3b1519) and the eyes' whites (#fbf8f4), with room for anti-aliasing. */
const isMouthInterior = (r: number, g: number, b: number) => Math.abs(r - 0x3b) <= 4 && Math.abs(g - 0x15) <= 4 && Math.abs(b - 0x19) <= 4;
const isEyeWhite = (r: number, g: number, b: number) => r > 240 && g > 236 && b > 230;

describe("built-in presenters", () => {
  it("lists at least four presenters with names, descriptions and a voice", () => {
    expect(builtinPresenters.length).toBeGreaterThanOrEqual(4);
    expect(new Set(builtinPresenters.map((presenter) => presenter.voiceGender))).toEqual(new Set(["female", "male"]));
    for (const presenter of builtinPresenters) {
      expect(presenter.name).not.toBe("");
      expect(findBuiltinPresenter(presenter.id)).toEqual(presenter);
    }
  });

  it("throws a typed error for an unknown presenter", () => {
    expect(() => drawPresenterFrame("nobody", restingMotion, size)).toThrow(BuiltinPresenterError);
    try {
      findBuiltinPresenter("nobody");
    } catch (error) {
      expect((error as BuiltinPresenterError).code).toBe("unknown_presenter");
    }
  });

  it.each(builtinPresenters.map((presenter) => presenter.id))("%s draws valid SVG for extreme motion values", (id) => {
    const extremes: MotionFrame[] = [
      at({ jawOpen: 1, lipWidth: 0, blink: 1, breath: 1, headYaw: 12, headRoll: 12 }),
      at({ jawOpen: 1, lipWidth: 1, blink: 0, breath: -1, headYaw: -12, headRoll: -12 }),
      at({ jawOpen: 5, lipWidth: -3, blink: 9, breath: 40, headYaw: 90, headRoll: -90 }),
      at({ jawOpen: Number.NaN, lipWidth: Number.POSITIVE_INFINITY, blink: Number.NaN, breath: Number.NaN, headYaw: Number.NaN, headRoll: Number.NaN }),
    ];
    for (const motion of extremes) {
      const svg = drawPresenterFrame(id, motion, size);
      expect(svg).not.toMatch(/NaN|Infinity|undefined/);
      const image = new Resvg(svg, resvgOptions).render();
      expect([image.width, image.height]).toEqual([size.width, size.height]);
    }
  });

  it.each(builtinPresenters.map((presenter) => presenter.id))("%s closes the lips at jawOpen 0 and opens a dark mouth at 1", (id) => {
    const closed = countPixels(drawPresenterFrame(id, at({ jawOpen: 0 }), size), mouthRegion, isMouthInterior);
    const bilabial = countPixels(drawPresenterFrame(id, at({ jawOpen: 0, lipWidth: 0.45 }), size), mouthRegion, isMouthInterior);
    const open = countPixels(drawPresenterFrame(id, at({ jawOpen: 1 }), size), mouthRegion, isMouthInterior);
    expect(closed).toBe(0);
    expect(bilabial).toBe(0);
    expect(open).toBeGreaterThan(30);
  });

  it.each(builtinPresenters.map((presenter) => presenter.id))("%s shuts the eyes on a blink", (id) => {
    const open = countPixels(drawPresenterFrame(id, at({ blink: 0 }), size), eyeRegion, isEyeWhite);
    const half = countPixels(drawPresenterFrame(id, at({ blink: 0.5 }), size), eyeRegion, isEyeWhite);
    const shut = countPixels(drawPresenterFrame(id, at({ blink: 1 }), size), eyeRegion, isEyeWhite);
    expect(open).toBeGreaterThan(40);
    expect(half).toBeLessThan(open);
    expect(shut).toBe(0);
  });

  it("assembles a clip frame from kept shoulders that matches the frame drawn whole", () => {
    const presenter = builtinPresenterList[0]!;
    const frameSize = { width: 180, height: 320 };
    const renderer = new PresenterFrameRenderer(presenter.look, frameSize);
    // The widest hair at the largest turn and tilt the rig allows must stay inside the redrawn head region.
    for (const motion of [
      at({ jawOpen: 0.8, breath: 0.7, headYaw: 1.5, headRoll: -0.8 }),
      at({ blink: 1, breath: -1, headYaw: -8, headRoll: 8 }),
      at({ headYaw: 8, headRoll: -8 }),
    ]) {
      const assembled = Buffer.concat(renderer.render(motion));
      const whole = rasterise(drawPresenterFrame(presenter.id, motion, frameSize));
      // Compared premultiplied: an edge pixel's colour means little when it is almost transparent.
      let worst = 0;
      for (let index = 0; index < whole.length; index += 4) {
        for (let channel = 0; channel < 4; channel++) {
          const weigh = (pixels: Buffer) => (channel === 3 ? pixels[index + 3]! : (pixels[index + channel]! * pixels[index + 3]!) / 255);
          worst = Math.max(worst, Math.abs(weigh(whole) - weigh(assembled)));
        }
      }
      // resvg's anti-aliasing may flip one of its 16 coverage samples on an edge (16 of 255); nothing more may differ.
      expect(worst).toBeLessThanOrEqual(17);
    }
  });

  describe("stills and assets", () => {
    let dir: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "presenter-still-"));
    });
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it("draws a square portrait with a transparent background", async () => {
      const png = presenterStill("mei", 256);
      const { width, height, channels } = await sharp(png).metadata();
      expect([width, height, channels]).toEqual([256, 256, 4]);
      const { data } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
      expect(data[3]).toBe(0);
      expect(data[(128 * 256 + 128) * 4 + 3]).toBe(255);
    });

    it("gives the provider layer an asset with its still, face and crop", async () => {
      const asset = builtinAsset("samuel", dir);
      expect(asset).toMatchObject({ kind: "builtin", builtinId: "samuel", width: 1024, height: 1024 });
      const { width } = await sharp(asset.stillPath).metadata();
      expect(width).toBe(1024);
      expect(asset.face.x).toBeGreaterThan(0);
      expect(asset.face.x + asset.face.width).toBeLessThan(1024);
      expect(asset.face.y + asset.face.height).toBeLessThan(1024);
    });
  });
});
