import { describe, expect, it } from "vitest";
import { editedTimeline as timeline, untouchedEdit as untouched } from "~/testing/video-edit";
import { compositeChanges } from "./video-edit.server";

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
        { spoken: "Get yours today.", on_screen_text: "$24", media: { kind: "broll", id: "bokeh" }, duration_ms: 5000, transition: "cut" },
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
    const withMusic = { ...timeline, music: { trackId: "sunny", volumeDb: -18 } };
    expect(compositeChanges("v1", withMusic, { ...untouched(), music: "" })).toEqual({ id: "v1", music_id: null });
    expect(compositeChanges("v1", timeline, { ...untouched(), music: "sunny" })).toEqual({ id: "v1", music_id: "sunny" });
  });

  it("adds, changes and removes the presenter, and sends a scene's own layout with the scenes", () => {
    const withPresenter = { ...untouched(), presenter: "builtin:amara", presenterLayout: "split" as const, showLabel: true };
    expect(compositeChanges("v1", timeline, withPresenter)).toEqual({ id: "v1", presenter: { avatar_id: "builtin:amara", layout: "split", show_label: true } });
    const presented = { ...timeline, presenter: { avatarId: "builtin:amara", layout: "split" as const, showLabel: true } };
    expect(compositeChanges("v1", presented, withPresenter)).toBeNull();
    expect(compositeChanges("v1", presented, { ...withPresenter, showLabel: undefined })).toEqual({ id: "v1", presenter: { avatar_id: "builtin:amara", layout: "split", show_label: false } });
    expect(compositeChanges("v1", presented, { ...withPresenter, presenter: "" })).toEqual({ id: "v1", presenter: null });
    const value = untouched();
    value.scenes[1]!.presenterLayout = "full";
    expect(compositeChanges("v1", timeline, value)?.scenes?.map((scene) => scene.presenter_layout)).toEqual([undefined, "full", undefined]);
  });
});
