/**
 * The slide's photo and the brand's logo, read with sharp and cut to the boxes they are drawn in before they go
 * into the SVG, so the rasteriser never scales a large photo itself. Anything sharp cannot read is refused with
 * "unreadable_image"; anything over 40 megapixels with "image_too_large" before it is decoded.
 */
import { createHash } from "node:crypto";
import sharp from "sharp";
import { ink, white, worstContrast, type Rgb } from "./color";
import { DesignError } from "./errors";

/** About a 7700x5200 photo: more than any slide needs, and a bound on the memory one decode may take. */
export const maxImagePixels = 40_000_000;

function imageError(error: unknown, what: string): DesignError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooLarge(what);
  return new DesignError("unreadable_image", `The ${what} could not be read as an image. Use a JPEG, PNG, WebP or SVG file.`);
}

function tooLarge(what: string): DesignError {
  return new DesignError("image_too_large", `The ${what} is larger than 40 megapixels. Use a smaller image.`);
}

function reader(bytes: Buffer) {
  return sharp(bytes, { limitInputPixels: maxImagePixels, failOn: "error" });
}

/** Width and height as the image is shown (EXIF rotation applied), read from its header only. */
export async function imageSize(bytes: Buffer, what: string): Promise<{ width: number; height: number }> {
  let metadata: sharp.Metadata;
  try {
    metadata = await reader(bytes).metadata();
  } catch (error) {
    throw imageError(error, what);
  }
  const { width, height } = metadata;
  if (!width || !height) throw imageError(new Error("no size"), what);
  if (width * height > maxImagePixels) throw tooLarge(what);
  const turned = (metadata.orientation ?? 1) >= 5;
  return turned ? { width: height, height: width } : { width, height };
}

function dataUri(bytes: Buffer, type: "jpeg" | "png"): string {
  return `data:image/${type};base64,${bytes.toString("base64")}`;
}

/**
 * Cropped photos by content and box: a slideshow shows the same product photo on several slides and formats, and
 * finding the salient crop is the costliest step of a slide. Promises are kept, so slides drawn at once share one.
 */
const croppedPhotos = new Map<string, Promise<string>>();
const croppedPhotosKept = 24;

/** The photo cropped to fill a box of this many pixels, around what sharp finds most salient. */
export function photoForBox(bytes: Buffer, width: number, height: number): Promise<string> {
  const [boxWidth, boxHeight] = [Math.max(1, Math.round(width)), Math.max(1, Math.round(height))];
  const key = `${createHash("sha1").update(bytes).digest("hex")}:${boxWidth}x${boxHeight}`;
  const cached = croppedPhotos.get(key);
  if (cached) return cached;
  const cropping = salientRegion(bytes, boxWidth / boxHeight)
    .then((region) => reader(bytes).rotate().extract(region).resize(boxWidth, boxHeight, { fit: "fill" }).jpeg({ quality: 90 }).toBuffer())
    .then(
      (cropped) => dataUri(cropped, "jpeg"),
      (error: unknown) => {
        croppedPhotos.delete(key);
        throw imageError(error, "photo");
      },
    );
  if (croppedPhotos.size >= croppedPhotosKept) croppedPhotos.delete(croppedPhotos.keys().next().value!);
  croppedPhotos.set(key, cropping);
  return cropping;
}

/** Finding the salient part costs as much as the pixels it looks at, so it looks at a small copy. */
const salienceSide = 256;

/** The part of the photo, in its own pixels, with the box's proportions, that holds what draws the eye. */
async function salientRegion(bytes: Buffer, aspect: number): Promise<sharp.Region> {
  const source = await imageSize(bytes, "photo");
  const [smallWidth, smallHeight] =
    aspect >= 1 ? [salienceSide, Math.max(1, Math.round(salienceSide / aspect))] : [Math.max(1, Math.round(salienceSide * aspect)), salienceSide];
  const { info } = await reader(bytes)
    .rotate()
    .resize(smallWidth, smallHeight, { fit: "cover", position: sharp.strategy.attention })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const scale = Math.max(smallWidth / source.width, smallHeight / source.height);
  const regionWidth = Math.min(source.width, Math.round(smallWidth / scale));
  const regionHeight = Math.min(source.height, Math.round(smallHeight / scale));
  return {
    left: Math.min(source.width - regionWidth, Math.max(0, Math.round(-(info.cropOffsetLeft ?? 0) / scale))),
    top: Math.min(source.height - regionHeight, Math.max(0, Math.round(-(info.cropOffsetTop ?? 0) / scale))),
    width: regionWidth,
    height: regionHeight,
  };
}

/**
 * The logo scaled to fit a box of this many pixels, its transparency kept. A logo with transparency whose colour
 * would vanish on `backdrops` (a dark logo on a dark page) is drawn as a white or ink silhouette instead, as brands
 * do with their own reversed logos.
 */
export async function logoForBox(bytes: Buffer, width: number, height: number, backdrops: readonly Rgb[]): Promise<string> {
  let raw: { data: Buffer; info: sharp.OutputInfo };
  try {
    raw = await reader(bytes)
      .rotate()
      .resize(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)), { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw imageError(error, "logo");
  }
  const { data, info } = raw;
  const { color, transparentShare } = visibleColor(data);
  if (transparentShare > minimumTransparentShare && worstContrast(color, backdrops) < minimumLogoContrast) {
    const silhouette = worstContrast(white, backdrops) >= 3 ? white : ink;
    for (let index = 0; index < data.length; index += 4) [data[index], data[index + 1], data[index + 2]] = silhouette;
  }
  const png = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .png({ compressionLevel: 2 })
    .toBuffer();
  return dataUri(png, "png");
}

/** Below this contrast with what is under it a logo is hard to make out (WCAG asks 3 of graphics). */
const minimumLogoContrast = 2;
/** A logo that is at least this transparent has a shape of its own; an opaque one brings its own background. */
const minimumTransparentShare = 0.1;

/** The average colour of a logo's visible pixels, and how much of it is see-through. */
function visibleColor(rgba: Buffer): { color: Rgb; transparentShare: number } {
  const sums = [0, 0, 0];
  let weight = 0;
  let transparent = 0;
  for (let index = 0; index < rgba.length; index += 4) {
    const alpha = rgba[index + 3]! / 255;
    if (alpha < 0.5) transparent++;
    for (let channel = 0; channel < 3; channel++) sums[channel]! += rgba[index + channel]! * alpha;
    weight += alpha;
  }
  const pixels = rgba.length / 4;
  const color = sums.map((sum) => (weight > 0 ? sum / weight : 0)) as unknown as Rgb;
  return { color, transparentShare: pixels > 0 ? transparent / pixels : 0 };
}
