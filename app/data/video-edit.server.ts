/**
 * What /video-edit reads from the API (the video with its timeline, and what each scene can show) and the one change
 * it makes: a new version of the video (`video/composite`) with what the form changed.
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
import { listPresenters } from "./avatars.server";
import { listVoices, musicChoices } from "./create-video.server";

/** The video as it is now; one that is not the user's is a 404, and an API that cannot say is the page's error. */
export async function readEditableVideo(context: AppLoadContext, videoId: string): Promise<EditableVideo> {
  const detail = await context.api.get<EditableVideo>("video/detail", { id: videoId }, { toast: false });
  if (!detail.ok && detail.status === 404) throw new Response(null, { status: 404 });
  if (!detail.ok) throw json({ message: detail.message }, { status: 502 });
  return detail.data;
}

/** What the editor offers to choose from: each scene's media, the voices, the music the plan allows and the ready presenters. */
export async function readEditorChoices(context: AppLoadContext, productId: string, plan: Plan) {
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
  | { status: "started" }
  /** The form is as the video is: nothing to make. */
  | { status: "unchanged" }
  /** `upgrade`: the plan does not allow a choice (music, b-roll). */
  | { status: "refused"; message: string; upgrade: boolean };

/** Starts a new version of the video with what the form changed, taken against the video as it is now, not as the page showed it. */
export async function startVideoEdit(context: AppLoadContext, videoId: string, value: EditVideoValue): Promise<VideoEditOutcome> {
  const video = await readEditableVideo(context, videoId);
  const body = compositeChanges(videoId, video.timeline, value);
  if (!body) return { status: "unchanged" };
  const started = await context.api.post("video/composite", body, { toast: false });
  return started.ok ? { status: "started" } : { status: "refused", message: started.message, upgrade: started.status === 403 };
}

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
