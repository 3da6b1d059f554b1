/**
 * The shape of a poster template file: the slide templates' layers, stacks and text styles, with the poster's own
 * texts (coupon, dates) and a QR code layer, and one layout per size class instead of per slide role.
 */
import { z } from "zod";
import { fontFamilyId, hex, layout, layoutTextNames, photoTextWithoutScrim, textStyle, type Layout } from "../template-schema";
import { posterTemplateCategories, posterTextNames } from "./content";

const posterLayout = layout.superRefine((value, context) => {
  const foreign = layoutTextNames(value).filter((name) => !(posterTextNames as readonly string[]).includes(name));
  if (foreign.length > 0) context.addIssue({ code: "custom", message: `Posters have no ${foreign[0]} text.` });
  if (!layoutTextNames(value).includes("headline")) context.addIssue({ code: "custom", message: "Every poster layout shows the headline." });
  if (!value.layers.some((entry) => entry.kind === "qr")) context.addIssue({ code: "custom", message: "Every poster layout has a place for the QR code." });
});

export const posterTemplateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Template ids are kebab-case."),
    name: z.string().min(1).max(60),
    category: z.enum(posterTemplateCategories),
    description: z.string().min(1).max(200),
    palette: z.object({ primary: hex, secondary: hex, accent: hex, background: hex, text: hex }),
    fonts: z.object({ heading: fontFamilyId, body: fontFamilyId }),
    text: z.object(Object.fromEntries(posterTextNames.map((name) => [name, textStyle])) as Record<(typeof posterTextNames)[number], typeof textStyle>),
    layouts: z.object({ print: posterLayout, feed: posterLayout, story: posterLayout, square: posterLayout }),
  })
  .superRefine((template, context) => {
    for (const [sizeClass, entry] of Object.entries(template.layouts) as [string, Layout][]) {
      if (photoTextWithoutScrim(template.text, entry)) {
        context.addIssue({ code: "custom", path: ["layouts", sizeClass], message: "Text on the photo needs a scrim, or it cannot be read on light and dark photos alike." });
      }
    }
  });
export type PosterTemplate = z.infer<typeof posterTemplateSchema>;
export type PosterTemplateSource = z.input<typeof posterTemplateSchema>;
export type { FillSource, ScrimSource } from "../template-schema";
