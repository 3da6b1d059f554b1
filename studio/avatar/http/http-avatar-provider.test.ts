import { mkdtemp, readdir, readFile, stat, writeFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { AvatarAsset, AvatarProvider, RenderRequest } from "../avatar-provider";
import { LocalAvatarProvider } from "../local-provider";
import { MediaError } from "../../render/errors";
import { mediaToolsFromEnv } from "../../render/media-tools";
import { probeMedia } from "../../render/probe";
import { runFfmpeg } from "../../render/process";
import { hasFfmpeg } from "../../render/testing/available-tools";
import { useTempFolder } from "../../render/testing/temp-folder";
import { has } from "../../../tests/requirements";
import type { HttpAvatarConfig } from "./http-avatar-config";
import { HttpAvatarProvider } from "./http-avatar-provider";
import { startLipsyncServer, type LipsyncServer } from "./testing/lipsync-server";
import { withFallback } from "./with-fallback";

const tools = mediaToolsFromEnv();
const stillPath = join(import.meta.dirname, "testing/fixtures/astronaut-head.png");
const apiKey = "sk-avatar-secret-4242";

/** The fixture's head and shoulders, as the local provider's prepare would give them. */
const asset: AvatarAsset = {
  kind: "photo",
  stillPath,
  width: 200,
  height: 200,
  face: { x: 50, y: 25, width: 60, height: 75 },
  crop: { x: 30, y: 10, width: 128, height: 160 },
};

/** The offline provider's stand-in: a real (grey) MP4 of the asked size, so a fallback gives a playable clip. */
function fakeLocalProvider(): AvatarProvider & { renders: number } {
  const provider = {
    name: "local",
    renders: 0,
    prepare: async () => asset,
    async render(request: RenderRequest) {
      provider.renders += 1;
      const size = `${request.width}x${request.height}`;
      await runFfmpeg(tools, [
        "-f",
        "lavfi",
        "-i",
        `color=c=gray:s=${size}:r=${request.fps}:d=${request.durationMs / 1000}`,
        "-c:v",
        "libx264",
        "-preset",
        "ultrafast",
        request.outputPath,
      ]);
      return { path: request.outputPath, alpha: false, provider: "local", look: "animated-photo" as const };
    },
  };
  return provider;
}

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("HttpAvatarProvider against a local lip-sync service", () => {
  const folder = useTempFolder("avatar-http-");
  let server: LipsyncServer;
  let audioPath: string;
  let outputs = 0;

  beforeAll(async () => {
    server = await startLipsyncServer({ apiKey, tools });
    audioPath = join(folder(), "line.wav");
    await runFfmpeg(tools, ["-f", "lavfi", "-i", "sine=frequency=220:duration=1", "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", audioPath]);
  });
  afterAll(() => server?.close());
  afterEach(() => {
    server.outcome = "succeed";
    server.failNext = 0;
    server.rateLimitNextPolls = 0;
    server.resultUrlFor = (id) => `${server.baseUrl}/v1/lipsync/${id}/result.mp4`;
  });

  /** A provider with its own empty cache, so no test sees another's results. */
  async function providerWith(overrides: Partial<HttpAvatarConfig> = {}, cacheDir?: string) {
    const config: HttpAvatarConfig = {
      baseUrl: server.baseUrl,
      apiKey,
      pollIntervalMs: 50,
      timeoutMs: 10_000,
      maxAttempts: 3,
      maxResultBytes: 10 * 1024 * 1024,
      ...overrides,
    };
    return new HttpAvatarProvider({ config, preparer: fakeLocalProvider(), tools, cacheDir: cacheDir ?? (await mkdtemp(join(folder(), "cache-"))) });
  }

  function request(overrides: Partial<RenderRequest> = {}): RenderRequest {
    outputs += 1;
    return { asset, audioPath, durationMs: 1_000, width: 64, height: 80, fps: 10, seed: 1, outputPath: join(folder(), `presenter-${outputs}.mp4`), ...overrides };
  }

  function requestsSince(start: number) {
    return server.requests.slice(start).map((entry) => `${entry.method} ${entry.path.replace(/job_\d+/, "{id}")} ${entry.status}`);
  }

  it("submits the cropped still and the voice, polls queued → running → succeeded, and downloads a playable MP4", async () => {
    const start = server.requests.length;
    const render = request();
    const rendered = await (await providerWith()).render(render);

    expect(rendered).toEqual({ path: render.outputPath, alpha: false, provider: "http", look: "lip-sync" });
    const probe = await probeMedia(tools, render.outputPath);
    expect(probe.video).toMatchObject({ codec: "h264", width: 64, height: 80, framesPerSecond: 10 });
    expect(probe.durationMs).toBeGreaterThan(900);
    expect(probe.durationMs).toBeLessThan(1_300);

    // "running" as many times as ffmpeg takes on a busy machine; each status once changed, in this order.
    const statuses = server.statusesSent.get(`job_${server.submissions.length}`)!;
    expect(statuses.filter((status, index) => status !== statuses[index - 1])).toEqual(["queued", "running", "succeeded"]);
    const requests = requestsSince(start);
    expect(requests[0]).toBe("POST /v1/lipsync 202");
    expect(requests.slice(1, -1)).toEqual(statuses.map(() => "GET /v1/lipsync/{id} 200"));
    expect(requests.at(-1)).toBe("GET /v1/lipsync/{id}/result.mp4 200");
    expect(server.requests.slice(start).every((entry) => entry.authorization === `Bearer ${apiKey}`)).toBe(true);
    expect(server.requests[start]!.idempotencyKey).toMatch(/^[0-9a-f]{64}$/);

    // What was sent: the head-and-shoulders crop (128x160) scaled to the clip's 64x80, and the WAV as it is.
    const submission = server.submissions.at(-1)!;
    expect(submission).toMatchObject({ width: 64, height: 80, fps: 10, image: { content_type: "image/png" }, audio: { content_type: "audio/wav" } });
    expect(submission.audio.bytes.equals(await readFile(audioPath))).toBe(true);
    const sentStill = join(folder(), "sent-still.png");
    await writeFile(sentStill, submission.image.bytes);
    expect((await probeMedia(tools, sentStill)).video).toMatchObject({ width: 64, height: 80 });
  });

  it("asks nothing of the service for inputs it has already animated, and asks again when one changes", async () => {
    const cacheDir = await mkdtemp(join(folder(), "shared-cache-"));
    const first = await (await providerWith({}, cacheDir)).render(request());
    const start = server.requests.length;

    const again = request();
    expect(await (await providerWith({}, cacheDir)).render(again)).toEqual({ path: again.outputPath, alpha: false, provider: "http", look: "lip-sync" });
    expect(server.requests.length).toBe(start);
    expect((await readFile(again.outputPath)).equals(await readFile(first.path))).toBe(true);

    await (await providerWith({}, cacheDir)).render(request({ fps: 12 }));
    expect(requestsSince(start)[0]).toBe("POST /v1/lipsync 202");
    // Only the two finished results stay in the cache: no scratch files.
    expect((await readdir(cacheDir)).filter((name) => !/^[0-9a-f]{64}\.mp4$/.test(name))).toEqual([]);
    expect(await readdir(cacheDir)).toHaveLength(2);
  });

  it("waits as long as a 429's Retry-After asks before polling again", async () => {
    server.rateLimitNextPolls = 1;
    server.retryAfterSeconds = 1;
    const start = server.requests.length;
    await (await providerWith()).render(request());
    const requests = server.requests.slice(start);
    const limited = requests.findIndex((entry) => entry.status === 429);
    expect(limited).toBe(1);
    expect(requests[limited + 1]!.at - requests[limited]!.at).toBeGreaterThanOrEqual(990);
    expect(requests.at(-1)!.status).toBe(200);
  });

  it("retries a submit that fails with 500 and succeeds on the third try", async () => {
    server.failNext = 2;
    const start = server.requests.length;
    const rendered = await (await providerWith()).render(request());
    expect(rendered.provider).toBe("http");
    expect(requestsSince(start).slice(0, 3)).toEqual(["POST /v1/lipsync 500", "POST /v1/lipsync 500", "POST /v1/lipsync 202"]);
    // The same idempotency key each time, so a service that did take the first submit would not run it twice.
    expect(new Set(server.requests.slice(start, start + 3).map((entry) => entry.idempotencyKey)).size).toBe(1);
  });

  it("gives up on 500s after its attempts, with a sentence that says so", async () => {
    server.failNext = 3;
    const start = server.requests.length;
    await expect((await providerWith()).render(request())).rejects.toMatchObject({
      code: "tool-failed",
      message: "The lip-sync service failed (HTTP 500), 3 tries in a row.",
    });
    expect(server.requests.length - start).toBe(3);
  });

  it("says so when the service cannot be reached, after its attempts", async () => {
    // A port that was just listening and is closed now: nothing answers there.
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const failure = await (await providerWith({ baseUrl: `http://127.0.0.1:${port}` })).render(request()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: "tool-failed", message: "The lip-sync service could not be reached, 3 tries in a row." });
    expect((failure as MediaError).detail).toContain("ECONNREFUSED");
  });

  it("falls back to the offline provider, with the reason, when the job fails", async () => {
    server.outcome = "fail";
    const local = fakeLocalProvider();
    const render = request();
    const rendered = await withFallback(await providerWith(), local).render(render);
    expect(rendered).toEqual({
      path: render.outputPath,
      alpha: false,
      provider: "local",
      look: "animated-photo",
      fallbackReason: "The lip-sync service could not animate this presenter: No face was found in the image. The presenter was animated offline instead.",
    });
    expect(local.renders).toBe(1);
    expect((await probeMedia(tools, render.outputPath)).video).toMatchObject({ width: 64, height: 80 });
  });

  it("falls back when the service does not finish in time", async () => {
    server.outcome = "never-finish";
    const rendered = await withFallback(await providerWith({ timeoutMs: 1_000 }), fakeLocalProvider()).render(request());
    expect(rendered).toMatchObject({ provider: "local", fallbackReason: "The lip-sync service did not finish within 1 s. The presenter was animated offline instead." });
  });

  it("fails at once on a 4xx about our input, without retrying", async () => {
    const start = server.requests.length;
    const failure = await (await providerWith()).render(request({ width: 63 })).catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: "tool-failed",
      message: "The lip-sync service refused the presenter's photo or voice: width and height must be even numbers from 16 to 4096.",
    });
    expect((failure as MediaError).detail).toContain("HTTP 422 invalid_request");
    expect(requestsSince(start)).toEqual(["POST /v1/lipsync 422"]);
  });

  it("says a refused key is a credentials problem, once, and never repeats the key", async () => {
    const logged = (["log", "info", "warn", "error", "debug"] as const).map((level) => vi.spyOn(console, level));
    try {
      const start = server.requests.length;
      const wrongKey = "sk-wrong-key-9876";
      const failure = await (await providerWith({ apiKey: wrongKey })).render(request()).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MediaError);
      expect(failure).toMatchObject({ code: "tool-missing", message: "The lip-sync service refused this site's credentials." });
      expect((failure as MediaError).detail).toContain("HTTP 401");
      expect(requestsSince(start)).toEqual(["POST /v1/lipsync 401"]);
      const everythingSaid = [String(failure), (failure as MediaError).detail, (failure as Error).stack, ...logged.flatMap((spy) => spy.mock.calls.flat().map(String))].join(
        "\n",
      );
      expect(everythingSaid).not.toContain(wrongKey);

      const rendered = await withFallback(await providerWith({ apiKey: wrongKey }), fakeLocalProvider()).render(request());
      expect(rendered.fallbackReason).toBe("The lip-sync service refused this site's credentials. The presenter was animated offline instead.");
      expect(rendered.fallbackReason).not.toContain(wrongKey);
    } finally {
      for (const spy of logged) spy.mockRestore();
    }
  });

  it("refuses a result larger than the cap, and keeps nothing of it", async () => {
    const cacheDir = await mkdtemp(join(folder(), "small-cache-"));
    const render = request();
    await expect((await providerWith({ maxResultBytes: 2_000 }, cacheDir)).render(render)).rejects.toMatchObject({
      code: "tool-failed",
      message: "The lip-sync service's video is larger than 2 KB, so it was not downloaded.",
    });
    await expect(stat(render.outputPath)).rejects.toMatchObject({ code: "ENOENT" });
    expect(await readdir(cacheDir)).toEqual([]);
  });

  it("does not download a result the service points at elsewhere over http, nor one on a private address", async () => {
    server.resultUrlFor = (id) => `http://127.0.0.2:9/${id}.mp4`;
    await expect((await providerWith()).render(request())).rejects.toMatchObject({
      message: "The lip-sync service pointed at a video on another site over plain http, which is not downloaded.",
    });
    server.resultUrlFor = (id) => `https://127.0.0.2:9/${id}.mp4`;
    const failure = await (await providerWith()).render(request()).catch((error: unknown) => error);
    expect(failure).toMatchObject({ message: "The lip-sync service's video could not be downloaded from where it pointed." });
    expect((failure as MediaError).detail).toContain("private_address");
  });

  it("stops when the render is cancelled, without falling back", async () => {
    server.outcome = "never-finish";
    const local = fakeLocalProvider();
    const stopped = new AbortController();
    const rendering = withFallback(await providerWith(), local).render(request({ signal: stopped.signal }));
    setTimeout(() => stopped.abort(), 200);
    await expect(rendering).rejects.toMatchObject({ code: "cancelled" });
    expect(local.renders).toBe(0);
  });
});

describe.skipIf(!has({ ffmpeg: hasFfmpeg }))("HttpAvatarProvider with the real local provider", () => {
  const folder = useTempFolder("avatar-http-local-");
  let server: LipsyncServer;
  beforeAll(async () => {
    server = await startLipsyncServer({ apiKey, tools });
  });
  afterAll(() => server?.close());

  it("prepares with the local provider's face checks, and falls back to its animated photo when the job fails", { timeout: 60_000 }, async () => {
    const local = new LocalAvatarProvider(tools);
    const config: HttpAvatarConfig = { baseUrl: server.baseUrl, apiKey, pollIntervalMs: 50, timeoutMs: 10_000, maxAttempts: 3, maxResultBytes: 10 * 1024 * 1024 };
    const provider = withFallback(new HttpAvatarProvider({ config, preparer: local, tools, cacheDir: join(folder(), "cache") }), local);

    // The local provider's own test portrait, at the size its own test uses: the face at 512 px is under its minimum.
    const portrait = join(folder(), "portrait.png");
    await sharp(join(import.meta.dirname, "../fixtures/astronaut.png"))
      .resize(1920, 1920)
      .toFile(portrait);
    const prepared = await provider.prepare({ kind: "photo", path: portrait }, { outputDir: join(folder(), "asset") });
    expect(prepared).toMatchObject({ kind: "photo" });
    expect(prepared.landmarks).toHaveLength(68);

    const audioPath = join(folder(), "line.wav");
    await runFfmpeg(tools, ["-f", "lavfi", "-i", "sine=frequency=220:duration=1", "-ac", "1", "-ar", "24000", "-c:a", "pcm_s16le", audioPath]);
    const line = { asset: prepared, audioPath, durationMs: 1_000, width: 96, height: 128, fps: 12, seed: 1 };

    const byService = await provider.render({ ...line, outputPath: join(folder(), "by-service.mp4") });
    expect(byService).toMatchObject({ provider: "http", alpha: false, look: "lip-sync" });
    expect((await probeMedia(tools, byService.path)).video).toMatchObject({ width: 96, height: 128 });

    server.outcome = "fail";
    const byLocal = await provider.render({ ...line, fps: 10, outputPath: join(folder(), "by-local.mp4") });
    expect(byLocal).toMatchObject({
      provider: "local",
      look: "animated-photo",
      fallbackReason: "The lip-sync service could not animate this presenter: No face was found in the image. The presenter was animated offline instead.",
    });
    expect((await probeMedia(tools, byLocal.path)).video).toMatchObject({ width: 96, height: 128 });
  });
});
