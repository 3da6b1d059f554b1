/**
 * The one timeline format of the studio: the writer produces it, the user edits it, the renderer turns it into an
 * MP4. Plain data (JSON-safe), validated with zod wherever it enters.
 */
import { z } from "zod";

export const aspectRatios = ["9:16", "1:1", "16:9"] as const;
export type AspectRatio = (typeof aspectRatios)[number];

export const videoLengths = [15, 30, 60] as const;
export type VideoLength = (typeof videoLengths)[number];

export const captionStyles = ["word-highlight", "block", "none"] as const;
export const captionPositions = ["top", "center", "bottom"] as const;
export const transitions = ["cut", "fade", "slide"] as const;

/**
 * Where a presenter stands in a scene: over the whole frame, in a card in a corner of the product image
 * (picture-in-picture), or beside the product with the frame split between them.
 */
export const presenterLayouts = ["full", "pip", "split"] as const;
export type PresenterLayout = (typeof presenterLayouts)[number];

/** Built-in presenters are named in a timeline as `builtin:<id>`; a user's own avatar by its id. */
export const builtinAvatarPrefix = "builtin:";

/** What a scene shows: one of the product's images, a user's clip, or a built-in b-roll the engine makes itself. */
export const mediaRef = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("image"),
    path: z.string().min(1).max(500),
    /** The image is the whole frame (a drawn slide): it zooms as a whole, with no backdrop around it. */
    fill: z.boolean().optional(),
  }),
  z.object({
    kind: z.literal("clip"),
    path: z.string().min(1).max(500),
    trimStartMs: z.number().int().min(0).default(0),
  }),
  z.object({ kind: z.literal("broll"), id: z.string().min(1).max(64) }),
]);
export type MediaRef = z.infer<typeof mediaRef>;

export const scene = z.object({
  id: z.string().min(1).max(64),
  /** The line the voice speaks. */
  spoken: z.string().trim().min(1).max(400),
  /** Short text shown large on screen (a name, a price, a benefit); empty for none. */
  onScreenText: z.string().trim().max(120).default(""),
  media: mediaRef,
  durationMs: z.number().int().min(1000).max(20_000),
  transition: z.enum(transitions).default("fade"),
  /** This scene's presenter layout when the video has a presenter; the presenter's own layout when absent. */
  presenterLayout: z.enum(presenterLayouts).optional(),
});
export type Scene = z.infer<typeof scene>;

/** A caption line on the video's clock, as the user edited it (a promotional video's subtitles). */
export const subtitleLine = z.object({
  text: z.string().trim().min(1).max(120),
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
});
export type SubtitleLine = z.infer<typeof subtitleLine>;

export const timeline = z.object({
  version: z.literal(1),
  /** Same timeline and seed → same bytes with the same ffmpeg. */
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  aspectRatio: z.enum(aspectRatios),
  lengthSeconds: z.union([z.literal(15), z.literal(30), z.literal(60)]),
  product: z.object({
    name: z.string().trim().min(1).max(200),
    brand: z.string().trim().max(100).optional(),
    price: z.object({ amount: z.number().nonnegative(), currency: z.string().length(3) }).optional(),
  }),
  scenes: z.array(scene).min(1).max(20),
  captions: z.object({
    style: z.enum(captionStyles).default("word-highlight"),
    position: z.enum(captionPositions).default("bottom"),
  }),
  /**
   * Caption lines the user wrote over the word-timed ones: when present the captions layer shows exactly these, as
   * block lines (the style "none" still shows none). Absent, captions follow the spoken words.
   */
  subtitles: z.array(subtitleLine).max(200).optional(),
  /** `muted`: no voice is heard (a slideshow's video can be music only); the id still names the voice it would use. */
  voice: z.object({ id: z.string().min(1).max(64), muted: z.boolean().optional() }),
  /** null: no music (the free plan cannot choose music). */
  music: z.object({ trackId: z.string().min(1).max(64), volumeDb: z.number().min(-40).max(0).default(-18) }).nullable(),
  callToAction: z.string().trim().max(60).optional(),
  /** A presenter speaks the voice lines on screen; null or absent for a faceless video. */
  presenter: z
    .object({
      /** A user's avatar id, or `builtin:<id>` for a built-in presenter. */
      avatarId: z.string().min(1).max(72),
      /** The layout of scenes that do not choose their own. */
      layout: z.enum(presenterLayouts).default("pip"),
      /** Draw the small "AI-generated presenter" label on the picture (the file's metadata says so either way). */
      showLabel: z.boolean().default(true),
    })
    .nullable()
    .optional(),
});
export type Timeline = z.infer<typeof timeline>;
