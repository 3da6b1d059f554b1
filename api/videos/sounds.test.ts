import { mkdtempSync } from "node:fs";
import { readdir, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { startSpeechServer, type SpeechServer } from "../../studio/voice/testing/speech-server";
import type { Api } from "../app";
import { readApiConfig } from "../config";
import { ConfigError } from "../contract/config";
import type { Worker } from "../jobs";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { createVideo, fetchBytes, scriptedAccount, waitForVideoDetail } from "./testing";
import type { VideoView } from "../contract/videos";
import { mediaKeyPath } from "../testing/media-paths";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });
const tools = defaultRenderStages().tools;

interface MusicItem {
  id: string;
  name: string;
  mood: string;
  tempo_bpm: number;
  duration_ms: number;
  licence: { spdx: string; holder: string; origin: string };
  preview_url: string;
  preview_duration_ms: number;
  allowed: boolean;
}

interface VoiceItem {
  id: string;
  name: string;
  language: string;
  gender: string | null;
  provider: string;
  sample_url: string;
}

/** Length of audio bytes, read by ffprobe from a temporary file. */
async function audioDurationMs(bytes: Uint8Array): Promise<number> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), "sound-test-")), "sample.m4a");
  await writeFile(file, bytes);
  const probe = await probeMedia(tools, file);
  expect(probe.audio?.codec).toBe("aac");
  return probe.durationMs;
}

describe("TTS settings", () => {
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-config-"));

  it("turns the HTTP voices on when the base URL, model and voices are set together", () => {
    const config = readApiConfig({
      DATA_DIR: dataDir(),
      TTS_BASE_URL: "http://tts.internal:8880/v1",
      TTS_API_KEY: "sk-local",
      TTS_MODEL: "kokoro",
      TTS_VOICES: "af_bella:en-US:female,alloy",
    });
    expect(config.tts).toEqual({
      baseUrl: "http://tts.internal:8880/v1",
      apiKey: "sk-local",
      model: "kokoro",
      voices: [
        { name: "af_bella", language: "en-US", gender: "female" },
        { name: "alloy", language: "en", gender: null },
      ],
    });
    expect(readApiConfig({ DATA_DIR: dataDir() }).tts).toBeUndefined();
  });

  it("names what is wrong with them", () => {
    const error = (env: Record<string, string>) => {
      try {
        readApiConfig({ DATA_DIR: dataDir(), ...env });
      } catch (caught) {
        expect(caught).toBeInstanceOf(ConfigError);
        return (caught as Error).message;
      }
      throw new Error("accepted");
    };
    expect(error({ TTS_BASE_URL: "http://tts.internal/v1", TTS_MODEL: "kokoro" })).toBe(
      "TTS_BASE_URL, TTS_MODEL and TTS_VOICES must be set together (or none, for the built-in voice only)",
    );
    expect(error({ TTS_BASE_URL: "ftp://tts.internal", TTS_MODEL: "kokoro", TTS_VOICES: "alloy" })).toBe("TTS_BASE_URL must be an http:// or https:// URL");
    expect(error({ TTS_BASE_URL: "http://tts.internal/v1", TTS_MODEL: "kokoro", TTS_VOICES: "alloy,not a voice" })).toContain('"not a voice" is not a voice name');
  });
});

describeOnEachDatabase("music and voices", (harness: ApiHarness) => {
  let speechServer: SpeechServer;
  const workers: Worker[] = [];

  beforeAll(async () => {
    speechServer = await startSpeechServer({ apiKey: "tts-key-42", voices: ["af_bella", "alloy"] });
  });
  afterAll(() => speechServer.close());
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
    await harness.db.updateTable("videos").set({ status: "cancelled" }).where("status", "in", ["generating", "exporting"]).execute();
    speechServer.behaviour = "speak";
  });

  function ttsApi(apiKey = speechServer.apiKey): Promise<Api> {
    return harness.createApi({
      tts: {
        baseUrl: speechServer.baseUrl,
        apiKey,
        model: "tts-test-1",
        voices: [
          { name: "af_bella", language: "en-US", gender: "female" },
          { name: "alloy", language: "en", gender: null },
        ],
      },
    });
  }

  it("lists the music beds with mood, tempo, licence and preview, refusing their use on the free plan", async () => {
    const account = await registerAccount(harness);
    const free = await harness.call<{ items: MusicItem[] }>("GET", "video/bgm-list", { token: account.access_token });
    expect(free.status).toBe(200);
    expect(free.body.data.items.length).toBeGreaterThanOrEqual(5);
    expect(free.body.data.items[0]).toEqual({
      id: "calm-morning",
      name: "Calm Morning",
      mood: "calm",
      tempo_bpm: 76,
      duration_ms: 12_632,
      licence: { spdx: "CC0-1.0", holder: "Promoreel: ours, generated by the engine", origin: expect.stringContaining("ffmpeg aevalsrc") },
      preview_url: "/api/v1/media/music/calm-morning",
      preview_duration_ms: 12_000,
      allowed: false,
    });
    expect(free.body.data.items.every((item) => !item.allowed)).toBe(true);
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", account.user.id).execute();
    const paid = await harness.call<{ items: MusicItem[] }>("GET", "video/bgm-list", { token: account.access_token });
    expect(paid.body.data.items.every((item) => item.allowed)).toBe(true);
    expect((await harness.call("GET", "video/bgm-list")).status).toBe(401);
  });

  it.skipIf(!canRender)("renders a bed's preview once, keeps it in the media store and serves it in ranges", { timeout: 60_000 }, async () => {
    const [first, second] = await Promise.all([fetchBytes(harness.api, "/api/v1/media/music/bright-pop"), fetchBytes(harness.api, "/api/v1/media/music/bright-pop")]);
    expect(first.response.status).toBe(200);
    expect(first.response.headers.get("content-type")).toBe("audio/mp4");
    expect(second.bytes).toEqual(first.bytes);
    expect(Math.abs((await audioDurationMs(first.bytes)) - 12_000)).toBeLessThanOrEqual(100);

    const files = (await readdir(path.join(harness.config.dataDir, "media", "previews", "music"))).filter((name) => name.startsWith("bright-pop-"));
    expect(files).toHaveLength(1);
    const storedPath = mediaKeyPath(harness.config.dataDir, `previews/music/${files[0]}`);
    const renderedAt = (await stat(storedPath)).mtimeMs;
    const again = await fetchBytes(harness.api, "/api/v1/media/music/bright-pop", { headers: { range: "bytes=0-99" } });
    expect(again.response.status).toBe(206);
    expect(again.bytes).toEqual(first.bytes.slice(0, 100));
    expect((await stat(storedPath)).mtimeMs).toBe(renderedAt);

    const unknown = await call(harness.api, "GET", "media/music/polka");
    expect(unknown).toMatchObject({ status: 404, body: { message: "There is no music track called polka. Pick one from the music list." } });
  });

  it.skipIf(!canRender)("lists the built-in voice and the HTTP service's voices, each with a sample it speaks on demand", { timeout: 60_000 }, async () => {
    const account = await registerAccount(harness);
    const builtIn = await harness.call<{ items: VoiceItem[] }>("GET", "materials/voices", { token: account.access_token });
    expect(builtIn.body.data.items).toEqual([
      expect.objectContaining({
        id: "en-us-slt",
        name: "Sally (US English)",
        language: "en-US",
        gender: "female",
        provider: "festival",
        sample_url: "/api/v1/media/voice/en-us-slt",
      }),
    ]);
    const sample = await fetchBytes(harness.api, builtIn.body.data.items[0]!.sample_url);
    expect(sample.response.status).toBe(200);
    expect(await audioDurationMs(sample.bytes)).toBeGreaterThan(1_500);

    const api = await ttsApi();
    const withService = await call<{ items: VoiceItem[] }>(api, "GET", "materials/voices", { token: account.access_token });
    expect(withService.body.data.items.map((voice) => [voice.id, voice.language, voice.gender, voice.provider])).toEqual([
      ["en-us-slt", "en-US", "female", "festival"],
      ["tts-af_bella", "en-US", "female", "http-tts/tts-test-1"],
      ["tts-alloy", "en", null, "http-tts/tts-test-1"],
    ]);
    speechServer.requests.length = 0;
    const serviceSample = await fetchBytes(api, "/api/v1/media/voice/tts-alloy");
    expect(serviceSample.response.status).toBe(200);
    expect(await audioDurationMs(serviceSample.bytes)).toBeGreaterThan(1_500);
    expect(speechServer.requests).toEqual([
      {
        authorization: "Bearer tts-key-42",
        body: { model: "tts-test-1", input: "Hi! This is how your product video sounds with my voice.", voice: "alloy", response_format: "wav" },
      },
    ]);
    // Kept: asked again, the service is not called again.
    expect((await fetchBytes(api, "/api/v1/media/voice/tts-alloy")).bytes).toEqual(serviceSample.bytes);
    expect(speechServer.requests).toHaveLength(1);

    speechServer.behaviour = "server-error";
    const failing = await call(api, "GET", "media/voice/tts-af_bella");
    expect(failing).toMatchObject({ status: 503, body: { message: "This sample cannot be played right now. Try again later." } });
    const chinese = await call(api, "GET", "media/voice/tts-af_bella", { headers: { "accept-language": "zh-CN" } });
    expect(chinese.body.message).toBe("该试听暂时无法播放，请稍后再试。");
    expect((await call(api, "GET", "media/voice/nobody")).status).toBe(404);
  });

  it.skipIf(!canRender)("renders a video in an HTTP service's voice, every line spoken by the service", { timeout: 180_000 }, async () => {
    const api = await ttsApi();
    const setup = await scriptedAccount(harness);
    const video = await createVideo(harness, setup, { voice_id: "tts-af_bella" }, api);
    expect(video.voice_id).toBe("tts-af_bella");
    workers.push(api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
    const ready = await waitForVideoDetail(harness, setup.token, video.id, (current) => current.status === "ready" || current.status === "failed");
    expect(ready.error).toBeNull();
    expect(ready.status).toBe("ready");
    const timeline = (await harness.call("GET", `video/detail?id=${video.id}`, { token: setup.token })).body.data.timeline;
    // Every scene's line went to the service, and the video carries the voice it sent back.
    const spoken = timeline.scenes.map((scene: { spoken: string }) => scene.spoken);
    expect(speechServer.requests.map((request) => request.body.input)).toEqual(expect.arrayContaining(spoken));
    const probe = await probeMedia(tools, mediaKeyPath(harness.config.dataDir, `${setup.userId}/videos/${video.id}/${video.id}-1x1.mp4`));
    expect(probe.audio?.codec).toBe("aac");
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
  });

  it.skipIf(!canRender)("fails a render whose voice service refuses the key, at once and with the reason", { timeout: 120_000 }, async () => {
    const api = await ttsApi("a-revoked-key");
    const setup = await scriptedAccount(harness);
    const video = await createVideo(harness, setup, { voice_id: "tts-alloy" }, api);
    workers.push(api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
    const failed = await waitForVideoDetail(harness, setup.token, video.id, (current) => current.status === "failed");
    expect(failed.error).toBe(
      "The voice service refused this site's credentials, so this voice cannot speak. Pick another voice, or ask the site's operator to check the text-to-speech settings.",
    );
    const job = await harness.db
      .selectFrom("jobs")
      .select("attempts")
      .where("id", "=", (await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow()).job_id)
      .executeTakeFirstOrThrow();
    expect(job.attempts).toBe(1);
  });

  it.skipIf(!canRender)("retries a voice service that fails, then fails the video with the service's reason", { timeout: 120_000 }, async () => {
    const api = await ttsApi();
    speechServer.behaviour = "server-error";
    const setup = await scriptedAccount(harness);
    const video = await createVideo(harness, setup, { voice_id: "tts-alloy" }, api);
    const { job_id: jobId } = await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow();
    workers.push(api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 }));
    const failed = await vi.waitFor(
      async () => {
        // The queue waits before each retry by its clock: move the test clock to the retry instead of sleeping.
        const job = await harness.db.selectFrom("jobs").select(["status", "run_after"]).where("id", "=", jobId).executeTakeFirstOrThrow();
        if (job.status === "queued" && job.run_after > harness.clock.now) harness.clock.now = job.run_after;
        const row = await harness.db.selectFrom("videos").select(["status", "error"]).where("id", "=", video.id).executeTakeFirstOrThrow();
        if (row.status !== "failed") throw new Error(`video is ${row.status}`);
        // The row fails first, then the queue records the job's end: both are waited for.
        if (job.status === "running") throw new Error("the job is still ending");
        return row;
      },
      { timeout: 100_000, interval: 100 },
    );
    expect(failed.status).toBe("failed");
    const job = await harness.db.selectFrom("jobs").select(["attempts", "status"]).where("id", "=", jobId).executeTakeFirstOrThrow();
    expect(job).toEqual({ attempts: 3, status: "failed" });
    const detail = await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: setup.token });
    expect(detail.body.data.error).toBe("The voice service failed to speak this line (HTTP 500). Try again later or pick another voice.");
    expect(detail.body.data.files).toEqual([]);
  });
});
