/**
 * Where the media executables are. Passed in as configuration so a deployment can point at its own ffmpeg
 * build (FFMPEG_PATH / FFPROBE_PATH) and tests can ask whether the tools exist before running.
 */
import { accessSync, constants } from "node:fs";
import { delimiter, join } from "node:path";

export interface MediaTools {
  ffmpegPath: string;
  ffprobePath: string;
  /** Folder of .ttf files libass loads captions from; DejaVu ships with Debian's fonts-dejavu-core. */
  fontsDir: string;
  /** Font family name inside fontsDir used for captions and on-screen text. */
  fontFamily: string;
}

export const defaultFontsDir = "/usr/share/fonts/truetype/dejavu";

export function mediaToolsFromEnv(env: NodeJS.ProcessEnv = process.env): MediaTools {
  return {
    ffmpegPath: env.FFMPEG_PATH || "ffmpeg",
    ffprobePath: env.FFPROBE_PATH || "ffprobe",
    fontsDir: env.STUDIO_FONTS_DIR || defaultFontsDir,
    fontFamily: env.STUDIO_FONT_FAMILY || "DejaVu Sans",
  };
}

/** Resolves a command the way a shell would (absolute path or PATH lookup); null when it cannot run. */
export function findExecutable(command: string, env: NodeJS.ProcessEnv = process.env): string | null {
  const candidates = command.includes("/")
    ? [command]
    : (env.PATH ?? "")
        .split(delimiter)
        .filter(Boolean)
        .map((folder) => join(folder, command));
  for (const candidate of candidates) {
    try {
      accessSync(candidate, constants.X_OK);
      return candidate;
    } catch {
      continue;
    }
  }
  return null;
}
