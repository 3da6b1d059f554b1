import { describe, expect, it } from "vitest";
import { editedTimeline as timeline, untouchedEdit as untouched } from "~/testing/video-edit";
import { compositeChanges, compositeFieldsOf, draftChanges, draftTimeline } from "./video-edit.server";

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

describe("the draft the records leave", () => {
  it("is the timeline when nothing is recorded, and each recorded field's value laid over it", () => {
    expect(draftTimeline(timeline, {})).toEqual(timeline);
    const scenes = compositeFieldsOf(timeline).scenes as { spoken: string }[];
    const draft = draftTimeline(timeline, {
      scenes: scenes.map((scene, index) => (index === 0 ? { ...scene, spoken: "Say hello." } : scene)),
      caption_position: "top",
      music_id: "sunny",
      call_to_action: null,
      presenter: { avatar_id: "builtin:mei", layout: "full", show_label: false },
    });
    expect(draft.scenes.map((scene) => scene.spoken)).toEqual(["Say hello.", "Cold for a whole day.", "Get yours today."]);
    expect(draft.scenes[1]).toEqual(timeline.scenes[1]);
    expect(draft.captions).toEqual({ style: "word-highlight", position: "top" });
    expect(draft.music).toEqual({ trackId: "sunny", volumeDb: -18 });
    expect(draft.callToAction).toBeUndefined();
    expect(draft.presenter).toEqual({ avatarId: "builtin:mei", layout: "full", showLabel: false });
  });

  it("takes the form's changes against the draft, with the draft's values before", () => {
    const draft = draftTimeline(timeline, { caption_position: "top" });
    expect(draftChanges("v1", draft, { ...untouched(), captionPosition: "top" })).toBeNull();
    expect(draftChanges("v1", draft, untouched())).toEqual({ caption_position: { before: "top", after: "bottom" } });
    const value = untouched();
    value.scenes[2]!.spoken = "Yours today.";
    const changes = draftChanges("v1", draft, { ...value, captionPosition: "top", callToAction: undefined });
    expect(Object.keys(changes ?? {})).toEqual(["scenes", "call_to_action"]);
    expect(changes?.call_to_action).toEqual({ before: "Shop now", after: null });
    expect((changes?.scenes?.before as { spoken: string }[])[2]!.spoken).toBe("Get yours today.");
    expect((changes?.scenes?.after as { spoken: string }[])[2]!.spoken).toBe("Yours today.");
  });
});
