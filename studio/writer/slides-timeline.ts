/**
 * A slideshow as a video timeline: each drawn slide one scene with a slow zoom and a crossfade, the voice reading
 * the slide's texts, nothing written over a slide that already carries its words. The API's `slide-show/generate-video`
 * and the command line's `slideshow --video` both build their timeline here.
 */
import type { AspectRatio, Timeline } from "../timeline";
import type { WrittenSlide } from "./slides";
import { neededMs } from "./timing";

/**
 * The video frame a slideshow's format becomes, and the format its slides are drawn again at for it: a 4:5 or banner
 * slide would lose its edges in a 9:16 or 16:9 frame.
 */
export const videoFrameOf = {
  story: { ratio: "9:16", format: "story" },
  feed: { ratio: "9:16", format: "story" },
  square: { ratio: "1:1", format: "square" },
  landscape: { ratio: "16:9", format: "landscape" },
  banner: { ratio: "16:9", format: "landscape" },
  leaderboard: { ratio: "16:9", format: "landscape" },
  email: { ratio: "16:9", format: "landscape" },
} as const satisfies Record<string, { ratio: AspectRatio; format: string }>;

/** 2.5 s a slide: 8 slides make a 20 s video; a slide the voice reads gets the time its line needs, if more. */
export const slideSceneMs = 2500;

/** What the voice says over a slide: its texts in reading order, as sentences. */
export function spokenTextOf(slide: Pick<WrittenSlide, "role" | "texts">): string {
  const { headline, subline, label, price, oldPrice, badge, cta } = slide.texts;
  const parts = slide.role === "offer" ? [label && price ? `${label} ${price}` : price, headline, oldPrice && `instead of ${oldPrice}`, badge] : [headline, subline, cta];
  const spoken = parts
    .filter((part): part is string => Boolean(part && part.trim()))
    .map((part) => (/[.!?…。！？]$/.test(part.trim()) ? part.trim() : `${part.trim()}.`))
    .join(" ");
  return spoken.slice(0, 400) || "…";
}

export interface DrawnSlide extends Pick<WrittenSlide, "role" | "texts"> {
  id: string;
  /** The slide's image as the renderer reads it (a file path, or a media id the API resolves). */
  imagePath: string;
}

export interface SlideVideoSettings {
  aspectRatio: AspectRatio;
  seed: number;
  product: Timeline["product"];
  voiceId: string;
  /** false: music only (or silence), nothing read aloud. */
  voice: boolean;
  music: Timeline["music"];
  captions: Timeline["captions"]["style"];
}

export function slidesToTimeline(slides: readonly DrawnSlide[], settings: SlideVideoSettings): Timeline {
  // A slide the voice reads stays up as long as its line needs; a muted one for the fixed time.
  const durations = slides.map((slide) => Math.min(20_000, settings.voice ? Math.max(slideSceneMs, neededMs(spokenTextOf(slide))) : slideSceneMs));
  const totalMs = durations.reduce((sum, ms) => sum + ms, 0);
  return {
    version: 1,
    seed: settings.seed,
    aspectRatio: settings.aspectRatio,
    lengthSeconds: totalMs <= 15_000 ? 15 : totalMs <= 30_000 ? 30 : 60,
    product: settings.product,
    scenes: slides.map((slide, index) => ({
      id: slide.id.slice(0, 64),
      spoken: spokenTextOf(slide),
      onScreenText: "",
      media: { kind: "image", path: slide.imagePath, fill: true },
      durationMs: durations[index]!,
      transition: "fade",
    })),
    captions: { style: settings.captions, position: "bottom" },
    voice: { id: settings.voiceId, ...(!settings.voice && { muted: true }) },
    music: settings.music,
  };
}
