/**
 * Images with sharp: the size is read from the header and checked before any pixel is decoded; then the picture is
 * turned upright (EXIF orientation), stripped of its metadata (camera, location), bounded in size and re-encoded:
 * JPEG when it is opaque, PNG when it really uses transparency. The renderer (ffmpeg) reads both reliably.
 */
import sharp, { type Sharp } from "sharp";
import { ApiError } from "../http/errors";
import { mediaLimits } from "../contract/media";

export interface ProcessedImage {
  contentType: "image/jpeg" | "image/png";
  extension: "jpg" | "png";
  width: number;
  height: number;
  bytes: Buffer;
  thumbnail: Buffer;
}

/** Thumbnails are WebP: small, with transparency, and shown by every current browser. */
export const thumbnailType = { contentType: "image/webp", extension: "webp" } as const;

const unreadable = () => new ApiError(422, "image_unreadable");

/** Reads only the header: width and height as stored (before orientation), or a refusal. */
export async function checkImageHeader(input: string | Buffer): Promise<{ width: number; height: number }> {
  // No pixel limit for reading the header (nothing is decoded): sharp's own would refuse a bomb as "unreadable".
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw unreadable();
    });
  const { width, height } = metadata;
  if (!width || !height) throw unreadable();
  if (width * height > mediaLimits.imagePixels) {
    throw new ApiError(422, "image_too_many_pixels", { width, height, max: Math.round(mediaLimits.imagePixels / 1_000_000) });
  }
  return { width, height };
}

/** The pixel cap again inside the decoder, so a header that lies about its size is still stopped. */
function decoder(input: string | Buffer): Sharp {
  return sharp(input, { limitInputPixels: mediaLimits.imagePixels, failOn: "error", sequentialRead: true });
}

/** An upload → the stored image and its thumbnail. */
export async function normaliseImage(input: string): Promise<ProcessedImage> {
  await checkImageHeader(input);
  const bound = mediaLimits.storedImageLongSide;
  const decoded = await decoder(input)
    .rotate()
    .resize({ width: bound, height: bound, fit: "inside", withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  return encodeDecoded(decoded.data, decoded.info);
}

export interface CropRequest {
  width: number;
  height: number;
  fit: "cover" | "contain";
  position: string;
  /** For "contain": what fills the bars. */
  background: string;
}

/** A stored image → a copy of exactly width × height, cropped (cover) or padded (contain). */
export async function cropImage(input: Buffer, request: CropRequest): Promise<ProcessedImage> {
  const decoded = await decoder(input)
    .resize({ width: request.width, height: request.height, fit: request.fit, position: request.position, background: request.background })
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw unreadable();
    });
  return encodeDecoded(decoded.data, decoded.info);
}

async function encodeDecoded(pixels: Buffer, info: sharp.OutputInfo): Promise<ProcessedImage> {
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const transparent = usesTransparency(pixels, info.channels);
  const image = transparent
    ? await sharp(pixels, raw).png({ compressionLevel: 8, adaptiveFiltering: true }).toBuffer()
    : await sharp(pixels, raw).removeAlpha().jpeg({ quality: 88, mozjpeg: true }).toBuffer();
  const side = mediaLimits.thumbnailLongSide;
  const thumbnail = await sharp(pixels, raw).resize({ width: side, height: side, fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
  return {
    contentType: transparent ? "image/png" : "image/jpeg",
    extension: transparent ? "png" : "jpg",
    width: info.width,
    height: info.height,
    bytes: image,
    thumbnail,
  };
}

/** True when some pixel is not fully opaque; an alpha channel that is all 255 (common in screenshots) is not. */
function usesTransparency(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return false;
  for (let index = channels - 1; index < pixels.length; index += channels) if (pixels[index] !== 255) return true;
  return false;
}

/** A poster frame (PNG from ffmpeg) → a thumbnail. */
export async function thumbnailOf(input: string): Promise<Buffer> {
  const side = mediaLimits.thumbnailLongSide;
  return sharp(input).resize({ width: side, height: side, fit: "inside", withoutEnlargement: true }).webp({ quality: 75 }).toBuffer();
}
