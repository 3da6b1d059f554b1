/**
 * The /create-video forms, shared by the browser (instant feedback) and the server (the truth). Limits match
 * docs/api-v1.md; messages are i18n keys. Each form posts an `intent` naming what it does.
 */
import { z } from "zod";
import { maxScriptsAtOnce, scriptLengths } from "~/utils/create-video-flow";
import { idPattern } from "../../../api/contract";

const id = z.string().trim().regex(idPattern, "errors.formRejected");

/** A link as people paste it: "shop.example/p/1" gets https:// in front. */
const ProductUrl = z
  .string({ required_error: "createVideo.validation.urlRequired" })
  .trim()
  .max(2000, "createVideo.validation.urlTooLong")
  .transform((url) => (/^[a-z][a-z\d+.-]*:/i.test(url) ? url : `https://${url}`))
  .refine((url) => {
    try {
      const parsed = new URL(url);
      const web = parsed.protocol === "http:" || parsed.protocol === "https:";
      return web && (parsed.hostname.includes(".") || parsed.hostname === "localhost");
    } catch {
      return false;
    }
  }, "createVideo.validation.urlInvalid");

export const LinkSchema = z.object({ intent: z.literal("link"), url: ProductUrl });

export const DetailsSchema = z.object({
  intent: z.literal("details"),
  name: z
    .string({ required_error: "createVideo.validation.nameRequired" })
    .trim()
    .min(1, "createVideo.validation.nameRequired")
    .max(200, "createVideo.validation.nameTooLong"),
  description: z.string().trim().max(5000, "createVideo.validation.descriptionTooLong").optional(),
  brand: z.string().trim().max(100, "createVideo.validation.brandTooLong").optional(),
  price: z
    .number({ invalid_type_error: "createVideo.validation.priceInvalid" })
    .min(0, "createVideo.validation.priceInvalid")
    .max(1_000_000_000, "createVideo.validation.priceInvalid")
    .optional(),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, "createVideo.validation.currencyInvalid")
    .default("USD"),
  features: z
    .string()
    .max(20 * 301, "createVideo.validation.featuresTooMany")
    .optional()
    .transform((text) =>
      (text ?? "")
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean),
    )
    .refine((lines) => lines.length <= 20, "createVideo.validation.featuresTooMany")
    .refine((lines) => lines.every((line) => line.length <= 300), "createVideo.validation.featureTooLong"),
});

export const ExistingProductSchema = z.object({ intent: z.literal("existing"), product: id });

export const WriteScriptsSchema = z.object({
  intent: z.literal("write-scripts"),
  idea: z
    .array(id, { required_error: "createVideo.validation.pickIdea" })
    .min(1, "createVideo.validation.pickIdea")
    .max(maxScriptsAtOnce, "createVideo.validation.tooManyIdeas"),
  length: z.coerce
    .number()
    .refine((value): value is (typeof scriptLengths)[number] => (scriptLengths as readonly number[]).includes(value), "createVideo.validation.lengthInvalid"),
});

export const MoreIdeasSchema = z.object({ intent: z.literal("more-ideas") });

export const SceneSchema = z.object({
  intent: z.enum(["edit-scene", "regen-scene"]),
  script: id,
  scene: z.coerce.number().int().min(0).max(19),
  spoken: z.string().max(400, "createVideo.validation.spokenTooLong").optional(),
  onScreenText: z.string().max(120, "createVideo.validation.onScreenTooLong").optional(),
});

export const RewriteScriptSchema = z.object({ intent: z.literal("regen-script"), script: id });

export const GenerateSchema = z.object({ intent: z.literal("generate") });

/** The form id of one scene's editor: action results go back to the form they came from. */
export const sceneFormId = (scriptId: string, sceneIndex: number) => `scene-${scriptId}-${sceneIndex}`;
