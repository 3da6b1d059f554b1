/**
 * Still images from the rendered videos: one frame decoded losslessly by ffmpeg, then encoded by sharp as WebP,
 * AVIF or JPEG at the highest of a few qualities that fits the file's byte cap.
 */
import { readFile, rm } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { MediaTools } from "../../studio/render";
import { runFfmpeg } from "../../studio/render/process";

export type StillFormat = "webp" | "avif" | "jpeg";

/** The frame shown at `seconds`, as PNG bytes. */
export async function grabFrame(tools: MediaTools, video: string, seconds: number, workDir: string, signal: AbortSignal): Promise<Buffer> {
  const framePath = path.join(workDir, `frame-${path.basename(video, ".mp4")}-${Math.round(seconds * 1000)}.png`);
  // -ss before -i seeks to the keyframe and decodes forward to the exact time.
  await runFfmpeg(tools, ["-ss", seconds.toFixed(3), "-i", video, "-frames:v", "1", "-f", "image2", "-c:v", "png", framePath], { signal });
  try {
    return await readFile(framePath);
  } finally {
    await rm(framePath, { force: true });
  }
}

/** First quality tried per format (WebP ~70 as asked; AVIF and JPEG at their usual equivalents), then lower. */
const qualityLadders: Record<StillFormat, readonly number[]> = {
  webp: [70, 64, 58, 52],
  avif: [50, 45, 40],
  jpeg: [82, 76, 70, 64],
};

export interface EncodedStill {
  bytes: Buffer;
  quality: number;
}

/** The best of the ladder's qualities that fits `capBytes`; the lowest one's result if none does (the caps check reports it). */
export async function encodeStillUnderCap(image: Buffer, format: StillFormat, capBytes: number): Promise<EncodedStill> {
  let encoded: EncodedStill | undefined;
  for (const quality of qualityLadders[format]) {
    encoded = { bytes: await encodeStill(image, format, quality), quality };
    if (encoded.bytes.length <= capBytes) break;
  }
  return encoded!;
}

function encodeStill(image: Buffer, format: StillFormat, quality: number): Promise<Buffer> {
  const pipeline = sharp(image);
  switch (format) {
    case "webp":
      return pipeline.webp({ quality, effort: 6 }).toBuffer();
    case "avif":
      return pipeline.avif({ quality, effort: 6 }).toBuffer();
    case "jpeg":
      return pipeline.jpeg({ quality, mozjpeg: true }).toBuffer();
  }
}
