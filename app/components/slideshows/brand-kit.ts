/**
 * The brand kit form (/slideshow/brand): a brand's name, up to five colours (each one ticked to be used), its font
 * and its call to action, saved together (`material/brand/kit`). Messages are i18n keys.
 */
import { z } from "zod";
import { RecordIdSchema } from "~/utils/validation";
import { slideshowLimits, type BrandKitView } from "../../../api/contract";

export const brandNameMax = 60;

/** What an unused colour slot offers when it is ticked: the product's own palette, so a first try looks right. */
const spareColors = ["#7c3aed", "#f59e0b", "#10b981", "#111827", "#f9fafb"];

const ColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, "brandKit.validation.colorInvalid");

export const BrandKitSchema = z
  .object({
    intent: z.literal("save"),
    id: RecordIdSchema.optional(),
    name: z
      .string({ required_error: "brandKit.validation.nameRequired" })
      .trim()
      .min(1, "brandKit.validation.nameRequired")
      .max(brandNameMax, "brandKit.validation.nameTooLong"),
    colors: z
      .array(z.object({ use: z.boolean().optional(), value: ColorSchema }))
      .max(slideshowLimits.brandColors, "errors.formRejected")
      .default([]),
    font: z
      .string()
      .regex(/^[\w .-]{1,64}$/, "errors.formRejected")
      .optional(),
    callToAction: z.string().trim().max(slideshowLimits.callToAction, "brandKit.validation.ctaTooLong").optional(),
  })
  .transform(({ id, name, colors, font, callToAction }) => ({
    id,
    name,
    colors: colors.filter((color) => color.use).map((color) => color.value.toLowerCase()),
    font: font ?? null,
    callToAction: callToAction ?? null,
  }));

/** The form's first values: the brand's colours ticked, the spare slots not. */
export function brandKitDefaults(brand: BrandKitView | null) {
  const colors = Array.from({ length: slideshowLimits.brandColors }, (_, index) => {
    const color = brand?.colors[index];
    return color ? { use: "on", value: color } : { use: "", value: spareColors[index]! };
  });
  return { id: brand?.id ?? "", name: brand?.name ?? "", colors, font: brand?.font ?? "", callToAction: brand?.call_to_action ?? "" };
}
