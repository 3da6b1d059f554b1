/** Turns a script into the one timeline format the renderer reads, with the look and sound settings chosen for it. */
import { timeline, type AspectRatio, type Timeline } from "../timeline";
import { ScriptError } from "./errors";
import { tidyFacts, type ProductFacts } from "./product-facts";
import type { Script } from "./script-types";

export interface TimelineSettings {
  voiceId: string;
  aspectRatio?: AspectRatio;
  /** Defaults to the script's seed, so a script renders the same way unless asked otherwise. */
  seed?: number;
  /** null or absent: no music (the free plan cannot choose music). */
  music?: { trackId: string; volumeDb?: number } | null;
  captions?: Partial<Timeline["captions"]>;
}

/** Throws a ZodError if the result is not a valid timeline, so nothing invalid reaches the renderer. */
export function toTimeline(product: ProductFacts, script: Script, settings: TimelineSettings): Timeline {
  const totalMs = script.scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
  if (totalMs !== script.lengthSeconds * 1000) {
    throw new ScriptError("durations-do-not-fit", `The scenes last ${totalMs / 1000} s but the video is ${script.lengthSeconds} s. Adjust a scene's duration.`);
  }
  const facts = tidyFacts(product);
  const callToAction = script.scenes.at(-1)?.role === "cta" ? script.scenes.at(-1)?.onScreenText : undefined;
  return timeline.parse({
    version: 1,
    seed: settings.seed ?? script.seed,
    aspectRatio: settings.aspectRatio ?? "9:16",
    lengthSeconds: script.lengthSeconds,
    product: {
      name: facts.name,
      ...(facts.brand ? { brand: facts.brand } : {}),
      ...(facts.price ? { price: facts.price } : {}),
    },
    // Roles and fact references are the writer's bookkeeping; the timeline holds only what is rendered.
    scenes: script.scenes.map(({ id, spoken, onScreenText, media, durationMs, transition }) => ({ id, spoken, onScreenText, media, durationMs, transition })),
    captions: { style: settings.captions?.style ?? "word-highlight", position: settings.captions?.position ?? "bottom" },
    voice: { id: settings.voiceId },
    music: settings.music ? { trackId: settings.music.trackId, volumeDb: settings.music.volumeDb ?? -18 } : null,
    ...(callToAction ? { callToAction } : {}),
  });
}
