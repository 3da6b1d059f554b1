import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AvatarError } from "./avatar-error";
import { preparePhoto } from "./prepare-photo";

const fixtures = new URL("./fixtures/", import.meta.url).pathname;

describe("preparePhoto", () => {
  let dir = "";
  /** The fixture portrait enlarged to a phone photo's size: the face becomes 315 px wide. */
  let portrait = "";
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "avatar-prepare-"));
    portrait = join(dir, "portrait.png");
    await sharp(join(fixtures, "astronaut.png")).resize(1920, 1920).toFile(portrait);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("finds the one face with its 68 landmarks and a head-and-shoulders crop, and keeps a still", async () => {
    const asset = await preparePhoto(portrait, join(dir, "asset"));
    expect(asset.kind).toBe("photo");
    expect(asset.landmarks).toHaveLength(68);
    const still = await sharp(asset.stillPath).metadata();
    expect([still.width, still.height]).toEqual([asset.width, asset.height]);
    expect(asset.face.width).toBeGreaterThan(300);
    // The crop is a 4:5 portrait inside the still, holding the whole face with room around it.
    expect(asset.crop.width / asset.crop.height).toBeCloseTo(0.8, 2);
    expect(asset.crop.x).toBeGreaterThanOrEqual(0);
    expect(asset.crop.x + asset.crop.width).toBeLessThanOrEqual(asset.width + 0.5);
    expect(asset.crop.y + asset.crop.height).toBeLessThanOrEqual(asset.height + 0.5);
    expect(asset.crop.x).toBeLessThan(asset.face.x);
    expect(asset.crop.x + asset.crop.width).toBeGreaterThan(asset.face.x + asset.face.width);
    expect(asset.crop.y + asset.crop.height).toBeGreaterThan(asset.face.y + asset.face.height * 1.5);
    // Every landmark falls on the face.
    for (const [x, y] of asset.landmarks ?? []) {
      expect(x).toBeGreaterThan(asset.face.x - asset.face.width * 0.2);
      expect(x).toBeLessThan(asset.face.x + asset.face.width * 1.2);
      expect(y).toBeGreaterThan(asset.face.y - asset.face.height * 0.2);
      expect(y).toBeLessThan(asset.face.y + asset.face.height * 1.2);
    }
  });

  const refusal = async (path: string) => {
    const error = await preparePhoto(path, join(dir, "refused")).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AvatarError);
    return error as AvatarError;
  };

  it("refuses a photo without a face, saying what to upload instead", async () => {
    const error = await refusal(join(fixtures, "coffee.png"));
    expect(error.code).toBe("no_face");
    expect(error.message).toMatch(/Upload a photo of one person/);
  });

  it("refuses a face too small to show (the portrait as it is, face about 85 px wide)", async () => {
    const error = await refusal(join(fixtures, "astronaut.png"));
    expect(error.code).toBe("face_too_small");
    expect(error.message).toMatch(/at least 300 pixels wide/);
  });

  it("refuses a photo of two people", async () => {
    const pair = join(dir, "pair.png");
    const half = await sharp(portrait).resize(960, 1920, { fit: "cover" }).toBuffer();
    await sharp({ create: { width: 1920, height: 1920, channels: 3, background: "#888" } })
      .composite([
        { input: half, left: 0, top: 0 },
        { input: half, left: 960, top: 0 },
      ])
      .png()
      .toFile(pair);
    const error = await refusal(pair);
    expect(error.code).toBe("several_faces");
    expect(error.message).toMatch(/just one person/);
  });

  it("refuses a blurred face", async () => {
    const blurred = join(dir, "blurred.png");
    await sharp(portrait).blur(3).toFile(blurred);
    expect((await refusal(blurred)).code).toBe("blurred");
  });

  it("refuses a file that is not an image", async () => {
    const error = await refusal(new URL(import.meta.url).pathname);
    expect(error.code).toBe("unreadable_image");
  });
});
