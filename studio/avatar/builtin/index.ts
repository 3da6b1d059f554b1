/**
 * The built-in presenters: vector rigs we drew, animated by the same motion curve as a photo presenter and
 * rasterised with resvg. Everything a caller needs: the list, one frame as SVG, a still portrait, a clip with alpha,
 * and the asset the provider layer keeps for a presenter.
 */
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Resvg } from "@resvg/resvg-js";
import type { AvatarAsset, MotionFrame } from "../avatar-provider";
import { figurePlacement, presenterSvg } from "./draw-presenter";
import { resvgOptions } from "./frame-renderer";
import { BuiltinPresenterError } from "./errors";
import type { BuiltinPresenter, VoiceGender } from "./look";
import { builtinPresenterList } from "./presenters";
import { renderPresenterClip, type BuiltinClipRequest, type BuiltinClipTimings } from "./render-clip";
import { designCentreX, headTopY } from "./svg-parts";

export { BuiltinPresenterError, type BuiltinPresenterErrorCode } from "./errors";
export type { BuiltinClipTimings } from "./render-clip";

export interface BuiltinPresenterSummary {
  id: string;
  name: string;
  description: string;
  voiceGender: VoiceGender;
}

export const builtinPresenters: readonly BuiltinPresenterSummary[] = builtinPresenterList.map(({ id, name, description, voiceGender }) => ({
  id,
  name,
  description,
  voiceGender,
}));

/** The presenter's face looking at the camera, mouth closed, eyes open: the still and the first frame of a clip. */
export const restingMotion: MotionFrame = { jawOpen: 0, lipWidth: 0.5, blink: 0, breath: 0, headYaw: 0, headRoll: 0 };

function presenterById(id: string): BuiltinPresenter {
  const presenter = builtinPresenterList.find((candidate) => candidate.id === id);
  if (!presenter)
    throw new BuiltinPresenterError("unknown_presenter", `There is no built-in presenter "${id}"; choose one of ${builtinPresenterList.map((p) => p.id).join(", ")}.`);
  return presenter;
}

export function findBuiltinPresenter(id: string): BuiltinPresenterSummary {
  const { name, description, voiceGender } = presenterById(id);
  return { id, name, description, voiceGender };
}

/** One frame as an SVG document, the figure fitted to the size (bottom-centred, transparent around it). */
export function drawPresenterFrame(id: string, motion: MotionFrame, { width, height }: { width: number; height: number }): string {
  return presenterSvg(presenterById(id).look, motion, { width, height });
}

/** The portrait shown when choosing a presenter: a square PNG with a transparent background. */
export function presenterStill(id: string, size: number): Buffer {
  const svg = drawPresenterFrame(id, restingMotion, { width: size, height: size });
  return new Resvg(svg, resvgOptions).render().asPng();
}

/** A clip of a built-in presenter, named by its id: the look comes from the catalogue. */
export type BuiltinClipOptions = Omit<BuiltinClipRequest, "look"> & { id: string };

export function renderBuiltinClip(options: BuiltinClipOptions): Promise<BuiltinClipTimings> {
  return renderPresenterClip({ ...options, look: presenterById(options.id).look });
}

const stillSize = 1024;

/**
 * The asset the provider layer keeps for a built-in presenter, like a prepared photo's: the still (written once into
 * `stillDir`), the face box and the crop. No landmarks: the rig draws the mouth itself.
 */
export function builtinAsset(id: string, stillDir: string = join(tmpdir(), "promoreel-presenters")): AvatarAsset {
  const { look } = presenterById(id);
  const stillPath = join(stillDir, `${id}-${stillSize}.png`);
  if (!existsSync(stillPath)) {
    mkdirSync(stillDir, { recursive: true });
    writeFileSync(stillPath, presenterStill(id, stillSize));
  }
  const { scale, x, y } = figurePlacement({ width: stillSize, height: stillSize });
  // The face from ear to ear and from the hairline's top to the chin, in the still's pixels.
  const faceHalf = look.face.cheekHalf + 30;
  const face = {
    x: Math.round(x + (designCentreX - faceHalf) * scale),
    y: Math.round(y + headTopY * scale),
    width: Math.round(2 * faceHalf * scale),
    height: Math.round((look.face.chinY - headTopY) * scale),
  };
  return { kind: "builtin", builtinId: id, stillPath, width: stillSize, height: stillSize, face, crop: { x: 0, y: 0, width: stillSize, height: stillSize } };
}
