import { existsSync } from "node:fs";
import { afterEach, beforeAll, expect, it } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import type { Timeline } from "../../studio/timeline";
import type { Worker } from "../jobs";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import type { VideoProgressEvent } from "../contract/videos";
import { createVideo, fetchBytes, renderedVideo, scriptedAccount, startSmallWorker, waitForVideoDetail, type ScriptedAccount } from "./testing";
import type { VideoView } from "../contract/videos";
import { mediaKeyPath } from "../testing/media-paths";
import { videoFiles } from "./videos";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });
const tools = defaultRenderStages().tools;

type SceneInput = { spoken: string; on_screen_text: string; media: Record<string, string>; duration_ms: number; transition: string };

/** The timeline's scenes as `video/composite` takes them. */
function scenesOf(timeline: Timeline): SceneInput[] {
  return timeline.scenes.map((scene) => ({
    spoken: scene.spoken,
    on_screen_text: scene.onScreenText,
    media: (scene.media.kind === "image"
      ? { kind: "image", image_id: scene.media.path }
      : scene.media.kind === "broll"
        ? { kind: "broll", id: scene.media.id }
        : { kind: "clip", media_id: scene.media.path }) as Record<string, string>,
    duration_ms: scene.durationMs,
    transition: scene.transition,
  }));
}

describeOnEachDatabase("video updates", (harness: ApiHarness) => {
  const workers: Worker[] = [];
  let owner: ScriptedAccount;
  let rendered: VideoView;

  function startWorker() {
    const worker = startSmallWorker(harness);
    workers.push(worker);
    return worker;
  }

  beforeAll(async () => {
    if (!canRender) return;
    ({ owner, rendered } = await renderedVideo(harness));
  }, 200_000);

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
    await harness.db.updateTable("video_updates").set({ status: "cancelled" }).where("status", "in", ["generating", "exporting"]).execute();
  });

  async function detail(token: string, id: string) {
    return (await harness.call<VideoView & { timeline: Timeline }>("GET", `video/detail?id=${id}`, { token })).body.data;
  }

  /** Reads `video/events` until the server ends the stream. */
  async function collectEvents(token: string, id: string): Promise<VideoProgressEvent[]> {
    const response = await harness.api.fetch(new Request(`http://promoreel.test/api/v1/video/events?id=${id}`, { headers: { authorization: `Bearer ${token}` } }));
    const text = await response.text();
    return text
      .split("\n\n")
      .filter((block) => block.startsWith("event: progress"))
      .map(
        (block) =>
          JSON.parse(
            block
              .split("\n")
              .find((line) => line.startsWith("data: "))!
              .slice(6),
          ) as VideoProgressEvent,
      );
  }

  async function usageOf(userId: string) {
    return harness.db.selectFrom("usage_events").selectAll().where("user_id", "=", userId).execute();
  }

  it("refuses updates of a video that is not ready, and edits that would not play, with clear messages and nothing written", async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(harness, setup);
    const token = setup.token;
    const notReady = await harness.call("POST", "video/size/adjust", { token, json: { id: video.id, aspect_ratios: ["16:9"] } });
    expect(notReady).toMatchObject({ status: 409, body: { message: "This video is not ready yet. Wait until it has finished rendering." } });
    expect((await harness.call("POST", "video/composite", { token, json: { id: video.id, caption_style: "block" } })).status).toBe(409);

    // The checks below come before any rendering: a row marked ready is enough to reach them.
    // Its b-roll scenes all show gradient-sweep, so that any other b-roll is one the video did not already show.
    const stored = (await harness.db.selectFrom("videos").select("timeline").where("id", "=", video.id).executeTakeFirstOrThrow()).timeline;
    const oneBroll = JSON.parse(stored) as Timeline;
    for (const scene of oneBroll.scenes) if (scene.media.kind === "broll") scene.media = { ...scene.media, id: "gradient-sweep" };
    await harness.db
      .updateTable("videos")
      .set({ status: "ready", stage: "done", timeline: JSON.stringify(oneBroll) })
      .where("id", "=", video.id)
      .execute();
    const timeline = (await detail(token, video.id)).timeline;
    const scenes = scenesOf(timeline);
    const composite = (json: Record<string, unknown>, headers?: Record<string, string>) =>
      harness.call("POST", "video/composite", { token, json: { id: video.id, ...json }, headers });
    const withScene = (index: number, change: Partial<SceneInput>) => scenes.map((scene, at) => (at === index ? { ...scene, ...change } : scene));

    expect((await composite({})).body.message).toBe("Send at least one change: scenes, captions, voice, music, call to action or aspect ratios.");
    expect((await composite({ scenes: [] })).body.message).toBe("scenes must not be empty.");
    expect((await composite({ scenes: withScene(0, { spoken: "  " }) })).body.message).toBe("scenes.0.spoken must not be empty.");
    expect((await composite({ scenes: withScene(0, { spoken: "word ".repeat(90) }) })).body.message).toBe("scenes.0.spoken must be at most 400 characters.");
    expect((await composite({ scenes: withScene(0, { on_screen_text: "x".repeat(121) }) })).body.message).toBe("scenes.0.on_screen_text must be at most 120 characters.");
    const tooFast = withScene(1, { spoken: "This sentence has far too many words to be spoken clearly in such a short scene of the video.", duration_ms: 1500 });
    const fitted = tooFast.map((scene, index) => (index === 0 ? { ...scene, duration_ms: scene.duration_ms + scenes[1]!.duration_ms - 1500 } : scene));
    expect(await composite({ scenes: fitted })).toMatchObject({
      status: 400,
      body: {
        message: "Scene 2's line needs at least 6.3 s to be spoken clearly. Shorten the line or give the scene more time.",
        data: { reason: "line-too-long-for-scene" },
      },
    });
    expect((await composite({ scenes: fitted }, { "accept-language": "zh-CN" })).body.message).toBe(
      "第 2 个场景的文字太长，无法在该场景的时长内说完。请缩短文字或延长该场景。",
    );
    expect((await composite({ scenes: withScene(0, { duration_ms: scenes[0]!.duration_ms + 1000 }) })).body.message).toBe(
      "The scenes last 16 s; a video lasts 15, 30 or 60 s. Change the scenes' durations so they add up to one of these.",
    );
    expect((await composite({ scenes: withScene(1, { media: { kind: "image", image_id: "no-such-image" } }) })).body.message).toBe(
      "Scene 2 uses media that does not exist or is not yours (image no-such-image). Pick one of your images or clips, or a b-roll.",
    );
    const stranger = await scriptedAccount(harness);
    const strangersImage = (
      (await call(harness.api, "POST", "product-media", { token: stranger.token, json: { product_id: stranger.productId } })).body.data.images as { id: string }[]
    )[0];
    if (strangersImage) {
      expect((await composite({ scenes: withScene(0, { media: { kind: "image", image_id: strangersImage.id } }) })).status).toBe(400);
    }
    expect((await composite({ scenes: withScene(0, { media: { kind: "broll", id: "fireworks" } }) })).body.message).toContain("(broll fireworks)");
    expect((await composite({ scenes: withScene(0, { media: { kind: "clip", media_id: "no-such-clip" } }) })).body.message).toContain("(clip no-such-clip)");
    expect((await composite({ voice_id: "robot" })).body.message).toBe("There is no voice called robot. Pick one from the voice list.");
    expect((await composite({ aspect_ratios: ["4:3"] })).body.message).toBe("aspect_ratios.0 must be 9:16, 1:1 or 16:9.");
    expect((await harness.call("POST", "video/size/adjust", { token, json: { id: video.id, aspect_ratios: ["4:3"] } })).status).toBe(400);

    // The plan: music only after upgrading; choosing b-roll yourself only on Pro. Enforced here, whatever a screen shows.
    expect(await composite({ music_id: "calm-morning" })).toMatchObject({ status: 403, body: { message: "Sorry, you are unable to use this feature." } });
    expect((await composite({ music_id: "calm-morning" }, { "accept-language": "zh-CN" })).body.message).toBe("抱歉，你无法使用此功能。");
    expect(await composite({ scenes: withScene(0, { media: { kind: "broll", id: "bokeh" } }) })).toMatchObject({
      status: 403,
      body: { message: "Sorry, you are unable to use this feature." },
    });
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", setup.userId).execute();
    expect((await composite({ music_id: "polka" })).body.message).toBe("There is no music track called polka. Pick one from the music list.");

    const other = await harness.call("POST", "video/composite", { token: stranger.token, json: { id: video.id, caption_style: "block" } });
    expect(other.status).toBe(404);
    expect(await harness.db.selectFrom("video_updates").select("id").where("video_id", "=", video.id).execute()).toEqual([]);
    expect((await detail(token, video.id)).update).toBeNull();
  });

  it.skipIf(!canRender)("adds aspect ratios from the video's timeline, as a job, the existing file playable meanwhile and no quota used", { timeout: 200_000 }, async () => {
    const { token } = owner;
    const square = rendered.files[0]!;
    const before = await fetchBytes(harness.api, square.url, { headers: { authorization: `Bearer ${token}` } });

    // Time moves on between a video's updates, as it does outside tests: the latest update is the one shown.
    harness.clock.advance(1_000);
    const adjusted = await harness.call<VideoView>("POST", "video/size/adjust", { token, json: { id: rendered.id, aspect_ratios: ["16:9", "1:1"] } });
    expect(adjusted.status, adjusted.body.message).toBe(200);
    expect(adjusted.body.data).toMatchObject({ status: "ready", version: 1, aspect_ratios: ["1:1"], files: [square] });
    expect(adjusted.body.data.update).toMatchObject({ kind: "resize", version: 1, status: "generating", stage: "queued", progress: 0, aspect_ratios: ["16:9"] });
    const again = await harness.call("POST", "video/composite", { token, json: { id: rendered.id, caption_style: "block" } });
    expect(again).toMatchObject({ status: 409, body: { message: "This video is already being updated. Wait until that update has finished, or cancel it." } });
    const { job_id: jobId } = await harness.db.selectFrom("video_updates").select("job_id").where("video_id", "=", rendered.id).executeTakeFirstOrThrow();
    expect(await harness.db.selectFrom("jobs").select(["kind", "status"]).where("id", "=", jobId).executeTakeFirstOrThrow()).toEqual({
      kind: "video.update",
      status: "queued",
    });

    const events = collectEvents(token, rendered.id);
    startWorker();
    const seen = await events;
    expect(seen.every((event) => event.kind === "resize" && event.version === 1)).toBe(true);
    expect(seen.at(-1)).toMatchObject({ status: "ready", stage: "done", progress: 100 });
    expect(seen.some((event) => event.stage === "rendering")).toBe(true);

    const done = await detail(token, rendered.id);
    expect(done).toMatchObject({ status: "ready", version: 1, aspect_ratios: ["1:1", "16:9"], update: { kind: "resize", status: "ready", progress: 100 } });
    expect(done.files.map((file) => [file.ratio, file.width, file.height])).toEqual([
      ["1:1", 270, 270],
      ["16:9", 480, 270],
    ]);
    const row = await harness.db.selectFrom("videos").selectAll().where("id", "=", rendered.id).executeTakeFirstOrThrow();
    const wide = videoFiles(row).find((file) => file.ratio === "16:9")!;
    const probe = await probeMedia(tools, mediaKeyPath(harness.config.dataDir, wide.video_key));
    expect(probe.video).toMatchObject({ codec: "h264", width: 480, height: 270 });
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
    expect((await probeMedia(tools, mediaKeyPath(harness.config.dataDir, wide.thumbnail_key))).video).toMatchObject({ width: 480, height: 270 });
    // The square file was not touched, and the quota counts the one video once.
    expect((await fetchBytes(harness.api, square.url, { headers: { authorization: `Bearer ${token}` } })).bytes).toEqual(before.bytes);
    expect(await usageOf(owner.userId)).toHaveLength(1);

    // Asking for ratios it already has renders nothing.
    const nothing = await harness.call<VideoView>("POST", "video/size/adjust", { token, json: { id: rendered.id, aspect_ratios: ["1:1", "16:9"] } });
    expect(nothing.body.data.update).toMatchObject({ status: "ready", kind: "resize" });
    expect(await harness.db.selectFrom("video_updates").select("id").where("video_id", "=", rendered.id).execute()).toHaveLength(1);
  });

  it.skipIf(!canRender)("renders an edited version while the old files keep playing, then swaps them in at once", { timeout: 200_000 }, async () => {
    const { token } = owner;
    const current = await detail(token, rendered.id);
    const oldRow = await harness.db.selectFrom("videos").selectAll().where("id", "=", rendered.id).executeTakeFirstOrThrow();
    const oldFiles = videoFiles(oldRow);
    const oldVideo = await fetchBytes(harness.api, current.files[0]!.url, { headers: { authorization: `Bearer ${token}` } });
    const oldThumbnail = await fetchBytes(harness.api, current.files[0]!.thumbnail_url, { headers: { authorization: `Bearer ${token}` } });

    const scenes = scenesOf(current.timeline);
    scenes[0] = { ...scenes[0]!, spoken: "Cold drinks, all day long.", on_screen_text: "Cold all day" };
    harness.clock.advance(1_000);
    const edited = await harness.call<VideoView>("POST", "video/composite", { token, json: { id: rendered.id, scenes, caption_style: "block", call_to_action: "Get yours" } });
    expect(edited.status, edited.body.message).toBe(200);
    expect(edited.body.data).toMatchObject({ status: "ready", version: 1, update: { kind: "composite", version: 2, status: "generating", aspect_ratios: ["1:1", "16:9"] } });

    startWorker();
    await waitForVideoDetail(harness, token, rendered.id, (video) => video.update?.stage === "rendering" || video.update?.status === "ready");
    // While the new version renders (or the instant it is done), the video answers with a whole, playable file.
    const during = await fetchBytes(harness.api, current.files[0]!.url, { headers: { authorization: `Bearer ${token}` } });
    expect(during.response.status).toBe(200);
    const newVersion = await waitForVideoDetail(harness, token, rendered.id, (video) => video.update?.status === "ready");
    if ((await detail(token, rendered.id)).version === 1) expect(during.bytes).toEqual(oldVideo.bytes);

    const swapped = await detail(token, rendered.id);
    expect(swapped).toMatchObject({ status: "ready", version: 2, caption_style: "block", aspect_ratios: ["1:1", "16:9"], duration_ms: 15_000 });
    expect(swapped.timeline.scenes[0]).toMatchObject({ spoken: "Cold drinks, all day long.", onScreenText: "Cold all day" });
    expect(swapped.timeline.callToAction).toBe("Get yours");
    expect(newVersion.files.map((file) => file.ratio)).toEqual(["1:1", "16:9"]);
    const newFiles = videoFiles(await harness.db.selectFrom("videos").selectAll().where("id", "=", rendered.id).executeTakeFirstOrThrow());
    // The old files are gone from disk, the new ones are there, and the first frame's headline is the edited one.
    for (const file of oldFiles) expect(existsSync(mediaKeyPath(harness.config.dataDir, file.video_key))).toBe(false);
    for (const file of newFiles) expect(existsSync(mediaKeyPath(harness.config.dataDir, file.video_key))).toBe(true);
    const newVideo = await fetchBytes(harness.api, swapped.files[0]!.url, { headers: { authorization: `Bearer ${token}` } });
    expect(newVideo.bytes).not.toEqual(oldVideo.bytes);
    const newThumbnail = await fetchBytes(harness.api, swapped.files[0]!.thumbnail_url, { headers: { authorization: `Bearer ${token}` } });
    expect(newThumbnail.bytes).not.toEqual(oldThumbnail.bytes);
    const probe = await probeMedia(tools, mediaKeyPath(harness.config.dataDir, newFiles[0]!.video_key));
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
    expect(await usageOf(owner.userId)).toHaveLength(1);
  });

  it.skipIf(!canRender)("cancels an update, leaving the video as it was, and limits composites per hour", async () => {
    const { token } = owner;
    const before = await detail(token, rendered.id);
    harness.clock.advance(1_000);
    const started = await harness.call<VideoView>("POST", "video/composite", { token, json: { id: rendered.id, caption_position: "top" } });
    expect(started.body.data.update).toMatchObject({ status: "generating", kind: "composite" });
    const cancelled = await harness.call<VideoView>("POST", "video/cancel", { token, json: { id: rendered.id } });
    expect(cancelled.body.data).toMatchObject({
      status: "ready",
      version: before.version,
      files: before.files,
      caption_position: before.caption_position,
      update: { status: "cancelled" },
    });
    const { job_id: jobId } = await harness.db.selectFrom("video_updates").select("job_id").where("id", "=", cancelled.body.data.update!.id).executeTakeFirstOrThrow();
    expect((await harness.db.selectFrom("jobs").select("status").where("id", "=", jobId).executeTakeFirstOrThrow()).status).toBe("cancelled");

    // 20 an hour in production; with the factor at 0.05 that is 1.
    const strict = await harness.createApi({ rateLimitFactor: 0.05 });
    harness.clock.advance(1_000);
    const first = await call(strict, "POST", "video/composite", { token, json: { id: rendered.id, caption_position: "top" } });
    expect(first.status).toBe(200);
    await call(strict, "POST", "video/cancel", { token, json: { id: rendered.id } });
    harness.clock.advance(1_000);
    const second = await call(strict, "POST", "video/composite", { token, json: { id: rendered.id, caption_position: "top" } });
    expect(second.status).toBe(429);
    expect(second.body.data.retry_after).toBeGreaterThan(0);
  });
});
