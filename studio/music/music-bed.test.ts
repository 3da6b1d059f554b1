import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "../render/media-tools";
import { probeMedia } from "../render/probe";
import { explainSkip, hasFfmpeg } from "../render/testing/available-tools";
import { musicBeds } from "./music-library";
import { renderMusicBed } from "./render-music-bed";

describe("music library", () => {
  it("records mood, tempo and a licence for every bed", () => {
    expect(new Set(musicBeds.map((bed) => bed.id)).size).toBe(musicBeds.length);
    for (const bed of musicBeds) {
      expect(bed.beatsPerMinute).toBeGreaterThan(40);
      expect(bed.licence.spdx).toBe("CC0-1.0");
      expect(bed.chords.length).toBeGreaterThan(1);
    }
  });
});

explainSkip("ffmpeg music", hasFfmpeg);

describe.skipIf(!hasFfmpeg)("renderMusicBed", () => {
  const tools = mediaToolsFromEnv();
  let dir = "";
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("renders a bed of the asked length, the same samples every time", async () => {
    dir = await mkdtemp(join(tmpdir(), "music-test-"));
    const first = join(dir, "a.wav");
    const second = join(dir, "b.wav");
    await renderMusicBed(tools, { trackId: "bright-pop", durationMs: 6_000, outputPath: first });
    await renderMusicBed(tools, { trackId: "bright-pop", durationMs: 6_000, outputPath: second });
    expect((await probeMedia(tools, first)).durationMs).toBe(6_000);
    expect(await sha256(first)).toBe(await sha256(second));
  });

  it("refuses an unknown track", async () => {
    await expect(renderMusicBed(tools, { trackId: "nope", durationMs: 1_000, outputPath: join(tmpdir(), "x.wav") })).rejects.toMatchObject({
      code: "unknown-asset",
    });
  });
});

async function sha256(path: string): Promise<string> {
  return createHash("sha256").update(await readFile(path)).digest("hex");
}
