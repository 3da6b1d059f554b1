/**
 * /slideshow-edit's forms: what each posts (by `intent`) and the id its answer is found by. Every form is a plain post
 * that comes back to the editor, so the editor works without JavaScript; messages are i18n keys.
 */
import { z } from "zod";
import { RecordIdSchema } from "~/utils/validation";
import { slideFormats, slideshowLimits, slideTextLimits, type SlideTextLayer } from "../../../api/contract";
import { TemplateIdSchema } from "./create-slideshow";
import { slideMoves } from "./slide-order";

/** The forms of one slide, each answered under its own id. */
export const slideFormId = (slideId: string, part: "texts" | "image" | "upload" | "move" | "delete") => `slide-${slideId}-${part}`;

const layerText = (layer: SlideTextLayer) => z.string().trim().max(slideTextLimits[layer], "slideshowEdit.validation.textTooLong").optional();

export const SlideTextsSchema = z.object({
  intent: z.literal("texts"),
  slide: RecordIdSchema,
  headline: layerText("headline"),
  subline: layerText("subline"),
  label: layerText("label"),
  price: layerText("price"),
  oldPrice: layerText("oldPrice"),
  badge: layerText("badge"),
  cta: layerText("cta"),
});

export const MoveSlideSchema = z.object({ intent: z.literal("move"), slide: RecordIdSchema, move: z.enum(slideMoves) });

/** `none`: the slide shows no image. */
export const SlideImageSchema = z.object({
  intent: z.literal("image"),
  slide: RecordIdSchema,
  image: z.union([z.literal("none"), RecordIdSchema], { errorMap: () => ({ message: "slideshowEdit.validation.imageRequired" }) }),
});

export const DeleteSlideSchema = z.object({ intent: z.literal("delete"), id: RecordIdSchema });

export const SettingsSchema = z.object({
  intent: z.literal("settings"),
  title: z
    .string({ required_error: "slideshowEdit.validation.titleRequired" })
    .trim()
    .min(1, "slideshowEdit.validation.titleRequired")
    .max(slideshowLimits.title, "createSlideshow.validation.titleTooLong"),
  template: TemplateIdSchema,
  /** Empty: no brand kit. */
  brand: RecordIdSchema.optional(),
});

export const HistorySchema = z.object({ intent: z.enum(["undo", "redo"]) });

export const ResizeSchema = z.object({ intent: z.literal("resize"), format: z.enum(slideFormats, { errorMap: () => ({ message: "errors.formRejected" }) }) });

export const VideoSchema = z.object({ intent: z.literal("video"), voice: z.boolean().optional(), music: z.string().max(64).optional() });
