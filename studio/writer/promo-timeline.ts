/**
 * A promotional script as the one timeline the renderer reads: each product's scenes show that product's pictures in
 * turn, the opening and the closing the first product's, and a product without pictures built-in b-roll.
 */
import { brollIds } from "../broll";
import { videoLengths, type MediaRef, type Timeline } from "../timeline";
import { ScriptError } from "./errors";
import type { PromoScene, PromoScript } from "./promo-script";
import { hashText, normaliseSeed, randomFor } from "./random";
import { assembleTimeline, type TimelineSettings } from "./to-timeline";

export interface PromoTimelineSettings extends TimelineSettings {
  /** The end button (promoCallToAction of the offer); absent: none, the closing scene still says it. */
  callToAction?: string;
}

/**
 * `productImages[i]`: the pictures of the script's product i, as the product's facts list them (file paths or media
 * ids the API resolves). Throws a ZodError if the result is not a valid timeline.
 */
export function promoTimeline(script: PromoScript, productImages: readonly (readonly string[])[], settings: PromoTimelineSettings): Timeline {
  const totalMs = script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
  const lengthSeconds = videoLengths.find((length) => length * 1000 === totalMs);
  if (!lengthSeconds) {
    throw new ScriptError("durations-do-not-fit", `The scenes last ${totalMs / 1000} s; a promotional video lasts 15, 30 or 60 s. Adjust a scene's duration.`);
  }
  const missing = script.scenes.find((scene) => scene.productIndex !== null && !productImages[scene.productIndex]);
  if (missing) throw new ScriptError("invalid-offer", `A scene shows product ${missing.productIndex! + 1}, but only ${productImages.length} were given.`);
  const seed = settings.seed ?? normaliseSeed(hashText(script.title));
  const media = mediaOf(script.scenes, productImages, seed);
  return assembleTimeline(
    {
      seed,
      lengthSeconds,
      product: { name: script.title },
      scenes: script.scenes.map((scene, index) => ({
        id: `scene-${index + 1}`,
        spoken: scene.spoken,
        onScreenText: scene.onScreenText,
        media: media[index]!,
        durationMs: scene.durationMs,
        // A cut within a product, a crossfade when the picture moves on to another product or to the offer.
        transition: index > 0 && scene.productIndex !== script.scenes[index - 1]!.productIndex ? "fade" : "cut",
      })),
      ...(settings.callToAction?.trim() ? { callToAction: settings.callToAction.trim() } : {}),
    },
    { ...settings, seed },
  );
}

/**
 * Each product's pictures in their order, one per scene and round again; the opening and the closing take their
 * turn among the first product's, so the first product's own scene opens on a picture not just seen. Scenes of a
 * product without pictures get b-roll, rotating from a seeded start so neighbouring scenes differ.
 */
function mediaOf(scenes: readonly PromoScene[], productImages: readonly (readonly string[])[], seed: number): MediaRef[] {
  const shown = new Map<number, number>();
  const brollStart = Math.floor(randomFor(seed, "promo-media")() * brollIds.length);
  let brollTurn = 0;
  return scenes.map((scene) => {
    const productIndex = scene.productIndex ?? 0;
    const images = productImages[productIndex] ?? [];
    if (images.length === 0) return { kind: "broll", id: brollIds[(brollStart + brollTurn++) % brollIds.length]! };
    const turn = shown.get(productIndex) ?? 0;
    shown.set(productIndex, turn + 1);
    return { kind: "image", path: images[turn % images.length]! };
  });
}
