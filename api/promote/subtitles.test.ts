import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { expect, it, vi } from "vitest";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import type { Timeline } from "../../studio/timeline";
import { has } from "../../tests/requirements";
import type { PromoScriptView, PromotionalVideoView, SubtitleDataView } from "../contract/promote";
import type { EditRecordView } from "../contract/records";
import { describeOnEachDatabase } from "../testing/harness";
import { fetchBytes, startSmallWorker } from "../videos/testing";
import { mediaKeyPath } from "../testing/media-paths";
import { promotionalFolderKey } from "./promotional-videos";
import { accountOnPlan, stoppedAfterEach } from "./testing";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

const offer = { kind: "sale", headline: "Weekend sale: 20% off", discount_percent: 20, code: "WEEKEND20", ends_on: "2030-01-20", cta: "Shop the sale" };
/** The lines version 1 plays, as its render stores them. */
const firstLines = [
  { text: "Weekend sale", startMs: 0, endMs: 1500 },
  { text: "Twenty percent off", startMs: 1600, endMs: 3000 },
  { text: "Code WEEKEND20", startMs: 3100, endMs: 4500 },
  { text: "Shop now", startMs: 4600, endMs: 6000 },
];
const line = (index: number, text: string, start_ms: number, end_ms: number) => ({
  [`subtitles.${index}`]: {
    before: { text: firstLines[index]!.text, start_ms: firstLines[index]!.startMs, end_ms: firstLines[index]!.endMs },
    after: { text, start_ms, end_ms },
  },
});

describeOnEachDatabase("promotional subtitles, records and new versions", (harness) => {
  const workers = stoppedAfterEach(harness);
  const account = (plan: "free" | "pro") => accountOnPlan(harness, plan);

  /** A promotional video made through the API, then marked as its first render leaves it (a stand-in file, its lines). */
  async function readyPromotional(token: string, userId: string) {
    const made = await harness.call("POST", "generate-info", {
      token,
      json: { name: "Camp Mug", description: "A camp mug for every trip.", price: { amount: 18, currency: "USD" }, features: ["Light and tough"] },
    });
    const productIds = [made.body.data.id as string];
    const script = (await harness.call<PromoScriptView>("POST", "promote/gen-script", { token, json: { product_ids: productIds, offer, length_seconds: 15 } })).body.data;
    const created = await harness.call<PromotionalVideoView>("POST", "promote/create-promotional-video", {
      token,
      json: { product_ids: productIds, offer, script, aspect_ratios: ["9:16"] },
    });
    expect(created.status, created.body.message).toBe(200);
    const id = created.body.data.id;
    const notReady = await harness.call("POST", "promote/subtitle-data", { token, json: { id } });
    expect([notReady.status, notReady.body.message]).toEqual([409, "This video is not ready yet. Wait until it has finished rendering."]);

    const folderKey = promotionalFolderKey(userId, id);
    const file = { ratio: "9:16", video_key: `${folderKey}/${id}-9x16.mp4`, thumbnail_key: `${folderKey}/${id}-9x16.jpg`, width: 270, height: 480, size: 11 };
    mkdirSync(mediaKeyPath(harness.config.dataDir, folderKey), { recursive: true });
    writeFileSync(mediaKeyPath(harness.config.dataDir, file.video_key), "version one");
    writeFileSync(mediaKeyPath(harness.config.dataDir, file.thumbnail_key), "thumbnail");
    const row = await harness.db.selectFrom("promotional_videos").select("job_id").where("id", "=", id).executeTakeFirstOrThrow();
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("id", "=", row.job_id).execute();
    await harness.db
      .updateTable("promotional_videos")
      .set({ status: "ready", stage: "done", progress: 100, duration_ms: 15_000, files: JSON.stringify([file]), subtitles: JSON.stringify(firstLines) })
      .where("id", "=", id)
      .execute();
    return { id, file };
  }

  it("refuses the subtitle, record and compositing calls to a plan without the promotional power", async () => {
    const free = await account("free");
    for (const [method, route, json] of [
      ["POST", "promote/subtitle-data", { id: "AAAAAAAAAAAAAAAA" }],
      ["POST", "promote/record-op", { id: "AAAAAAAAAAAAAAAA", action: "undo" }],
      ["GET", "promote/record-op?id=AAAAAAAAAAAAAAAA", undefined],
      ["POST", "promote/compositing-video", { id: "AAAAAAAAAAAAAAAA" }],
    ] as const) {
      const answer = await harness.call(method, route, { token: free.token, ...(json && { json }) });
      expect([route, answer.status, answer.body.message]).toEqual([route, 403, "Sorry, you are unable to use this feature."]);
    }
  });

  it("answers the lines, records edits with undo and redo, and gives the edited lines; the owner only", async () => {
    const pro = await account("pro");
    const { id } = await readyPromotional(pro.token, pro.userId);
    const data = await harness.call<SubtitleDataView>("POST", "promote/subtitle-data", { token: pro.token, json: { id } });
    expect(data.body.data).toMatchObject({ id, version: 1, duration_ms: 15_000 });
    expect(data.body.data.lines[1]).toEqual({ index: 1, text: "Twenty percent off", start_ms: 1600, end_ms: 3000 });
    expect(data.body.data.edited).toEqual(data.body.data.lines);

    const recordOp = (json: unknown) => harness.call<EditRecordView>("POST", "promote/record-op", { token: pro.token, json });
    const recorded = await recordOp({ id, action: "record", changes: line(1, "  Twenty   percent off, today only ", 1600, 3050) });
    expect(recorded.status, recorded.body.message).toBe(200);
    expect(recorded.body.data).toMatchObject({ id, version: 1, can_undo: true, can_redo: false });
    expect(recorded.body.data.state).toEqual({ "subtitles.1": { text: "Twenty percent off, today only", start_ms: 1600, end_ms: 3050 } });
    const edited = (await harness.call<SubtitleDataView>("POST", "promote/subtitle-data", { token: pro.token, json: { id } })).body.data;
    expect(edited.edited[1]).toEqual({ index: 1, text: "Twenty percent off, today only", start_ms: 1600, end_ms: 3050 });
    expect(edited.lines[1]!.text).toBe("Twenty percent off");

    expect((await recordOp({ id, action: "undo" })).body.data.state).toEqual({});
    expect((await recordOp({ id, action: "undo" })).status).toBe(409);
    expect((await recordOp({ id, action: "redo" })).body.data.state["subtitles.1"]).toMatchObject({ text: "Twenty percent off, today only" });
    expect((await recordOp({ id, action: "redo" })).body.message).toBe("There is nothing to redo.");
    expect((await harness.call<EditRecordView>("GET", `promote/record-op?id=${id}`, { token: pro.token })).body.data.operations).toHaveLength(1);

    const other = await account("pro");
    for (const [method, route, json] of [
      ["POST", "promote/subtitle-data", { id }],
      ["POST", "promote/record-op", { id, action: "undo" }],
      ["GET", `promote/record-op?id=${id}`, undefined],
      ["POST", "promote/compositing-video", { id }],
    ] as const) {
      const answer = await harness.call(method, route, { token: other.token, ...(json && { json }) });
      expect([route, answer.status]).toEqual([route, 404]);
    }
  });

  it("checks an edited line against its text, the video's length and its neighbours as edited", async () => {
    const pro = await account("pro");
    const { id } = await readyPromotional(pro.token, pro.userId);
    const refused = async (changes: unknown) => {
      const answer = await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes } });
      expect(answer.status).toBe(400);
      return answer.body.message as string;
    };
    // The line a refusal names is also in its data, for the editor to put the sentence beside that line.
    const overlap = await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes: line(1, "Twenty percent off", 1600, 3200) } });
    expect(overlap.body.data).toEqual({ field: "subtitles.1" });
    expect(await refused(line(1, "Twenty percent off", 1600, 3200))).toBe("Line 2 would overlap line 3. Change its times so the two lines do not show at once.");
    expect(await refused(line(1, "Twenty percent off", 1400, 3000))).toBe("Line 2 would overlap line 1. Change its times so the two lines do not show at once.");
    expect(await refused(line(1, "Twenty percent off", 1600, 1700))).toBe("Line 2 would be on screen for less than 0.2 s. Start it earlier or end it later.");
    expect(await refused(line(1, "Twenty percent off", 2000, 1900))).toBe("Line 2 would be on screen for less than 0.2 s. Start it earlier or end it later.");
    expect(await refused(line(1, "   ", 1600, 3000))).toBe("Line 2 has no text. Write what it should say.");
    expect(await refused(line(1, "x".repeat(121), 1600, 3000))).toBe("Line 2 is longer than 120 characters. Shorten it.");
    expect(await refused(line(3, "Shop now", 4600, 15_100))).toBe("Line 4 ends after the video does (15 s). End it by then.");
    expect(await refused({ "subtitles.4": { before: null, after: { text: "More", start_ms: 7000, end_ms: 8000 } } })).toBe("There is no line 5: the subtitles have 4 lines.");
    expect(await refused({ title: { before: null, after: "x" } })).toBe("title cannot be edited here. Edit one of: subtitles.0 … subtitles.3.");
    expect(await refused(line(1, "Twenty percent off", -5, 3000))).toBe("changes.subtitles.1.after.start_ms must be at least 0.");
    // Two lines moved in one operation are checked against each other.
    expect(await refused({ ...line(1, "Twenty percent off", 1600, 3000), ...line(2, "Code", 2900, 4500) })).toBe(
      "Line 2 would overlap line 3. Change its times so the two lines do not show at once.",
    );

    // Neighbours as the records leave them: once line 3 starts later, line 2 may end later.
    expect(
      (await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes: line(2, "Code WEEKEND20", 3500, 4500) } })).status,
    ).toBe(200);
    const later = await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes: line(1, "Twenty percent off", 1600, 3400) } });
    expect(later.status, later.body.message).toBe(200);
    expect((await harness.call("GET", `promote/record-op?id=${id}`, { token: pro.token })).body.data.operations).toHaveLength(2);
  });

  it.skipIf(!canRender)("renders the edited lines as version 2 while version 1 keeps playing, then applies it and removes the old files", { timeout: 240_000 }, async () => {
    const pro = await account("pro");
    const { id, file } = await readyPromotional(pro.token, pro.userId);
    const composite = () => harness.call<PromotionalVideoView>("POST", "promote/compositing-video", { token: pro.token, json: { id } });
    const unchanged = await composite();
    expect([unchanged.status, unchanged.body.message]).toEqual([400, "Send at least one change: scenes, captions, voice, music, call to action or aspect ratios."]);

    await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes: line(1, "Twenty percent off, today only", 1600, 3000) } });
    const started = await composite();
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data).toMatchObject({ version: 1, update: { version: 2, status: "generating", stage: "queued", progress: 0, error: null } });
    const update = await harness.db.selectFrom("promotional_video_updates").selectAll().where("promotional_video_id", "=", id).executeTakeFirstOrThrow();
    expect((JSON.parse(update.timeline) as Timeline).subtitles?.[1]).toEqual({ text: "Twenty percent off, today only", startMs: 1600, endMs: 3000 });
    expect((await composite()).status).toBe(409);
    const busy = await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "undo" } });
    expect([busy.status, busy.body.message]).toEqual([409, "This video is already being updated. Wait until that update has finished, or cancel it."]);

    // Version 1 plays until version 2 is applied.
    const headers = { authorization: `Bearer ${pro.token}` };
    const playing = await fetchBytes(harness.api, started.body.data.files[0]!.url, { headers });
    expect(new TextDecoder().decode(playing.bytes)).toBe("version one");

    workers.push(startSmallWorker(harness));
    const applied = await vi.waitFor(
      async () => {
        const current = (await harness.call<PromotionalVideoView>("GET", `promote/promotional-video/${id}`, { token: pro.token })).body.data;
        if (current.version !== 2) throw new Error(`still version ${current.version}: ${JSON.stringify(current.update)}`);
        return current;
      },
      { timeout: 200_000, interval: 100 },
    );
    expect(applied).toMatchObject({ status: "ready", update: null, duration_ms: 15_000 });
    const served = await fetchBytes(harness.api, applied.files[0]!.url, { headers });
    expect([served.response.status, served.bytes.length]).toEqual([200, applied.files[0]!.size]);
    expect(existsSync(mediaKeyPath(harness.config.dataDir, file.video_key))).toBe(false);
    expect(existsSync(mediaKeyPath(harness.config.dataDir, `${promotionalFolderKey(pro.userId, id)}/${id}-${update.id}-9x16.mp4`))).toBe(true);

    // Version 2 plays the edited lines and starts with no records.
    const data = (await harness.call<SubtitleDataView>("POST", "promote/subtitle-data", { token: pro.token, json: { id } })).body.data;
    expect(data.version).toBe(2);
    expect(data.lines.map((shown) => shown.text)).toEqual(["Weekend sale", "Twenty percent off, today only", "Code WEEKEND20", "Shop now"]);
    expect((await harness.call<EditRecordView>("GET", `promote/record-op?id=${id}`, { token: pro.token })).body.data).toMatchObject({ version: 2, operations: [] });

    await harness.call("DELETE", `promote/promotional-video/${id}`, { token: pro.token });
    expect(await harness.db.selectFrom("edit_operations").select("id").where("target_id", "=", id).execute()).toEqual([]);
    expect(await harness.db.selectFrom("promotional_video_updates").select("id").where("promotional_video_id", "=", id).execute()).toEqual([]);
  });

  it("cancels a new version still rendering when the promotional video is deleted", async () => {
    const pro = await account("pro");
    const { id } = await readyPromotional(pro.token, pro.userId);
    await harness.call("POST", "promote/record-op", { token: pro.token, json: { id, action: "record", changes: line(0, "Weekend sale!", 0, 1500) } });
    expect((await harness.call("POST", "promote/compositing-video", { token: pro.token, json: { id } })).status).toBe(200);
    const update = await harness.db.selectFrom("promotional_video_updates").select("job_id").where("promotional_video_id", "=", id).executeTakeFirstOrThrow();
    expect((await harness.call("DELETE", `promote/promotional-video/${id}`, { token: pro.token })).status).toBe(200);
    expect((await harness.db.selectFrom("jobs").select("status").where("id", "=", update.job_id).executeTakeFirstOrThrow()).status).toBe("cancelled");
    expect(await harness.db.selectFrom("edit_operations").select("id").where("target_id", "=", id).execute()).toEqual([]);
  });
});
