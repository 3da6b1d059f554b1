import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "./media-tools";
import { probeMedia } from "./probe";
import { runFfmpeg } from "./process";
import { hasFfmpeg } from "./testing/available-tools";
import { has } from "../../tests/requirements";

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("probeMedia", () => {
  const tools = mediaToolsFromEnv();
  let dir = "";

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "probe-test-"));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  /** A 320x180 clip, stored as a phone stores a portrait video: sideways, with a rotation flag. */
  async function clip(rotation: number | undefined): Promise<string> {
    const stored = join(dir, `stored-${rotation}.mp4`);
    await runFfmpeg(tools, ["-f", "lavfi", "-i", "color=c=red:s=320x180:r=30:d=1", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p", stored]);
    if (rotation === undefined) return stored;
    // ffmpeg 5.1 writes the display matrix only when copying streams.
    const flagged = join(dir, `flagged-${rotation}.mp4`);
    await runFfmpeg(tools, ["-i", stored, "-c", "copy", "-metadata:s:v:0", `rotate=${rotation}`, flagged]);
    return flagged;
  }

  it("reports a clip's picture as it is shown, so a sideways-stored phone clip is laid out upright", async () => {
    expect((await probeMedia(tools, await clip(undefined))).video).toMatchObject({ width: 320, height: 180 });
    expect((await probeMedia(tools, await clip(90))).video).toMatchObject({ width: 180, height: 320 });
    expect((await probeMedia(tools, await clip(270))).video).toMatchObject({ width: 180, height: 320 });
    expect((await probeMedia(tools, await clip(180))).video).toMatchObject({ width: 320, height: 180 });
  });
});
