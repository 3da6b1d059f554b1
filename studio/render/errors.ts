/**
 * The one error type the media stages throw, with a code a caller can branch on (a job queue retries
 * "tool-failed" but not "media-missing") and a message a person can act on.
 */
export type MediaErrorCode =
  | "tool-missing" // ffmpeg, ffprobe or festival is not installed or not executable
  | "media-missing" // a file the timeline points at does not exist
  | "media-unreadable" // it exists but ffprobe cannot read it as an image or a clip
  | "unknown-asset" // a b-roll, music or voice id that is not in the library
  | "tool-failed" // a tool ran and exited with an error
  | "cancelled"; // the caller's AbortSignal fired

export class MediaError extends Error {
  readonly code: MediaErrorCode;
  readonly detail?: string;

  constructor(code: MediaErrorCode, message: string, detail?: string) {
    super(message);
    this.name = "MediaError";
    this.code = code;
    this.detail = detail;
  }
}

export function isCancellation(error: unknown): boolean {
  return error instanceof MediaError && error.code === "cancelled";
}
