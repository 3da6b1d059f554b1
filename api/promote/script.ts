/**
 * A promotional script between the writer (studio/writer/promo-script.ts) and the API: the writer's script as the
 * contract shows it, and a script sent back (lines edited or not) checked before it becomes a timeline.
 */
import { z } from "zod";
import type { PromoScript } from "../../studio/writer/promo-script";
import { promoLanguages, promoLimits, type PromoLanguage, type PromoLength, type PromoScriptView } from "../contract/promote";
import { ApiError } from "../http/errors";

export const lengthSecondsField = z.union([z.literal(15), z.literal(30), z.literal(60)], { errorMap: () => ({ message: "length_seconds_invalid" }) });

export const scriptField = z.object({
  title: z.string().trim().min(1).max(promoLimits.title),
  length_seconds: lengthSecondsField,
  language: z.enum(promoLanguages),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  scenes: z
    .array(
      z.object({
        spoken: z.string().trim().min(1).max(promoLimits.spoken),
        on_screen_text: z.string().trim().max(promoLimits.onScreenText).default(""),
        product_index: z
          .number()
          .int()
          .min(0)
          .max(promoLimits.products - 1)
          .nullable(),
        duration_ms: z.number().int().min(promoLimits.sceneMinMs).max(promoLimits.sceneMaxMs),
      }),
    )
    .min(1)
    .max(promoLimits.scenes),
});

export function promoScriptView(script: PromoScript, meta: { lengthSeconds: PromoLength; language: PromoLanguage; seed: number }): PromoScriptView {
  return {
    title: script.title,
    length_seconds: meta.lengthSeconds,
    language: meta.language,
    seed: meta.seed,
    scenes: script.scenes.map((scene) => ({
      spoken: scene.spoken,
      on_screen_text: scene.onScreenText,
      product_index: scene.productIndex,
      duration_ms: scene.durationMs,
    })),
  };
}

/** A sent script that fits its products and its length: each scene shows one of them, the scenes fill the length. */
export function checkedScript(script: z.output<typeof scriptField>, productCount: number): PromoScriptView {
  const strayScene = script.scenes.findIndex((scene) => scene.product_index !== null && scene.product_index >= productCount);
  if (strayScene >= 0) throw new ApiError(400, "promote_scene_product_invalid", { scene: strayScene + 1, count: productCount });
  const totalMs = script.scenes.reduce((sum, scene) => sum + scene.duration_ms, 0);
  if (totalMs !== script.length_seconds * 1000) throw new ApiError(400, "promote_script_length_mismatch", { total: totalMs / 1000, length: script.length_seconds });
  return script;
}

export function writerScript(script: PromoScriptView): PromoScript {
  return {
    title: script.title,
    scenes: script.scenes.map((scene) => ({
      spoken: scene.spoken,
      onScreenText: scene.on_screen_text,
      productIndex: scene.product_index,
      durationMs: scene.duration_ms,
    })),
  };
}
