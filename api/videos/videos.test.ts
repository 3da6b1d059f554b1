import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import { afterEach, expect, it, vi } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { createJobQueue, type Worker } from "../jobs";
import { waitForStatus } from "../jobs/test-helpers";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import { parseRange } from "./file-response";
import type { VideoProgressEvent } from "../contract/videos";
import { maxVideoEventStreamsPerUser } from "./event-stream-slots";
import type { VideoView } from "../contract/videos";
import { scriptedAccount } from "./testing";
import { videoFolderPath } from "../testing/media-paths";
import { has } from "../../tests/requirements";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });

const slow = { timeout: 180_000 };

describeOnEachDatabase("videos", (harness) => {
  const workers: Worker[] = [];

  function startWorker() {
    const worker = harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 });
    workers.push(worker);
    return worker;
  }

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    // Nothing left over for the next test's worker.
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
    await harness.db.updateTable("videos").set({ status: "cancelled" }).where("status", "in", ["generating", "exporting"]).execute();
  });

  async function createVideo(setup: Awaited<ReturnType<typeof scriptedAccount>>, extra: Record<string, unknown> = {}) {
    const created = await harness.call<VideoView>("POST", "video/create-by-product", {
      token: setup.token,
      json: { product_id: setup.productId, script_id: setup.scriptId, aspect_ratios: ["1:1"], ...extra },
    });
    expect(created.status, created.body.message).toBe(200);
    return created.body.data;
  }

  async function waitForVideo(token: string, id: string, statuses: string[], stage?: string, timeout = 120_000) {
    return vi.waitFor(
      async () => {
        const video = (await harness.call<VideoView>("GET", `video/detail?id=${id}`, { token })).body.data;
        if (!statuses.includes(video.status) || (stage && video.stage !== stage)) throw new Error(`video is ${video.status}/${video.stage}`);
        return video;
      },
      { timeout, interval: 50 },
    );
  }

  async function usageOf(userId: string) {
    return harness.db.selectFrom("usage_events").selectAll().where("user_id", "=", userId).execute();
  }

  /** Reads `video/events` until the server ends the stream. */
  async function collectEvents(token: string, id: string): Promise<VideoProgressEvent[]> {
    const response = await harness.api.fetch(new Request(`http://promoreel.test/api/v1/video/events?id=${id}`, { headers: { authorization: `Bearer ${token}` } }), {
      clientIp: "203.0.113.1",
    });
    expect(response.headers.get("content-type")).toContain("text/event-stream");
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

  it("creates a video with one render job in one go, and lists, renames and favourites it", async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(setup, { aspect_ratios: ["1:1", "9:16", "1:1"], caption_style: "block", caption_position: "top" });
    expect(video).toMatchObject({
      status: "generating",
      stage: "queued",
      progress: 0,
      aspect_ratios: ["1:1", "9:16"],
      length_seconds: 15,
      voice_id: "en-us-slt",
      music_id: null,
      caption_style: "block",
      caption_position: "top",
      favorite: false,
      files: [],
      error: null,
    });
    const row = await harness.db.selectFrom("videos").selectAll().where("id", "=", video.id).executeTakeFirstOrThrow();
    const job = await harness.db.selectFrom("jobs").selectAll().where("id", "=", row.job_id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ kind: "video.render", status: "queued", owner_user_id: setup.userId });
    expect(JSON.parse(job.payload)).toEqual({ videoId: video.id });

    const detail = await harness.call("GET", `video/detail?id=${video.id}`, { token: setup.token });
    expect(detail.body.data.timeline).toMatchObject({ aspectRatio: "1:1", lengthSeconds: 15, captions: { style: "block", position: "top" } });

    const renamed = await harness.call<VideoView>("POST", "video/info", { token: setup.token, json: { id: video.id, title: "Summer ad", favorite: true } });
    expect(renamed.body.data).toMatchObject({ title: "Summer ad", favorite: true, favorite_at: harness.clock.now });
    harness.clock.advance(1_000);
    const second = await createVideo(setup);
    const all = await harness.call("GET", "video/list?page=1&page_size=1", { token: setup.token });
    expect(all.body.data).toMatchObject({ total: 2, page: 1, page_size: 1 });
    expect(all.body.data.items.map((item: VideoView) => item.id)).toEqual([second.id]);
    const favorites = await harness.call("GET", "video/list?favorite=1", { token: setup.token });
    expect(favorites.body.data.items.map((item: VideoView) => item.id)).toEqual([video.id]);
    expect((await harness.call("GET", "video/list?page_size=51", { token: setup.token })).status).toBe(400);

    const byId = await harness.call("GET", `video/listbyid?ids=${second.id},missing,${video.id}`, { token: setup.token });
    expect(byId.body.data.items.map((item: VideoView) => item.id)).toEqual([second.id, video.id]);
    const unfavorited = await harness.call<VideoView>("POST", "video/info", { token: setup.token, json: { id: video.id, favorite: false } });
    expect(unfavorited.body.data.favorite).toBe(false);
  });

  it("refuses a bad ratio, an unknown voice and another user's script, writing nothing", async () => {
    const setup = await scriptedAccount(harness);
    const other = await scriptedAccount(harness);
    const badRatio = await harness.call("POST", "video/create-by-product", {
      token: setup.token,
      json: { product_id: setup.productId, script_id: setup.scriptId, aspect_ratios: ["4:3"] },
    });
    expect(badRatio).toMatchObject({ status: 400, body: { message: "aspect_ratios.0 must be 9:16, 1:1 or 16:9." } });
    const badVoice = await harness.call("POST", "video/create-by-product", {
      token: setup.token,
      json: { product_id: setup.productId, script_id: setup.scriptId, voice_id: "robot" },
    });
    expect(badVoice).toMatchObject({ status: 400, body: { message: "There is no voice called robot. Pick one from the voice list." } });
    const foreign = await harness.call("POST", "video/create-by-product", { token: setup.token, json: { product_id: setup.productId, script_id: other.scriptId } });
    expect(foreign.status).toBe(404);
    expect(await harness.db.selectFrom("videos").select("id").where("user_id", "=", setup.userId).execute()).toEqual([]);
  });

  it("refuses creation when the plan's videos are used up, with the spec's message, and writes nothing", async () => {
    const setup = await scriptedAccount(harness);
    // Free plan: 3 a month. Two rendered, one still rendering (it holds its unit): the fourth is refused.
    for (const index of [0, 1]) {
      await harness.db
        .insertInto("usage_events")
        .values({ id: `${setup.userId}-${index}`, user_id: setup.userId, kind: "video", amount: 1, created_at: harness.clock.now })
        .execute();
    }
    await createVideo(setup);
    const jobsBefore = await harness.db.selectFrom("jobs").select("id").execute();
    const refused = await harness.call("POST", "video/create-by-product", { token: setup.token, json: { product_id: setup.productId, script_id: setup.scriptId } });
    expect(refused).toMatchObject({ status: 403, body: { status_code: 403, data: null, message: "Your plan limit reached. Unlock more after upgrading." } });
    const chinese = await harness.call("POST", "video/create-by-product", {
      token: setup.token,
      headers: { "accept-language": "zh-CN" },
      json: { product_id: setup.productId, script_id: setup.scriptId },
    });
    expect(chinese.body.message).toBe("你的套餐额度已用完，升级后即可解锁更多。");
    expect(await harness.db.selectFrom("videos").select("id").where("user_id", "=", setup.userId).execute()).toHaveLength(1);
    expect(await harness.db.selectFrom("jobs").select("id").execute()).toHaveLength(jobsBefore.length);
  });

  it("refuses music on the free plan and accepts it on a paid plan", async () => {
    const setup = await scriptedAccount(harness);
    const refused = await harness.call("POST", "video/create-by-product", {
      token: setup.token,
      json: { product_id: setup.productId, script_id: setup.scriptId, music_id: "calm-morning" },
    });
    expect(refused).toMatchObject({ status: 403, body: { message: "Sorry, you are unable to use this feature." } });
    expect(await harness.db.selectFrom("videos").select("id").where("user_id", "=", setup.userId).execute()).toEqual([]);
    await harness.db.updateTable("users").set({ current_plan: "starter" }).where("id", "=", setup.userId).execute();
    const unknown = await harness.call("POST", "video/create-by-product", {
      token: setup.token,
      json: { product_id: setup.productId, script_id: setup.scriptId, music_id: "polka" },
    });
    expect(unknown.status).toBe(400);
    expect((await createVideo(setup, { music_id: "calm-morning" })).music_id).toBe("calm-morning");
  });

  it("answers 404 for another user's video on every call, and 401 without a token", async () => {
    const owner = await scriptedAccount(harness);
    const video = await createVideo(owner);
    const stranger = await registerAccount(harness);
    const token = stranger.access_token;
    expect((await harness.call("GET", `video/detail?id=${video.id}`, { token })).status).toBe(404);
    expect((await harness.call("POST", "video/info", { token, json: { id: video.id, title: "Mine" } })).status).toBe(404);
    expect((await harness.call("POST", "video/cancel", { token, json: { id: video.id } })).status).toBe(404);
    expect((await harness.call("GET", `video/events?id=${video.id}`, { token })).status).toBe(404);
    expect((await harness.call("GET", `media/video/${video.id}/1x1`, { token })).status).toBe(404);
    expect((await harness.call("GET", `video/listbyid?ids=${video.id}`, { token })).body.data.items).toEqual([]);
    expect((await harness.call("DELETE", "video/list", { token, json: { ids: [video.id] } })).body.data.deleted).toEqual([]);
    expect((await harness.call("GET", `video/detail?id=${video.id}`, { token: owner.token })).status).toBe(200);
    expect((await harness.call("GET", "video/list")).status).toBe(401);
  });

  it("answers 404, not an error, for a size that does not exist or cannot be read", async () => {
    const owner = await scriptedAccount(harness);
    const video = await createVideo(owner);
    for (const ratio of ["4x5", "%25", "%25/thumbnail"]) {
      const answer = await harness.call("GET", `media/video/${video.id}/${ratio}`, { token: owner.token });
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ status_code: 404 });
    }
  });

  it(`keeps at most ${maxVideoEventStreamsPerUser} progress streams open per user: the next is a 429 until one closes`, async () => {
    const setup = await scriptedAccount(harness);
    const other = await scriptedAccount(harness);
    const video = await createVideo(setup);
    const otherVideo = await createVideo(other);
    const open = (token: string, id: string) =>
      harness.api.fetch(new Request(`http://promoreel.test/api/v1/video/events?id=${id}`, { headers: { authorization: `Bearer ${token}`, "accept-language": "zh-Hans" } }));
    const streams = await Promise.all(Array.from({ length: maxVideoEventStreamsPerUser }, () => open(setup.token, video.id)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(maxVideoEventStreamsPerUser).fill(200));

    const refused = await open(setup.token, video.id);
    expect(refused.status).toBe(429);
    expect((await refused.json()).message).toBe(`您已在同时查看 ${maxVideoEventStreamsPerUser} 个视频的制作进度。请关闭另一个显示制作进度的页面后重试。`);
    const othersStream = await open(other.token, otherVideo.id);
    expect(othersStream.status).toBe(200);

    await streams[0]!.body!.cancel();
    const again = await open(setup.token, video.id);
    expect(again.status).toBe(200);
    await Promise.all([...streams.slice(1), othersStream, again].map((stream) => stream.body!.cancel()));
  });

  it("cancels a queued video at once, its job with it", async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(setup);
    const cancelled = await harness.call<VideoView>("POST", "video/cancel", { token: setup.token, json: { id: video.id } });
    expect(cancelled.body.data).toMatchObject({ status: "cancelled", stage: "cancelled" });
    const row = await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow();
    expect((await harness.db.selectFrom("jobs").select("status").where("id", "=", row.job_id).executeTakeFirstOrThrow()).status).toBe("cancelled");
  });

  it("fails a render whose image was deleted, with a reason, no files and no quota used", async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(setup);
    const row = await harness.db.selectFrom("videos").selectAll().where("id", "=", video.id).executeTakeFirstOrThrow();
    const timeline = JSON.parse(row.timeline);
    timeline.scenes[0].media = { kind: "image", path: "a-deleted-image" };
    await harness.db
      .updateTable("videos")
      .set({ timeline: JSON.stringify(timeline) })
      .where("id", "=", video.id)
      .execute();
    startWorker();
    const failed = await waitForVideo(setup.token, video.id, ["failed"], undefined, 20_000);
    expect(failed.error).toBe("Scene 1 shows a product image that has been deleted. Write a new script for the product and create the video again.");
    const inChinese = await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: setup.token, headers: { "accept-language": "zh-CN" } });
    expect(inChinese.body.data.error).toBe("第 1 个场景用到的素材已被删除。请为该商品重新写脚本，然后重新制作视频。");
    expect(await usageOf(setup.userId)).toEqual([]);
    expect(existsSync(videoFolderPath(harness.config.dataDir, setup.userId, video.id))).toBe(false);
    expect(await harness.readOutbox().then((mails) => mails.filter((mail) => mail.to === setup.account.email && mail.subject.includes("ready")))).toEqual([]);
  });

  it.skipIf(!canRender)("renders a playable MP4 and a thumbnail, streams progress in order, counts quota once and e-mails the link", slow, async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(setup);
    const events = collectEvents(setup.token, video.id);
    startWorker();
    const seen = await events;

    const ready = await waitForVideo(setup.token, video.id, ["ready"]);
    expect(ready).toMatchObject({ status: "ready", stage: "done", progress: 100, error: null, duration_ms: 15_000 });
    expect(ready.files).toEqual([
      {
        ratio: "1:1",
        url: `/api/v1/media/video/${video.id}/1x1`,
        thumbnail_url: `/api/v1/media/video/${video.id}/1x1/thumbnail`,
        width: 270,
        height: 270,
        size: expect.any(Number),
      },
    ]);
    const folder = videoFolderPath(harness.config.dataDir, setup.userId, video.id);
    expect((await readdir(folder)).sort()).toEqual([`${video.id}-1x1.jpg`, `${video.id}-1x1.mp4`]);
    const tools = defaultRenderStages().tools;
    const probe = await probeMedia(tools, `${folder}/${video.id}-1x1.mp4`);
    expect(Math.abs(probe.durationMs - 15_000)).toBeLessThanOrEqual(100);
    expect(probe.video).toMatchObject({ codec: "h264", width: 270, height: 270 });
    expect(probe.audio?.codec).toBe("aac");
    expect((await probeMedia(tools, `${folder}/${video.id}-1x1.jpg`)).video).toMatchObject({ width: 270, height: 270 });

    // Progress: generating before exporting, percent never going back, ending with the ready video.
    const statuses = seen.map((event) => event.status);
    expect(statuses.at(-1)).toBe("ready");
    expect(statuses.indexOf("generating")).toBeLessThan(statuses.indexOf("exporting"));
    expect(statuses.lastIndexOf("generating")).toBeLessThan(statuses.indexOf("exporting"));
    const percents = seen.map((event) => event.progress);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(seen.some((event) => event.status === "generating" && event.progress > 10)).toBe(true);

    expect(await usageOf(setup.userId)).toHaveLength(1);
    const user = await harness.call("GET", "auth/user", { token: setup.token });
    expect(user.body.data.quota.used).toBe(1);

    // The e-mail goes out after the video is marked ready: it may land a moment later.
    const mails = await vi.waitFor(async () => {
      const sent = (await harness.readOutbox()).filter((mail) => mail.to === setup.account.email && mail.subject.includes("ready"));
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(mails[0]!.subject).toBe(`Your video "${ready.title}" is ready`);
    expect(mails[0]!.text).toContain(`${harness.config.appUrl}/videos?id=${video.id}`);

    // The file, whole and in ranges, to its owner only.
    const whole = await harness.api.fetch(new Request(`http://promoreel.test${ready.files[0]!.url}`, { headers: { authorization: `Bearer ${setup.token}` } }));
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(ready.files[0]!.size);
    const part = await harness.api.fetch(
      new Request(`http://promoreel.test${ready.files[0]!.url}`, { headers: { authorization: `Bearer ${setup.token}`, range: "bytes=100-199" } }),
    );
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.slice(100, 200));
    const beyond = await harness.api.fetch(
      new Request(`http://promoreel.test${ready.files[0]!.url}`, {
        headers: { authorization: `Bearer ${setup.token}`, range: `bytes=${bytes.length}-`, "accept-language": "zh-CN" },
      }),
    );
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${bytes.length}`);
    expect(await beyond.json()).toEqual({ status_code: 416, data: null, message: "所请求的文件片段不存在。" });
    const thumbnail = await harness.api.fetch(new Request(`http://promoreel.test${ready.files[0]!.thumbnail_url}`, { headers: { authorization: `Bearer ${setup.token}` } }));
    expect(thumbnail.headers.get("content-type")).toBe("image/jpeg");
    expect((await harness.call("GET", `media/video/${video.id}/9x16`, { token: setup.token })).status).toBe(404);

    // Cancelling a ready video changes nothing; deleting it removes its row and files.
    expect((await harness.call("POST", "video/cancel", { token: setup.token, json: { id: video.id } })).body.data.status).toBe("ready");
    const deleted = await harness.call("DELETE", "video/list", { token: setup.token, json: { ids: [video.id] } });
    expect(deleted.body.data).toEqual({ deleted: [video.id] });
    expect(existsSync(folder)).toBe(false);
    expect((await harness.call("GET", `video/detail?id=${video.id}`, { token: setup.token })).status).toBe(404);
    expect(await usageOf(setup.userId)).toHaveLength(1);
  });

  it.skipIf(!canRender)("cancels a render in progress: the video ends cancelled, without files or quota", slow, async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(setup);
    startWorker();
    await waitForVideo(setup.token, video.id, ["generating"], "rendering");
    const cancelled = await harness.call<VideoView>("POST", "video/cancel", { token: setup.token, json: { id: video.id } });
    expect(cancelled.body.data.status).toBe("cancelled");
    const row = await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow();
    await waitForStatus(createJobQueue(harness.db), row.job_id, "cancelled", 30_000);
    expect((await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: setup.token })).body.data.status).toBe("cancelled");
    expect(existsSync(videoFolderPath(harness.config.dataDir, setup.userId, video.id))).toBe(false);
    expect(await usageOf(setup.userId)).toEqual([]);
  });

  it.skipIf(!canRender)("finishes a render given back by a stopping worker with a new worker, rendering and counting it once", slow, async () => {
    const setup = await scriptedAccount(harness);
    const language = await harness.call("POST", "auth/reset_userinfo", { token: setup.token, json: { language: "zh-Hans" } });
    expect(language.status, language.body.message).toBe(200);
    const video = await createVideo(setup);
    const first = startWorker();
    await waitForVideo(setup.token, video.id, ["generating"], "rendering");
    await first.stop({ timeoutMs: 0 });
    const row = await harness.db.selectFrom("videos").select("job_id").where("id", "=", video.id).executeTakeFirstOrThrow();
    const job = await harness.db.selectFrom("jobs").selectAll().where("id", "=", row.job_id).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "queued", attempts: 0 });
    expect((await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: setup.token })).body.data.status).toBe("generating");

    startWorker();
    const ready = await waitForVideo(setup.token, video.id, ["ready"]);
    expect(ready.files).toHaveLength(1);
    expect(await readdir(videoFolderPath(harness.config.dataDir, setup.userId, video.id))).toHaveLength(2);
    expect(await usageOf(setup.userId)).toHaveLength(1);
    const mails = await vi.waitFor(async () => {
      const sent = (await harness.readOutbox()).filter((mail) => mail.to === setup.account.email && mail.text.includes("/videos?id="));
      expect(sent).toHaveLength(1);
      return sent;
    });
    expect(mails.map((mail) => mail.subject)).toEqual([`你的视频《${ready.title}》已生成`]);
    expect(mails[0]!.text).toContain(`${harness.config.appUrl}/videos?id=${video.id}`);
  });
});

it("reads Range headers as players send them", () => {
  expect(parseRange(undefined, 1000)).toBeNull();
  expect(parseRange("bytes=0-99", 1000)).toEqual({ start: 0, end: 99 });
  expect(parseRange("bytes=900-", 1000)).toEqual({ start: 900, end: 999 });
  expect(parseRange("bytes=-100", 1000)).toEqual({ start: 900, end: 999 });
  expect(parseRange("bytes=0-5000", 1000)).toEqual({ start: 0, end: 999 });
  expect(parseRange("bytes=1000-", 1000)).toBe("unsatisfiable");
  expect(parseRange("bytes=0-1,5-6", 1000)).toBeNull();
});
