/**
 * Which media each scene shows. The built-in b-roll ids come from studio/broll, which draws them, so the writer can
 * only ever name a b-roll the renderer has.
 */
import { brollIds } from "../broll";
import type { MediaRef } from "../timeline";
import type { ProductClip, ProductFacts } from "./product-facts";

/** The user's own pictures and clips, each list in the order the user gave them. */
export interface OwnMedia {
  images: readonly string[];
  clips: readonly ProductClip[];
}

export function ownMediaOf(facts: Pick<ProductFacts, "images" | "clips">): OwnMedia {
  return { images: facts.images, clips: facts.clips ?? [] };
}

/** Roles where the product itself should be on screen, even if that means showing a photo again. */
const productShots = new Set(["hook", "price", "cta"]);
/** A price or a call to action reads best over a still photo; every other scene gains from motion. */
const stillShots = new Set(["price", "cta"]);
/** A clip shorter than this share of its scene would hold its last frame too long. */
const minClipCover = 0.6;

/**
 * The user's own media first, each once, in their order: clips go to scenes that gain from motion (the hook, the
 * features) when they are long enough to fill most of the scene, photos to the price and the call to action. Once
 * everything was shown, the hook, price and call to action show a photo again, other scenes a part of a clip not yet
 * seen, and then built-in b-roll, rotating from a seeded start so neighbouring scenes differ.
 */
export function assignMedia(roles: readonly string[], durationsMs: readonly number[], media: OwnMedia, brollStart: number): MediaRef[] {
  const { images, clips } = media;
  let nextImage = 0;
  let repeatedImage = 0;
  let brollTurn = 0;
  /** How much of each clip has been shown from its start; undefined: not used yet. */
  const shownMs: (number | undefined)[] = clips.map(() => undefined);

  const freshImage = (): MediaRef | undefined => (nextImage < images.length ? { kind: "image", path: images[nextImage++]! } : undefined);
  const freshClip = (sceneMs: number): MediaRef | undefined => {
    const index = clips.findIndex((clip, candidate) => shownMs[candidate] === undefined && clip.durationMs >= sceneMs * minClipCover);
    if (index < 0) return undefined;
    shownMs[index] = Math.min(clips[index]!.durationMs, sceneMs);
    return { kind: "clip", path: clips[index]!.path, trimStartMs: 0 };
  };
  const unseenClipPart = (sceneMs: number): MediaRef | undefined => {
    const index = clips.findIndex((clip, candidate) => shownMs[candidate] !== undefined && clip.durationMs - shownMs[candidate]! >= sceneMs);
    if (index < 0) return undefined;
    const trimStartMs = shownMs[index]!;
    shownMs[index] = trimStartMs + sceneMs;
    return { kind: "clip", path: clips[index]!.path, trimStartMs };
  };

  return roles.map((role, index) => {
    const sceneMs = durationsMs[index] ?? 0;
    const own = stillShots.has(role) ? (freshImage() ?? freshClip(sceneMs)) : (freshClip(sceneMs) ?? freshImage());
    if (own) return own;
    if (productShots.has(role) && images.length > 0) return { kind: "image", path: images[repeatedImage++ % images.length]! };
    const part = unseenClipPart(sceneMs);
    if (part) return part;
    const replayed = productShots.has(role) ? clips.find((clip) => clip.durationMs >= sceneMs * minClipCover) : undefined;
    if (replayed) return { kind: "clip", path: replayed.path, trimStartMs: 0 };
    return { kind: "broll", id: brollIds[(brollStart + brollTurn++) % brollIds.length]! };
  });
}
