/** The shapes of ideas: what a video will be (format), how it approaches the product (angle), and its opening line. */
import { z } from "zod";

/** The kinds of video a seller asks for: ads, organic content, UGC-style, educational and promotional series. */
export const ideaFormats = ["ad", "organic", "ugc", "educational", "promo-series"] as const;
export type IdeaFormat = (typeof ideaFormats)[number];

/** Readable on their own, so the API can show them as they are; each one also decides the order of a script's scenes. */
export const ideaAngles = ["Meet the product", "Feature spotlight", "Quick tour", "Price and value", "Brand story", "The idea behind it", "Up close"] as const;
export type IdeaAngle = (typeof ideaAngles)[number];

export const idea = z.object({
  id: z.string().min(1).max(64),
  /** One of `ideaAngles` from the built-in writer; any other text (an LLM's, a user's) gets the general structure. */
  angle: z.string().trim().min(1).max(120),
  hook: z.string().trim().min(1).max(200),
  format: z.enum(ideaFormats),
  /** The feature label a "Feature spotlight" idea is about, so its script leads with that feature. */
  focus: z.string().max(120).optional(),
});
export type Idea = z.infer<typeof idea>;
