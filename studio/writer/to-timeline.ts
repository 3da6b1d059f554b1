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
  /** A presenter speaking the lines on screen; absent or null for a faceless video. */
  presenter?: Timeline["presenter"];
}

/** What a writer decides for its timeline; everything else comes from the settings. */
export interface WrittenTimeline {
  seed: number;
  lengthSeconds: Timeline["lengthSeconds"];
  product: Timeline["product"];
  scenes: Timeline["scenes"];
  callToAction?: string;
}

/** Throws a ZodError if the result is not a valid timeline, so nothing invalid reaches the renderer. */
export function toTimeline(product: ProductFacts, script: Script, settings: TimelineSettings): Timeline {
  checkScenesFillLength(script.scenes, script.lengthSeconds);
  const facts = tidyFacts(product);
  const callToAction = script.scenes.at(-1)?.role === "cta" ? script.scenes.at(-1)?.onScreenText : undefined;
  return assembleTimeline(
    {
      seed: script.seed,
      lengthSeconds: script.lengthSeconds,
      product: {
        name: facts.name,
        ...(facts.brand ? { brand: facts.brand } : {}),
        ...(facts.price ? { price: facts.price } : {}),
      },
      // Roles and fact references are the writer's bookkeeping; the timeline holds only what is rendered.
      scenes: script.scenes.map(({ id, spoken, onScreenText, media, durationMs, transition }) => ({ id, spoken, onScreenText, media, durationMs, transition })),
      ...(callToAction ? { callToAction } : {}),
    },
    settings,
  );
}

export function checkScenesFillLength(scenes: readonly { durationMs: number }[], lengthSeconds: number): void {
  const totalMs = scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
  if (totalMs !== lengthSeconds * 1000) {
    throw new ScriptError("durations-do-not-fit", `The scenes last ${totalMs / 1000} s but the video is ${lengthSeconds} s. Adjust a scene's duration.`);
  }
}

/** The written part and the chosen look and sound as one validated timeline; every writer's timeline ends here. */
export function assembleTimeline(written: WrittenTimeline, settings: TimelineSettings): Timeline {
  return timeline.parse({
    version: 1,
    seed: settings.seed ?? written.seed,
    aspectRatio: settings.aspectRatio ?? "9:16",
    lengthSeconds: written.lengthSeconds,
    product: written.product,
    scenes: written.scenes,
    captions: { style: settings.captions?.style ?? "word-highlight", position: settings.captions?.position ?? "bottom" },
    voice: { id: settings.voiceId },
    music: settings.music ? { trackId: settings.music.trackId, volumeDb: settings.music.volumeDb ?? -18 } : null,
    ...(written.callToAction ? { callToAction: written.callToAction } : {}),
    ...(settings.presenter ? { presenter: settings.presenter } : {}),
  });
}
