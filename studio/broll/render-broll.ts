/** Renders one b-roll background to its own file: previews for the media library, and the stage's own tests. */
import type { MediaTools } from "../render/media-tools";
import { runFfmpeg } from "../render/process";
import { brollFilterGraph, type BrollRequest } from "./broll-library";

export async function renderBrollClip(tools: MediaTools, request: BrollRequest, outputPath: string, signal?: AbortSignal): Promise<void> {
  await runFfmpeg(
    tools,
    [
      "-filter_complex",
      brollFilterGraph(request, "broll"),
      "-map",
      "[broll]",
      "-frames:v",
      String(request.frameCount),
      "-c:v",
      "libx264",
      "-preset",
      "veryfast",
      "-crf",
      "21",
      "-threads",
      "1",
      "-fflags",
      "+bitexact",
      "-flags:v",
      "+bitexact",
      "-map_metadata",
      "-1",
      outputPath,
    ],
    { signal },
  );
}
