import { editDefaults, EditVideoSchema, type EditVideoValue } from "~/components/video-edit/video-edit";
import type { Timeline } from "../../api/contract";

/** A ready video's timeline with one scene of each media kind, as the editor's tests start from. */
export const editedTimeline: Timeline = {
  version: 1,
  seed: 7,
  aspectRatio: "9:16",
  product: { name: "Trail Bottle" },
  lengthSeconds: 15,
  scenes: [
    { id: "scene-1", spoken: "Meet the Trail Bottle.", onScreenText: "Trail Bottle", media: { kind: "image", path: "img-1" }, durationMs: 5000, transition: "fade" },
    { id: "scene-2", spoken: "Cold for a whole day.", onScreenText: "", media: { kind: "clip", path: "clip-1", trimStartMs: 1200 }, durationMs: 5000, transition: "slide" },
    { id: "scene-3", spoken: "Get yours today.", onScreenText: "$24", media: { kind: "broll", id: "bokeh" }, durationMs: 5000, transition: "cut" },
  ],
  captions: { style: "word-highlight", position: "bottom" },
  voice: { id: "en-us-slt" },
  music: null,
  callToAction: "Shop now",
};

/** The form's answer when nothing was touched, as conform hands it to the schema (an empty field is left out). */
export function untouchedEdit(): EditVideoValue {
  const defaults = editDefaults(editedTimeline, null);
  return EditVideoSchema.parse({
    ...defaults,
    music: defaults.music || undefined,
    scenes: defaults.scenes.map((scene) => ({ ...scene, onScreenText: scene.onScreenText || undefined, seconds: Number(scene.seconds) })),
  });
}
