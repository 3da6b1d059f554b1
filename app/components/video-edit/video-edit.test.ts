import { describe, expect, it } from "vitest";
import { compositeChanges, editDefaults, EditVideoSchema, readEditAddress, totalSeconds, videoEditHref, type EditVideoValue, type Timeline } from "./video-edit";

const timeline: Timeline = {
  lengthSeconds: 15,
  scenes: [
    { id: "scene-1", spoken: "Meet the Trail Bottle.", onScreenText: "Trail Bottle", media: { kind: "image", path: "img-1" }, durationMs: 5000, transition: "fade" },
    { id: "scene-2", spoken: "Cold for a whole day.", onScreenText: "", media: { kind: "clip", path: "clip-1", trimStartMs: 1200 }, durationMs: 5000, transition: "slide" },
    { id: "scene-3", spoken: "Get yours today.", onScreenText: "$24", media: { kind: "broll", id: "bokeh" }, durationMs: 5000 },
  ],
  captions: { style: "word-highlight", position: "bottom" },
  voice: { id: "en-us-slt" },
  music: null,
  callToAction: "Shop now",
};

/** The form's answer when nothing was touched, as conform hands it to the schema (an empty field is left out). */
function untouched(): EditVideoValue {
  const defaults = editDefaults(timeline, null);
  return EditVideoSchema.parse({
    ...defaults,
    music: defaults.music || undefined,
    scenes: defaults.scenes.map((scene) => ({ ...scene, onScreenText: scene.onScreenText || undefined, seconds: Number(scene.seconds) })),
  });
}

describe("compositeChanges", () => {
  it("finds nothing to send when the form is as the video is", () => {
    expect(compositeChanges("v1", timeline, untouched())).toBeNull();
  });

  it("sends the whole scene list when one line changes, keeping transitions and the clip's trim", () => {
    const value = untouched();
    value.scenes[0]!.spoken = "Say hello to the Trail Bottle.";
    const body = compositeChanges("v1", timeline, value);
    expect(body).toEqual({
      id: "v1",
      scenes: [
        { spoken: "Say hello to the Trail Bottle.", on_screen_text: "Trail Bottle", media: { kind: "image", image_id: "img-1" }, duration_ms: 5000, transition: "fade" },
        { spoken: "Cold for a whole day.", on_screen_text: "", media: { kind: "clip", media_id: "clip-1", trim_start_ms: 1200 }, duration_ms: 5000, transition: "slide" },
        { spoken: "Get yours today.", on_screen_text: "$24", media: { kind: "broll", id: "bokeh" }, duration_ms: 5000 },
      ],
    });
  });

  it("starts a newly chosen clip at its beginning", () => {
    const value = untouched();
    value.scenes[0]!.media = "clip:clip-2";
    expect(compositeChanges("v1", timeline, value)?.scenes?.[0]?.media).toEqual({ kind: "clip", media_id: "clip-2", trim_start_ms: 0 });
  });

  it("rounds durations to tenths of a second", () => {
    const value = untouched();
    value.scenes[0]!.seconds = 4.449;
    value.scenes[1]!.seconds = 5.55;
    const scenes = compositeChanges("v1", timeline, value)?.scenes;
    expect(scenes?.map((scene) => scene.duration_ms)).toEqual([4400, 5600, 5000]);
  });

  it("sends only the settings that changed; an emptied call to action and music are removed", () => {
    const value = { ...untouched(), captionPosition: "top" as const, voice: "en-us-awb", callToAction: undefined };
    expect(compositeChanges("v1", timeline, value)).toEqual({ id: "v1", caption_position: "top", voice_id: "en-us-awb", call_to_action: null });
    const withMusic = { ...timeline, music: { trackId: "sunny" } };
    expect(compositeChanges("v1", withMusic, { ...untouched(), music: "" })).toEqual({ id: "v1", music_id: null });
    expect(compositeChanges("v1", timeline, { ...untouched(), music: "sunny" })).toEqual({ id: "v1", music_id: "sunny" });
  });
});

describe("the form", () => {
  it("refuses an empty line and a scene too short or too long, with keys the page translates", () => {
    const result = EditVideoSchema.safeParse({ ...untouched(), scenes: [{ spoken: " ", media: "image:img-1", seconds: 1 }, { spoken: "ok", media: "broll:bokeh", seconds: 21 }] });
    expect(result.success).toBe(false);
    const messages = result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`);
    expect(messages).toEqual(["scenes.0.spoken videoEdit.validation.spokenRequired", "scenes.0.seconds videoEdit.validation.secondsInvalid", "scenes.1.seconds videoEdit.validation.secondsInvalid"]);
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
