/**
 * A PNG's size read from its header in this process. A slideshow's video checks its 8 to 20 drawn slides before the
 * render; one ffprobe each (about 60 MB and 0.1 s of CPU apiece, all started at once) held the picture's ffmpeg back
 * by 0.3-1 s and added several hundred MB to the render's memory for that moment
 * (docs/decisions/204-slideshow-video-time.md). A PNG has no orientation flag, so the stored size is the shown size.
 */
import { open } from "node:fs/promises";

const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The width and height in the file's IHDR chunk; undefined when the file is not a PNG (or cannot be read). */
export async function pngSize(path: string): Promise<{ width: number; height: number } | undefined> {
  const file = await open(path, "r").catch(() => undefined);
  if (!file) return undefined;
  try {
    // Signature (8 bytes), then the first chunk: length (4), type "IHDR" (4), width (4), height (4).
    const header = Buffer.alloc(24);
    const { bytesRead } = await file.read(header, 0, header.length, 0);
    if (bytesRead < header.length || !header.subarray(0, 8).equals(signature) || header.toString("latin1", 12, 16) !== "IHDR") return undefined;
    const width = header.readUInt32BE(16);
    const height = header.readUInt32BE(20);
    return width > 0 && height > 0 ? { width, height } : undefined;
  } finally {
    await file.close();
  }
}
