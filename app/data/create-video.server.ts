/**
 * What the /create-video screens read from the API (the product, its ideas, the scripts, and the voices and music
 * to choose from) and what they change in it, step by step. Each function answers with the data or with a message
 * for a person (the API's, already in the user's language), so a screen can show an error state instead of failing
 * as a whole.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { z } from "zod";
import type { DetailsSchema, LinkSchema } from "~/utils/product-intake";
import type { Flow } from "~/utils/create-video-flow";
import { loaded, type Loaded } from "~/utils/api.server";
import type { IdeaView, MusicTrackView, Plan, ProductView, ScriptView, VoiceView } from "../../api/contract";

/** How many products the "existing product" list shows per page. */
export const productsPageSize = 12;

export async function listProducts(context: AppLoadContext, page: number) {
  return loaded(await context.api.get<{ items: ProductView[]; total: number; page: number; page_size: number }>("products", { page, page_size: productsPageSize }, { toast: false }));
}

/** The product by id (`GET products?ids=`), or null when it is not one of the user's. */
export async function findProduct(context: AppLoadContext, productId: string): Promise<ProductView | null> {
  const found = await context.api.get<{ items: ProductView[] }>("products", { ids: productId }, { toast: false });
  return (found.ok && found.data.items.find((product) => product.id === productId)) || null;
}

/** The product's ideas: the stored ones, or a first batch written now (`product-ideas` writes only once). */
export async function ideasOf(context: AppLoadContext, productId: string) {
  return loaded(await context.api.post<{ ideas: IdeaView[] }>("product-ideas", { product_id: productId }, { toast: false }));
}

export async function readScripts(context: AppLoadContext, scriptIds: readonly string[]): Promise<Loaded<ScriptView[]>> {
  const results = await Promise.all(scriptIds.map((id) => context.api.get<ScriptView>("script", { id }, { toast: false })));
  const failed = results.find((result) => !result.ok);
  if (failed && !failed.ok) return { ok: false, message: failed.message };
  return { ok: true, data: results.flatMap((result) => (result.ok ? [result.data] : [])) };
}

/** A list from an answer that is either the list itself or an object holding it under `key` or `items`. */
function listIn<T>(data: unknown, key: string): T[] {
  if (Array.isArray(data)) return data as T[];
  const holder = data as Record<string, unknown> | null;
  const list = holder?.[key] ?? holder?.items;
  return Array.isArray(list) ? (list as T[]) : [];
}

/**
 * The voices to choose from. When the API cannot list them, the API's default voice is the one choice (an empty
 * id leaves the voice to the API). The API names voices in English: the built-in ones get the user's language.
 */
export async function listVoices(context: AppLoadContext): Promise<{ voices: VoiceView[]; fallback: boolean }> {
  const result = await context.api.get("materials/voices", undefined, { toast: false });
  const voices = result.ok
    ? listIn<VoiceView>(result.data, "voices")
        .filter((voice) => typeof voice?.id === "string")
        .map((voice) => ({ ...voice, name: context.t(`createVideo.voices.${voice.id}`, voice.name) }))
    : [];
  return voices.length > 0 ? { voices, fallback: false } : { voices: [], fallback: true };
}

/**
 * Background music is for paid plans (docs/decisions/101-plan-features-quota-and-limit-messages.md). `video/bgm-list` says, per track, whether the user's plan may use
 * it; when the list cannot be read, every plan but free has music, as the API's own check does. Built-in tracks
 * are named in the user's language, as b-roll is.
 */
export async function musicChoices(context: AppLoadContext, plan: Plan): Promise<{ allowed: boolean; tracks: MusicTrackView[] }> {
  const result = await context.api.get("video/bgm-list", undefined, { toast: false });
  const tracks = result.ok
    ? listIn<MusicTrackView>(result.data, "tracks")
        .filter((track) => typeof track?.id === "string")
        .map((track) => ({ ...track, name: context.t(`createVideo.tracks.${track.id}`, track.name) }))
    : [];
  const allowed = tracks.length > 0 ? tracks.some((track) => track.allowed !== false) : plan !== "free";
  return { allowed, tracks: allowed ? tracks.filter((track) => track.allowed !== false) : [] };
}

/** Changes of one kind made together: the ids made, and the first refusal if any. */
export interface Batch {
  made: string[];
  /** `planRefused`: the user's plan does not allow it (quota, music on free): the page offers an upgrade. */
  failure: { message: string; planRefused: boolean } | null;
}

export type ProductSourceValue = z.infer<typeof LinkSchema> | z.infer<typeof DetailsSchema>;

/** A product from a pasted link (the API reads the page) or from typed details, with its first ideas written now. */
export async function createProduct(context: AppLoadContext, source: ProductSourceValue): Promise<Loaded<ProductView>> {
  const created = await intakeProduct(context, source);
  if (!created.ok) return created;
  // The first ideas are written here, so the next screen only reads them.
  await ideasOf(context, created.data.id);
  return created;
}

/** A product from a pasted link or typed details (`generate-info`), nothing more: /create-slideshow needs no ideas. */
export async function intakeProduct(context: AppLoadContext, source: ProductSourceValue): Promise<Loaded<ProductView>> {
  const body = source.intent === "link" ? { url: source.url } : detailsBody(source);
  return loaded(await context.api.post<ProductView>("generate-info", body, { toast: false }));
}

function detailsBody({ name, description, brand, price, currency, features }: z.infer<typeof DetailsSchema>) {
  return {
    name,
    ...(description && { description }),
    ...(brand && { brand }),
    ...(price !== undefined && { price: { amount: price, currency } }),
    features,
  };
}

/** More ideas for the product, added to the ones it has. */
export async function addIdeas(context: AppLoadContext, productId: string): Promise<Loaded<IdeaView[]>> {
  const fresh = await context.api.post<{ ideas: IdeaView[] }>("product/re-ideas", { product_id: productId }, { toast: false });
  return fresh.ok ? { ok: true, data: fresh.data.ideas } : { ok: false, message: fresh.message };
}

/** A script of this length for each idea. Ideas that already have one of this length in the flow keep it, with its edits. */
export async function writeScripts(context: AppLoadContext, flow: Flow, ideaIds: readonly string[], length: number): Promise<Batch> {
  const current = flow.scriptIds.length > 0 ? await readScripts(context, flow.scriptIds) : null;
  const kept = new Map((current?.ok ? current.data : []).filter((script) => script.length_seconds === length).map((script) => [script.idea_id, script.id]));
  const results = await Promise.all(
    ideaIds.map((ideaId) => {
      const keptId = kept.get(ideaId);
      if (keptId) return { ok: true as const, data: { id: keptId } };
      return context.api.post<ScriptView>("video-script", { product_id: flow.productId, idea_id: ideaId, length_seconds: length }, { toast: false });
    }),
  );
  const failure = results.find((result) => !result.ok);
  return {
    made: results.flatMap((result) => (result.ok ? [result.data.id] : [])),
    failure: failure && !failure.ok ? { message: failure.message, planRefused: false } : null,
  };
}

/** A scene's lines as the user typed them. An emptied field is sent as empty, so the API says what an empty line means. */
export async function editScene(context: AppLoadContext, { script, scene, spoken, onScreenText }: { script: string; scene: number; spoken?: string; onScreenText?: string }): Promise<Loaded<unknown>> {
  return loaded(await context.api.post("video/script/edit", { id: script, scene_index: scene, spoken: spoken ?? "", on_screen_text: onScreenText ?? "" }, { toast: false }));
}

/** A new wording for one scene, or for the whole script when no scene is named. */
export async function rewordScript(context: AppLoadContext, scriptId: string, sceneIndex?: number): Promise<Loaded<unknown>> {
  return loaded(await context.api.post("video/script/regen", { id: scriptId, ...(sceneIndex !== undefined && { scene_index: sceneIndex }) }, { toast: false }));
}

/** One video per script of the flow, with the flow's settings. One at a time: the API checks the quota for each, and a refusal stops the rest. */
export async function startVideos(context: AppLoadContext, flow: Flow): Promise<Batch> {
  const scripts = await readScripts(context, flow.scriptIds);
  if (!scripts.ok) return { made: [], failure: { message: scripts.message, planRefused: false } };
  const { settings } = flow;
  const made: string[] = [];
  for (const script of scripts.data) {
    const video = await context.api.post<{ id: string }>(
      "video/create-by-product",
      {
        product_id: script.product_id,
        script_id: script.id,
        aspect_ratios: settings.ratios,
        caption_style: settings.captionStyle,
        caption_position: settings.captionPosition,
        ...(settings.voice && { voice_id: settings.voice }),
        ...(settings.music && { music_id: settings.music }),
        // The label on the picture is on by default; /video-edit turns it off.
        ...(settings.presenter && { presenter: { avatar_id: settings.presenter, layout: settings.layout, show_label: true } }),
      },
      { toast: false },
    );
    if (!video.ok) return { made, failure: { message: video.message, planRefused: video.status === 403 } };
    made.push(video.data.id);
  }
  return { made, failure: null };
}
