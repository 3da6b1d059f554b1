/**
 * Keeps a rendered video within the landing page's byte budget. The engine's file is kept as it is when it already
 * fits (no second generation of loss); otherwise only the picture is re-encoded, at rising CRF until it fits, and
 * the engine's soundtrack is copied untouched.
 */
import { copyFile, stat } from "node:fs/promises";
import type { MediaTools } from "../../studio/render";
import { runFfmpeg } from "../../studio/render/process";

export interface FittedVideo {
  /** null: the engine's own encode was kept. */
  reencodedAtCrf: number | null;
  bytes: number;
}

const firstCrf = 23;
const lastCrf = 33;
const crfStep = 2;

export async function fitVideoToBudget(tools: MediaTools, source: string, destination: string, targetBytes: number, signal: AbortSignal): Promise<FittedVideo> {
  const sourceBytes = (await stat(source)).size;
  if (sourceBytes <= targetBytes) {
    await copyFile(source, destination);
    return { reencodedAtCrf: null, bytes: sourceBytes };
  }
  let bytes = sourceBytes;
  let crf = firstCrf;
  for (; crf <= lastCrf; crf += crfStep) {
    await reencodePicture(tools, source, destination, crf, signal);
    bytes = (await stat(destination)).size;
    if (bytes <= targetBytes) break;
  }
  // Still too large at the last CRF: the file stays as it is and the caps check reports it.
  return { reencodedAtCrf: Math.min(crf, lastCrf), bytes };
}

async function reencodePicture(tools: MediaTools, source: string, destination: string, crf: number, signal: AbortSignal): Promise<void> {
  await runFfmpeg(
    tools,
    [
      "-i",
      source,
      "-map",
      "0:v",
      "-map",
      "0:a",
      // A fixed thread count keeps the bytes the same on every machine, like the engine's own encodes.
      "-c:v",
      "libx264",
      "-preset",
      "medium",
      "-crf",
      String(crf),
      "-threads",
      "2",
      "-pix_fmt",
      "yuv420p",
      "-c:a",
      "copy",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-map_metadata",
      "-1",
      "-movflags",
      "+faststart",
      destination,
    ],
    { signal },
  );
}
