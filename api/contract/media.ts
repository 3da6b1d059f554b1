/**
 * The media library as the API shows it (docs/api-v1.md, Media), and every limit on what users put into it, in one
 * place: the API enforces them, the upload screen says them before a byte is sent.
 */
import { maxImagePixels } from "../../studio/intake/image-limits";

const megabyte = 1024 * 1024;

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

export function megabytes(bytes: number): number {
  return Math.round(bytes / megabyte);
}

export type MediaKind = "image" | "clip";
/** library: the user's media library (media/upload, material/upload, media/resize); file: a generic file (file/upload). */
export type MediaPurpose = "library" | "file";

export interface MediaView {
  id: string;
  kind: MediaKind;
  purpose: MediaPurpose;
  /** The name it was uploaded with. */
  name: string;
  description: string | null;
  content_type: string;
  size: number;
  width: number;
  height: number;
  duration_ms: number | null;
  url: string;
  thumbnail_url: string;
  /** A stock download's provider, author and licence; null for the user's own files. */
  source: MediaSourceView | null;
  /** What the item is a material of. */
  products: { id: string; name: string }[];
  brands: { id: string; name: string }[];
  created_at: number;
  updated_at: number;
}

/** Where a stock download came from, whom to credit and the licence it was downloaded under. */
export interface MediaSourceView {
  provider: string;
  /** The item's page at the provider. */
  url: string | null;
  author: { name: string; url: string | null } | null;
  license: { name: string; url: string | null } | null;
}
