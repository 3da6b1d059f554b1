/**
 * What the landing page shows, as data: which fixture product each video is made from, with which seed, idea and
 * music bed, which frames become the slideshow, and the byte caps every file must meet. Changing a sample means
 * editing this file and running `npm run landing:media` again.
 */
import type { AspectRatio, VideoLength } from "../../studio/timeline";

/** Where a product's photos come from besides its JSON file's own `images`. */
export type EnginePhotos =
  /** The studio's own product-photo generator (studio/render/fixtures/fixture-images.ts): a bottle drawn by ffmpeg. */
  "studio-fixture-bottle" | "none";

export interface LandingVideoPlan {
  /** File name without extension in public/landing/. */
  name: "sample-1" | "sample-2" | "sample-3" | "demo";
  /** In the studio CLI's product-file format, relative to scripts/landing-media/. */
  productFile: string;
  enginePhotos: EnginePhotos;
  seed: number;
  /** As numbered by `npm run studio -- ideas --seed <seed>`. */
  ideaNumber: number;
  musicBedId: string;
  lengthSeconds: VideoLength;
  /** Frame size factor of the engine's 1080-px layout: 2/3 gives 720x1280 (and 720x720 for 1:1), 1/2 gives 540x960. */
  scale: number;
  /** 9:16 is the published video; 1:1 is rendered alongside only for the slideshow frames. */
  ratios: AspectRatio[];
}

export const landingVideos: readonly LandingVideoPlan[] = [
  {
    name: "sample-1",
    productFile: "products/glow-serum.json",
    enginePhotos: "studio-fixture-bottle",
    seed: 3,
    ideaNumber: 1,
    musicBedId: "calm-morning",
    lengthSeconds: 15,
    scale: 2 / 3,
    ratios: ["9:16", "1:1"],
  },
  {
    name: "sample-2",
    productFile: "products/steel-trail-bottle.json",
    enginePhotos: "none",
    seed: 3,
    ideaNumber: 4,
    musicBedId: "driving-promo",
    lengthSeconds: 15,
    scale: 2 / 3,
    ratios: ["9:16", "1:1"],
  },
  {
    name: "sample-3",
    productFile: "products/coffee-grinder.json",
    enginePhotos: "none",
    seed: 3,
    ideaNumber: 2,
    musicBedId: "warm-lofi",
    lengthSeconds: 15,
    scale: 2 / 3,
    ratios: ["9:16", "1:1"],
  },
  // The hero loop: the serum again with another seed and idea, smaller, since the hero loads before anything else.
  {
    name: "demo",
    productFile: "products/glow-serum.json",
    enginePhotos: "studio-fixture-bottle",
    seed: 7,
    ideaNumber: 1,
    musicBedId: "bright-pop",
    lengthSeconds: 15,
    scale: 1 / 2,
    ratios: ["9:16"],
  },
];

export interface SlidePlan {
  name: `slide-${1 | 2 | 3 | 4}`;
  /** The 1:1 render of this video. */
  video: LandingVideoPlan["name"];
  /** Which scene of it (0-based); the frame is taken once the scene's transition and headline have settled. */
  sceneIndex: number;
}

export const slides: readonly SlidePlan[] = [
  // A slideshow's arc across the three products: the product, a feature card over b-roll, the price, a detail.
  { name: "slide-1", video: "sample-1", sceneIndex: 0 },
  { name: "slide-2", video: "sample-2", sceneIndex: 2 },
  { name: "slide-3", video: "sample-3", sceneIndex: 2 },
  { name: "slide-4", video: "sample-1", sceneIndex: 2 },
];

/** The posters and the Open Graph image show the first scene once its headline has faded in. */
export const posterAtSeconds = 1.5;
/** Videos whose open graph frames make og.jpg, left to right. */
export const ogFrameVideos: readonly LandingVideoPlan["name"][] = ["sample-2", "sample-1", "sample-3"];

/** Caps in bytes (decimal: 1.5 MB is 1,500,000 bytes, the stricter reading). */
export const byteCaps = {
  video: 1_500_000,
  poster: 60_000,
  slide: 80_000,
  og: 150_000,
} as const;

/** Engine output above this is re-encoded smaller: keeps the page light with room under the hard cap. */
export const videoTargetBytes = 1_200_000;
export const sampleDurationSeconds = { min: 12, max: 20 } as const;
export const demoDurationSeconds = { min: 10, max: 15.5 } as const;
