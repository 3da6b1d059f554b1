/** A script: the timeline's scenes plus what each scene is for, so one scene can be rewritten without the others. */
import { z } from "zod";
import { scene, videoLengths } from "../timeline";
import { ideaFormats } from "./idea-types";
import { sceneRoles } from "./lines";

export const scriptScene = scene.extend({
  role: z.enum(sceneRoles),
  /** The feature or description sentence (by position in the product's facts) the scene is about. */
  factIndex: z.number().int().min(0).optional(),
});
export type ScriptScene = z.infer<typeof scriptScene>;

export const script = z.object({
  ideaId: z.string().min(1).max(64),
  format: z.enum(ideaFormats),
  angle: z.string().min(1).max(120),
  lengthSeconds: z.union([z.literal(videoLengths[0]), z.literal(videoLengths[1]), z.literal(videoLengths[2])]),
  seed: z
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1),
  scenes: z.array(scriptScene).min(1).max(20),
});
export type Script = z.infer<typeof script>;
