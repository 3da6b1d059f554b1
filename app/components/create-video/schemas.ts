/**
 * The /create-video forms, shared by the browser (instant feedback) and the server (the truth). Limits match
 * docs/api-v1.md; messages are i18n keys. Each form posts an `intent` naming what it does.
 */
import { z } from "zod";
import { maxScriptsAtOnce, scriptLengths } from "~/utils/create-video-flow";
import { RecordIdSchema as id } from "~/utils/validation";

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
