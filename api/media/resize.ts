/** `media/resize`: what size a resized copy gets, from an aspect ratio and/or a width or height. */
import { z } from "zod";
import { ApiError } from "../http/errors";
import { idField } from "../products/fields";
import { descriptionField } from "./fields";
import { mediaLimits } from "../contract/media";

const side = z.number().int().min(16).max(mediaLimits.storedImageLongSide);

export const resizeBody = z.object({
  id: idField,
  /** "9:16", "4:5", …: two whole numbers from 1 to 100. */
  aspect_ratio: z
    .string()
    .trim()
    .regex(/^(100|[1-9]\d?):(100|[1-9]\d?)$/, "resize_aspect_ratio_invalid")
    .optional(),
  width: side.optional(),
  height: side.optional(),
  /** cover: crop to fill the new shape; contain: fit the whole picture in and fill the bars with `background`. */
  fit: z.enum(["cover", "contain"]).default("cover"),
  /** Which part a crop keeps; "attention" follows the most striking region. */
  position: z.enum(["center", "top", "bottom", "left", "right", "attention", "entropy"]).default("center"),
  background: z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{6}$/, "color_invalid")
    .default("#ffffff"),
  /** The copy's description; left out, it keeps the original's. */
  description: descriptionField.nullish(),
});
export type ResizeRequest = z.output<typeof resizeBody>;

export function targetSize(source: { width: number; height: number }, request: ResizeRequest): { width: number; height: number } {
  const { width, height } = request;
  if (width !== undefined && height !== undefined) {
    if (request.aspect_ratio) throw new ApiError(400, "resize_size_conflict");
    return { width, height };
  }
  const ratio = request.aspect_ratio ? ratioOf(request.aspect_ratio) : undefined;
  if (ratio === undefined) {
    if (width !== undefined) return { width, height: clampSide(Math.round((width * source.height) / source.width)) };
    if (height !== undefined) return { width: clampSide(Math.round((height * source.width) / source.height)), height };
    throw new ApiError(400, "resize_size_required");
  }
  if (width !== undefined) return { width, height: clampSide(Math.round(width / ratio)) };
  if (height !== undefined) return { width: clampSide(Math.round(height * ratio)), height };
  // Only a shape: the largest crop of it (cover) or the smallest frame around the whole picture (contain).
  const wider = source.width / source.height > ratio;
  const natural = wider === (request.fit === "cover") ? { width: source.height * ratio, height: source.height } : { width: source.width, height: source.width / ratio };
  const scale = Math.min(1, mediaLimits.storedImageLongSide / Math.max(natural.width, natural.height));
  return { width: clampSide(Math.round(natural.width * scale)), height: clampSide(Math.round(natural.height * scale)) };
}

function ratioOf(aspectRatio: string): number {
  const [across, down] = aspectRatio.split(":").map(Number);
  return across! / down!;
}

function clampSide(value: number): number {
  return Math.min(mediaLimits.storedImageLongSide, Math.max(16, value));
}

/** "bottle.jpg" → "bottle-1080x1920.jpg". */
export function resizedFileName(original: string, size: { width: number; height: number; extension: string }): string {
  const stem = original.replace(/\.[A-Za-z0-9]{1,5}$/, "");
  return `${stem.slice(0, mediaLimits.fileName - 20)}-${size.width}x${size.height}.${size.extension}`;
}
