/** Every limit on what users put into their media library, in one place (docs/api-v1.md lists them). */
import { maxImagePixels } from "../../studio/intake/image-limits";
import type { RateLimit } from "../http/rate-limit";

const megabyte = 1024 * 1024;
const minute = 60_000;

export const mediaLimits = {
  /** An image as uploaded; it is re-encoded, so what is stored is usually far smaller. */
  imageBytes: 15 * megabyte,
  /** Width × height read from the header before anything is decoded: a 30000 × 30000 "bomb" never reaches memory. */
  imagePixels: maxImagePixels,
  /** Stored images are bounded to this long side: sharp enough for a 1080 × 1920 video, small enough to render fast. */
  storedImageLongSide: 2160,
  thumbnailLongSide: 320,
  clipBytes: 200 * megabyte,
  clipMinMs: 500,
  /** A video is at most 60 s and a scene at most 20 s: three minutes leaves room to pick a part. */
  clipMaxMs: 180_000,
  /** 4K (4096 × 2160) in either orientation. */
  clipLongSide: 4096,
  clipPixels: 4096 * 2160,
  /** Per user, uploads and resized copies together. */
  itemsPerUser: 500,
  bytesPerUser: 5 * 1024 * megabyte,
  description: 1000,
  fileName: 200,
  pageSize: 50,
  idsPerCall: 100,
  /** Multipart overhead above the largest file: boundaries, headers and the small text fields. */
  multipartOverheadBytes: 64 * 1024,
  textFields: 8,
  textFieldBytes: 4096,
} as const;

/** Each upload costs disk and a decode or a probe; times RATE_LIMIT_FACTOR. */
export const uploadsByUser: RateLimit = { name: "media-upload:user", limit: 60, windowMs: 10 * minute };
/** A resize decodes and re-encodes an image. */
export const resizesByUser: RateLimit = { name: "media-resize:user", limit: 60, windowMs: 10 * minute };

export function megabytes(bytes: number): number {
  return Math.round(bytes / megabyte);
}
