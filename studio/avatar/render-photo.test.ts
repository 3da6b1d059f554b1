import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "../render/media-tools";
import { probeMedia } from "../render/probe";
import { runProcess } from "../render/process";
import { hasFestival, hasFfmpeg } from "../render/testing/available-tools";
import { FestivalVoice } from "../voice/festival-voice";
import { has } from "../../tests/requirements";
import type { AvatarAsset, MotionFrame, TimedPhone } from "./avatar-provider";
import { LocalAvatarProvider } from "./local-provider";
import { motionCurve } from "./motion";
import { buildPhotoLayer } from "./render-photo";

const tools = mediaToolsFromEnv();
const [width, height, fps, seed] = [270, 480, 25, 3];

describe.skipIf(!has({ ffmpeg: hasFfmpeg, festival: hasFestival }))("the local provider's animated photo", () => {
  const provider = new LocalAvatarProvider(tools);
  let dir = "";
  let asset: AvatarAsset;
  let speech: { wavPath: string; phones?: TimedPhone[]; durationMs: number };
  let clip = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "avatar-render-"));
    const portrait = join(dir, "portrait.png");
    await sharp(new URL("./fixtures/astronaut.png", import.meta.url).pathname)
      .resize(1920, 1920)
      .toFile(portrait);
    asset = await provider.prepare({ kind: "photo", path: portrait }, { outputDir: join(dir, "asset") });
    speech = await new FestivalVoice().synthesize("Mama made a big apple pie.", "en-us-slt", { outputDir: dir });
    clip = join(dir, "presenter.mp4");
    const rendered = await provider.render({
      asset,
      audioPath: speech.wavPath,
      phones: speech.phones,
      durationMs: speech.durationMs,
      width,
      height,
      fps,
      seed,
      outputPath: clip,
    });
    expect(rendered).toEqual({ path: clip, alpha: false, provider: "local", look: "animated-photo" });
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes a clip of the voice's length, every frame at the asked size, with the voice", async () => {
    const probe = await probeMedia(tools, clip);
    expect(probe.video).toMatchObject({ width, height });
    expect(Math.abs((probe.video?.frameCount ?? 0) - Math.round((speech.durationMs / 1000) * fps))).toBeLessThanOrEqual(1);
    expect(Math.abs(probe.durationMs - speech.durationMs)).toBeLessThan(100);
    expect(probe.audio).toBeDefined();
  });

  it("opens the mouth on a vowel and shuts it on m, b and p; shut frames look alike", async () => {
    const motion = motionCurve({ phones: speech.phones, durationMs: speech.durationMs, fps, seed });
    const vowel = motion.reduce((best, frame, index) => (frame.jawOpen > motion[best].jawOpen ? index : best), 0);
    const shut = bilabialFrames(motion, speech.phones ?? []);
    expect(shut.length).toBeGreaterThanOrEqual(2);
    const frames = await decodeFrames(clip, join(dir, "frames.rgb"));
    const mouth = await mouthBox(asset);
    // Two shut frames from different syllables, as close in time as that allows (the head sways between them).
    const pairs = shut.flatMap((first) => shut.filter((second) => second - first >= 3).map((second) => [first, second]));
    const [first, second] = pairs.sort((a, b) => a[1] - a[0] - (b[1] - b[0]))[0];
    const openToShut = meanDifference(frames[vowel], frames[first], mouth);
    const shutToShut = meanDifference(frames[first], frames[second], mouth);
    expect(openToShut).toBeGreaterThan(12);
    expect(shutToShut).toBeLessThan(openToShut / 4);
  });
});

/** Frames inside an m, b or p whose mouth the curve shuts. */
function bilabialFrames(motion: readonly MotionFrame[], phones: readonly TimedPhone[]): number[] {
  return motion.flatMap((frame, index) => {
    const timeMs = (index * 1000) / fps;
    const inside = phones.some((phone) => ["m", "b", "p"].includes(phone.phone) && timeMs >= phone.startMs && timeMs < phone.endMs);
    return inside && frame.jawOpen === 0 ? [index] : [];
  });
}

/** The mouth and chin in the frame's pixels, as drawn when nothing moves. */
async function mouthBox(asset: AvatarAsset) {
  const layer = await buildPhotoLayer(asset, width, height);
  const points = layer.landmarks.slice(48, 68).map(([x, y]) => [x - layer.offsetX, y - layer.offsetY]);
  const xs = points.map(([x]) => x);
  const ys = points.map(([, y]) => y);
  return { left: Math.floor(Math.min(...xs)), right: Math.ceil(Math.max(...xs)), top: Math.floor(Math.min(...ys)), bottom: Math.ceil(Math.max(...ys) + 6) };
}

async function decodeFrames(clip: string, rawPath: string): Promise<Buffer[]> {
  await runProcess(tools.ffmpegPath, ["-v", "error", "-i", clip, "-f", "rawvideo", "-pix_fmt", "rgb24", "-y", rawPath]);
  const raw = await readFile(rawPath);
  const size = width * height * 3;
  return Array.from({ length: raw.length / size }, (_, index) => raw.subarray(index * size, (index + 1) * size));
}

function meanDifference(a: Buffer, b: Buffer, box: { left: number; right: number; top: number; bottom: number }): number {
  let sum = 0;
  let count = 0;
  for (let y = box.top; y <= box.bottom; y++) {
    for (let x = box.left; x <= box.right; x++) {
      for (let channel = 0; channel < 3; channel++) {
        const at = (y * width + x) * 3 + channel;
        sum += Math.abs(a[at] - b[at]);
        count++;
      }
    }
  }
  return sum / count;
}
