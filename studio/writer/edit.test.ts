import { describe, expect, it } from "vitest";
import { editScene, moveScene, regenerateScene, removeScene } from "./edit";
import { ScriptError } from "./errors";
import { generateIdeas } from "./ideas";
import { writeScript } from "./script";
import type { Script } from "./script-types";
import { nameOnly, trailBottle } from "./test-fixtures";
import { maxWordsPerSecond, spokenWords } from "./timing";

const idea = generateIdeas(trailBottle, { seed: 3 })[1]!;
const script = writeScript(trailBottle, idea, { lengthSeconds: 30, seed: 3 });

function totalMs(edited: Script): number {
  return edited.scenes.reduce((sum, scene) => sum + scene.durationMs, 0);
}

function errorOf(action: () => unknown): ScriptError {
  try {
    action();
  } catch (error) {
    if (error instanceof ScriptError) return error;
    throw error;
  }
  throw new Error("expected a ScriptError");
}

describe("editScene", () => {
  it("refuses an empty spoken line with a message that says what to do", () => {
    const error = errorOf(() => editScene(script, 1, { spoken: "   " }));
    expect(error.code).toBe("empty-spoken-line");
    expect(error.message).toBe("Scene 2 has no spoken line. Write what the voice should say, or remove the scene.");
  });

  it("changes only the edited scene when the new line fits its time", () => {
    const edited = editScene(script, 1, { spoken: "Cold all day.", onScreenText: "Cold all day" });
    expect(edited.scenes[1]).toMatchObject({ spoken: "Cold all day.", onScreenText: "Cold all day", durationMs: script.scenes[1]!.durationMs });
    expect(edited.scenes.filter((_, index) => index !== 1)).toEqual(script.scenes.filter((_, index) => index !== 1));
  });

  it("gives a longer line the time it needs from the other scenes", () => {
    const longLine = "This bottle goes everywhere with you, from the morning commute to the long weekend hike and back home again.";
    const edited = editScene(script, 1, { spoken: longLine });
    expect(totalMs(edited)).toBe(30_000);
    expect(spokenWords(longLine) / (edited.scenes[1]!.durationMs / 1000)).toBeLessThanOrEqual(maxWordsPerSecond);
  });

  it("sets a duration and keeps the total, or explains why it cannot", () => {
    const edited = editScene(script, 0, { durationMs: 8000 });
    expect(edited.scenes[0]!.durationMs).toBe(8000);
    expect(totalMs(edited)).toBe(30_000);
    expect(errorOf(() => editScene(script, 0, { durationMs: 29_000 })).code).toBe("durations-do-not-fit");
    expect(errorOf(() => editScene(script, 0, { durationMs: 1500, spoken: "One two three four five six seven eight nine ten." })).code).toBe("line-too-long-for-scene");
  });

  it("refuses a scene that does not exist and media that is not valid", () => {
    expect(errorOf(() => editScene(script, 40, { spoken: "Hi." })).code).toBe("scene-not-found");
    expect(() => editScene(script, 0, { media: { kind: "image", path: "" } })).toThrow();
  });
});

describe("removeScene and moveScene", () => {
  it("keeps the length when a scene is removed", () => {
    const edited = removeScene(script, 1);
    expect(edited.scenes).toHaveLength(script.scenes.length - 1);
    expect(totalMs(edited)).toBe(30_000);
  });

  it("moves a scene with its id", () => {
    const moved = moveScene(script, 1, 2);
    expect(moved.scenes[2]!.id).toBe(script.scenes[1]!.id);
    expect(moved.scenes[1]!.id).toBe(script.scenes[2]!.id);
  });
});

describe("regenerateScene", () => {
  it("rewords one scene from the same fact and leaves the others alone", () => {
    const index = script.scenes.findIndex((scene) => scene.role === "feature");
    const regenerated = regenerateScene(trailBottle, idea, script, index, 99);
    expect(regenerated.scenes[index]!.spoken).not.toBe(script.scenes[index]!.spoken);
    expect(regenerated.scenes[index]!.factIndex).toBe(script.scenes[index]!.factIndex);
    expect(totalMs(regenerated)).toBe(30_000);
    expect(regenerateScene(trailBottle, idea, script, index, 99)).toEqual(regenerated);
  });

  it("finds a new hook and a new call to action", () => {
    const hook = regenerateScene(trailBottle, idea, script, 0, 5);
    expect(hook.scenes[0]!.spoken).not.toBe(script.scenes[0]!.spoken);
    const last = script.scenes.length - 1;
    expect(regenerateScene(trailBottle, idea, script, last, 5).scenes[last]!.spoken).not.toBe(script.scenes[last]!.spoken);
  });

  it("says so when the facts allow no other wording", () => {
    const thinIdea = generateIdeas(nameOnly, { seed: 1 })[0]!;
    let thin = writeScript(nameOnly, thinIdea, { lengthSeconds: 15, seed: 1 });
    const last = thin.scenes.length - 1;
    const error = (() => {
      for (let seed = 0; seed < 10; seed++) {
        try {
          thin = regenerateScene(nameOnly, thinIdea, thin, last, seed);
        } catch (caught) {
          return caught;
        }
      }
      return undefined;
    })();
    expect(error === undefined || (error instanceof ScriptError && error.code === "no-other-wording")).toBe(true);
  });
});
