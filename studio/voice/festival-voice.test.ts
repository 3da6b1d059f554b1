import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MediaError } from "../render/errors";
import { hasFestival } from "../render/testing/available-tools";
import { defaultVoiceId, FestivalVoice } from "./festival-voice";
import { has } from "../../tests/requirements";

describe.skipIf(!has({ festival: hasFestival }))("FestivalVoice", () => {
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

  it("gives the phones with their times, back to back to the end of the audio, for a presenter's mouth", async () => {
    const outputDir = await mkdtemp(join(tmpdir(), "voice-test-"));
    dirs.push(outputDir);
    const speech = await voice.synthesize("Meet my mom.", defaultVoiceId, { outputDir });
    expect(speech.phones?.map((phone) => phone.phone)).toEqual(["pau", "m", "iy", "t", "m", "ay", "m", "aa", "m", "pau"]);
    expect(speech.phones?.[0].startMs).toBe(0);
    for (const [index, phone] of (speech.phones ?? []).entries()) {
      expect(phone.endMs).toBeGreaterThan(phone.startMs);
      if (index > 0) expect(phone.startMs).toBe(speech.phones?.[index - 1].endMs);
    }
    expect(Math.abs((speech.phones?.at(-1)?.endMs ?? 0) - speech.durationMs)).toBeLessThanOrEqual(10);
  });

  it("says several lines in one process exactly as it says each alone", async () => {
    const outputDir = await mkdtemp(join(tmpdir(), "voice-test-"));
    dirs.push(outputDir);
    const lines = ["Still buying plastic bottles every single week?", "All for just $24.99.", "Tap the link and grab yours today."];
    const together = await voice.synthesizeMany(lines, defaultVoiceId, { outputDir: join(outputDir, "together") });
    const alone = await Promise.all(lines.map((line) => voice.synthesize(line, defaultVoiceId, { outputDir: join(outputDir, "alone") })));
    expect(together.map((speech) => speech.words)).toEqual(alone.map((speech) => speech.words));
    expect(together.map((speech) => speech.durationMs)).toEqual(alone.map((speech) => speech.durationMs));
    for (const [index, speech] of together.entries()) {
      expect(await readFile(speech.wavPath)).toEqual(await readFile(alone[index].wavPath));
    }
    expect(together[1].words.map((word) => word.word)).toEqual(["All", "for", "just", "$24.99."]);
  });

  it("refuses a batch with an empty line before saying any of it", async () => {
    const outputDir = await mkdtemp(join(tmpdir(), "voice-test-"));
    dirs.push(outputDir);
    await expect(voice.synthesizeMany(["Hello there.", "  "], defaultVoiceId, { outputDir })).rejects.toThrow("nothing to say");
    expect(await readdir(outputDir).catch(() => [])).toEqual([]);
  });

  it("lists its voices and refuses an unknown one", async () => {
    expect((await voice.listVoices()).map((info) => info.id)).toContain(defaultVoiceId);
    await expect(voice.synthesize("Hello", "no-such-voice", { outputDir: tmpdir() })).rejects.toMatchObject({ code: "unknown-asset" });
    await expect(voice.synthesize("Hello", "no-such-voice", { outputDir: tmpdir() })).rejects.toBeInstanceOf(MediaError);
  });
});
