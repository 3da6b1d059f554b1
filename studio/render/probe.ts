/**
 * What ffprobe says about a media file: used to refuse unreadable user media before a render starts and by
 * the tests to check what a render produced.
 */
import { access } from "node:fs/promises";
import { MediaError } from "./errors";
import type { MediaTools } from "./media-tools";
import { runProcess } from "./process";

export interface MediaProbe {
  durationMs: number;
  video?: { codec: string; width: number; height: number; framesPerSecond: number; frameCount?: number };
  audio?: { codec: string; sampleRate: number; channels: number };
}

interface FfprobeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  nb_frames?: string;
  sample_rate?: string;
  channels?: number;
  tags?: { rotate?: string };
  side_data_list?: { rotation?: number }[];
}

/**
 * The picture's size as it is shown: a phone clip stored sideways with a rotation flag is turned upright by ffmpeg
 * when decoded, so the layout must fit the upright size, not the stored one.
 */
function shownSize(video: FfprobeStream): { width: number; height: number } {
  const rotation = Math.abs(Number(video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? video.tags?.rotate ?? 0)) % 180;
  const width = video.width ?? 0;
  const height = video.height ?? 0;
  return rotation === 90 ? { width: height, height: width } : { width, height };
}

export async function probeMedia(tools: MediaTools, path: string, signal?: AbortSignal): Promise<MediaProbe> {
  try {
    await access(path);
  } catch {
    throw new MediaError("media-missing", `The media file ${path} does not exist; upload it again or pick another.`);
  }
  let json: string;
  try {
    const result = await runProcess(tools.ffprobePath, ["-v", "error", "-print_format", "json", "-show_format", "-show_streams", path], { signal });
    json = result.stdout;
  } catch (error) {
    if (error instanceof MediaError && error.code === "tool-failed") {
      throw new MediaError("media-unreadable", `The media file ${path} is not a readable image or video.`, error.detail);
    }
    throw error;
  }
  const parsed = JSON.parse(json) as { streams?: FfprobeStream[]; format?: { duration?: string } };
  const streams = parsed.streams ?? [];
  const video = streams.find((stream) => stream.codec_type === "video");
  const audio = streams.find((stream) => stream.codec_type === "audio");
  if (!video && !audio) {
    throw new MediaError("media-unreadable", `The media file ${path} has no picture or sound in it.`);
  }
  return {
    durationMs: Math.round(Number(parsed.format?.duration ?? 0) * 1000),
    video: video && {
      codec: video.codec_name ?? "unknown",
      ...shownSize(video),
      // The stream's nominal rate: the average drifts by the last frame's duration after a stream-copy join.
      framesPerSecond: parseRate(video.r_frame_rate) || parseRate(video.avg_frame_rate),
      frameCount: video.nb_frames ? Number(video.nb_frames) : undefined,
    },
    audio: audio && {
      codec: audio.codec_name ?? "unknown",
      sampleRate: Number(audio.sample_rate ?? 0),
      channels: audio.channels ?? 0,
    },
  };
}

function parseRate(rate: string | undefined): number {
  if (!rate) return 0;
  const [numerator, denominator] = rate.split("/").map(Number);
  return denominator ? numerator / denominator : numerator;
}
