/**
 * How a new video looks and sounds, as `video/create-by-product` and `promote/create-promotional-video` both take it
 * (docs/api-v1.md): the body fields, their checks against the plan and what exists, and what they set in the new row.
 */
import { z } from "zod";
import { findMusicBed } from "../../studio/music";
import { aspectRatios, captionPositions, captionStyles, type Timeline } from "../../studio/timeline";
import { defaultVoiceId, type VoiceProvider } from "../../studio/voice";
import type { Plan } from "../contract/plans";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { requirePlanFeature } from "../plans/plans";
import { choosePresenter, presenterField, type ChosenPresenter } from "./presenter";
import type { StoredRender } from "./render-rows";

export const renderChoiceFields = {
  aspect_ratios: z
    .array(z.enum(aspectRatios, { errorMap: () => ({ message: "aspect_ratio_invalid" }) }))
    .min(1)
    .max(aspectRatios.length)
    .transform((ratios) => [...new Set(ratios)])
    .default(["9:16"]),
  voice_id: z.string().trim().min(1).max(64).optional(),
  music_id: z.string().trim().min(1).max(64).nullish(),
  caption_style: z.enum(captionStyles).optional(),
  caption_position: z.enum(captionPositions).optional(),
  /** A presenter speaking the script on screen: a built-in one or the caller's own ready avatar. */
  presenter: presenterField,
};
export type RenderChoices = z.output<z.ZodObject<typeof renderChoiceFields>>;

export interface CheckedRenderChoices {
  voiceId: string;
  presenter: ChosenPresenter | undefined;
}

/** The music (a plan feature) and the voice checked, in that order, then the presenter chosen. */
export async function checkRenderChoices(
  deps: { db: DbExecutor; voices: VoiceProvider },
  caller: { id: string; plan: Plan },
  body: RenderChoices,
): Promise<CheckedRenderChoices> {
  if (body.music_id) {
    requirePlanFeature(caller.plan, "music");
    if (!findMusicBed(body.music_id)) throw new ApiError(400, "music_not_found", { music: body.music_id });
  }
  const voiceId = body.voice_id ?? defaultVoiceId;
  if (!(await deps.voices.listVoices()).some((voice) => voice.id === voiceId)) throw new ApiError(400, "voice_not_found", { voice: voiceId });
  const presenter = body.presenter ? await choosePresenter(deps.db, caller.id, body.presenter) : undefined;
  return { voiceId, presenter };
}

/** What the choices set in the writer's timeline: its ratio (the first asked), the music and the captions' look. */
export function timelineChoices(body: RenderChoices) {
  return {
    aspectRatio: body.aspect_ratios[0]!,
    music: body.music_id ? { trackId: body.music_id } : null,
    captions: { ...(body.caption_style && { style: body.caption_style }), ...(body.caption_position && { position: body.caption_position }) },
  };
}

/** The new row's render columns: the chosen presenter is drawn into the timeline, and its name kept beside it. */
export function renderColumns(timeline: Timeline, body: RenderChoices, { presenter }: CheckedRenderChoices): Omit<StoredRender, "user_id"> {
  return {
    timeline: JSON.stringify(presenter ? { ...timeline, presenter: presenter.timeline } : timeline),
    aspect_ratios: JSON.stringify(body.aspect_ratios),
    presenter_name: presenter?.name ?? null,
  };
}
