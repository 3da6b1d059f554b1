/**
 * From a shop page served on this machine, through the real /api/v1 (link → ideas →
 * script → video), the worker renders a 30-second 1080x1920 MP4 that plays, with captions following the voice,
 * music under it, and the product's real name and price on screen. The frames are looked at (tesseract reads
 * them) and kept under .cache/studio-journey/ for a person to open (not test-results/, which Playwright empties
 * when the end-to-end tests start).
 */
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Worker } from "../../api/jobs";
import { registerAccount } from "../../api/testing/accounts";
import { call, useApiHarness, type CallOptions } from "../../api/testing/harness";
import type { VideoView } from "../../api/contract/videos";
import { defaultRenderStages, frameLayoutFor, probeMedia, type RenderStages } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { frameToMs, planTiming, type TimingPlan } from "../../studio/render/timing-plan";
import type { Timeline } from "../../studio/timeline";
import { fixtureShopProduct, startFixtureShop, type FixtureShop } from "./fixture-shop";
import {
  boundsOfWords,
  comparable,
  decodeMono,
  extractFrame,
  hasTesseract,
  readHighlightedText,
  integratedLoudness,
  levelDb,
  readRegion,
  readText,
  topLevelBoxes,
  writeTextMask,
  type Region,
} from "./media-checks";
import { has } from "../requirements";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const framesDir = path.join(repoRoot, ".cache", "studio-journey");
const canRun = has({ ffmpeg: hasFfmpeg, festival: hasFestival, tesseract: hasTesseract });

interface ScriptSceneView {
  spoken: string;
  on_screen_text: string;
  duration_ms: number;
}

const stages: RenderStages = defaultRenderStages();
const layout = frameLayoutFor("9:16");
/** The central 85 % that TikTok, Reels and Shorts keep clear of their own buttons (frame-layout.ts). */
const safeArea: Region = { left: layout.safeMarginX, top: layout.safeMarginY, width: layout.width - 2 * layout.safeMarginX, height: layout.height - 2 * layout.safeMarginY };

/** When each word is spoken: the renderer's own timing plan over the same voice (festival gives the same timings every run). */
async function spokenPlan(timeline: Timeline, workDir: string): Promise<TimingPlan> {
  const speeches = await Promise.all(timeline.scenes.map((scene) => stages.voice.synthesize(scene.spoken, timeline.voice.id, { outputDir: path.join(workDir, "voice") })));
  return planTiming(timeline, speeches);
}

function showsNameAndPrice(scenes: ScriptSceneView[]): boolean {
  const screens = scenes.map((scene) => comparable(scene.on_screen_text));
  return screens.some((text) => text.includes(comparable(fixtureShopProduct.spokenName))) && screens.some((text) => text.includes(fixtureShopProduct.price));
}

function inside(box: Region, area: Region): boolean {
  return box.left >= area.left && box.top >= area.top && box.left + box.width <= area.left + area.width && box.top + box.height <= area.top + area.height;
}

describe.skipIf(!canRun)("acceptance 1: a shop link becomes a finished 30-second video", () => {
  const harness = useApiHarness("sqlite", () => ({ RENDER_SCALE: "1" }));
  let shop: FixtureShop;
  let workDir: string;
  const workers: Worker[] = [];

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(os.tmpdir(), "promoreel-journey-"));
    shop = await startFixtureShop(stages.tools, path.join(workDir, "shop-images"));
    await rm(framesDir, { recursive: true, force: true });
    await mkdir(framesDir, { recursive: true });
    console.info(`studio journey: the video and the frames looked at are in ${framesDir}`);
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop({ timeoutMs: 0 })));
    await shop?.close();
    await rm(workDir, { recursive: true, force: true });
  });

  it("link → ideas → script → a 1080x1920 MP4 with the name and price on screen, captions on the voice and music under it", { timeout: 300_000 }, async () => {
    // Only this API may fetch links on this machine; the rest of the suite keeps the guard's default.
    const api = await harness.createApi({ intakeAllowPrivateNetworks: true });
    const send = <T = any>(method: string, route: string, options: CallOptions) => call<T>(api, method, route, options);
    const account = await registerAccount(harness);
    const token = account.access_token;
    // Music is for paid plans: this seller has upgraded.
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", account.user.id).execute();

    const product = await send("POST", "generate-info", { token, json: { url: shop.pageUrl } });
    expect(product.status, product.body.message).toBe(200);
    expect(product.body.data).toMatchObject({
      name: fixtureShopProduct.name,
      price: { amount: 38, currency: "USD" },
      brand: fixtureShopProduct.brand,
      source_url: shop.pageUrl,
    });
    expect(product.body.data.images).toHaveLength(3);
    const productId = product.body.data.id as string;

    const ideas = await send("POST", "product-ideas", { token, json: { product_id: productId } });
    expect(ideas.status, ideas.body.message).toBe(200);
    expect(ideas.body.data.ideas.length).toBeGreaterThanOrEqual(3);

    // The seller takes the first idea whose 30-second script puts the name and the price on screen.
    let script: { id: string; scenes: ScriptSceneView[] } | undefined;
    for (const idea of ideas.body.data.ideas as { id: string }[]) {
      const written = await send("POST", "video-script", { token, json: { product_id: productId, idea_id: idea.id, length_seconds: 30 } });
      expect(written.status, written.body.message).toBe(200);
      if (showsNameAndPrice(written.body.data.scenes)) {
        script = written.body.data;
        break;
      }
    }
    expect(script, "no idea's script shows both the product's name and its price").toBeDefined();
    expect(script!.scenes.reduce((sum, scene) => sum + scene.duration_ms, 0)).toBe(30_000);

    const created = await send<VideoView>("POST", "video/create-by-product", {
      token,
      json: { product_id: productId, script_id: script!.id, aspect_ratios: ["9:16"], music_id: "bright-pop" },
    });
    expect(created.status, created.body.message).toBe(200);
    const videoId = created.body.data.id;
    workers.push(api.startRenderWorker({ concurrency: 1, pollMs: 100, scale: 1 }));
    const finished = await vi.waitFor(
      async () => {
        const video = (await send<VideoView>("GET", `video/detail?id=${videoId}`, { token })).body.data;
        if (video.status === "generating" || video.status === "exporting") throw new Error(`the video is ${video.status} (${video.stage} ${video.progress}%)`);
        return video;
      },
      { timeout: 240_000, interval: 250 },
    );
    expect(finished).toMatchObject({ status: "ready", error: null, duration_ms: 30_000 });
    expect(finished.files).toEqual([expect.objectContaining({ ratio: "9:16", width: 1080, height: 1920 })]);

    // The MP4 as the web app's player fetches it.
    const download = await api.fetch(new Request(`http://promoreel.test${finished.files[0]!.url}`, { headers: { authorization: `Bearer ${token}` } }));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("video/mp4");
    const video = path.join(framesDir, "video.mp4");
    await writeFile(video, new Uint8Array(await download.arrayBuffer()));

    const probe = await probeMedia(stages.tools, video);
    expect(probe.video).toMatchObject({ codec: "h264", width: 1080, height: 1920, framesPerSecond: 30 });
    expect(probe.audio?.codec).toBe("aac");
    expect(Math.abs(probe.durationMs - 30_000)).toBeLessThanOrEqual(100);
    // Faststart: the index comes first, so a player starts before the whole file has arrived.
    const boxes = await topLevelBoxes(video);
    expect(boxes).toContain("moov");
    expect(boxes.indexOf("moov")).toBeLessThan(boxes.indexOf("mdat"));
    const loudness = await integratedLoudness(stages.tools, video);
    expect(Math.abs(loudness - -14)).toBeLessThanOrEqual(1);

    const timeline = (await send<{ timeline: Timeline }>("GET", `video/detail?id=${videoId}`, { token })).body.data.timeline;
    const plan = await spokenPlan(timeline, workDir);
    const sceneStartMs = (index: number) => frameToMs(plan.scenes[index]!.startFrame);
    const sceneEndMs = (index: number) => frameToMs(plan.scenes[index]!.startFrame + plan.scenes[index]!.frameCount);

    // Music under the voice: sound before the first word and in the pauses between lines, quieter than the voice.
    const samples = await decodeMono(stages.tools, video);
    const firstWordMs = plan.scenes[0]!.voice.words[0]!.startMs;
    const beforeFirstWord = levelDb(samples, 0, firstWordMs - 20);
    const pauses = plan.scenes
      .slice(0, -1)
      .map((scene, index) => [scene.voice.endMs + 60, plan.scenes[index + 1]!.voice.startMs - 20] as const)
      .filter(([from, to]) => to - from >= 120);
    expect(pauses.length, "the voice never pauses between lines").toBeGreaterThan(0);
    const pauseLevels = pauses.map(([from, to]) => levelDb(samples, from, to));
    const voiceLevels = plan.scenes.map((scene) => levelDb(samples, scene.voice.words[0]!.startMs, scene.voice.words.at(-1)!.endMs));
    const silence = -60;
    expect(beforeFirstWord).toBeGreaterThan(silence);
    for (const level of pauseLevels) expect(level).toBeGreaterThan(silence);
    const average = (levels: number[]) => levels.reduce((sum, level) => sum + level, 0) / levels.length;
    expect(average(voiceLevels) - average(pauseLevels)).toBeGreaterThan(4);

    const report: string[] = [
      `video ${video}: ${probe.video!.width}x${probe.video!.height} ${probe.video!.codec}/${probe.audio!.codec}, ${(probe.durationMs / 1000).toFixed(2)} s, ${loudness.toFixed(1)} LUFS, boxes ${boxes.join(" ")}`,
      `sound: before the first word ${beforeFirstWord.toFixed(1)} dBFS, pauses ${pauseLevels.map((level) => level.toFixed(1)).join(", ")} dBFS, voice ${voiceLevels.map((level) => level.toFixed(1)).join(", ")} dBFS`,
    ];

    // The product's name and price, read off the frames where the script puts them.
    // Everything above the product picture, across the whole width: text anywhere there must be inside the safe area.
    const headlineArea: Region = { left: 0, top: 0, width: layout.width, height: layout.imageBox.centreY - layout.imageBox.height / 2 - 8 };
    for (const [label, expected] of [
      ["name", comparable(fixtureShopProduct.spokenName)],
      ["price", fixtureShopProduct.price],
    ] as const) {
      const index = timeline.scenes.findIndex((scene) => comparable(scene.onScreenText).includes(expected));
      const atMs = Math.min(sceneStartMs(index) + 1_200, sceneEndMs(index) - 300);
      const frame = path.join(framesDir, `${label}-at-${(atMs / 1000).toFixed(2)}s.png`);
      await extractFrame(stages.tools, video, atMs / 1000, frame);
      const region = await readRegion(stages.tools, frame, headlineArea);
      const mask = path.join(workDir, `${label}.pgm`);
      await writeTextMask(region, mask);
      const read = await readText(mask);
      report.push(`${label} frame ${frame}: tesseract read "${read.text}" (screen text "${timeline.scenes[index]!.onScreenText}")`);
      expect(comparable(read.text), `${frame} should show "${expected}"`).toContain(expected);
      const bounds = boundsOfWords(read.words, timeline.scenes[index]!.onScreenText);
      expect(bounds && inside(bounds, safeArea), `${frame}: the headline leaves the safe area (${JSON.stringify(bounds)})`).toBe(true);
    }

    // Captions follow the voice: at the middle of a spoken word, the caption line shows that word highlighted.
    const captionArea: Region = { left: 0, top: layout.bottomBand.top - 40, width: layout.width, height: layout.bottomBand.bottom - layout.bottomBand.top + 80 };
    const spoken = plan.scenes
      .flatMap((scene, index) => scene.voice.words.map((word) => ({ ...word, line: timeline.scenes[index]!.spoken })))
      .filter((word) => /^[A-Za-z]{4,}[.,!?]?$/.test(word.word) && word.endMs - word.startMs >= 200);
    const samplesToRead = [0, 1, 2, 3, 4].map((k) => spoken[Math.floor((k * (spoken.length - 1)) / 4)]!);
    for (const word of samplesToRead) {
      const atMs = Math.round((word.startMs + word.endMs) / 2);
      const frame = path.join(framesDir, `caption-at-${(atMs / 1000).toFixed(2)}s-${comparable(word.word)}.png`);
      await extractFrame(stages.tools, video, atMs / 1000, frame);
      const region = await readRegion(stages.tools, frame, captionArea);
      const mask = path.join(workDir, "caption.pgm");
      await writeTextMask(region, mask);
      const read = await readText(mask, { singleLine: true });
      const highlighted = await readHighlightedText(region, mask);
      report.push(`caption frame ${frame}: voice says "${word.word}" (${word.startMs}–${word.endMs} ms); tesseract read "${read.text}", highlighted "${highlighted}"`);
      expect(comparable(highlighted), `${frame}: the highlighted caption word`).toBe(comparable(word.word));
      const bounds = boundsOfWords(read.words, word.line, captionArea.left, captionArea.top);
      expect(bounds && inside(bounds, safeArea), `${frame}: the caption leaves the safe area (${JSON.stringify(bounds)})`).toBe(true);
    }
    await writeFile(path.join(framesDir, "report.txt"), `${report.join("\n")}\n`);
    console.info(report.join("\n"));
  });
});
