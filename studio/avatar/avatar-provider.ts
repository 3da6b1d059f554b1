/**
 * What the renderer needs from a presenter (docs/decisions/170-avatars.md): `prepare` turns a photo, a clip or a
 * built-in presenter into a stored asset once; `render` makes that asset speak a voice line, as a clip with an alpha
 * channel that ffmpeg composites into the video as it does any other layer. The local provider animates the photo
 * offline; the http provider sends the same inputs to a lip-sync service.
 */
import type { TimedPhone } from "../voice/voice-provider";

export type { TimedPhone };

/** One frame of the presenter's motion, every value 0..1 unless said otherwise; what every renderer draws from. */
export interface MotionFrame {
  /** Jaw and lips apart: 0 closed (m, b, p), 1 wide open (aa). */
  jawOpen: number;
  /** Lip corners: 0 rounded and pushed forward (oo, w), 0.5 rest, 1 spread (ee). */
  lipWidth: number;
  /** Eyelids: 0 open, 1 shut. */
  blink: number;
  /** Breathing: a slow rise and fall of the shoulders and head, -1..1. */
  breath: number;
  /** Head turn and tilt in degrees, small. */
  headYaw: number;
  headRoll: number;
}

export type AvatarSource = { kind: "photo"; path: string } | { kind: "clip"; path: string } | { kind: "builtin"; id: string };

/** Where a face was found, in the source's pixels. */
export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The prepared presenter, kept with the avatar: everything `render` needs, nothing recomputed per video. */
export interface AvatarAsset {
  /** Which provider's renderer draws it ("local" for a photo, "builtin" for a drawn presenter). */
  kind: "photo" | "builtin";
  /** The still the presenter is drawn from (for a clip, the chosen frame), a PNG in the asset folder. */
  stillPath: string;
  width: number;
  height: number;
  /** The face and the crop (head and shoulders) the presenter is shown in, in the still's pixels. */
  face: FaceBox;
  crop: FaceBox;
  /** 68-point facial landmarks ([x, y] in the still's pixels) for a photo; absent for a built-in presenter. */
  landmarks?: [number, number][];
  /** A built-in presenter's id. */
  builtinId?: string;
}

export interface PrepareOptions {
  /** Folder the asset's files are written to; the caller owns it. */
  outputDir: string;
  signal?: AbortSignal;
}

export interface RenderRequest {
  asset: AvatarAsset;
  /** The voice line, a WAV. */
  audioPath: string;
  /** Phone timings when the voice gives them (festival); otherwise the mouth follows the audio's loudness. */
  phones?: TimedPhone[];
  durationMs: number;
  /** Pixel size of the presenter's own frame (the crop drawn at this size). */
  width: number;
  height: number;
  fps: number;
  /** Same seed, same blinks and sway. */
  seed: number;
  /** Where the clip is written: a MOV (qtrle, with alpha) for a drawn presenter, an H.264 MP4 for a photo card or a service's clip. */
  outputPath: string;
  signal?: AbortSignal;
}

export type PresenterLook = "animated-photo" | "drawn" | "lip-sync";

export interface RenderedPresenter {
  path: string;
  /** True when the clip has an alpha channel around the presenter (a cut-out); false for a framed card. */
  alpha: boolean;
  /** "local" or "http"; with a fallback, the provider that drew it and why the first did not. */
  provider: string;
  /** What the viewer is shown, for the video's label: a photo animated offline, a drawn presenter, or a service's lip-sync. */
  look: PresenterLook;
  fallbackReason?: string;
}

export interface AvatarProvider {
  readonly name: string;
  prepare(source: AvatarSource, options: PrepareOptions): Promise<AvatarAsset>;
  render(request: RenderRequest): Promise<RenderedPresenter>;
}
