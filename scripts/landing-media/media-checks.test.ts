import { describe, expect, it } from "vitest";
import type { MediaProbe } from "../../studio/render";
import { byteCapProblems, hasMoovBeforeMdat, stillProblems, videoProblems } from "./media-checks";

/** A top-level MP4 box: 32-bit size and type, or size 1 with a 64-bit size after the type. */
function box(type: string, payloadBytes: number, options: { largeSize?: boolean } = {}): Uint8Array {
  const headerBytes = options.largeSize ? 16 : 8;
  const bytes = new Uint8Array(headerBytes + payloadBytes);
  const view = new DataView(bytes.buffer);
  view.setUint32(0, options.largeSize ? 1 : bytes.length);
  bytes.set(Buffer.from(type, "latin1"), 4);
  if (options.largeSize) view.setBigUint64(8, BigInt(bytes.length));
  return bytes;
}

const mp4 = (...boxes: Uint8Array[]) => new Uint8Array(Buffer.concat(boxes));

describe("hasMoovBeforeMdat", () => {
  it("accepts a file whose index comes before its media data", () => {
    expect(hasMoovBeforeMdat(mp4(box("ftyp", 16), box("moov", 40), box("mdat", 100)))).toBe(true);
  });

  it("refuses a file whose index comes last, as ffmpeg writes it without +faststart", () => {
    expect(hasMoovBeforeMdat(mp4(box("ftyp", 16), box("free", 0), box("mdat", 100), box("moov", 40)))).toBe(false);
  });

  it("steps over boxes with a 64-bit size", () => {
    expect(hasMoovBeforeMdat(mp4(box("ftyp", 16), box("uuid", 24, { largeSize: true }), box("moov", 40), box("mdat", 10)))).toBe(true);
  });

  it("refuses truncated or corrupt files instead of looping", () => {
    expect(hasMoovBeforeMdat(new Uint8Array(5))).toBe(false);
    const zeroSized = box("ftyp", 16);
    new DataView(zeroSized.buffer).setUint32(0, 4);
    expect(hasMoovBeforeMdat(mp4(zeroSized, box("moov", 8)))).toBe(false);
  });
});

describe("the caps", () => {
  it("allows a file exactly at its cap and reports one a byte over", () => {
    expect(byteCapProblems("a.mp4", 1_500_000, 1_500_000)).toEqual([]);
    expect(byteCapProblems("a.mp4", 1_500_001, 1_500_000)).toEqual(["a.mp4: 1,500,001 bytes, over its cap of 1,500,000."]);
  });

  const probe: MediaProbe = {
    durationMs: 15_000,
    video: { codec: "h264", width: 720, height: 1280, framesPerSecond: 30 },
    audio: { codec: "aac", sampleRate: 48_000, channels: 2 },
  };
  const expected = { width: 720, height: 1280, minSeconds: 12, maxSeconds: 20, capBytes: 1_500_000 };

  it("passes a small H.264 + AAC video of the right size and length that starts fast", () => {
    expect(videoProblems("sample-1.mp4", probe, 900_000, true, expected)).toEqual([]);
  });

  it("lists every problem of a video at once", () => {
    const silentLongVideo: MediaProbe = { ...probe, durationMs: 31_000, audio: undefined };
    const problems = videoProblems("sample-1.mp4", silentLongVideo, 2_000_000, false, expected);
    expect(problems).toHaveLength(4);
    expect(problems.join("\n")).toMatch(/over its cap[\s\S]*not AAC[\s\S]*lasts 31\.00 s[\s\S]*faststart/);
  });

  it("reports a poster that is too large, the wrong size or black", () => {
    const poster = { width: 720, height: 1280, bytes: 30_000, meanBrightness: 120 };
    const caps = { width: 720, height: 1280, capBytes: 60_000 };
    expect(stillProblems("sample-1.webp", poster, caps)).toEqual([]);
    expect(stillProblems("sample-1.webp", { ...poster, bytes: 61_000, width: 540, meanBrightness: 3 }, caps)).toHaveLength(3);
  });
});
