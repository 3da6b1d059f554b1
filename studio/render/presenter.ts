/**
 * The video's presenter (docs/decisions/170-avatars.md): rendered once for the whole video, on the video's clock,
 * then composited per scene by each part (presenter-overlay.ts). The clip is as large as the largest box any of the
 * rendered ratios puts it in and no larger, so a picture-in-picture presenter costs a small clip, not a full frame.
 */
import { join } from "node:path";
import type { AvatarAsset, AvatarProvider, PresenterLook, RenderedPresenter } from "../avatar/avatar-provider";
import { cropForShape } from "../avatar/render-photo";
import type { AspectRatio, PresenterLayout, Timeline } from "../timeline";
import type { TimedPhone } from "../voice/voice-provider";
import { even, frameLayoutFor, framesPerSecond, presenterBoxes, type Box } from "./frame-layout";
import type { MediaTools } from "./media-tools";
import { renderVoiceTrack } from "./soundtrack";
import type { TimingPlan } from "./timing-plan";

/** The rendered presenter as the parts composite it. */
export interface PresenterClip {
  path: string;
  width: number;
  height: number;
  /** A cut-out (a drawn presenter) stands in its box; a card without alpha covers it. */
  alpha: boolean;
  /** The face's centre as a share of the clip's height: a card cropped to a wider box keeps the face in it. */
  faceCentreY: number;
  /** Each scene's layout, by scene index. */
  sceneLayouts: PresenterLayout[];
}

export interface RenderedVideoPresenter {
  clip: PresenterClip;
  provider: string;
  look: PresenterLook;
  fallbackReason?: string;
}

/** Each scene's own layout, or the presenter's. */
export function presenterSceneLayouts(timeline: Timeline): PresenterLayout[] {
  const fallback = timeline.presenter?.layout ?? "pip";
  return timeline.scenes.map((scene) => scene.presenterLayout ?? fallback);
}

export function presenterBox(layout: PresenterLayout, boxes: ReturnType<typeof presenterBoxes>): Box {
  return layout === "split" ? boxes.split.presenter : boxes[layout];
}

/**
 * The clip's shape is a head-and-shoulders portrait (between 9:16 and 3:4: a photo's crop gets tighter, not wider,
 * in a wider frame), the largest box's shape within that range. A card covers a box of a nearby shape (cropped
 * around the face); a box far wider than the clip would crop it to a strip of face, so the card is fitted inside
 * it instead, as a cut-out always is.
 */
const clipAspectRange = [9 / 16, 3 / 4] as const;
/** The most a cover may crop off the clip along one side, as a share of it. */
const maxCoverCrop = 0.3;

export function coversBox(box: Box, clipAspect: number, alpha: boolean): boolean {
  if (alpha) return false;
  const boxAspect = box.width / box.height;
  return Math.min(boxAspect, clipAspect) / Math.max(boxAspect, clipAspect) >= 1 - maxCoverCrop;
}

/** The clip's size: wide enough that no box enlarges it, up to a full 1080x1920 frame's pixels. */
export function presenterClipSize(layouts: readonly PresenterLayout[], ratios: readonly AspectRatio[], scale: number, alpha: boolean): { width: number; height: number } {
  const used = [...new Set(layouts)];
  const boxes = ratios.flatMap((ratio) => {
    const all = presenterBoxes(frameLayoutFor(ratio, scale));
    return used.map((layout) => presenterBox(layout, all));
  });
  const largest = boxes.reduce((best, box) => (box.width * box.height > best.width * best.height ? box : best));
  const aspect = Math.min(clipAspectRange[1], Math.max(clipAspectRange[0], largest.width / largest.height));
  const needed = Math.max(...boxes.map((box) => (coversBox(box, aspect, alpha) ? Math.max(box.width, box.height * aspect) : Math.min(box.width, box.height * aspect))));
  const maxPixels = 1080 * 1920 * scale * scale;
  const width = Math.min(needed, Math.sqrt(maxPixels * aspect));
  return { width: even(width), height: even(width / aspect) };
}

export interface PresenterRenderRequest {
  timeline: Timeline;
  plan: TimingPlan;
  asset: AvatarAsset;
  ratios: readonly AspectRatio[];
  scale: number;
  workDir: string;
  signal?: AbortSignal;
}

/** The voice alone on the video's clock, then the presenter speaking it for the whole video, in one provider call. */
export async function renderVideoPresenter(tools: MediaTools, avatars: AvatarProvider, request: PresenterRenderRequest): Promise<RenderedVideoPresenter> {
  const { timeline, plan, asset, signal } = request;
  const sceneLayouts = presenterSceneLayouts(timeline);
  const size = presenterClipSize(sceneLayouts, request.ratios, request.scale, asset.kind === "builtin");
  const audioPath = join(request.workDir, "presenter-voice.wav");
  await renderVoiceTrack(tools, { plan, outputPath: audioPath, signal });
  const rendered: RenderedPresenter = await avatars.render({
    asset,
    audioPath,
    phones: phonesOnVideoClock(plan),
    durationMs: plan.totalMs,
    ...size,
    fps: framesPerSecond,
    seed: timeline.seed,
    // A drawn presenter is written with alpha (QuickTime Animation); a card is H.264.
    outputPath: join(request.workDir, asset.kind === "builtin" ? "presenter.mov" : "presenter.mp4"),
    signal,
  });
  return {
    clip: { path: rendered.path, ...size, alpha: rendered.alpha, faceCentreY: faceCentreY(asset, size.width / size.height), sceneLayouts },
    provider: rendered.provider,
    look: rendered.look,
    ...(rendered.fallbackReason && { fallbackReason: rendered.fallbackReason }),
  };
}

/**
 * Every line's phones, already on the video's clock; undefined when a line has none (a voice that gives no phones:
 * the mouth then follows the voice's loudness), and none at all for a muted video, whose silence keeps it shut.
 */
function phonesOnVideoClock(plan: TimingPlan): TimedPhone[] | undefined {
  const spoken = plan.scenes.filter((scene) => scene.voice.words.length > 0);
  if (spoken.length === 0 || spoken.some((scene) => !scene.voice.phones)) return undefined;
  return spoken.flatMap((scene) => scene.voice.phones ?? []);
}

/** Where the face sits in a clip of this shape: the photo's crop as the renderers draw it; a drawn head's usual place. */
function faceCentreY(asset: AvatarAsset, aspect: number): number {
  const crop = cropForShape(asset, aspect);
  return Math.min(1, Math.max(0, (asset.face.y + asset.face.height / 2 - crop.y) / crop.height));
}

const labels = { en: "AI-generated presenter", zh: "AI 生成的主播" } as const;
const hanCharacter = /\p{Script=Han}/u;

/** The on-screen label, in the script's language: Chinese when the lines are written in Chinese. */
export function presenterLabelText(timeline: Timeline): string {
  return timeline.scenes.some((scene) => hanCharacter.test(scene.spoken)) ? labels.zh : labels.en;
}

/** The mark every video with a presenter carries in its MP4 metadata, whether or not the label is drawn. */
export function presenterMetadataArgs(look: PresenterLook): string[] {
  return ["-metadata", `comment=${labels.en} (${look})`, "-metadata", `promoreel_presenter=${look}`];
}
