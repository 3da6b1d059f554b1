import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MediaError } from "../render/errors";
import { mediaToolsFromEnv } from "../render/media-tools";
import { probeMedia } from "../render/probe";
import { hasFestival, hasFfmpeg } from "../render/testing/available-tools";
import { HttpTtsVoice, parseTtsVoiceList, type HttpTtsConfig } from "./http-tts-voice";
import { splitScriptTokens } from "./script-tokens";
import { startSpeechServer, type SpeechServer } from "./testing/speech-server";
import { combineVoiceProviders } from "./voice-catalog";
import { FestivalVoice } from "./festival-voice";
import { has } from "../../tests/requirements";

/**
 * Lines of the kind the writer produces, none of them used to tune the estimate (docs/decisions/072): prices,
 * numbers, commas, a question, a brand name.
 */
const lines = [
  "Keeps drinks cold for 24 hours and hot for 12.",
  "Leak-proof lid: seals tight in any bag.",
  "Meet the AeroPress Go, only $31.95!",
  "Made from recycled aluminium, it weighs just 300 grams.",
  "Little detail: the strap adjusts with one hand.",
  "So here it is. The Nimbus desk fan, by Calder.",
  "It's quiet enough for a bedroom, strong enough for a summer afternoon.",
  "The price: $59.99, with free returns for 30 days.",
  "Three speeds, a timer, and a remote that sticks to the side.",
  "Worth knowing: every batch is tested by hand.",
  "Tap the link and see every colour.",
  "Why settle for a kettle that takes five minutes?",
];

/** The tolerance of the estimate against festival's own timings, starts and ends of every word together. */
const tolerance = { meanMs: 100, worstMs: 450 };

describe("TTS_VOICES", () => {
  it("reads names with an optional language and gender", () => {
    expect(parseTtsVoiceList("af_bella:en-US:female, alloy ,am_adam:en-GB:male")).toEqual([
      { name: "af_bella", language: "en-US", gender: "female" },
      { name: "alloy", language: "en", gender: null },
      { name: "am_adam", language: "en-GB", gender: "male" },
    ]);
  });

  it("names the entry it cannot use", () => {
    expect(() => parseTtsVoiceList(" , ")).toThrow("TTS_VOICES must name at least one voice");
    expect(() => parseTtsVoiceList("alloy,bad voice")).toThrow('"bad voice" is not a voice name');
    expect(() => parseTtsVoiceList("alloy:english")).toThrow('"alloy:english" has no language code');
    expect(() => parseTtsVoiceList("alloy:en:robot")).toThrow("has a gender other than female, male or neutral");
    expect(() => parseTtsVoiceList("alloy,alloy")).toThrow("names a voice twice");
  });
});

const canSpeak = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

describe.skipIf(!canSpeak)("HttpTtsVoice against a local OpenAI-compatible speech server", () => {
  let server: SpeechServer;
  let outputDir: string;
  const tools = mediaToolsFromEnv();

  function voiceWith(overrides: Partial<HttpTtsConfig> = {}, timeoutMs?: number) {
    const config: HttpTtsConfig = {
      baseUrl: server.baseUrl,
      apiKey: server.apiKey,
      model: "tts-test-1",
      voices: parseTtsVoiceList("af_bella:en-US:female,alloy"),
      ...overrides,
    };
    return new HttpTtsVoice(config, { tools, timeoutMs });
  }

  beforeAll(async () => {
    server = await startSpeechServer({ apiKey: "test-key-123", voices: ["af_bella", "alloy"] });
    outputDir = await mkdtemp(join(tmpdir(), "http-tts-"));
  });
  afterAll(async () => {
    await server.close();
    await rm(outputDir, { recursive: true, force: true });
  });

  it("lists the configured voices under their own ids", async () => {
    expect(await voiceWith().listVoices()).toEqual([
      { id: "tts-af_bella", name: "af_bella", language: "en-US", gender: "female", provider: "http-tts/tts-test-1", licence: expect.any(String) },
      { id: "tts-alloy", name: "alloy", language: "en", gender: null, provider: "http-tts/tts-test-1", licence: expect.any(String) },
    ]);
  });

  it("sends the protocol's request with the key, and estimates word timings close to the voice's own", { timeout: 60_000 }, async () => {
    server.behaviour = "speak";
    server.requests.length = 0;
    const voice = voiceWith();
    const errors: number[] = [];
    for (const line of lines) {
      const speech = await voice.synthesize(line, "tts-af_bella", { outputDir });
      const truth = server.festivalWords.get(line)!;
      expect(speech.words.map((word) => word.word)).toEqual(splitScriptTokens(line));
      expect(speech.words.map((word) => word.word)).toEqual(truth.map((word) => word.word));
      let previousEnd = 0;
      speech.words.forEach((word, index) => {
        expect(word.startMs).toBeGreaterThanOrEqual(previousEnd);
        expect(word.endMs).toBeGreaterThan(word.startMs);
        previousEnd = word.endMs;
        errors.push(Math.abs(word.startMs - truth[index]!.startMs), Math.abs(word.endMs - truth[index]!.endMs));
      });
      expect(previousEnd).toBeLessThanOrEqual(speech.durationMs);
      // The normalised WAV the renderer reads: mono 16-bit at 24 kHz, as long as the service's reply.
      const probe = await probeMedia(tools, speech.wavPath);
      expect(probe.audio).toMatchObject({ codec: "pcm_s16le", sampleRate: 24_000, channels: 1 });
      expect((await readFile(speech.wavPath)).toString("ascii", 0, 4)).toBe("RIFF");
    }
    const meanMs = errors.reduce((sum, error) => sum + error, 0) / errors.length;
    expect(meanMs).toBeLessThanOrEqual(tolerance.meanMs);
    expect(Math.max(...errors)).toBeLessThanOrEqual(tolerance.worstMs);

    expect(server.requests).toHaveLength(lines.length);
    expect(server.requests[0]).toEqual({
      authorization: "Bearer test-key-123",
      body: { model: "tts-test-1", input: lines[0], voice: "af_bella", response_format: "wav" },
    });
  });

  it("explains a refused key, a server error, an answer that is not audio and a service that does not answer", { timeout: 30_000 }, async () => {
    server.behaviour = "speak";
    const refused = await voiceWith({ apiKey: "wrong-key" })
      .synthesize("Hello there.", "tts-alloy", { outputDir })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MediaError);
    expect(refused).toMatchObject({ code: "tool-missing", message: expect.stringContaining("refused this site's credentials") });
    expect((refused as MediaError).detail).toContain("HTTP 401");
    expect((refused as MediaError).detail).not.toContain("wrong-key");

    server.behaviour = "server-error";
    await expect(voiceWith().synthesize("Hello there.", "tts-alloy", { outputDir })).rejects.toMatchObject({
      code: "tool-failed",
      message: "The voice service failed to speak this line (HTTP 500). Try again later or pick another voice.",
    });

    server.behaviour = "html";
    await expect(voiceWith().synthesize("Hello there.", "tts-alloy", { outputDir })).rejects.toMatchObject({
      code: "tool-failed",
      message: "The voice service answered with text/html instead of WAV audio. Try again later or pick another voice.",
    });

    server.behaviour = "hang";
    await expect(voiceWith({}, 1_000).synthesize("Hello there.", "tts-alloy", { outputDir })).rejects.toMatchObject({
      code: "tool-failed",
      message: "The voice service did not answer within 1 s. Try again later or pick another voice.",
    });

    const stopped = new AbortController();
    const cancelled = voiceWith().synthesize("Hello there.", "tts-alloy", { outputDir, signal: stopped.signal });
    stopped.abort();
    await expect(cancelled).rejects.toMatchObject({ code: "cancelled" });
    server.behaviour = "speak";
  });

  it("refuses a voice it does not have, and shares a catalogue with the built-in voice", async () => {
    await expect(voiceWith().synthesize("Hello.", "tts-nova", { outputDir })).rejects.toMatchObject({ code: "unknown-asset" });
    const catalogue = combineVoiceProviders([new FestivalVoice(), voiceWith()]);
    expect((await catalogue.listVoices()).map((voice) => voice.id)).toEqual(["en-us-slt", "tts-af_bella", "tts-alloy"]);
    server.behaviour = "speak";
    server.requests.length = 0;
    const speech = await catalogue.synthesize("Grab yours today.", "tts-alloy", { outputDir });
    expect(speech.words.map((word) => word.word)).toEqual(["Grab", "yours", "today."]);
    expect(server.requests.map((request) => request.body.voice)).toEqual(["alloy"]);
    await expect(catalogue.synthesize("Hello.", "nobody", { outputDir })).rejects.toMatchObject({ code: "unknown-asset" });
  });
});
