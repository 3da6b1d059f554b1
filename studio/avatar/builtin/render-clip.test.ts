import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasFfmpeg } from "../../render/testing/available-tools";
import type { TimedPhone } from "../avatar-provider";
import { motionCurve } from "../motion";
import { renderBuiltinClip } from "./index";

const run = promisify(execFile);

describe.skipIf(!hasFfmpeg)("a built-in presenter's clip", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "presenter-clip-"));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("renders one second with alpha and the voice, frame for frame, and overlays cleanly", async () => {
    const fps = 12;
    const phones: TimedPhone[] = ["m", "aa", "p", "iy", "w", "uw", "pau"].map((phone, index) => ({ phone, startMs: index * 140, endMs: (index + 1) * 140 }));
    const motion = motionCurve({ phones, durationMs: 1000, fps, seed: 3 });
    const audioPath = join(dir, "voice.wav");
    await run("ffmpeg", ["-hide_banner", "-loglevel", "error", "-f", "lavfi", "-i", "sine=frequency=220:duration=1", "-ac", "1", "-y", audioPath]);
    const outputPath = join(dir, "presenter.mov");

    const timings = await renderBuiltinClip({ id: "amara", motion, width: 160, height: 240, fps, outputPath, audioPath });
    expect(timings.frames).toBe(fps);

    const { stdout } = await run("ffprobe", [
      "-v",
      "error",
      "-count_frames",
      "-show_entries",
      "stream=codec_type,codec_name,pix_fmt,width,height,nb_read_frames",
      "-of",
      "json",
      outputPath,
    ]);
    const streams = (JSON.parse(stdout) as { streams: Record<string, string | number>[] }).streams;
    const video = streams.find((stream) => stream.codec_type === "video");
    expect(video).toMatchObject({ codec_name: "qtrle", pix_fmt: "argb", width: 160, height: 240, nb_read_frames: String(fps) });
    expect(streams.some((stream) => stream.codec_type === "audio")).toBe(true);

    // Over a green background: the corner stays green (transparent there), the face covers it (opaque there).
    const overlay = await run(
      "ffmpeg",
      [
        "-hide_banner",
        "-loglevel",
        "error",
        "-f",
        "lavfi",
        "-i",
        "color=c=0x00ff00:s=160x240:d=1",
        "-i",
        outputPath,
        "-filter_complex",
        "[0][1]overlay=format=auto,format=rgb24",
        "-frames:v",
        "1",
        "-f",
        "rawvideo",
        "-",
      ],
      { encoding: "buffer", maxBuffer: 1 << 24 },
    );
    const pixel = (x: number, y: number) => [...overlay.stdout.subarray((y * 160 + x) * 3, (y * 160 + x) * 3 + 3)];
    const [cornerRed, cornerGreen, cornerBlue] = pixel(2, 2);
    expect([cornerRed! < 4, cornerGreen! > 250, cornerBlue! < 4]).toEqual([true, true, true]);
    const [red, green] = pixel(80, 150);
    expect(green).toBeLessThan(200);
    expect(red).toBeGreaterThan(60);
  });

  it("refuses a file it cannot write alpha into", async () => {
    await expect(
      renderBuiltinClip({ id: "mei", motion: motionCurve({ durationMs: 100, fps: 10, seed: 1 }), width: 160, height: 240, fps: 10, outputPath: join(dir, "clip.mp4") }),
    ).rejects.toMatchObject({
      code: "bad_output",
    });
  });

  it("refuses an odd size with a typed error", async () => {
    await expect(
      renderBuiltinClip({ id: "mei", motion: motionCurve({ durationMs: 100, fps: 10, seed: 1 }), width: 161, height: 240, fps: 10, outputPath: join(dir, "odd.mov") }),
    ).rejects.toMatchObject({
      code: "bad_size",
    });
  });
});
