import { describe, expect, it } from "vitest";
import { editedTimeline as timeline, untouchedEdit as untouched } from "~/testing/video-edit";
import { editDefaults, EditVideoSchema, readEditAddress, totalSeconds, videoEditHref } from "./video-edit";

describe("the form", () => {
  it("refuses an empty line and a scene too short or too long, with keys the page translates", () => {
    const result = EditVideoSchema.safeParse({
      ...untouched(),
      scenes: [
        { spoken: " ", media: "image:img-1", seconds: 1 },
        { spoken: "ok", media: "broll:bokeh", seconds: 21 },
      ],
    });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    expect(messages).toEqual([
      "scenes.0.spoken videoEdit.validation.spokenRequired",
      "scenes.0.seconds videoEdit.validation.secondsInvalid",
      "scenes.1.seconds videoEdit.validation.secondsInvalid",
    ]);
  });

  it("refuses media that is not a kind and an id", () => {
    const result = EditVideoSchema.safeParse({ ...untouched(), scenes: [{ spoken: "Hi there.", media: "file:/etc/passwd", seconds: 15 }] });
    expect(result.success).toBe(false);
  });

  it("starts from a scene's media picked on /add-material", () => {
    const defaults = editDefaults(timeline, { sceneIndex: 1, media: "image:new-photo" });
    expect(defaults.scenes.map((scene) => scene.media)).toEqual(["image:img-1", "image:new-photo", "broll:bokeh"]);
  });

  it("adds durations in tenths without floating-point drift", () => {
    expect(totalSeconds(["0.1", "0.2", 14.7])).toBe(15);
    expect(totalSeconds(["", "abc", "2.5"])).toBe(2.5);
  });
});

describe("the editor's address", () => {
  it("round-trips a pick from /add-material", () => {
    const href = videoEditHref("v-1", { scene: 2, media: "clip:abc" });
    expect(href).toBe("/video-edit?id=v-1&scene=2&media=clip%3Aabc#scene-2");
    const url = new URL(href, "http://localhost");
    expect(readEditAddress(url.searchParams)).toEqual({ videoId: "v-1", pick: { sceneIndex: 1, media: "clip:abc" } });
  });

  it("ignores a bad id, scene or media", () => {
    expect(readEditAddress(new URLSearchParams("id=../x&scene=2&media=clip:a"))).toEqual({ videoId: null, pick: { sceneIndex: 1, media: "clip:a" } });
    expect(readEditAddress(new URLSearchParams("id=v&scene=21&media=clip:a")).pick).toBeNull();
    expect(readEditAddress(new URLSearchParams("id=v&scene=1&media=http://x")).pick).toBeNull();
  });
});
