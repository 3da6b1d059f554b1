/**
 * What an operation changed, named the way the history line says it: each scene of a scene list that differs, each
 * subtitle line (`subtitles.<index>`), then the settings by their `video/composite` field.
 */
import type { FieldChangeView } from "../../../api/contract/records";

/** An `editHistory.fields` key, with the 1-based number of a scene or a line. */
export interface ChangedPart {
  key: "scene" | "scenes" | "line" | "other" | (typeof settingFields)[number];
  number?: number;
}

const settingFields = ["caption_style", "caption_position", "voice_id", "music_id", "call_to_action", "aspect_ratios", "presenter"] as const;
const subtitleField = /^subtitles\.(\d+)$/;

export function changedParts(changes: Record<string, FieldChangeView>): ChangedPart[] {
  const fields = Object.keys(changes);
  const lines = fields
    .flatMap((field) => subtitleField.exec(field)?.[1] ?? [])
    .map(Number)
    .sort((a, b) => a - b)
    .map((index): ChangedPart => ({ key: "line", number: index + 1 }));
  const scenes = changes.scenes ? changedScenes(changes.scenes) : [];
  const settings = fields
    .filter((field) => field !== "scenes" && !subtitleField.test(field))
    .map((field): ChangedPart => ({ key: (settingFields as readonly string[]).includes(field) ? (field as ChangedPart["key"]) : "other" }));
  return [...scenes, ...lines, ...settings];
}

/** The scenes that differ; a list that grew or shrank is named as a whole. */
function changedScenes({ before, after }: FieldChangeView): ChangedPart[] {
  if (!Array.isArray(before) || !Array.isArray(after) || before.length !== after.length) return [{ key: "scenes" }];
  const numbers = after.flatMap((scene, index) => (JSON.stringify(scene) === JSON.stringify(before[index]) ? [] : [index + 1]));
  return numbers.length ? numbers.map((number) => ({ key: "scene" as const, number })) : [{ key: "scenes" }];
}
