/**
 * Changing a script after it was written: a person edits a scene, removes or moves one, or asks for a new wording
 * of one scene. Every change keeps the script playable: a spoken line in every scene, every line sayable in its
 * scene's time, and durations adding up to the length.
 */
import { mediaRef, type MediaRef } from "../timeline";
import { ScriptError } from "./errors";
import type { Idea } from "./idea-types";
import { generateIdeas, maxIdeas } from "./ideas";
import { candidateLines, type SceneLine } from "./lines";
import type { ProductFacts } from "./product-facts";
import { normaliseSeed, pick, randomFor } from "./random";
import { hookScreenText, positionOf } from "./script";
import type { Script, ScriptScene } from "./script-types";
import { storyOf, type ProductStory } from "./story";
import { allocateDurations, maxSceneMs, maxWordsPerSecond, minSceneMs, neededMs, shortestMs, spokenWords, wordsPerSecond } from "./timing";

export interface SceneEdit {
  spoken?: string;
  onScreenText?: string;
  media?: MediaRef;
  durationMs?: number;
}

const maxOnScreenChars = 120;

export function editScene(script: Script, sceneIndex: number, edit: SceneEdit): Script {
  const current = sceneAt(script, sceneIndex);
  const label = `Scene ${sceneIndex + 1}`;
  const spoken = edit.spoken === undefined ? current.spoken : edit.spoken.trim().replace(/\s+/g, " ");
  if (spoken === "") {
    throw new ScriptError("empty-spoken-line", `${label} has no spoken line. Write what the voice should say, or remove the scene.`);
  }
  const onScreenText = edit.onScreenText === undefined ? current.onScreenText : edit.onScreenText.trim();
  if (onScreenText.length > maxOnScreenChars) {
    throw new ScriptError("line-too-long-for-scene", `${label}'s on-screen text is longer than ${maxOnScreenChars} characters. Keep it to a few words.`);
  }
  const media = edit.media === undefined ? current.media : mediaRef.parse(edit.media);
  const edited: ScriptScene = { ...current, spoken, onScreenText, media };

  if (edit.durationMs !== undefined) return withSceneDuration(replaceScene(script, sceneIndex, edited), sceneIndex, edit.durationMs);
  if (wordsPerSecond(spoken, current.durationMs) <= maxWordsPerSecond) return replaceScene(script, sceneIndex, edited);
  // The new line needs more time than the scene has: take it from the other scenes, or explain why that is impossible.
  return withSceneDuration(replaceScene(script, sceneIndex, edited), sceneIndex, Math.max(shortestMs(spoken), current.durationMs));
}

export function removeScene(script: Script, sceneIndex: number): Script {
  sceneAt(script, sceneIndex);
  if (script.scenes.length === 1) {
    throw new ScriptError("last-scene", "A script needs at least one scene. Edit this scene instead of removing it.");
  }
  const scenes = script.scenes.filter((_, index) => index !== sceneIndex);
  return { ...script, scenes: rebalanced(scenes, script.lengthSeconds * 1000) };
}

export function moveScene(script: Script, fromIndex: number, toIndex: number): Script {
  const moving = sceneAt(script, fromIndex);
  sceneAt(script, toIndex);
  const scenes = script.scenes.filter((_, index) => index !== fromIndex);
  scenes.splice(toIndex, 0, moving);
  return { ...script, scenes };
}

/**
 * A new wording for one scene from the same fact, chosen with `seed`. It keeps the scene's time when the new line
 * fits it; otherwise the other scenes give a little time.
 */
export function regenerateScene(product: ProductFacts, idea: Idea, script: Script, sceneIndex: number, seed: number): Script {
  const current = sceneAt(script, sceneIndex);
  const story = storyOf(product);
  const random = randomFor(normaliseSeed(seed), `regenerate|${script.ideaId}|${sceneIndex}`);
  const others = new Set(script.scenes.map((scene) => scene.spoken));
  const alternatives = alternativeLines(product, idea, script, current, seed, story).filter((line) => !others.has(line.spoken));
  if (alternatives.length === 0) {
    throw new ScriptError("no-other-wording", `There is no other wording for scene ${sceneIndex + 1} from the product's facts. Edit the line yourself instead.`);
  }
  const fitting = alternatives.filter((line) => neededMs(line.spoken) <= current.durationMs);
  const line = pick(random, fitting.length > 0 ? fitting : alternatives);
  const edited = replaceScene(script, sceneIndex, { ...current, ...line });
  return fitting.length > 0 ? edited : withSceneDuration(edited, sceneIndex, Math.max(shortestMs(line.spoken), current.durationMs));
}

function alternativeLines(product: ProductFacts, idea: Idea, script: Script, scene: ScriptScene, seed: number, story: ProductStory): SceneLine[] {
  if (scene.role === "hook") {
    // Other hooks for the same product, in the same format, as fresh ideas would open.
    return generateIdeas(product, { count: maxIdeas, seed, exclude: [idea.hook, scene.spoken] })
      .filter((other) => other.format === script.format)
      .map((other) => ({ spoken: other.hook, onScreenText: hookScreenText(other.hook, story) }));
  }
  const position = positionOf(scene, script.scenes);
  return candidateLines({ role: scene.role, factIndex: scene.factIndex, format: script.format, story, position });
}

/** Sets one scene's duration and shares the rest among the others, none faster than the fastest acceptable pace. */
function withSceneDuration(script: Script, sceneIndex: number, durationMs: number): Script {
  const label = `Scene ${sceneIndex + 1}`;
  const totalMs = script.lengthSeconds * 1000;
  const scene = script.scenes[sceneIndex]!;
  const wanted = Math.round(durationMs / 100) * 100;
  if (wanted < minSceneMs || wanted > maxSceneMs) {
    throw new ScriptError("durations-do-not-fit", `${label} must last between ${minSceneMs / 1000} and ${maxSceneMs / 1000} seconds.`);
  }
  if (wordsPerSecond(scene.spoken, wanted) > maxWordsPerSecond) {
    const seconds = (spokenWords(scene.spoken) / maxWordsPerSecond).toFixed(1);
    throw new ScriptError("line-too-long-for-scene", `${label}'s line needs at least ${seconds} s to be spoken clearly. Shorten the line or give the scene more time.`);
  }
  const others = script.scenes.filter((_, index) => index !== sceneIndex);
  const otherDurations =
    others.length === 0
      ? []
      : allocateDurations(
          others.map((other) => shortestMs(other.spoken)),
          totalMs - wanted,
          others.map((other) => neededMs(other.spoken)),
        );
  if (otherDurations === undefined || (others.length === 0 && wanted !== totalMs)) {
    throw new ScriptError(
      "durations-do-not-fit",
      `${label} cannot last ${wanted / 1000} s: the other scenes need their time in a ${script.lengthSeconds}-second video. Shorten a line or remove a scene.`,
    );
  }
  let next = 0;
  const scenes = script.scenes.map((other, index) => ({ ...other, durationMs: index === sceneIndex ? wanted : otherDurations[next++]! }));
  return { ...script, scenes };
}

function rebalanced(scenes: ScriptScene[], totalMs: number): ScriptScene[] {
  const durations = allocateDurations(
    scenes.map((scene) => shortestMs(scene.spoken)),
    totalMs,
    scenes.map((scene) => neededMs(scene.spoken)),
  );
  if (!durations) throw new ScriptError("durations-do-not-fit", "The remaining scenes cannot fill the video. Add a scene or choose a shorter video.");
  return scenes.map((scene, index) => ({ ...scene, durationMs: durations[index]! }));
}

function replaceScene(script: Script, sceneIndex: number, scene: ScriptScene): Script {
  return { ...script, scenes: script.scenes.map((other, index) => (index === sceneIndex ? scene : other)) };
}

function sceneAt(script: Script, sceneIndex: number): ScriptScene {
  const scene = Number.isInteger(sceneIndex) ? script.scenes[sceneIndex] : undefined;
  if (!scene) {
    throw new ScriptError("scene-not-found", `There is no scene ${sceneIndex + 1} in this script; it has ${script.scenes.length}.`);
  }
  return scene;
}
