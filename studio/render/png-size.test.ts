import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { mediaToolsFromEnv } from "./media-tools";
import { pngSize } from "./png-size";
import { runFfmpeg } from "./process";
import { hasFfmpeg } from "./testing/available-tools";
import { has } from "../../tests/requirements";
import { useTempFolder } from "./testing/temp-folder";

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("pngSize", () => {
  const tools = mediaToolsFromEnv();
  const dir = useTempFolder("png-size-test-");

  it("reads a PNG's size from its header, and nothing from a file that is not a PNG", async () => {
    const png = join(dir(), "slide.png");
    const jpeg = join(dir(), "photo.jpg");
    const text = join(dir(), "notes.png");
    await runFfmpeg(tools, ["-f", "lavfi", "-i", "color=c=red:s=108x192", "-frames:v", "1", png]);
    await runFfmpeg(tools, ["-f", "lavfi", "-i", "color=c=red:s=108x192", "-frames:v", "1", jpeg]);
    await writeFile(text, "not a picture");

    expect(await pngSize(png)).toEqual({ width: 108, height: 192 });
    expect(await pngSize(jpeg)).toBeUndefined();
    expect(await pngSize(text)).toBeUndefined();
    expect(await pngSize(join(dir(), "missing.png"))).toBeUndefined();
  });
});
