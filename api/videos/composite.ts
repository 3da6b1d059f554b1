/**
 * `video/composite`: the edited parts of a ready video's timeline (scenes, captions, voice, music, call to action,
 * ratios), checked the way the writer checks a script (every line sayable in its scene, durations adding up to a
 * video length) and against what the caller owns, merged into a new timeline for the next version.
 */
import { z } from "zod";
import { findMusicBed } from "../../studio/music";
import { isBrollId } from "../../studio/broll";
import {
  aspectRatios,
  captionPositions,
  captionStyles,
  presenterLayouts,
  timeline as timelineSchema,
  transitions,
  videoLengths,
  type AspectRatio,
  type Timeline,
} from "../../studio/timeline";
import type { VoiceProvider } from "../../studio/voice";
import { ScriptError } from "../../studio/writer";
import { maxSceneMs, maxWordsPerSecond, minSceneMs, spokenWords } from "../../studio/writer/timing";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { Plan } from "../contract/plans";
import { requirePlanFeature } from "../plans/plans";
import { idField } from "../products/fields";
import { scriptErrorToApiError } from "../scripts/writer";
import { choosePresenter, presenterField } from "./presenter";

const aspectRatioField = z.enum(aspectRatios, { errorMap: () => ({ message: "aspect_ratio_invalid" }) });

const sceneMedia = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("image"), image_id: idField }),
  z.object({ kind: z.literal("clip"), media_id: idField, trim_start_ms: z.number().int().min(0).max(3_600_000).default(0) }),
  z.object({ kind: z.literal("broll"), id: z.string().trim().min(1).max(64) }),
]);

const sceneEdit = z.object({
  spoken: z.string().trim().min(1).max(400),
  on_screen_text: z.string().trim().max(120).default(""),
  media: sceneMedia,
  duration_ms: z.number().int().min(minSceneMs).max(maxSceneMs),
  transition: z.enum(transitions).default("fade"),
  /** This scene's presenter layout; left out, the presenter's own. */
  presenter_layout: z.enum(presenterLayouts).optional(),
});

export const compositeBody = z.object({
  id: idField,
  /** The whole scene list of the new version, in order. */
  scenes: z.array(sceneEdit).min(1).max(20).optional(),
  caption_style: z.enum(captionStyles).optional(),
  caption_position: z.enum(captionPositions).optional(),
  voice_id: z.string().trim().min(1).max(64).optional(),
  /** null removes the music. */
  music_id: z.string().trim().min(1).max(64).nullish(),
  /** null or "" removes the call to action. */
  call_to_action: z.string().trim().max(60).nullish(),
  aspect_ratios: z
    .array(aspectRatioField)
    .min(1)
    .max(aspectRatios.length)
    .transform((ratios) => [...new Set(ratios)])
    .optional(),
  /** A presenter (a built-in one or the caller's ready avatar); null removes it, left out keeps it. */
  presenter: presenterField,
});
export type CompositeBody = z.output<typeof compositeBody>;

export interface CompositeContext {
  db: DbExecutor;
  userId: string;
  plan: Plan;
  voices: VoiceProvider;
  current: Timeline;
  currentRatios: readonly AspectRatio[];
  /** The name the current presenter had when it was chosen. */
  currentPresenterName: string | null;
}

/** The new version's timeline and ratios, or a 4xx saying what to change. */
export async function compositeTimeline(body: CompositeBody, context: CompositeContext): Promise<{ timeline: Timeline; ratios: AspectRatio[]; presenterName: string | null }> {
  const { current } = context;
  const changes = [body.scenes, body.caption_style, body.caption_position, body.voice_id, body.music_id, body.call_to_action, body.aspect_ratios, body.presenter];
  if (changes.every((change) => change === undefined)) throw new ApiError(400, "composite_nothing_to_change");

  if (body.scenes) {
    checkScenesPlay(body.scenes);
    await checkSceneMedia(body.scenes, context);
  }
  if (body.voice_id !== undefined && !(await context.voices.listVoices()).some((voice) => voice.id === body.voice_id)) {
    throw new ApiError(400, "voice_not_found", { voice: body.voice_id });
  }
  if (body.music_id) {
    requirePlanFeature(context.plan, "music");
    if (!findMusicBed(body.music_id)) throw new ApiError(400, "music_not_found", { music: body.music_id });
  }

  const ratios = body.aspect_ratios ?? [...context.currentRatios];
  const scenes = body.scenes?.map((scene, index) => ({
    id: `scene-${index + 1}`,
    spoken: scene.spoken,
    onScreenText: scene.on_screen_text,
    media:
      scene.media.kind === "image"
        ? { kind: "image" as const, path: scene.media.image_id }
        : scene.media.kind === "clip"
          ? { kind: "clip" as const, path: scene.media.media_id, trimStartMs: scene.media.trim_start_ms }
          : { kind: "broll" as const, id: scene.media.id },
    durationMs: scene.duration_ms,
    transition: scene.transition,
    ...(scene.presenter_layout && { presenterLayout: scene.presenter_layout }),
  }));
  const presenter = body.presenter ? await choosePresenter(context.db, context.userId, body.presenter) : body.presenter;
  const callToAction = body.call_to_action === undefined ? current.callToAction : body.call_to_action || undefined;
  const timeline = timelineSchema.parse({
    ...current,
    aspectRatio: ratios[0],
    ...(scenes && { scenes, lengthSeconds: scenes.reduce((sum, scene) => sum + scene.durationMs, 0) / 1000 }),
    captions: { style: body.caption_style ?? current.captions.style, position: body.caption_position ?? current.captions.position },
    voice: { id: body.voice_id ?? current.voice.id },
    // Left out: the video keeps the music it was made with (chosen when the plan allowed it); null removes it.
    music: body.music_id === undefined ? current.music : body.music_id === null ? null : { trackId: body.music_id, volumeDb: current.music?.volumeDb ?? -18 },
    callToAction,
    presenter: presenter === undefined ? current.presenter : (presenter?.timeline ?? null),
  });
  const presenterName = presenter === undefined ? context.currentPresenterName : (presenter?.name ?? null);
  return { timeline, ratios, presenterName };
}

/** The writer's rules for a script that plays: each line sayable in its scene, the scenes filling a video length. */
function checkScenesPlay(scenes: NonNullable<CompositeBody["scenes"]>) {
  scenes.forEach((scene, index) => {
    if (spokenWords(scene.spoken) / (scene.duration_ms / 1000) > maxWordsPerSecond) {
      const seconds = (spokenWords(scene.spoken) / maxWordsPerSecond).toFixed(1);
      const error = new ScriptError(
        "line-too-long-for-scene",
        `Scene ${index + 1}'s line needs at least ${seconds} s to be spoken clearly. Shorten the line or give the scene more time.`,
      );
      throw scriptErrorToApiError(error, index);
    }
  });
  const totalMs = scenes.reduce((sum, scene) => sum + scene.duration_ms, 0);
  if (!(videoLengths as readonly number[]).includes(totalMs / 1000)) {
    const error = new ScriptError(
      "durations-do-not-fit",
      `The scenes last ${totalMs / 1000} s; a video lasts ${videoLengths.join(", ").replace(/, (\d+)$/, " or $1")} s. Change the scenes' durations so they add up to one of these.`,
    );
    throw scriptErrorToApiError(error);
  }
}

/**
 * Every image and clip must be the caller's (a product's link image or a library item of that kind), every b-roll in
 * the library. Choosing b-roll that the video did not already show is picking b-roll yourself, a plan feature.
 */
async function checkSceneMedia(scenes: NonNullable<CompositeBody["scenes"]>, context: CompositeContext) {
  const { db, userId } = context;
  const wanted = (kind: "image" | "clip") =>
    scenes.flatMap((scene) =>
      scene.media.kind === "image" && kind === "image" ? [scene.media.image_id] : scene.media.kind === "clip" && kind === "clip" ? [scene.media.media_id] : [],
    );
  const imageIds = [...new Set(wanted("image"))];
  const clipIds = [...new Set(wanted("clip"))];
  const libraryItems =
    imageIds.length + clipIds.length === 0
      ? []
      : await db
          .selectFrom("media_items")
          .select(["id", "kind"])
          .where("user_id", "=", userId)
          .where("id", "in", [...imageIds, ...clipIds])
          .execute();
  const productImages = imageIds.length === 0 ? [] : await db.selectFrom("product_images").select("id").where("user_id", "=", userId).where("id", "in", imageIds).execute();
  const images = new Set([...productImages.map((image) => image.id), ...libraryItems.filter((item) => item.kind === "image").map((item) => item.id)]);
  const clips = new Set(libraryItems.filter((item) => item.kind === "clip").map((item) => item.id));
  const brollShown = new Set(context.current.scenes.flatMap((scene) => (scene.media.kind === "broll" ? [scene.media.id] : [])));

  scenes.forEach((scene, index) => {
    const { media } = scene;
    const known = media.kind === "image" ? images.has(media.image_id) : media.kind === "clip" ? clips.has(media.media_id) : isBrollId(media.id);
    if (!known) {
      const name = media.kind === "image" ? media.image_id : media.kind === "clip" ? media.media_id : media.id;
      throw new ApiError(400, "scene_media_not_found", { scene: index + 1, media: `${media.kind} ${name}` });
    }
  });
  if (scenes.some((scene) => scene.media.kind === "broll" && !brollShown.has(scene.media.id))) requirePlanFeature(context.plan, "b_roll");
}
