/**
 * Acceptance 2 of issue 25: with S3_* set, uploads, the render's inputs and outputs and playback all go through the
 * bucket (an S3-protocol server on loopback), and the data folder holds no media file afterwards.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { has } from "../../tests/requirements";
import type { MediaView } from "../contract/media";
import type { VideoView } from "../contract/videos";
import type { Worker } from "../jobs";
import { makeClip, solidImage, upload } from "../media/testing/fixtures";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import { startS3Server, type TestS3Server } from "../testing/s3-server";
import { createS3MediaStore } from "./s3-media-store";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

/** Every file under folder, as paths relative to it. */
async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

/** What the data folder may hold with S3 on: the SQLite database, the development secrets, the mail outbox, the disk-full reserve. */
const notMedia = /^(promoreel\.sqlite(-wal|-shm|-journal)?|secrets\.json|\.space-reserve|outbox\/[^/]+\.json)$/;

let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
});

describeOnEachDatabase(
  "media in an S3-compatible bucket",
  (harness) => {
    const workers: Worker[] = [];
    afterEach(async () => {
      await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    });

    it.skipIf(!canRender)("renders uploads from the bucket, plays the video by range from it, and leaves no media file in the data folder", { timeout: 240_000 }, async () => {
      const bucket = createS3MediaStore(s3.config);
      const account = await registerAccount(harness);
      const token = account.access_token;
      const image = await upload<MediaView>(harness.api, "media/upload", { token, file: { name: "bottle.png", bytes: await solidImage(800, 600, { color: "#1030e0" }) } });
      expect(image.status, image.body.message).toBe(200);
      const clip = await upload<MediaView>(harness.api, "media/upload", {
        token,
        file: { name: "pour.mp4", bytes: await makeClip({ seconds: 4, width: 320, height: 320, color: "0x10d020" }) },
      });
      expect(clip.status, clip.body.message).toBe(200);
      const served = (route: string, headers: Record<string, string> = {}) =>
        harness.api.fetch(new Request(`http://promoreel.test/api/v1/${route}`, { headers: { authorization: `Bearer ${token}`, ...headers } }), { clientIp: "203.0.113.1" });
      const imageFile = await served(`media/file/${image.body.data.id}`);
      expect(imageFile.status).toBe(200);
      expect(imageFile.headers.get("content-type")).toMatch(/^image\//);
      await imageFile.arrayBuffer();

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
      const ideas = (await harness.call("POST", "product-ideas", { token, json: { product_id: product.body.data.id } })).body.data.ideas;
      const script = await harness.call("POST", "video-script", { token, json: { product_id: product.body.data.id, idea_id: ideas[0].id, length_seconds: 15 } });
      expect(script.status, script.body.message).toBe(200);
      const created = await harness.call<VideoView>("POST", "video/create-by-product", {
        token,
        json: { product_id: product.body.data.id, script_id: script.body.data.id, aspect_ratios: ["1:1"] },
      });
      expect(created.status, created.body.message).toBe(200);
      workers.push(harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
      const ready = await vi.waitFor(
        async () => {
          const video = (await harness.call<VideoView>("GET", `video/detail?id=${created.body.data.id}`, { token })).body.data;
          if (video.status === "failed") throw new Error(`render failed: ${video.error}`);
          if (video.status !== "ready") throw new Error(`video is ${video.status}/${video.stage}`);
          return video;
        },
        { timeout: 200_000, interval: 100 },
      );

      // The player's seek: a range of the MP4, answered 206 with the bucket's bytes.
      const videoKey = `${account.user.id}/videos/${ready.id}/${ready.id}-1x1.mp4`;
      const stored = await bucket.get(videoKey);
      expect(stored, "the rendered video is in the bucket").toBeDefined();
      const whole = Buffer.from(await new Response(stored!.body).arrayBuffer());
      expect(whole.subarray(4, 8).toString("latin1")).toBe("ftyp");
      const played = await served(`media/video/${ready.id}/1x1`, { range: "bytes=100-1099" });
      expect(played.status).toBe(206);
      expect(played.headers.get("content-range")).toBe(`bytes 100-1099/${whole.length}`);
      expect(Buffer.from(await played.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);

      const leftovers = (await filesUnder(harness.config.dataDir)).filter((file) => !notMedia.test(file));
      expect(leftovers, "files in the data folder besides the database, secrets and outbox").toEqual([]);

      // Deleting the video deletes its files in the bucket.
      const deleted = await harness.call("DELETE", "video/list", { token, json: { ids: [ready.id] } });
      expect(deleted.status, deleted.body.message).toBe(200);
      expect(await bucket.head(videoKey)).toBeUndefined();
    });
  },
  () => s3.env,
);
