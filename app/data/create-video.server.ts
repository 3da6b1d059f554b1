/**
 * What the /create-video screens read from the API: the product, its ideas, the scripts, and the voices and music
 * to choose from. Each function answers with the data or with a message for a person (the API's, already in the
 * user's language), so a screen can show an error state instead of failing as a whole.
 */
import type { AppLoadContext } from "@remix-run/node";
import { loaded, type Loaded } from "~/utils/api.server";
import type { Plan } from "~/utils/user";

export interface ProductImage {
  id: string;
  url: string;
  width?: number;
  height?: number;
}

export interface Product {
  id: string;
  name: string;
  description: string | null;
  price: { amount: number; currency: string } | null;
  brand: string | null;
  features: string[];
  images: ProductImage[];
  source_url: string | null;
  created_at: number;
}

export interface Idea {
  id: string;
  angle: string;
  hook: string;
  format: "ad" | "organic" | "ugc" | "educational" | "promo-series";
  focus?: string;
}

export type SceneMedia = { kind: "image"; image_id: string; url: string } | { kind: "broll"; id: string } | { kind: "clip"; media_id: string; url: string; trim_start_ms: number };

export interface Scene {
  id: string;
  role: string;
  spoken: string;
  on_screen_text: string;
  media: SceneMedia;
  duration_ms: number;
}

export interface Script {
  id: string;
  product_id: string;
  idea_id: string;
  format: string;
  angle: string;
  length_seconds: number;
  scenes: Scene[];
  updated_at: number;
}

export interface Voice {
  id: string;
  name: string;
  language?: string;
  /** A short sample to listen to, when the API offers one. */
  sample_url?: string;
}

export interface MusicTrack {
  id: string;
  name: string;
  mood?: string;
  preview_url?: string;
  /** Whether the caller's plan may use it. */
  allowed?: boolean;
}

/** How many products the "existing product" list shows per page. */
export const productsPageSize = 12;

export async function listProducts(context: AppLoadContext, page: number) {
  return loaded(await context.api.get<{ items: Product[]; total: number; page: number; page_size: number }>("products", { page, page_size: productsPageSize }, { toast: false }));
}

/** The product by id (`GET products?ids=`), or null when it is not one of the user's. */
export async function findProduct(context: AppLoadContext, productId: string): Promise<Product | null> {
  const found = await context.api.get<{ items: Product[] }>("products", { ids: productId }, { toast: false });
  return (found.ok && found.data.items.find((product) => product.id === productId)) || null;
}

/** The product's ideas: the stored ones, or a first batch written now (`product-ideas` writes only once). */
export async function ideasOf(context: AppLoadContext, productId: string) {
  return loaded(await context.api.post<{ ideas: Idea[] }>("product-ideas", { product_id: productId }, { toast: false }));
}

export async function readScripts(context: AppLoadContext, scriptIds: readonly string[]): Promise<Loaded<Script[]>> {
  const results = await Promise.all(scriptIds.map((id) => context.api.get<Script>("script", { id }, { toast: false })));
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
export async function listVoices(context: AppLoadContext): Promise<{ voices: Voice[]; fallback: boolean }> {
  const result = await context.api.get("materials/voices", undefined, { toast: false });
  const voices = result.ok
    ? listIn<Voice>(result.data, "voices")
        .filter((voice) => typeof voice?.id === "string")
        .map((voice) => ({ ...voice, name: context.t(`createVideo.voices.${voice.id}`, voice.name) }))
    : [];
  return voices.length > 0 ? { voices, fallback: false } : { voices: [], fallback: true };
}

/**
 * Background music is for paid plans (spec §6). `video/bgm-list` says, per track, whether the user's plan may use
 * it; when the list cannot be read, every plan but free has music, as the API's own check does. Built-in tracks
 * are named in the user's language, as b-roll is.
 */
export async function musicChoices(context: AppLoadContext, plan: Plan): Promise<{ allowed: boolean; tracks: MusicTrack[] }> {
  const result = await context.api.get("video/bgm-list", undefined, { toast: false });
  const tracks = result.ok
    ? listIn<MusicTrack>(result.data, "tracks")
        .filter((track) => typeof track?.id === "string")
        .map((track) => ({ ...track, name: context.t(`createVideo.tracks.${track.id}`, track.name) }))
    : [];
  const allowed = tracks.length > 0 ? tracks.some((track) => track.allowed !== false) : plan !== "free";
  return { allowed, tracks: allowed ? tracks.filter((track) => track.allowed !== false) : [] };
}
