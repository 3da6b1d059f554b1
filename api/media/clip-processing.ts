/**
 * Clips with ffprobe and ffmpeg: the file must hold a real picture stream (not just cover art), every packet its
 * index promises must be there (a cut-off upload is refused, not discovered mid-render), and it must be within the
 * duration and resolution caps. A frame from early in the clip becomes its poster thumbnail.
 */
import { access } from "node:fs/promises";
import { MediaError } from "../../studio/render";
import type { MediaTools } from "../../studio/render/media-tools";
import { runFfmpeg, runProcess } from "../../studio/render/process";
import { ApiError } from "../http/errors";
import { mediaLimits } from "../contract/media";
import type { clipContainers } from "./sniff";

export type ClipContainer = keyof typeof clipContainers;

/** ffmpeg's demuxer for each container the sniffer recognises. */
const demuxers: Record<ClipContainer, string> = { mp4: "mov", mov: "mov", webm: "matroska", matroska: "matroska", avi: "avi" };

/**
 * How the tools open an uploaded file. Left to itself ffmpeg picks the demuxer by probing the content, and some
 * demuxers (playlists, nested subtitles) open further addresses named inside the file: a crafted upload could make
 * the server fetch URLs or read its own files. So the file is read only as the container its first bytes claim,
 * and only through the file and pipe protocols.
 */
function uploadInput(container: ClipContainer, path: string): string[] {
  return ["-protocol_whitelist", "file,pipe", "-f", demuxers[container], "-i", path];
}

export interface ProbedClip {
  width: number;
  height: number;
  durationMs: number;
}

interface FfprobeStream {
  codec_type?: string;
  width?: number;
  height?: number;
  duration?: string;
  nb_frames?: string;
  nb_read_packets?: string;
  disposition?: { attached_pic?: number };
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/** A probe or a poster that takes longer than this is a file we do not want to render from. */
const toolTimeoutMs = 60_000;

const unreadable = () => new ApiError(422, "clip_unreadable");

export async function probeClip(tools: MediaTools, path: string, container: ClipContainer): Promise<ProbedClip> {
  let stdout: string;
  try {
    ({ stdout } = await runProcess(
      tools.ffprobePath,
      ["-v", "error", "-count_packets", "-print_format", "json", "-show_format", "-show_streams", ...uploadInput(container, path)],
      { signal: AbortSignal.timeout(toolTimeoutMs) },
    ));
  } catch (error) {
    if (error instanceof MediaError && error.code === "tool-missing") throw error;
    throw unreadable();
  }
  const parsed = JSON.parse(stdout) as { streams?: FfprobeStream[]; format?: { duration?: string } };
  const video = (parsed.streams ?? []).find((stream) => stream.codec_type === "video" && stream.disposition?.attached_pic !== 1);
  if (!video) throw new ApiError(422, "clip_no_video");
  if (!video.width || !video.height) throw unreadable();
  // The index (moov) lists every frame; reading fewer packets than that means the file was cut off.
  const promised = Number(video.nb_frames);
  const read = Number(video.nb_read_packets);
  if (Number.isFinite(promised) && promised > 0 && !(read >= promised)) throw unreadable();
  if (!(read > 0)) throw unreadable();

  const durationMs = Math.round(Number(parsed.format?.duration ?? video.duration ?? Number.NaN) * 1000);
  if (!Number.isFinite(durationMs) || durationMs <= 0) throw unreadable();
  const rotation = Math.abs(Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  // A phone clip stored sideways with a rotation flag is shown (and rendered) upright: report what is seen.
  const [width, height] = rotation === 90 ? [video.height, video.width] : [video.width, video.height];

  if (durationMs < mediaLimits.clipMinMs) throw new ApiError(422, "clip_too_short", { min: mediaLimits.clipMinMs / 1000 });
  if (durationMs > mediaLimits.clipMaxMs) {
    throw new ApiError(422, "clip_too_long", { seconds: Math.round(durationMs / 1000), max: mediaLimits.clipMaxMs / 1000 });
  }
  if (Math.max(width, height) > mediaLimits.clipLongSide || width * height > mediaLimits.clipPixels) {
    throw new ApiError(422, "clip_resolution_too_high", { width, height });
  }
  return { width, height, durationMs };
}

/** One decoded frame, a third of a second in (or earlier in a very short clip), as a PNG at posterPath. */
export async function extractPoster(tools: MediaTools, clipPath: string, container: ClipContainer, durationMs: number, posterPath: string): Promise<void> {
  const atSeconds = (Math.min(1000, durationMs / 3) / 1000).toFixed(3);
  try {
    await runFfmpeg(
      tools,
      [
        "-ss",
        atSeconds,
        ...uploadInput(container, clipPath),
        "-frames:v",
        "1",
        "-an",
        "-sn",
        "-map_metadata",
        "-1",
        "-vf",
        "scale=640:640:force_original_aspect_ratio=decrease",
        posterPath,
      ],
      { signal: AbortSignal.timeout(toolTimeoutMs) },
    );
    await access(posterPath);
  } catch (error) {
    if (error instanceof MediaError && error.code === "tool-missing") throw error;
    throw unreadable();
  }
}
