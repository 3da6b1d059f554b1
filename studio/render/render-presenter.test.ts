/**
 * Videos with a presenter, rendered for real on small frames: where the presenter's pixels land in each layout
 * (against the same timeline rendered faceless), the label, the metadata mark, a mouth that moves with the voice and
 * stays shut when the voice is muted, and the provider's fallback note.
 */
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { has } from "../../tests/requirements";
import type { AvatarAsset } from "../avatar/avatar-provider";
import { builtinAsset, builtinPresenters } from "../avatar/builtin";
import { startLipsyncServer } from "../avatar/http/testing/lipsync-server";
import { LocalAvatarProvider } from "../avatar/local-provider";
import { createAvatarProvider } from "../avatar/providers";
import { buildPhotoLayer } from "../avatar/render-photo";
import type { AspectRatio, PresenterLayout, Timeline } from "../timeline";
import { makeFixtureImages } from "./fixtures/fixture-images";
import { shortTimeline } from "./fixtures/reference-timeline";
import { frameLayoutFor, presenterBoxes, type Box } from "./frame-layout";
import { presenterClipSize, presenterLabelText } from "./presenter";
import { runFfmpeg, runProcess } from "./process";
import { defaultRenderStages } from "./render-stages";
import { renderVideoInRatios, type RenderOptions, type RenderResult } from "./render-video";
import { hasFestival, hasFfmpeg } from "./testing/available-tools";
import { useTempFolder } from "./testing/temp-folder";

const stages = defaultRenderStages({ ...process.env, AVATAR_HTTP_URL: "" });

describe.skipIf(!has({ ffmpeg: hasFfmpeg, festival: hasFestival }))("renderVideoInRatios with a presenter", () => {
  const folder = useTempFolder("render-presenter-");
  let images: string[] = [];
  let photo: AvatarAsset;
  let drawn: AvatarAsset;
  let renders = 0;

  beforeAll(async () => {
    images = await makeFixtureImages(stages.tools, join(folder(), "images"));
    const portrait = join(folder(), "portrait.png");
    await sharp(new URL("../avatar/fixtures/astronaut.png", import.meta.url).pathname)
      .resize(1920, 1920)
      .toFile(portrait);
    photo = await new LocalAvatarProvider(stages.tools).prepare({ kind: "photo", path: portrait }, { outputDir: join(folder(), "photo") });
    drawn = builtinAsset(builtinPresenters[0]!.id, join(folder(), "builtin"));
  }, 60_000);

  function withPresenter(layout: PresenterLayout | null, options: { showLabel?: boolean; muted?: boolean } = {}): Timeline {
    const base = shortTimeline(images, 2, 2000);
    return {
      ...base,
      voice: { ...base.voice, muted: options.muted },
      presenter: layout ? { avatarId: "test", layout, showLabel: options.showLabel ?? false } : null,
    };
  }

  async function render(timeline: Timeline, ratios: AspectRatio[], scale: number, options: Partial<RenderOptions> = {}, renderStages = stages): Promise<RenderResult> {
    return renderVideoInRatios(timeline, ratios, renderStages, { outputDir: join(folder(), `render-${++renders}`), scale, ...options });
  }

  // The faceless video at the small scale, in the two ratios the layouts are checked in, rendered once.
  let facelessSmall: Promise<RenderResult> | undefined;
  const faceless = () => (facelessSmall ??= render(withPresenter(null), ["9:16", "16:9"], 0.25));

  it("stands a drawn presenter over the whole frame, marks the file, and draws the label when asked", async () => {
    const scale = 0.25;
    const labelled = await render(withPresenter("full", { showLabel: true }), ["9:16"], scale, { presenter: drawn });
    const without = await faceless();
    expect(labelled.presenter).toEqual({ provider: "local", look: "drawn" });
    expect(await metadataTags(labelled.videos[0]!.videoPath)).toMatchObject({ comment: "AI-generated presenter (drawn)", promoreel_presenter: "drawn" });
    expect(await metadataTags(without.videos[0]!.videoPath)).not.toHaveProperty("promoreel_presenter");

    const layout = frameLayoutFor("9:16", scale);
    const [presented, plain] = await Promise.all([labelled, without].map((result) => grayFrame(result.videos[0]!.videoPath, 45, layout)));
    // The figure stands at the bottom centre of the frame; the label sits in the top-left margin.
    const figure = { x: layout.width / 4, y: layout.height / 2, width: layout.width / 2, height: layout.height / 4 };
    expect(meanDifference(presented, plain, figure, layout.width)).toBeGreaterThan(20);
    expect(meanDifference(presented, plain, labelBox(layout), layout.width)).toBeGreaterThan(10);
  }, 60_000);

  it("slides from one product card to the next under a full-frame presenter", async () => {
    // The card's picture came out of its overlay at the image demuxer's 25 frames a second: when the presenter's
    // input made ffmpeg set the graph up again, the slide (xfade) refused to join it to a scene at 30.
    const base = withPresenter("full");
    const sliding: Timeline = { ...base, scenes: shortTimeline(images, 3, 2000).scenes.map((scene) => ({ ...scene, transition: "slide" })) };
    const result = await render(sliding, ["9:16"], 0.25, { presenter: drawn });
    expect(result.videos).toHaveLength(1);
  }, 60_000);

  it("puts a photo card in the lower right corner of the product image, moves its mouth with the voice and keeps it shut when muted", async () => {
    const scale = 0.5;
    const ratio = "9:16";
    const [voiced, muted, plainVideo] = [
      await render(withPresenter("pip"), [ratio], scale, { presenter: photo }),
      await render(withPresenter("pip", { muted: true }), [ratio], scale, { presenter: photo }),
      await render(withPresenter(null), [ratio], scale),
    ];
    expect(voiced.presenter).toEqual({ provider: "local", look: "animated-photo" });
    expect(muted.presenter).toEqual({ provider: "local", look: "animated-photo" });

    const layout = frameLayoutFor(ratio, scale);
    const boxes = presenterBoxes(layout);
    const frame = 40;
    const [presented, without] = await Promise.all([voiced, plainVideo].map((result) => grayFrame(result.videos[0]!.videoPath, frame, layout)));
    expect(meanDifference(presented, without, boxes.pip, layout.width)).toBeGreaterThan(20);
    expect(await metadataTags(voiced.videos[0]!.videoPath)).toMatchObject({ promoreel_presenter: "animated-photo" });
    // No label when it is turned off; the headline band, the product's side of the image box and the captions are untouched.
    const untouched: Box[] = [
      labelBox(layout),
      { x: 0, y: layout.topBand.top, width: layout.width, height: layout.topBand.bottom - layout.topBand.top },
      { x: 0, y: boxes.pip.y, width: boxes.pip.x - 4, height: boxes.pip.height },
      { x: 0, y: layout.bottomBand.top, width: layout.width, height: layout.bottomBand.bottom - layout.bottomBand.top },
    ];
    for (const region of untouched) expect(meanDifference(presented, without, region, layout.width)).toBeLessThan(2.5);
    // The card is light-bordered: its edge is brighter than the picture around it.
    expect(meanLevel(presented, { ...boxes.pip, height: boxes.cardBorder }, layout.width)).toBeGreaterThan(200);

    // The mouth: the closure of the b in "buying" against every other spoken frame of the first line.
    const mouth = await mouthInFrame(photo, boxes.pip, boxes.cardBorder, layout.width, scale);
    const buying = voiced.spokenWords.find((word) => word.word === "buying")!;
    const closure = Math.round((buying.startMs + 30) / (1000 / 30));
    const spoken = range(Math.round(voiced.spokenWords[0]!.startMs / (1000 / 30)), closure + 20);
    const movement = async (result: RenderResult) => {
      const shut = await grayFrame(result.videos[0]!.videoPath, closure, layout);
      const others = await Promise.all(spoken.map((index) => grayFrame(result.videos[0]!.videoPath, index, layout)));
      return Math.max(...others.map((other) => meanDifference(other, shut, mouth, layout.width)));
    };
    const [talking, silent] = [await movement(voiced), await movement(muted)];
    expect(talking).toBeGreaterThan(12);
    expect(silent).toBeLessThan(talking / 3);
  }, 90_000);

  it("shares the frame in split scenes, the product in one half of the image box and the presenter in the other", async () => {
    const scale = 0.25;
    const ratios: AspectRatio[] = ["9:16", "16:9"];
    const split = await render(withPresenter("split"), ratios, scale, { presenter: photo });
    const without = await faceless();
    for (const [index, ratio] of ratios.entries()) {
      const layout = frameLayoutFor(ratio, scale);
      const { split: halves } = presenterBoxes(layout);
      const [presented, plain] = await Promise.all([split, without].map((result) => grayFrame(result.videos[index]!.videoPath, 40, layout)));
      expect(meanDifference(presented, plain, halves.presenter, layout.width)).toBeGreaterThan(20);
      const captions = { x: 0, y: layout.bottomBand.top, width: layout.width, height: layout.bottomBand.bottom - layout.bottomBand.top };
      expect(meanDifference(presented, plain, captions, layout.width)).toBeLessThan(2.5);
    }
  }, 60_000);

  it("says so when the lip-sync service fails and the presenter is animated offline instead", async () => {
    const server = await startLipsyncServer({ apiKey: "test-key", tools: stages.tools });
    try {
      server.outcome = "fail";
      const env = { ...process.env, AVATAR_HTTP_URL: server.baseUrl, AVATAR_HTTP_KEY: server.apiKey, AVATAR_HTTP_POLL_MS: "100" };
      const withService = { ...stages, avatars: createAvatarProvider({ env, cacheDir: join(folder(), "avatar-cache") }) };
      const result = await render(withPresenter("pip"), ["9:16"], 0.25, { presenter: photo }, withService);
      expect(result.presenter).toMatchObject({ provider: "local", look: "animated-photo", fallbackReason: expect.stringContaining("animated offline instead") });
      expect(server.submissions).toHaveLength(1);
    } finally {
      await server.close();
    }
  }, 60_000);

  it("refuses a presenter without its prepared asset before any work starts", async () => {
    await expect(render(withPresenter("pip"), ["9:16"], 0.25)).rejects.toMatchObject({ code: "media-missing", message: expect.stringContaining("prepared presenter") });
  });

  it("labels in the script's language, and renders the clip no larger than its largest box", () => {
    const english = withPresenter("pip");
    expect(presenterLabelText(english)).toBe("AI-generated presenter");
    expect(presenterLabelText({ ...english, scenes: english.scenes.map((scene) => ({ ...scene, spoken: "这款水杯保冷二十四小时。" })) })).toBe("AI 生成的主播");
    expect(presenterClipSize(["pip"], ["9:16"], 1, false)).toEqual({ width: 314, height: 418 });
    expect(presenterClipSize(["pip", "full"], ["9:16"], 1, false)).toEqual({ width: 1080, height: 1920 });
  });

  async function metadataTags(path: string): Promise<Record<string, string>> {
    const { stdout } = await runProcess(stages.tools.ffprobePath, ["-v", "error", "-show_entries", "format_tags", "-of", "json", path]);
    return (JSON.parse(stdout) as { format: { tags?: Record<string, string> } }).format.tags ?? {};
  }

  const decoded = new Map<string, Promise<Buffer>>();
  /** One frame's luma, row by row; each video is decoded once. */
  async function grayFrame(video: string, frame: number, layout: { width: number; height: number }): Promise<Buffer> {
    let frames = decoded.get(video);
    if (!frames) {
      const output = `${video}.gray`;
      frames = runFfmpeg(stages.tools, ["-i", video, "-f", "rawvideo", "-pix_fmt", "gray", output]).then(() => readFile(output));
      decoded.set(video, frames);
    }
    const size = layout.width * layout.height;
    const pixels = (await frames).subarray(frame * size, (frame + 1) * size);
    expect(pixels.length).toBe(size);
    return pixels;
  }
});

/** Where the label is drawn: the top-left margin above the headline band. */
function labelBox(layout: ReturnType<typeof frameLayoutFor>): Box {
  return { x: layout.safeMarginX, y: 0, width: Math.round(layout.width / 3), height: layout.safeMarginY };
}

/** The mouth (landmarks 48–67 and a little below) where the card shows it in the frame. */
async function mouthInFrame(asset: AvatarAsset, card: Box, border: number, frameWidth: number, scale: number): Promise<Box> {
  const clip = presenterClipSize(["pip"], ["9:16"], scale, false);
  const layer = await buildPhotoLayer(asset, clip.width, clip.height);
  const factor = (card.width - 2 * border) / clip.width;
  const points = layer.landmarks.slice(48, 68).map(([x, y]) => [card.x + border + (x - layer.offsetX) * factor, card.y + border + (y - layer.offsetY) * factor]);
  const xs = points.map(([x]) => x!);
  const ys = points.map(([, y]) => y!);
  const box = {
    x: Math.floor(Math.min(...xs)),
    y: Math.floor(Math.min(...ys)),
    width: Math.ceil(Math.max(...xs) - Math.min(...xs)),
    height: Math.ceil(Math.max(...ys) - Math.min(...ys)) + 3,
  };
  expect(box.x + box.width).toBeLessThanOrEqual(frameWidth);
  return box;
}

function meanDifference(a: Buffer, b: Buffer, box: Box, width: number): number {
  let sum = 0;
  let count = 0;
  for (let y = Math.round(box.y); y < Math.round(box.y + box.height); y++) {
    for (let x = Math.round(box.x); x < Math.round(box.x + box.width); x++) {
      sum += Math.abs(a[y * width + x]! - b[y * width + x]!);
      count++;
    }
  }
  return sum / count;
}

function meanLevel(pixels: Buffer, box: Box, width: number): number {
  let sum = 0;
  let count = 0;
  for (let y = box.y; y < box.y + box.height; y++) {
    for (let x = box.x; x < box.x + box.width; x++) {
      sum += pixels[y * width + x]!;
      count++;
    }
  }
  return sum / count;
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, index) => from + index);
}
