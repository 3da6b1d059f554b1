/**
 * The shape of a template file. A template is data: per slide role and per class of format, a background and
 * layers placed by shares of the canvas or of the safe area, text styles that shrink and wrap within bounds, and
 * colour roles that the brand kit fills. Checked with zod when the templates load, including the rule that the
 * boxes holding text and logos never overlap, so no slide can be drawn with one over another.
 */
import { z } from "zod";
import { isHexColor } from "./color";
import type { FormatClass, SlideFormat } from "./formats";
import { posterTextNames } from "./poster/content";
import { templateCategories, textLayerNames, type SlideRole, type TextLayerName } from "./slide-content";
import { fontFamilies } from "./text/fonts";

/** Every text a layer may name: a slide's and a poster's. Each template schema checks its layers name only its own. */
export const designTextNames = [...new Set([...textLayerNames, ...posterTextNames])] as [TextLayerName, ...(TextLayerName | (typeof posterTextNames)[number])[]];
export type DesignTextName = (typeof designTextNames)[number];

export const baseColorRoles = ["primary", "secondary", "accent", "background", "text"] as const;
export type BaseColorRole = (typeof baseColorRoles)[number];

/** `onX` is white or ink, whichever reads on X; white and black are for scrims and hairlines. */
export const colorRoles = [...baseColorRoles, "onPrimary", "onSecondary", "onAccent", "onBackground", "white", "black"] as const;
export type ColorRole = (typeof colorRoles)[number];
const colorRole = z.enum(colorRoles);

const share = z.number().min(0).max(1);
/** [x, y, width, height] as shares of the frame (the canvas or the safe area). */
const boxShares = z
  .tuple([share, share, share, share])
  .refine(([x, y, width, height]) => width > 0 && height > 0 && x + width <= 1.0001 && y + height <= 1.0001, "A box must lie inside its frame.");
export type BoxShares = z.infer<typeof boxShares>;

const frame = z.enum(["canvas", "safe"]).default("canvas");
const alignment = z.enum(["start", "center", "end"]);

const gradient = z.object({ gradient: z.tuple([colorRole, colorRole]), angle: z.number().min(0).max(360).default(90) });
const fill = z.union([colorRole, gradient]);
export type Fill = z.infer<typeof fill>;

export const hex = z.string().refine(isHexColor, "Use a hex colour such as #1d3557.");
export const fontFamilyId = z.enum(fontFamilies.map((family) => family.id) as [string, ...string[]]);

export const textStyle = z.object({
  font: z.enum(["heading", "body"]),
  weight: z.number().int().min(100).max(900),
  case: z.enum(["none", "upper"]).default("none"),
  /** Extra letter spacing in ems: capitals and small labels want air. */
  tracking: z.number().min(-0.05).max(0.4).default(0),
  /** Baseline to baseline as a multiple of the size. */
  leading: z.number().min(0.8).max(2).default(1.15),
  color: colorRole,
  /** A pill, box or disc drawn behind the text (call to action, badge); padding in ems of the text. */
  plate: z
    .object({
      fill: colorRole,
      shape: z.enum(["rect", "rounded", "pill", "circle"]),
      padX: z.number().min(0).max(2),
      padY: z.number().min(0).max(2),
      /** An outline inside the plate's edge (a coupon's dashed border); its width in ems of the text. */
      border: z.object({ color: colorRole, width: z.number().min(0.01).max(0.3), dashed: z.boolean().default(false) }).optional(),
    })
    .optional(),
  strike: z.boolean().default(false),
  opacity: z.number().min(0.3).max(1).default(1),
});
export type TextStyle = z.infer<typeof textStyle>;

/** Sizes are shares of the format's short side: [smallest it may shrink to, the size it prefers]. */
const sizeRange = z.tuple([share, share]).refine(([min, max]) => min > 0 && min <= max, "The size range is [min, max] with 0 < min ≤ max.");

const textItem = z.object({
  text: z.enum(designTextNames),
  size: sizeRange,
  lines: z.number().int().min(1).max(6).default(1),
  /** Space above this item in grid units (1 % of the short side), instead of the stack's gap. */
  space: z.number().min(0).max(30).optional(),
});
export type TextItem = z.infer<typeof textItem>;

const stackItem = z.union([
  textItem,
  z.object({ logo: share, space: z.number().min(0).max(30).optional() }),
  z.object({ row: z.array(textItem).min(2).max(3), gap: z.number().min(0).max(20).default(2), space: z.number().min(0).max(30).optional() }),
  z.object({ rule: z.object({ width: share, thickness: share, color: colorRole }), space: z.number().min(0).max(30).optional() }),
]);
export type StackItem = z.infer<typeof stackItem>;

/** What text is drawn on, for the contrast check: a colour role, or the photo under its scrim. */
const backdrop = z.union([colorRole, z.literal("photo")]);
export type Backdrop = z.infer<typeof backdrop>;

const scrim = z.object({
  color: colorRole,
  /** The direction in which the stops run: "down" starts at the top of the photo. */
  direction: z.enum(["down", "up", "right", "left"]),
  /** [position along the direction, opacity] pairs, positions rising. */
  stops: z
    .array(z.tuple([share, share]))
    .min(1)
    .max(6),
});
export type Scrim = z.infer<typeof scrim>;

/**
 * Drawn only when one of these is shown: a band or tear line that frames the offer goes with it, so a poster without
 * an offer does not keep an empty frame.
 */
const showWith = z
  .array(z.enum([...designTextNames, "qr"]))
  .min(1)
  .optional();

const layer = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("shape"),
    with: showWith,
    shape: z.enum(["rect", "rounded", "pill", "circle"]),
    box: boxShares,
    frame,
    fill,
    opacity: share.default(1),
    /** Corner radius of "rounded" as a share of the short side. */
    radius: share.default(0.03),
  }),
  z.object({
    kind: z.literal("pattern"),
    with: showWith,
    pattern: z.enum(["dots", "stripes", "grid", "rings"]),
    box: boxShares,
    frame,
    color: colorRole,
    opacity: share,
    /** Distance between marks as a share of the short side. */
    spacing: share,
  }),
  z.object({
    kind: z.literal("image"),
    box: boxShares,
    frame,
    shape: z.enum(["rect", "rounded", "circle", "arch"]).default("rect"),
    radius: share.default(0.03),
    scrim: scrim.optional(),
  }),
  z.object({
    kind: z.literal("stack"),
    box: boxShares,
    on: backdrop,
    align: alignment,
    justify: alignment,
    /** Space between items in grid units (1 % of the short side). */
    gap: z.number().min(0).max(30),
    items: z.array(stackItem).min(1),
  }),
  textItem.extend({ kind: z.literal("text"), box: boxShares, on: backdrop, align: alignment.default("center"), justify: alignment.default("center") }),
  z.object({ kind: z.literal("logo"), box: boxShares, align: alignment.default("start"), on: backdrop.default("background") }),
  /** A QR code on its white plate (quiet zone included), as large as the box's short side allows; posters only. */
  z.object({ kind: z.literal("qr"), box: boxShares, align: alignment.default("center"), justify: alignment.default("center") }),
]);
export type Layer = z.infer<typeof layer>;
/** How a template file writes a layer, a scrim or a fill (defaults may be left out). */
export type LayerSource = z.input<typeof layer>;
export type ScrimSource = z.input<typeof scrim>;
export type FillSource = z.input<typeof fill>;

/** Boxes of text, logos and stacks are always shares of the safe area, so nothing legible can leave it. */
function textBearing(layer: Layer): boolean {
  return layer.kind === "stack" || layer.kind === "text" || layer.kind === "logo" || layer.kind === "qr";
}

function overlap(a: BoxShares, b: BoxShares): boolean {
  const tolerance = 1e-6;
  return a[0] < b[0] + b[2] - tolerance && b[0] < a[0] + a[2] - tolerance && a[1] < b[1] + b[3] - tolerance && b[1] < a[1] + a[3] - tolerance;
}

export const layout = z.object({ background: fill, layers: z.array(layer).min(1) }).superRefine((value, context) => {
  const boxes = value.layers.flatMap((entry, index) => (textBearing(entry) && "box" in entry ? [{ box: entry.box, index }] : []));
  boxes.forEach((first, position) =>
    boxes.slice(position + 1).forEach((second) => {
      if (overlap(first.box, second.box)) context.addIssue({ code: "custom", message: `Layers ${first.index} and ${second.index} hold text or a logo and overlap.` });
    }),
  );
});
export type Layout = z.infer<typeof layout>;

/** One layout per class of format, and optionally one for a single format where its class's does not suit it. */
const roleLayouts = z.object({
  tall: layout,
  square: layout,
  wide: layout,
  strip: layout,
  story: layout.optional(),
  feed: layout.optional(),
  landscape: layout.optional(),
  banner: layout.optional(),
  email: layout.optional(),
});
export type RoleLayouts = z.infer<typeof roleLayouts>;

/** The texts a layout names, in stacks, rows and single layers. */
export function layoutTextNames(layout: Layout): DesignTextName[] {
  return layout.layers.flatMap((entry) => {
    if (entry.kind === "text") return [entry.text];
    if (entry.kind !== "stack") return [];
    return entry.items.flatMap((item) => ("text" in item ? [item.text] : "row" in item ? item.row.map((cell) => cell.text) : []));
  });
}

/** Text on the photo without a plate of its own needs a scrim there, or it cannot be read on light and dark photos alike. */
export function photoTextWithoutScrim(styles: Partial<Record<DesignTextName, TextStyle>>, layout: Layout): boolean {
  const bare = (name: DesignTextName) => !styles[name]?.plate;
  const onPhoto = layout.layers.some((entry) => {
    if (entry.kind === "text") return entry.on === "photo" && bare(entry.text);
    if (entry.kind !== "stack" || entry.on !== "photo") return false;
    return entry.items.some((item) => ("text" in item && bare(item.text)) || ("row" in item && item.row.some((cell) => bare(cell.text))));
  });
  return onPhoto && !layout.layers.some((entry) => entry.kind === "image" && entry.scrim);
}

export const templateSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Template ids are kebab-case."),
    name: z.string().min(1).max(60),
    category: z.enum(templateCategories),
    description: z.string().min(1).max(200),
    palette: z.object({ primary: hex, secondary: hex, accent: hex, background: hex, text: hex }),
    fonts: z.object({ heading: fontFamilyId, body: fontFamilyId }),
    text: z.object({
      headline: textStyle,
      subline: textStyle,
      label: textStyle,
      price: textStyle,
      oldPrice: textStyle,
      badge: textStyle,
      cta: textStyle,
    }),
    roles: z.object({ cover: roleLayouts, feature: roleLayouts, offer: roleLayouts, closing: roleLayouts }),
  })
  .superRefine((template, context) => {
    for (const [role, layouts] of Object.entries(template.roles)) {
      for (const [format, layout] of Object.entries(layouts)) {
        if (!layout) continue;
        const foreign = layoutTextNames(layout).filter((name) => !(textLayerNames as readonly string[]).includes(name));
        if (foreign.length > 0 || layout.layers.some((entry) => entry.kind === "qr")) {
          context.addIssue({ code: "custom", path: ["roles", role, format], message: `Slides draw no ${foreign[0] ?? "QR code"}; that is a poster's layer.` });
        }
        if (photoTextWithoutScrim(template.text, layout)) {
          context.addIssue({
            code: "custom",
            path: ["roles", role, format],
            message: "Text on the photo needs a scrim, or it cannot be read on light and dark photos alike.",
          });
        }
      }
    }
  });
export type Template = z.infer<typeof templateSchema>;
export type TemplateSource = z.input<typeof templateSchema>;

export function layoutFor(template: Template, role: SlideRole, format: SlideFormat, formatClass: FormatClass): Layout {
  const layouts: Partial<Record<SlideFormat | FormatClass, Layout>> = template.roles[role];
  return layouts[format] ?? layouts[formatClass]!;
}
