/**
 * Real renders on small frames and short timelines: what ffprobe and ebur128 say about the output, captions
 * against the voice, the three ratios, identical bytes, cancellation and bad media.
 */
import { createHash } from "node:crypto";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Timeline } from "../timeline";
import { MediaError } from "./errors";
import { makeFixtureImages } from "./fixtures/fixture-images";
import { shortTimeline } from "./fixtures/reference-timeline";
import { probeMedia } from "./probe";
import { runFfmpeg } from "./process";
import { defaultRenderStages } from "./render-stages";
import { renderVideo, renderVideoInRatios } from "./render-video";
import { targetLoudnessLufs } from "./soundtrack";
import { hasFestival, hasFfmpeg } from "./testing/available-tools";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

// Renders run at the lowest CPU priority (decision 190): beside other busy processes one takes several times its
// quiet 5 s, and how fast it is under load is the benchmarks' question, not these tests'.
describe.skipIf(!canRender)("renderVideo", { timeout: 90_000 }, () => {
  const stages = defaultRenderStages();
  let dir = "";
  let images: string[] = [];
  let timeline: Timeline;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "render-test-"));
    images = await makeFixtureImages(stages.tools, join(dir, "images"));
    timeline = shortTimeline(images, 3, 2500);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("renders H.264/AAC at 30 fps, the timeline's length, -14 LUFS, with captions on the voice's words", async () => {
    const progress: number[] = [];
    const result = await renderVideo(timeline, stages, {
      outputDir: join(dir, "main"),
      scale: 1 / 3,
      onProgress: (update) => progress.push(update.percent),
    });
    const [video] = result.videos;
    const probe = await probeMedia(stages.tools, video.videoPath);
    expect(Math.abs(probe.durationMs - 7_500)).toBeLessThanOrEqual(100);
    expect(probe.video).toMatchObject({ codec: "h264", width: 360, height: 640, framesPerSecond: 30, frameCount: 225 });
    expect(probe.audio?.codec).toBe("aac");
    expect((await measureLoudness(video.videoPath)).integratedLufs).toBeCloseTo(targetLoudnessLufs, -0.3); // within ±1 LU
    expect((await probeMedia(stages.tools, video.thumbnailPath)).video).toMatchObject({ width: 360, height: 640 });

    const captionStarts = video.captionsAss
      .split("\n")
      .filter((line) => line.includes(",Caption,"))
      .map((line) => parseAssTime(line.split(",")[1]));
    expect(captionStarts).toHaveLength(result.spokenWords.length);
    result.spokenWords.forEach((word, index) => expect(Math.abs(captionStarts[index] - word.startMs)).toBeLessThanOrEqual(50));
    expect(progress.at(-1)).toBe(100);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it("brings a music bed under no voice to -14 LUFS with its peaks below -1.5 dBTP", async () => {
    const musicOnly = { ...shortTimeline(images, 2, 2500), voice: { ...timeline.voice, muted: true }, captions: { ...timeline.captions, style: "none" as const } };
    const [video] = (await renderVideo(musicOnly, stages, { outputDir: join(dir, "music-only"), scale: 0.25 })).videos;
    const loudness = await measureLoudness(video.videoPath);
    expect(loudness.integratedLufs).toBeCloseTo(targetLoudnessLufs, -0.3); // within ±1 LU
    expect(loudness.truePeakDb).toBeLessThanOrEqual(-1.4);
  });

  it("lays out all three ratios at their own sizes", async () => {
    const result = await renderVideoInRatios(shortTimeline(images, 2, 2000), ["9:16", "1:1", "16:9"], stages, {
      outputDir: join(dir, "ratios"),
      scale: 0.25,
    });
    const sizes = await Promise.all(result.videos.map(async (video) => (await probeMedia(stages.tools, video.videoPath)).video));
    expect(sizes.map((size) => [size?.width, size?.height])).toEqual([
      [270, 480],
      [270, 270],
      [480, 270],
    ]);
  });

  it("gives the same bytes for the same timeline and seed", async () => {
    const short = shortTimeline(images, 2, 2000);
    const hashes = [];
    for (const run of ["first", "second"]) {
      const [video] = (await renderVideo(short, stages, { outputDir: join(dir, run), scale: 0.25 })).videos;
      hashes.push(
        createHash("sha256")
          .update(await readFile(video.videoPath))
          .digest("hex"),
      );
    }
    expect(hashes[1]).toBe(hashes[0]);
  });

  it("stops ffmpeg when cancelled", async () => {
    const controller = new AbortController();
    const rendering = renderVideo(timeline, stages, {
      outputDir: join(dir, "cancelled"),
      scale: 1 / 3,
      signal: controller.signal,
      onProgress: (update) => {
        if (update.stage === "rendering" && update.percent > 15) controller.abort();
      },
    });
    await expect(rendering).rejects.toMatchObject({ code: "cancelled" });
    expect(await childProcessNames()).not.toContain("ffmpeg");
  });

  it("refuses a missing or unreadable image with a typed error before rendering", async () => {
    const missing = { ...timeline, scenes: [{ ...timeline.scenes[0], media: { kind: "image" as const, path: join(dir, "nope.jpg") } }] };
    const missingError = await renderVideo(missing, stages, { outputDir: join(dir, "bad"), scale: 0.25 }).catch((error: unknown) => error);
    expect(missingError).toBeInstanceOf(MediaError);
    expect(missingError).toMatchObject({ code: "media-missing", message: expect.stringContaining("nope.jpg") });

    const notAnImage = join(dir, "notes.jpg");
    await writeFile(notAnImage, "not a picture");
    const unreadable = { ...timeline, scenes: [{ ...timeline.scenes[0], media: { kind: "image" as const, path: notAnImage } }] };
    await expect(renderVideo(unreadable, stages, { outputDir: join(dir, "bad"), scale: 0.25 })).rejects.toMatchObject({ code: "media-unreadable" });
  });

  it("refuses an unknown b-roll id", async () => {
    const unknown = { ...timeline, scenes: [{ ...timeline.scenes[0], media: { kind: "broll" as const, id: "fireworks" } }] };
    await expect(renderVideo(unknown, stages, { outputDir: join(dir, "bad"), scale: 0.25 })).rejects.toMatchObject({ code: "unknown-asset" });
  });

  async function measureLoudness(path: string): Promise<{ integratedLufs: number; truePeakDb: number }> {
    const { stderr } = await runFfmpeg(stages.tools, ["-loglevel", "info", "-i", path, "-map", "0:a", "-af", "ebur128=peak=true", "-f", "null", "-"]);
    const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
    return { integratedLufs: Number(/I:\s+(-?[\d.]+) LUFS/.exec(summary)?.[1]), truePeakDb: Number(/Peak:\s+(-?[\d.]+) dBFS/.exec(summary)?.[1]) };
  }
});

function parseAssTime(time: string): number {
  const [hours, minutes, seconds] = time.split(":");
  return Math.round((Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds)) * 1000);
}

/** Names of this process's live children, from /proc. */
async function childProcessNames(): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    const stat = await readFile(`/proc/${entry}/stat`, "utf8").catch(() => "");
    const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
    if (match && Number(match[2]) === process.pid) names.push(match[1]);
  }
  return names;
}
