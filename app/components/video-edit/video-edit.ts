/**
 * /video-edit: a ready video's timeline as a form, and the form's answer as a `video/composite` body holding only
 * what changed (docs/api-v1.md, Videos). The API checks the rest (lines that fit their scenes, scenes adding up to a
 * video length, media the user owns, plan features) and says what to change in the user's language.
 */
import { z } from "zod";
import { avatarIdPattern } from "~/components/avatars/avatars";
import { captionPositions, captionStyles, idPattern, presenterLayouts, type Timeline, type TimelineMedia, type VideoView } from "../../../api/contract";

export const videoEditPath = "/video-edit";
export const editFormId = "video-edit";

const namePattern = /^[\w.-]{1,64}$/;
export const maxScenes = 20;

/** `GET video/detail/{id}`: the video and its stored timeline. */
export type EditableVideo = VideoView & { timeline: Timeline };

/** A scene's media as one form value: `image:<id>`, `clip:<id>` or `broll:<id>`. */
export type MediaChoice = `${"image" | "clip" | "broll"}:${string}`;
const mediaChoicePattern = /^(image|clip|broll):[\w.-]{1,64}$/;

export function mediaChoiceOf(media: TimelineMedia): MediaChoice {
  return media.kind === "broll" ? `broll:${media.id}` : `${media.kind}:${media.path}`;
}

export function readMediaChoice(value: string | null | undefined): { kind: "image" | "clip" | "broll"; id: string } | null {
  if (!value || !mediaChoicePattern.test(value)) return null;
  const at = value.indexOf(":");
  return { kind: value.slice(0, at) as "image" | "clip" | "broll", id: value.slice(at + 1) };
}

/** The address of the editor, optionally with a scene's media chosen on /add-material (`scene` is 1-based). */
export function videoEditHref(videoId: string, pick?: { scene: number; media: MediaChoice }): string {
  const params = new URLSearchParams({ id: videoId });
  if (pick) {
    params.set("scene", String(pick.scene));
    params.set("media", pick.media);
  }
  return `${videoEditPath}?${params}${pick ? `#${sceneAnchor(pick.scene)}` : ""}`;
}

export const sceneAnchor = (sceneNumber: number) => `scene-${sceneNumber}`;

/** The video the address names, and a scene's media picked on /add-material, if valid. */
export function readEditAddress(params: URLSearchParams): { videoId: string | null; pick: { sceneIndex: number; media: MediaChoice } | null } {
  const id = params.get("id") ?? "";
  const scene = Number(params.get("scene"));
  const media = params.get("media");
  const pick = Number.isInteger(scene) && scene >= 1 && scene <= maxScenes && readMediaChoice(media) ? { sceneIndex: scene - 1, media: media as MediaChoice } : null;
  return { videoId: idPattern.test(id) ? id : null, pick };
}

const SceneFields = z.object({
  spoken: z
    .string({ required_error: "videoEdit.validation.spokenRequired" })
    .trim()
    .min(1, "videoEdit.validation.spokenRequired")
    .max(400, "createVideo.validation.spokenTooLong"),
  onScreenText: z.string().trim().max(120, "createVideo.validation.onScreenTooLong").optional(),
  media: z.string({ required_error: "errors.formRejected" }).regex(mediaChoicePattern, "errors.formRejected"),
  seconds: z
    .number({ required_error: "videoEdit.validation.secondsInvalid", invalid_type_error: "videoEdit.validation.secondsInvalid" })
    .min(1.5, "videoEdit.validation.secondsInvalid")
    .max(20, "videoEdit.validation.secondsInvalid"),
  /** Empty: the video's own presenter layout. */
  presenterLayout: z
    .enum(presenterLayouts, { errorMap: () => ({ message: "errors.formRejected" }) })
    .or(z.literal(""))
    .optional(),
});

export const EditVideoSchema = z.object({
  scenes: z.array(SceneFields).min(1, "errors.formRejected").max(maxScenes, "errors.formRejected"),
  captionStyle: z.enum(captionStyles, { errorMap: () => ({ message: "errors.formRejected" }) }),
  captionPosition: z.enum(captionPositions, { errorMap: () => ({ message: "errors.formRejected" }) }),
  voice: z.string().regex(namePattern, "errors.formRejected").optional(),
  /** Empty: no music. */
  music: z.string().regex(namePattern, "errors.formRejected").optional(),
  callToAction: z.string().trim().max(60, "videoEdit.validation.callToActionTooLong").optional(),
  /** An avatar id; empty: a faceless video. */
  presenter: z.string().regex(avatarIdPattern, "errors.formRejected").or(z.literal("")).optional(),
  presenterLayout: z.enum(presenterLayouts, { errorMap: () => ({ message: "errors.formRejected" }) }).default("pip"),
  /** An unticked box is not sent: no label. */
  showLabel: z.boolean().optional(),
});
export type EditVideoValue = z.infer<typeof EditVideoSchema>;

/** The form's starting values: the video as it is, with a scene's media picked on /add-material, if any. */
export function editDefaults(timeline: Timeline, pick: { sceneIndex: number; media: MediaChoice } | null) {
  return {
    scenes: timeline.scenes.map((scene, index) => ({
      spoken: scene.spoken,
      onScreenText: scene.onScreenText,
      media: pick?.sceneIndex === index ? pick.media : mediaChoiceOf(scene.media),
      seconds: String(scene.durationMs / 1000),
      presenterLayout: scene.presenterLayout ?? "",
    })),
    captionStyle: timeline.captions.style,
    captionPosition: timeline.captions.position,
    voice: timeline.voice.id,
    music: timeline.music?.trackId ?? "",
    callToAction: timeline.callToAction ?? "",
    presenter: timeline.presenter?.avatarId ?? "",
    presenterLayout: timeline.presenter?.layout ?? "pip",
    showLabel: timeline.presenter?.showLabel ?? true,
  };
}

/** The scenes' total, in tenths of a second, so 0.1 steps add up exactly. */
export function totalSeconds(seconds: readonly (number | string)[]): number {
  return seconds.reduce<number>((sum, value) => sum + Math.round(Number(value) * 10 || 0), 0) / 10;
}
