import { expect, it } from "vitest";
import type { Timeline } from "../../studio/timeline";
import type { EditRecordView } from "../contract/records";
import type { VideoView } from "../contract/videos";
import { call, describeOnEachDatabase } from "../testing/harness";
import { createVideo, scriptedAccount, type ScriptedAccount } from "../videos/testing";

describeOnEachDatabase("operation records of videos (record_op)", (harness) => {
  /** A scripted account's video, marked ready without rendering: recording needs no files. */
  async function readyVideo(): Promise<{ owner: ScriptedAccount; video: VideoView }> {
    const owner = await scriptedAccount(harness);
    const video = await createVideo(harness, owner);
    await harness.db.updateTable("videos").set({ status: "ready", stage: "done" }).where("id", "=", video.id).execute();
    await harness.db
      .updateTable("jobs")
      .set({ status: "cancelled" })
      .where("id", "=", (await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow()).job_id)
      .execute();
    return { owner, video };
  }

  const post = (token: string, json: unknown) => harness.call<EditRecordView>("POST", "record_op", { token, json });
  const record = (token: string, id: string, changes: Record<string, { before: unknown; after: unknown }>) => post(token, { id, action: "record", changes });

  it("records, undoes and redoes operations, drops the redo stack on a new edit, and answers the state", async () => {
    const { owner, video } = await readyVideo();
    const { token } = owner;
    const empty = await harness.call<EditRecordView>("GET", `record_op?id=${video.id}`, { token });
    expect(empty.body.data).toEqual({ id: video.id, version: 1, operations: [], can_undo: false, can_redo: false, state: {} });

    expect((await record(token, video.id, { caption_style: { before: "word-highlight", after: "block" } })).status).toBe(200);
    harness.clock.advance(1000);
    const second = await record(token, video.id, { call_to_action: { before: null, after: "Shop now" }, caption_position: { before: "bottom", after: "top" } });
    expect(second.body.data).toMatchObject({
      version: 1,
      can_undo: true,
      can_redo: false,
      state: { caption_style: "block", call_to_action: "Shop now", caption_position: "top" },
    });
    expect(second.body.data.operations.map((operation) => [operation.seq, operation.undone])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(second.body.data.operations[1]!.created_at).toBe(harness.clock.now);

    const undone = await post(token, { id: video.id, action: "undo" });
    expect(undone.body.data).toMatchObject({ can_undo: true, can_redo: true, state: { caption_style: "block" } });
    expect(Object.keys(undone.body.data.state)).toEqual(["caption_style"]);
    await post(token, { id: video.id, action: "undo" });
    expect((await post(token, { id: video.id, action: "undo" })).body).toMatchObject({ status_code: 409, message: "There is nothing to undo." });
    // Redo brings back the earliest undone operation first.
    const redone = await post(token, { id: video.id, action: "redo" });
    expect(redone.body.data.operations.map((operation) => operation.undone)).toEqual([false, true]);
    expect(redone.body.data.state).toEqual({ caption_style: "block" });

    // A new edit forgets what was undone.
    const edited = await record(token, video.id, { caption_style: { before: "block", after: "none" } });
    expect(edited.body.data.operations.map((operation) => [operation.seq, operation.undone])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(edited.body.data).toMatchObject({ can_redo: false, state: { caption_style: "none" } });
    const noRedo = await post(token, { id: video.id, action: "redo" });
    expect([noRedo.status, noRedo.body.message]).toEqual([409, "There is nothing to redo."]);
    // Across page loads: the same records.
    expect((await harness.call("GET", `record_op?id=${video.id}`, { token })).body.data).toEqual(edited.body.data);
  });

  it("keeps the latest 100 operations of a version", async () => {
    const { owner, video } = await readyVideo();
    for (let index = 0; index < 101; index++) {
      const recorded = await record(owner.token, video.id, { call_to_action: { before: null, after: `Offer ${index}` } });
      expect(recorded.status, recorded.body.message).toBe(200);
    }
    const records = (await harness.call<EditRecordView>("GET", `record_op?id=${video.id}`, { token: owner.token })).body.data;
    expect(records.operations).toHaveLength(100);
    expect([records.operations[0]!.seq, records.operations.at(-1)!.seq]).toEqual([2, 101]);
    expect(records.state).toEqual({ call_to_action: "Offer 100" });
  });

  it("checks each field with video/composite's own rules, and only the owner's ready video", async () => {
    const { owner, video } = await readyVideo();
    const { token } = owner;
    const refused = async (changes: unknown) => (await post(token, { id: video.id, action: "record", changes })).body;
    expect(await refused({ title: { before: "a", after: "b" } })).toMatchObject({
      status_code: 400,
      message: "title cannot be edited here. Edit one of: scenes, caption_style, caption_position, voice_id, music_id, call_to_action, aspect_ratios, presenter.",
    });
    expect((await refused({ caption_style: { before: "block", after: "huge" } })).message).toBe("changes.caption_style.after is not valid.");
    expect((await refused({ caption_style: { before: "block" } })).message).toBe("changes.caption_style.after is required.");
    expect((await refused({ scenes: { before: null, after: [] } })).message).toBe("changes.scenes.after must not be empty.");
    expect((await refused({ call_to_action: { before: null, after: "x".repeat(61) } })).message).toBe("changes.call_to_action.after must be at most 60 characters.");
    expect((await refused({})).message).toBe("changes must not be empty.");
    expect((await post(token, { id: video.id, action: "rewind" })).status).toBe(400);
    expect((await harness.call("GET", `record_op?id=${video.id}`, { token })).body.data.operations).toEqual([]);
    // null is a value (no music), recorded as sent.
    expect((await record(token, video.id, { music_id: { before: "calm", after: null } })).body.data.state).toEqual({ music_id: null });

    const stranger = await scriptedAccount(harness);
    expect((await record(stranger.token, video.id, { caption_style: { before: null, after: "block" } })).status).toBe(404);
    expect((await harness.call("GET", `record_op?id=${video.id}`, { token: stranger.token })).status).toBe(404);
    expect((await harness.call("GET", `record_op?id=${video.id}`)).status).toBe(401);

    const rendering = await createVideo(harness, owner);
    const notReady = await record(token, rendering.id, { caption_style: { before: null, after: "block" } });
    expect([notReady.status, notReady.body.message]).toEqual([409, "This video is not ready yet. Wait until it has finished rendering."]);
  });

  it("video/composite with only an id renders the recorded state of the current version as the next one", async () => {
    const { owner, video } = await readyVideo();
    const { token } = owner;
    const composite = (json: unknown) => harness.call<VideoView>("POST", "video/composite", { token, json });
    const nothing = await composite({ id: video.id });
    expect([nothing.status, nothing.body.message]).toEqual([400, "Send at least one change: scenes, captions, voice, music, call to action or aspect ratios."]);

    await record(token, video.id, { caption_style: { before: "word-highlight", after: "block" } });
    await record(token, video.id, { call_to_action: { before: null, after: "Shop now" } });
    await post(token, { id: video.id, action: "undo" });
    const started = await composite({ id: video.id });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data.update).toMatchObject({ kind: "composite", version: 2, status: "generating" });
    const update = await harness.db.selectFrom("video_updates").selectAll().where("video_id", "=", video.id).executeTakeFirstOrThrow();
    const current = JSON.parse((await harness.db.selectFrom("videos").select("timeline").where("id", "=", video.id).executeTakeFirstOrThrow()).timeline) as Timeline;
    const next = JSON.parse(update.timeline) as Timeline;
    expect(next.captions.style).toBe("block");
    expect(next.callToAction).toBe(current.callToAction);
    expect(next.scenes).toEqual(current.scenes);

    // While the new version renders, nothing is recorded against the old one.
    const busy = await record(token, video.id, { caption_style: { before: "block", after: "none" } });
    expect([busy.status, busy.body.message]).toEqual([409, "This video is already being updated. Wait until that update has finished, or cancel it."]);
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("id", "=", update.job_id).execute();

    // Deleting the video deletes its records.
    await harness.call("DELETE", "video/list", { token, json: { ids: [video.id] } });
    expect(await harness.db.selectFrom("edit_operations").select("id").where("target_id", "=", video.id).execute()).toEqual([]);
  });

  it("is refused to a caller without a token", async () => {
    expect((await call(harness.api, "POST", "record_op", { json: { id: "x", action: "undo" } })).status).toBe(401);
  });
});
