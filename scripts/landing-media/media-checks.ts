/**
 * What every landing file must be before the page may use it. Each check returns the problems in words (empty when
 * all is well), so the script can list every problem at once and then fail.
 */
import type { MediaProbe } from "../../studio/render";

export interface VideoExpectations {
  width: number;
  height: number;
  minSeconds: number;
  maxSeconds: number;
  capBytes: number;
}

export function videoProblems(file: string, probe: MediaProbe, bytes: number, fastStart: boolean, expected: VideoExpectations): string[] {
  const problems = byteCapProblems(file, bytes, expected.capBytes);
  const seconds = probe.durationMs / 1000;
  if (probe.video?.codec !== "h264") problems.push(`${file}: the picture is ${probe.video?.codec ?? "missing"}, not H.264.`);
  if (probe.audio?.codec !== "aac") problems.push(`${file}: the sound is ${probe.audio?.codec ?? "missing"}, not AAC.`);
  if (probe.video && (probe.video.width !== expected.width || probe.video.height !== expected.height)) {
    problems.push(`${file}: ${probe.video.width}x${probe.video.height}, expected ${expected.width}x${expected.height}.`);
  }
  if (seconds < expected.minSeconds || seconds > expected.maxSeconds) {
    problems.push(`${file}: lasts ${seconds.toFixed(2)} s, expected ${expected.minSeconds}–${expected.maxSeconds} s.`);
  }
  // Without the index up front a browser must fetch the end of the file before it can start playing.
  if (!fastStart) problems.push(`${file}: the moov box comes after the media data; encode with -movflags +faststart.`);
  return problems;
}

export interface StillExpectations {
  width: number;
  height: number;
  capBytes: number;
}

/** Below this mean brightness (0–255) a frame is taken to be black or a fade to black. */
export const minMeanBrightness = 24;

export function stillProblems(file: string, still: { width: number; height: number; bytes: number; meanBrightness: number }, expected: StillExpectations): string[] {
  const problems = byteCapProblems(file, still.bytes, expected.capBytes);
  if (still.width !== expected.width || still.height !== expected.height)
    problems.push(`${file}: ${still.width}x${still.height}, expected ${expected.width}x${expected.height}.`);
  if (still.meanBrightness < minMeanBrightness) problems.push(`${file}: nearly black (mean brightness ${still.meanBrightness.toFixed(0)} of 255); pick another frame.`);
  return problems;
}

export function byteCapProblems(file: string, bytes: number, capBytes: number): string[] {
  return bytes > capBytes ? [`${file}: ${bytes.toLocaleString("en")} bytes, over its cap of ${capBytes.toLocaleString("en")}.`] : [];
}

/**
 * Whether an MP4's moov box precedes its mdat box, walking the top-level boxes (32-bit sizes, 64-bit "largesize"
 * when the size is 1, "to the end" when it is 0).
 */
export function hasMoovBeforeMdat(file: Uint8Array): boolean {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  let offset = 0;
  while (offset + 8 <= file.byteLength) {
    let size = view.getUint32(offset);
    const type = String.fromCharCode(...file.subarray(offset + 4, offset + 8));
    if (type === "moov") return true;
    if (type === "mdat") return false;
    if (size === 1) {
      if (offset + 16 > file.byteLength) return false;
      size = Number(view.getBigUint64(offset + 8));
    } else if (size === 0) {
      return false;
    }
    if (size < 8) return false;
    offset += size;
  }
  return false;
}
