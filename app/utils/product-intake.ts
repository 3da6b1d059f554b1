/**
 * The three ways a product enters a flow: a pasted link, typed details, or one from the product folder. Shared by
 * every screen that starts from a product and by the product editor, browser and server alike; messages are i18n keys.
 */
import { z } from "zod";
import { RecordIdSchema } from "./validation";

/** A link as people paste it: "shop.example/p/1" gets https:// in front. */
export const ProductUrlSchema = z
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

export const LinkSchema = z.object({ intent: z.literal("link"), url: ProductUrlSchema });

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

export const ExistingProductSchema = z.object({ intent: z.literal("existing"), product: RecordIdSchema });
