import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "../render/media-tools";
import { runProcess } from "../render/process";
import { hasFfmpeg } from "../render/testing/available-tools";
import { has } from "../../tests/requirements";
import { eyeContrast } from "./face-metrics";
import { PhotoFrameDrawer, yuvFrameBytes } from "./photo-frames";
import { prepareClip, scoreClipFrames } from "./prepare-clip";
import { preparePhoto, readRgbImage } from "./prepare-photo";
import { buildPhotoLayer } from "./render-photo";

const tools = mediaToolsFromEnv();
const [width, height] = [1080, 1350];

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("prepareClip", () => {
  let dir = "";
  let clip = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "avatar-clip-"));
    const portrait = join(dir, "portrait.png");
    await sharp(new URL("./fixtures/astronaut.png", import.meta.url).pathname)
      .resize(1920, 1920)
      .toFile(portrait);
    // The same head-and-shoulders frame with the eyes shut, open, then shut again, half a second each.
    const layer = await buildPhotoLayer(await preparePhoto(portrait, join(dir, "asset")), width, height);
    const frame = (blink: number) => {
      const yuv = new Uint8Array(yuvFrameBytes(width, height));
      new PhotoFrameDrawer(layer, width, height).draw({ jawOpen: 0, lipWidth: 0.5, blink, breath: 0, headYaw: 0, headRoll: 0 }, yuv);
      return yuv;
    };
    const raw = join(dir, "frames.yuv");
    await writeFile(raw, Buffer.concat([frame(1), frame(0), frame(1)]));
    clip = join(dir, "clip.mp4");
    await runProcess(tools.ffmpegPath, [
      ...["-v", "error", "-f", "rawvideo", "-pix_fmt", "yuv420p", "-s", `${width}x${height}`, "-framerate", "2", "-i", raw],
      ...["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", "-y", clip],
    ]);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("scores the shut-eyed frames below the open-eyed ones", async () => {
    const scored = await scoreClipFrames(clip, await mkdtemp(join(dir, "scores-")), tools);
    expect(scored.map((frame) => frame.timeMs)).toEqual([0, 500, 1000]);
    expect(scored[1].score).toBeGreaterThan(Math.max(scored[0].score, scored[2].score) + 1);
  });

  it("prepares the clip from a frame with the eyes open", async () => {
    const asset = await prepareClip(clip, join(dir, "from-clip"), tools);
    expect(asset.landmarks).toHaveLength(68);
    expect(eyeContrast(await readRgbImage(asset.stillPath), asset.landmarks ?? [])).toBeGreaterThan(0.35);
  });
});
