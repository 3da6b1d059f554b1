import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MediaError } from "../render/errors";
import { explainSkip, hasFestival } from "../render/testing/available-tools";
import { defaultVoiceId, FestivalVoice } from "./festival-voice";

explainSkip("festival voice", hasFestival);

describe.skipIf(!hasFestival)("FestivalVoice", () => {
  const voice = new FestivalVoice();
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

  it("speaks a line and times every script token, in order, inside the audio", async () => {
    const outputDir = await mkdtemp(join(tmpdir(), "voice-test-"));
    dirs.push(outputDir);
    const speech = await voice.synthesize("Meet the AeroPress Go, only $31.95!", defaultVoiceId, { outputDir });
    expect(speech.words.map((word) => word.word)).toEqual(["Meet", "the", "AeroPress", "Go,", "only", "$31.95!"]);
    expect(speech.durationMs).toBeGreaterThan(1500);
    let previousEnd = 0;
    for (const word of speech.words) {
      expect(word.startMs).toBeGreaterThanOrEqual(previousEnd);
      expect(word.endMs).toBeGreaterThan(word.startMs);
      previousEnd = word.endMs;
    }
    expect(previousEnd).toBeLessThanOrEqual(speech.durationMs);
  });

  it("lists its voices and refuses an unknown one", async () => {
    expect((await voice.listVoices()).map((info) => info.id)).toContain(defaultVoiceId);
    await expect(voice.synthesize("Hello", "no-such-voice", { outputDir: tmpdir() })).rejects.toMatchObject({ code: "unknown-asset" });
    await expect(voice.synthesize("Hello", "no-such-voice", { outputDir: tmpdir() })).rejects.toBeInstanceOf(MediaError);
  });
});
