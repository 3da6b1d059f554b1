/** The size of an image as its header states it, and the cap every image we decode is held to. */
import sharp from "sharp";
import { IntakeError } from "./errors";
import { maxImagePixels } from "./image-limits";

export interface ImageDimensions {
  width: number;
  height: number;
}

/**
 * Reads width and height from the header (nothing is decoded, so sharp's own pixel limit is off here) and refuses an
 * image whose size cannot be read or is over maxImagePixels: ffmpeg would later decode it with no cap of ours.
 */
export async function measureImage(input: Buffer | string): Promise<ImageDimensions> {
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  const width = metadata?.width;
  const height = metadata?.height;
  if (!width || !height) throw new IntakeError("not_an_image", "The image's size cannot be read.");
  if (width * height > maxImagePixels) {
    throw new IntakeError("too_large", `The image is ${width}x${height} pixels, more than ${maxImagePixels / 1_000_000} megapixels.`);
  }
  return { width, height };
}
