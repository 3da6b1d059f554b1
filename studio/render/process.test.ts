import { describe, expect, it } from "vitest";
import { findExecutable } from "./media-tools";
import { runProcess } from "./process";

describe("media tools as child processes", () => {
  it.skipIf(!findExecutable("nice"))("run at the lowest CPU priority, so pages and password checks go first", async () => {
    // `nice` without arguments prints the niceness it was started with.
    const { stdout } = await runProcess("nice", []);
    expect(stdout.trim()).toBe("19");
  });

  it("a tool that is not installed is reported as missing, not as a failed run", async () => {
    await expect(runProcess("promoreel-no-such-tool", ["-version"])).rejects.toMatchObject({
      code: "tool-missing",
      message: expect.stringContaining("promoreel-no-such-tool is not installed"),
    });
  });

  it("a tool that fails says so with the last line it wrote", async () => {
    await expect(runProcess("sh", ["-c", "echo first >&2; echo 'the real reason' >&2; exit 3"])).rejects.toMatchObject({
      code: "tool-failed",
      message: "sh failed (exit 3): the real reason",
    });
  });
});
