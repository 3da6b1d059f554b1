/**
 * What /video-edit reads from the API (the video with its timeline, its operation records, and what each scene can
 * show) and the changes it makes: an operation recorded for what the form changed (`record_op`), undo and redo, and a
 * new version of the video rendering the recorded state (`video/composite` with only the id). The record and
 * compositing calls go through edit-records.server.ts, which picks their family by the id.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import {
  mediaChoiceOf,
  readMediaChoice,
  type EditableVideo,
  type EditVideoValue,
  type MediaChoice,
} from "~/components/video-edit/video-edit";
import type { AvatarView, CaptionPosition, CaptionStyle, Plan, PresenterLayout, Timeline, TimelineScene } from "../../api/contract";
import type { EditRecordView, FieldChangeView } from "../../api/contract/records";
import { listPresenters } from "./avatars.server";
import { listVoices, musicChoices } from "./create-video.server";
import { compositeRecorded, historySummary, readEditRecords, recordOperation, stepHistory } from "./edit-records.server";

/** The video as it is now; one that is not the user's is a 404, and an API that cannot say is the page's error. */
export async function readEditableVideo(context: AppLoadContext, videoId: string): Promise<EditableVideo> {
  const detail = await context.api.get<EditableVideo>("video/detail", { id: videoId }, { toast: false });
  if (!detail.ok && detail.status === 404) throw new Response(null, { status: 404 });
  if (!detail.ok) throw json({ message: detail.message }, { status: 502 });
  return detail.data;
}

/** What the editor offers to choose from: each scene's media, the voices, the music the plan allows and the ready presenters. */
async function readEditorChoices(context: AppLoadContext, productId: string, plan: Plan) {
  const [options, voices, music, presenters] = await Promise.all([readMediaOptions(context, productId), listVoices(context), musicChoices(context, plan), listPresenters(context)]);
  return { options, voices: voices.voices, music, presenters: presenters.map(presenterOption) };
}

export interface PresenterOption {
  id: string;
  name: string;
  builtin: boolean;
}

const presenterOption = ({ id, name, builtin }: AvatarView): PresenterOption => ({ id, name, builtin });

export type VideoEditOutcome =
  | { status: "done" }
  /** The form is as the draft (or, for a new version, the video) is: nothing to record or make. */
  | { status: "unchanged" }
  /** `upgrade`: the plan does not allow a choice (music, b-roll). */
  | { status: "refused"; message: string; upgrade: boolean };

/**
 * The editor's page: the video, and once it is ready the draft the records leave (the timeline with each recorded
 * field's latest value), the history line's facts and the choices the form offers.
 */
export async function loadVideoEditor(context: AppLoadContext, videoId: string, plan: Plan) {
  const video = await readEditableVideo(context, videoId);
  if (video.status !== "ready") return { video, editor: null };
  const [records, choices] = await Promise.all([readEditRecords(context, videoId), readEditorChoices(context, video.product_id, plan)]);
  return { video, editor: { ...choices, draft: draftTimeline(video.timeline, records.state), history: historySummary(records) } };
}

/**
 * "Save changes": one operation holding each field the form changed against the draft (taken as the records leave it
 * now, not as the page showed it), with the draft's value before and the form's after.
 */
export async function saveVideoEdit(context: AppLoadContext, videoId: string, value: EditVideoValue): Promise<VideoEditOutcome> {
  const video = await readEditableVideo(context, videoId);
  const records = await readEditRecords(context, videoId);
  const changes = draftChanges(videoId, draftTimeline(video.timeline, records.state), value);
  if (!changes) return { status: "unchanged" };
  const recorded = await recordOperation(context, videoId, changes);
  return recorded.ok ? { status: "done" } : refusal(recorded);
}

/**
 * "Make the new version": what the form still differs by is recorded first, so nothing typed is lost if the new
 * version is refused, then the compositing call renders the recorded state. A form that is as the video is makes
 * nothing, as before the records.
 */
export async function startVideoEdit(context: AppLoadContext, videoId: string, value: EditVideoValue): Promise<VideoEditOutcome> {
  const video = await readEditableVideo(context, videoId);
  const records = await readEditRecords(context, videoId);
  const changes = draftChanges(videoId, draftTimeline(video.timeline, records.state), value);
  if (changes) {
    const recorded = await recordOperation(context, videoId, changes);
    if (!recorded.ok) return refusal(recorded);
  }
  if (!compositeChanges(videoId, video.timeline, value)) return { status: "unchanged" };
  const started = await compositeRecorded(context, videoId);
  return started.ok ? { status: "done" } : refusal(started);
}

/** Undo or Redo; with nothing left to undo or redo the API's sentence says so. */
export async function stepVideoHistory(context: AppLoadContext, videoId: string, action: "undo" | "redo"): Promise<VideoEditOutcome> {
  const stepped = await stepHistory(context, videoId, action);
  return stepped.ok ? { status: "done" } : refusal(stepped);
}

const refusal = (failure: { status: number; message: string }): VideoEditOutcome => ({ status: "refused", message: failure.message, upgrade: failure.status === 403 });

/*
 * What a scene can show: the product's own photos and clips (`product-media`), the newest items of the user's
 * library (`media/list`) and the built-in moving backgrounds (`material/search`). A list that cannot be read is left
 * empty: the scene's current media is always offered, so the editor still works.
 */

export interface MediaOption {
  value: MediaChoice;
  label: string;
  /** Where the browser gets a small picture of it; b-roll has none (the engine draws it). */
  thumbnailUrl: string | null;
}

export interface MediaOptions {
  product: MediaOption[];
  library: MediaOption[];
  broll: MediaOption[];
}

interface OwnMedia {
  id: string;
  kind: "image" | "clip";
  name: string;
  duration_ms: number | null;
  thumbnail_url: string;
}

/** The newest library items offered in the list; older ones are one search away on /add-material. */
const libraryShown = 50;

function ownOption(item: OwnMedia, t: AppLoadContext["t"]): MediaOption {
  const seconds = item.kind === "clip" && item.duration_ms ? ` · ${t("createVideo.seconds", { count: Math.round(item.duration_ms / 1000) })}` : "";
  return { value: `${item.kind}:${item.id}`, label: `${item.name}${seconds}`, thumbnailUrl: item.thumbnail_url };
}

async function readMediaOptions(context: AppLoadContext, productId: string): Promise<MediaOptions> {
  const { api, t } = context;
  const [productMedia, library, broll] = await Promise.all([
    api.post<{ media: OwnMedia[] }>("product-media", { product_id: productId }, { toast: false }),
    api.get<{ items: OwnMedia[] }>("media/list", { page: 1, page_size: libraryShown }, { toast: false }),
    api.post<{ items: { id: string; name: string }[] }>("material/search", { source: "broll", page: 1, page_size: 50 }, { toast: false }),
  ]);
  const product = productMedia.ok ? productMedia.data.media.map((item) => ownOption(item, t)) : [];
  const inProduct = new Set(product.map((option) => option.value));
  return {
    product,
    library: library.ok ? library.data.items.map((item) => ownOption(item, t)).filter((option) => !inProduct.has(option.value)) : [],
    broll: broll.ok ? broll.data.items.map((item) => ({ value: `broll:${item.id}` as const, label: t(`createVideo.broll.${item.id}`, item.name), thumbnailUrl: null })) : [],
  };
}

type CompositeScene = {
  spoken: string;
  on_screen_text: string;
  media: { kind: "image"; image_id: string } | { kind: "clip"; media_id: string; trim_start_ms: number } | { kind: "broll"; id: string };
  duration_ms: number;
  transition?: TimelineScene["transition"];
  presenter_layout?: PresenterLayout;
};

type CompositePresenter = { avatar_id: string; layout: PresenterLayout; show_label: boolean } | null;

/** Indexable: it is sent as a JSON body as it is. */
export interface CompositeBody extends Record<string, unknown> {
  id: string;
  scenes?: CompositeScene[];
  caption_style?: CaptionStyle;
  caption_position?: CaptionPosition;
  voice_id?: string;
  music_id?: string | null;
  call_to_action?: string | null;
  /** null: the video becomes faceless. */
  presenter?: CompositePresenter;
}

/**
 * The `video/composite` body for what the form changed, or null when nothing did. Scenes go as a whole list (the
 * API's rule); a scene keeps its transition, and a clip kept in its scene keeps where it was trimmed.
 */
export function compositeChanges(videoId: string, timeline: Timeline, value: EditVideoValue): CompositeBody | null {
  const body: CompositeBody = { id: videoId };
  const scenes = value.scenes.map((scene, index): CompositeScene => {
    const before = timeline.scenes[index];
    const choice = readMediaChoice(scene.media)!;
    const media: CompositeScene["media"] =
      choice.kind === "image"
        ? { kind: "image", image_id: choice.id }
        : choice.kind === "broll"
          ? { kind: "broll", id: choice.id }
          : { kind: "clip", media_id: choice.id, trim_start_ms: before?.media.kind === "clip" && before.media.path === choice.id ? (before.media.trimStartMs ?? 0) : 0 };
    return {
      spoken: scene.spoken,
      on_screen_text: scene.onScreenText ?? "",
      media,
      duration_ms: Math.round(scene.seconds * 10) * 100,
      ...(before?.transition && { transition: before.transition }),
      ...(scene.presenterLayout && { presenter_layout: scene.presenterLayout }),
    };
  });
  const scenesChanged =
    scenes.length !== timeline.scenes.length ||
    scenes.some((scene, index) => {
      const before = timeline.scenes[index]!;
      return (
        scene.spoken !== before.spoken ||
        scene.on_screen_text !== before.onScreenText ||
        scene.duration_ms !== before.durationMs ||
        scene.presenter_layout !== before.presenterLayout ||
        `${scene.media.kind}:${scene.media.kind === "image" ? scene.media.image_id : scene.media.kind === "clip" ? scene.media.media_id : scene.media.id}` !== mediaChoiceOf(before.media)
      );
    });
  if (scenesChanged) body.scenes = scenes;
  if (value.captionStyle !== timeline.captions.style) body.caption_style = value.captionStyle;
  if (value.captionPosition !== timeline.captions.position) body.caption_position = value.captionPosition;
  if (value.voice && value.voice !== timeline.voice.id) body.voice_id = value.voice;
  const music = value.music || null;
  if (music !== (timeline.music?.trackId ?? null)) body.music_id = music;
  const callToAction = value.callToAction || null;
  if (callToAction !== (timeline.callToAction || null)) body.call_to_action = callToAction;
  const presenter: CompositePresenter = value.presenter ? { avatar_id: value.presenter, layout: value.presenterLayout, show_label: value.showLabel ?? false } : null;
  if (!samePresenter(presenter, timeline.presenter ?? null)) body.presenter = presenter;
  return Object.keys(body).length > 1 ? body : null;
}

function samePresenter(wanted: CompositePresenter, current: Timeline["presenter"]): boolean {
  if (!wanted || !current) return !wanted && !current;
  return wanted.avatar_id === current.avatarId && wanted.layout === current.layout && wanted.show_label === current.showLabel;
}

/*
 * The draft: the timeline with the records' state laid over it. The state holds `video/composite` field values (the
 * API checked each with that field's schema when it was recorded), so they are turned back into timeline parts here,
 * and the form's changes are taken against the draft.
 */

/** The timeline as the records leave it: each recorded field at the value its latest operation not undone gave it. */
export function draftTimeline(timeline: Timeline, state: EditRecordView["state"]): Timeline {
  const has = (field: string) => Object.hasOwn(state, field);
  const scenes = state.scenes as CompositeScene[] | undefined;
  const presenter = state.presenter as CompositePresenter | undefined;
  const music = state.music_id as string | null | undefined;
  return {
    ...timeline,
    ...(Array.isArray(scenes) && { scenes: scenes.map(timelineScene) }),
    captions: {
      style: (state.caption_style as CaptionStyle | undefined) ?? timeline.captions.style,
      position: (state.caption_position as CaptionPosition | undefined) ?? timeline.captions.position,
    },
    voice: typeof state.voice_id === "string" ? { ...timeline.voice, id: state.voice_id } : timeline.voice,
    music: has("music_id") ? (music ? { trackId: music, volumeDb: timeline.music?.volumeDb ?? -18 } : null) : timeline.music,
    callToAction: has("call_to_action") ? (state.call_to_action as string | null) || undefined : timeline.callToAction,
    presenter: has("presenter") ? (presenter ? { avatarId: presenter.avatar_id, layout: presenter.layout, showLabel: presenter.show_label } : null) : timeline.presenter,
  };
}

function timelineScene(scene: CompositeScene, index: number): TimelineScene {
  const { media } = scene;
  return {
    id: `scene-${index + 1}`,
    spoken: scene.spoken,
    onScreenText: scene.on_screen_text ?? "",
    media:
      media.kind === "image"
        ? { kind: "image", path: media.image_id }
        : media.kind === "clip"
          ? { kind: "clip", path: media.media_id, trimStartMs: media.trim_start_ms }
          : { kind: "broll", id: media.id },
    durationMs: scene.duration_ms,
    transition: scene.transition ?? "fade",
    ...(scene.presenter_layout && { presenterLayout: scene.presenter_layout }),
  };
}

/** Each field the editor changes, as `video/composite` takes it, for the timeline given: the `before` of a recorded change. */
export function compositeFieldsOf(timeline: Timeline): Record<string, unknown> {
  return {
    scenes: timeline.scenes.map(
      (scene): CompositeScene => ({
        spoken: scene.spoken,
        on_screen_text: scene.onScreenText,
        media:
          scene.media.kind === "image"
            ? { kind: "image", image_id: scene.media.path }
            : scene.media.kind === "clip"
              ? { kind: "clip", media_id: scene.media.path, trim_start_ms: scene.media.trimStartMs ?? 0 }
              : { kind: "broll", id: scene.media.id },
        duration_ms: scene.durationMs,
        transition: scene.transition,
        ...(scene.presenterLayout && { presenter_layout: scene.presenterLayout }),
      }),
    ),
    caption_style: timeline.captions.style,
    caption_position: timeline.captions.position,
    voice_id: timeline.voice.id,
    music_id: timeline.music?.trackId ?? null,
    call_to_action: timeline.callToAction || null,
    presenter: timeline.presenter ? { avatar_id: timeline.presenter.avatarId, layout: timeline.presenter.layout, show_label: timeline.presenter.showLabel } : null,
  };
}

/** The operation "Save changes" records: each field the form changed against the draft, or null when none did. */
export function draftChanges(videoId: string, draft: Timeline, value: EditVideoValue): Record<string, FieldChangeView> | null {
  const body = compositeChanges(videoId, draft, value);
  if (!body) return null;
  const before = compositeFieldsOf(draft);
  const { id: _id, ...changed } = body;
  return Object.fromEntries(Object.entries(changed).map(([field, after]) => [field, { before: before[field] ?? null, after }]));
}
