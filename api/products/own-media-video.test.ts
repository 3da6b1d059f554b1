import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, expect, it, vi } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { runFfmpeg } from "../../studio/render/process";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import type { Worker } from "../jobs";
import { makeClip, solidImage, upload } from "../media/testing/fixtures";
import type { MediaView } from "../contract/media";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import type { VideoView } from "../contract/videos";
import { videoFolderPath } from "../testing/media-paths";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

/** The colour at a point of the frame at `seconds` into the video: which medium the scene shows. */
async function colourAt(videoPath: string, seconds: number, x: number, y: number) {
  const folder = await mkdtemp(path.join(tmpdir(), "promoreel-frame-"));
  try {
    const framePath = path.join(folder, "frame.png");
    await runFfmpeg(defaultRenderStages().tools, ["-ss", seconds.toFixed(3), "-i", videoPath, "-frames:v", "1", framePath]);
    const { data, info } = await sharp(framePath).raw().toBuffer({ resolveWithObject: true });
    const offset = (Math.round(y * info.height) * info.width + Math.round(x * info.width)) * info.channels;
    return { red: data[offset]!, green: data[offset + 1]!, blue: data[offset + 2]! };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

describeOnEachDatabase("a video from typed details and the user's own image and clip", (harness) => {
  const workers: Worker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
  });

  it.skipIf(!canRender)("renders the uploaded clip and image into the MP4, with the length and streams asked for", { timeout: 180_000 }, async () => {
    const account = await registerAccount(harness);
    const token = account.access_token;
    const image = await upload<MediaView>(harness.api, "media/upload", { token, file: { name: "bottle.png", bytes: await solidImage(800, 600, { color: "#1030e0" }) } });
    expect(image.status, image.body.message).toBe(200);
    const clip = await upload<MediaView>(harness.api, "media/upload", {
      token,
      file: { name: "pour.mp4", bytes: await makeClip({ seconds: 4, width: 320, height: 320, color: "0x10d020" }) },
    });
    expect(clip.status, clip.body.message).toBe(200);

    const product = await harness.call("POST", "generate-info", {
      token,
      json: {
        name: "Trail Bottle",
        description: "A double-wall steel bottle for long days outside.",
        price: { amount: 24.99, currency: "USD" },
        features: ["Keeps drinks cold for 24 hours", "Leak-proof lid"],
        media_ids: [image.body.data.id, clip.body.data.id],
      },
    });
    expect(product.status, product.body.message).toBe(200);
    expect(product.body.data.media.map((item: { id: string; kind: string }) => [item.kind, item.id])).toEqual([
      ["image", image.body.data.id],
      ["clip", clip.body.data.id],
    ]);

    const ideas = (await harness.call("POST", "product-ideas", { token, json: { product_id: product.body.data.id } })).body.data.ideas;
    const script = await harness.call("POST", "video-script", { token, json: { product_id: product.body.data.id, idea_id: ideas[0].id, length_seconds: 15 } });
    expect(script.status, script.body.message).toBe(200);
    const kinds = script.body.data.scenes.map((scene: { media: { kind: string } }) => scene.media.kind);
    expect(kinds).toContain("clip");
    expect(kinds).toContain("image");
    // The script names a clip the way video/composite takes it back, and says where the owner can fetch it.
    const clipScene = script.body.data.scenes.find((scene: { media: { kind: string } }) => scene.media.kind === "clip");
    expect(clipScene.media).toEqual({ kind: "clip", media_id: clip.body.data.id, url: clip.body.data.url, trim_start_ms: expect.any(Number) });

    const created = await harness.call<VideoView>("POST", "video/create-by-product", {
      token,
      json: { product_id: product.body.data.id, script_id: script.body.data.id, aspect_ratios: ["1:1"] },
    });
    expect(created.status, created.body.message).toBe(200);
    workers.push(harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
    const ready = await vi.waitFor(
      async () => {
        const video = (await harness.call("GET", `video/detail?id=${created.body.data.id}`, { token })).body.data;
        if (video.status === "failed") throw new Error(`render failed: ${video.error}`);
        if (video.status !== "ready") throw new Error(`video is ${video.status}/${video.stage}`);
        return video;
      },
      { timeout: 150_000, interval: 100 },
    );

    const videoPath = path.join(videoFolderPath(harness.config.dataDir, account.user.id, ready.id), `${ready.id}-1x1.mp4`);
    const probe = await probeMedia(defaultRenderStages().tools, videoPath);
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
    expect(probe.video).toMatchObject({ codec: "h264", width: 270, height: 270, framesPerSecond: 30 });
    expect(probe.audio).toMatchObject({ codec: "aac" });

    // The timeline names the uploads by id; the frames in the middle of their scenes show their colours.
    const scenes = ready.timeline.scenes as { media: { kind: string; path?: string }; durationMs: number }[];
    const middleOf = (kind: string) => {
      const index = scenes.findIndex((scene) => scene.media.kind === kind);
      expect(scenes[index]!.media.path).toBe(kind === "clip" ? clip.body.data.id : image.body.data.id);
      return (scenes.slice(0, index).reduce((sum, scene) => sum + scene.durationMs, 0) + scenes[index]!.durationMs / 2) / 1000;
    };
    const inClip = await colourAt(videoPath, middleOf("clip"), 0.5, 0.46);
    expect(inClip.green).toBeGreaterThan(inClip.red + 60);
    expect(inClip.green).toBeGreaterThan(inClip.blue + 60);
    const inImage = await colourAt(videoPath, middleOf("image"), 0.5, 0.46);
    expect(inImage.blue).toBeGreaterThan(inImage.red + 60);
    expect(inImage.blue).toBeGreaterThan(inImage.green + 60);
  });
});
