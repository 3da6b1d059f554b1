import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "../render/media-tools";
import { probeMedia } from "../render/probe";
import { hasFfmpeg } from "../render/testing/available-tools";
import { useTempFolder } from "../render/testing/temp-folder";
import { brollIds, brollLibrary } from "./broll-library";
import { renderBrollClip } from "./render-broll";
import { has } from "../../tests/requirements";

describe("b-roll library", () => {
  it("describes every built-in background", () => {
    expect([...brollIds]).toEqual(["gradient-sweep", "light-leaks", "bokeh", "grid-pulse"]);
    expect(brollLibrary.map((info) => info.id)).toEqual([...brollIds]);
  });
});

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("renderBrollClip", () => {
  const tools = mediaToolsFromEnv();
  const dir = useTempFolder("broll-test-");

  it.each(brollIds)("%s: sized as asked, same bytes for the same seed, different for another", async (id) => {
    const request = { id, width: 180, height: 320, frameCount: 15, framesPerSecond: 30, seed: 3 };
    const paths = ["a", "b", "c"].map((name) => join(dir(), `${id}-${name}.mp4`));
    await renderBrollClip(tools, request, paths[0]);
    await renderBrollClip(tools, request, paths[1]);
    await renderBrollClip(tools, { ...request, seed: 4 }, paths[2]);
    const probe = await probeMedia(tools, paths[0]);
    expect(probe.video).toMatchObject({ width: 180, height: 320, frameCount: 15 });
    const [first, second, other] = await Promise.all(paths.map(sha256));
    expect(second).toBe(first);
    expect(other).not.toBe(first);
  });
});

async function sha256(path: string): Promise<string> {
  return createHash("sha256")
    .update(await readFile(path))
    .digest("hex");
}
