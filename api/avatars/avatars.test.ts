import { existsSync } from "node:fs";
import { readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { defaultRenderStages, probeMedia } from "../../studio/render";
import { hasFestival, hasFfmpeg } from "../../studio/render/testing/available-tools";
import { has } from "../../tests/requirements";
import type { Worker } from "../jobs";
import { upload } from "../media/testing/fixtures";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import { createVideo, fetchBytes, scriptedAccount, waitForVideoDetail } from "../videos/testing";
import type { AvatarListView, AvatarTaskView, AvatarView } from "../contract/avatars";
import type { VideoView } from "../contract/videos";
import { avatarFolderPath } from "../testing/media-paths";

const canRender = has({ ffmpeg: hasFfmpeg, festival: hasFestival });
const fixtures = new URL("../../studio/avatar/fixtures/", import.meta.url).pathname;
const slow = { timeout: 180_000 };
// The renders (previews, a video) are the database's business only where rows are written: they run on SQLite alone.

/** The fixture portrait enlarged to a phone photo's size (its face becomes about 315 px wide), as a JPEG. */
let portrait: Buffer;
/** A photo without a face. */
let coffee: Buffer;

beforeAll(async () => {
  portrait = await sharp(path.join(fixtures, "astronaut.png")).resize(1920, 1920).jpeg({ quality: 90 }).toBuffer();
  coffee = await sharp(path.join(fixtures, "coffee.png")).jpeg().toBuffer();
});

describeOnEachDatabase("avatars", (harness) => {
  const workers: Worker[] = [];
  function startWorker() {
    const worker = harness.api.startRenderWorker({ concurrency: 1, pollMs: 50, heartbeatMs: 200, scale: 0.25 });
    workers.push(worker);
    return worker;
  }
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
  });

  const train = (token: string, file: { name: string; bytes: Uint8Array; type?: string } | undefined, fields: Record<string, string>, headers?: Record<string, string>) =>
    upload<AvatarView>(harness.api, "avatar/train", { token, file, fields, headers });

  function avatarOf(token: string, id: string) {
    return harness.call<AvatarView>("GET", `avatar/train_avatars?id=${encodeURIComponent(id)}`, { token });
  }

  function waitForAvatar(token: string, id: string, until: (avatar: AvatarView) => boolean) {
    return vi.waitFor(
      async () => {
        const avatar = (await avatarOf(token, id)).body.data;
        if (!until(avatar)) throw new Error(`avatar is ${avatar.status}/${avatar.progress}`);
        return avatar;
      },
      { timeout: 120_000, interval: 100 },
    );
  }

  function waitForTask(token: string, avatarId: string, taskId: string) {
    return vi.waitFor(
      async () => {
        const { tasks } = (await harness.call<{ tasks: AvatarTaskView[] }>("GET", `avatar/infer_tasks?avatar_id=${encodeURIComponent(avatarId)}`, { token })).body.data;
        const task = tasks.find((candidate) => candidate.id === taskId);
        if (task?.status !== "ready" && task?.status !== "failed") throw new Error(`task is ${task?.status}/${task?.stage}`);
        return task;
      },
      { timeout: 150_000, interval: 100 },
    );
  }

  /** One trained avatar for the whole file: face detection is the heavy part, so it runs for this one and the no-face photo only. */
  let owner: Awaited<ReturnType<typeof scriptedAccount>>;
  let trained: AvatarView;
  async function trainedAvatar(): Promise<AvatarView> {
    if (trained) return trained;
    owner = await scriptedAccount(harness);
    const started = await train(owner.token, { name: "me.jpg", bytes: portrait, type: "image/jpeg" }, { name: "Ada", consent: "true" });
    expect(started.status, started.body.message).toBe(200);
    expect(started.body.data).toMatchObject({ status: "training", builtin: false, name: "Ada", look: "animated-photo", consent: { version: 1 } });
    startWorker();
    trained = await waitForAvatar(owner.token, started.body.data.id, (avatar) => avatar.status === "ready");
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    return trained;
  }

  it.skipIf(!canRender)("trains a photo into a ready presenter with its still, face, crop and the consent given", slow, async () => {
    const avatar = await trainedAvatar();
    expect(avatar).toMatchObject({ status: "ready", progress: 100, error: null, error_code: null, look: "animated-photo" });
    expect(avatar.face!.width).toBeGreaterThan(300);
    expect(avatar.crop!.width / avatar.crop!.height).toBeCloseTo(0.8, 2);
    expect(avatar.consent).toEqual({ version: 1, given_at: harness.clock.now, given_by: owner.account.email });

    const { response, bytes } = await fetchBytes(harness.api, avatar.still_url!, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.headers.get("content-type")).toBe("image/png");
    const still = await sharp(bytes).metadata();
    expect([still.width, still.height]).toEqual([avatar.width, avatar.height]);
    // The asset's JSON keeps the still's path relative to its folder.
    const folder = avatarFolderPath(harness.config.dataDir, owner.userId, avatar.id);
    expect((await readdir(folder)).sort()).toEqual(["asset.json", "source.jpg", "still.png"]);

    const list = (await harness.call<AvatarListView>("GET", "avatar/train_avatars", { token: owner.token })).body.data;
    expect(list).toMatchObject({ count: 1, limit: 1 });
    expect(list.avatars.map((item) => item.id)).toEqual([avatar.id, "builtin:amara", "builtin:daniel", "builtin:mei", "builtin:samuel", "builtin:lucia"]);
    expect(list.avatars[1]).toMatchObject({ builtin: true, status: "ready", look: "drawn", consent: null, name: "Amara" });
    const builtinStill = await fetchBytes(harness.api, list.avatars[1]!.still_url!, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(builtinStill.response.status).toBe(200);
  });

  it.skipIf(!canRender)("fails a photo without a face with a sentence saying what to upload, and it does not count", slow, async () => {
    await trainedAvatar();
    const other = await registerAccount(harness);
    const started = await train(other.access_token, { name: "coffee.jpg", bytes: coffee }, { name: "Cup", consent: "true" });
    expect(started.status, started.body.message).toBe(200);
    startWorker();
    const failed = await waitForAvatar(other.access_token, started.body.data.id, (avatar) => avatar.status === "failed");
    expect(failed).toMatchObject({ error_code: "no_face", error: "No face was found. Upload a photo or clip of one person facing the camera, with the whole face in view." });
    const chinese = await harness.call<AvatarView>("GET", `avatar/train_avatars?id=${failed.id}`, { token: other.access_token, headers: { "accept-language": "zh-CN" } });
    expect(chinese.body.data.error).toBe("没有找到人脸。请上传一个人面对镜头、整张脸都在画面中的照片或视频。");
    expect(existsSync(avatarFolderPath(harness.config.dataDir, other.user.id, failed.id))).toBe(false);
    expect((await harness.call<AvatarListView>("GET", "avatar/train_avatars", { token: other.access_token })).body.data.count).toBe(0);
  });

  it("refuses an upload without consent, of the wrong type by content, or too big, keeping nothing", async () => {
    const { access_token: token, user } = await registerAccount(harness);
    const noConsent = await train(token, { name: "me.jpg", bytes: Buffer.from(portrait.subarray(0, 4096)) }, { name: "Ada" });
    expect(noConsent).toMatchObject({
      status: 400,
      body: { message: "Confirm that the photo or clip shows you, or someone who agreed to become an avatar, before uploading it." },
    });
    const text = await train(token, { name: "me.jpg", bytes: Buffer.from("not a photo at all, just words"), type: "image/jpeg" }, { name: "Ada", consent: "true" });
    expect(text.status).toBe(415);
    expect(text.body.message).toContain("Upload a JPEG, PNG or WebP photo");
    const gif = await train(
      token,
      {
        name: "me.gif",
        bytes: await sharp({ create: { width: 8, height: 8, channels: 3, background: "#888" } })
          .gif()
          .toBuffer(),
      },
      { name: "Ada", consent: "true" },
    );
    expect(gif.status).toBe(415);
    const huge = Buffer.concat([portrait.subarray(0, 64), Buffer.alloc(15 * 1024 * 1024 + 1)]);
    const tooBig = await train(token, { name: "huge.jpg", bytes: huge }, { name: "Ada", consent: "true" });
    expect(tooBig).toMatchObject({ status: 413, body: { message: "The photo is larger than 15 MB. Upload a smaller photo." } });
    const noName = await train(token, { name: "me.jpg", bytes: portrait }, { consent: "true" });
    expect(noName.status).toBe(400);
    expect(await harness.db.selectFrom("avatars").selectAll().where("user_id", "=", user.id).execute()).toEqual([]);
    expect(existsSync(path.join(harness.config.dataDir, "media", user.id, "avatars"))).toBe(false);
  });

  it.skipIf(!canRender)("stops at the plan's avatars with the upgrade dialog's 403", slow, async () => {
    const avatar = await trainedAvatar();
    expect(avatar.status).toBe("ready");
    const refused = await train(owner.token, { name: "me.jpg", bytes: portrait }, { name: "Again", consent: "true" });
    expect(refused).toMatchObject({ status: 403, body: { message: "Your plan keeps at most 1 avatars. Delete one, or upgrade to add more.", data: { count: 1, limit: 1 } } });
  });

  it.skipIf(!canRender)("renames an avatar and sets its voice; built-in presenters stay as they are", slow, async () => {
    const avatar = await trainedAvatar();
    const renamed = await harness.call<AvatarView>("PUT", "avatar/train_avatar/detail", {
      token: owner.token,
      json: { id: avatar.id, name: "Ada L.", default_voice_id: "en-us-slt" },
    });
    expect(renamed.body.data).toMatchObject({ name: "Ada L.", default_voice_id: "en-us-slt" });
    const badVoice = await harness.call("PUT", "avatar/train_avatar/detail", { token: owner.token, json: { id: avatar.id, default_voice_id: "nobody" } });
    expect(badVoice.status).toBe(400);
    const cleared = await harness.call<AvatarView>("PUT", "avatar/train_avatar/detail", { token: owner.token, json: { id: avatar.id, default_voice_id: null } });
    expect(cleared.body.data.default_voice_id).toBeNull();
    expect((await harness.call("DELETE", "avatar/train_avatars", { token: owner.token, json: { id: "builtin:amara" } })).status).toBe(400);
    expect((await harness.call("PUT", "avatar/train_avatar/detail", { token: owner.token, json: { id: "builtin:amara", name: "Mine" } })).status).toBe(400);
    await harness.call("PUT", "avatar/train_avatar/detail", { token: owner.token, json: { id: avatar.id, name: avatar.name } });
  });

  it.skipIf(!canRender)("lets no one else see, use, change or delete an avatar or its previews", slow, async () => {
    const avatar = await trainedAvatar();
    const stranger = await scriptedAccount(harness);
    const token = stranger.token;
    expect((await avatarOf(token, avatar.id)).status).toBe(404);
    expect((await fetchBytes(harness.api, avatar.still_url!, { headers: { authorization: `Bearer ${token}` } })).response.status).toBe(404);
    expect((await harness.call("PUT", "avatar/train_avatar/detail", { token, json: { id: avatar.id, name: "Mine" } })).status).toBe(404);
    expect((await harness.call("POST", "avatar/infer", { token, json: { avatar_id: avatar.id } })).status).toBe(404);
    expect((await harness.call("GET", `avatar/infer_tasks?avatar_id=${avatar.id}`, { token })).status).toBe(404);
    expect((await harness.call("DELETE", "avatar/train_avatars", { token, json: { id: avatar.id } })).status).toBe(404);
    const video = await harness.call("POST", "video/create-by-product", {
      token,
      json: { product_id: stranger.productId, script_id: stranger.scriptId, presenter: { avatar_id: avatar.id } },
    });
    expect(video).toMatchObject({ status: 404, body: { message: "This avatar does not exist or has been deleted." } });
    expect((await avatarOf(owner.token, avatar.id)).body.data.name).not.toBe("Mine");
  });

  it.skipIf(!canRender || harness.kind === "postgres")("makes a speaking preview of a built-in presenter and of the user's avatar, as playable MP4s", slow, async () => {
    const avatar = await trainedAvatar();
    const tools = defaultRenderStages().tools;
    startWorker();
    for (const [avatarId, look] of [
      ["builtin:mei", "drawn"],
      [avatar.id, "animated-photo"],
    ] as const) {
      const queued = await harness.call<AvatarTaskView>("POST", "avatar/infer", {
        token: owner.token,
        json: { avatar_id: avatarId, text: "Hello there, this is a short test." },
      });
      expect(queued.status, queued.body.message).toBe(200);
      expect(queued.body.data).toMatchObject({ status: "queued", voice_id: "en-us-slt", kind: "preview" });
      const task = await waitForTask(owner.token, avatarId, queued.body.data.id);
      expect(task, task.error ?? "").toMatchObject({ status: "ready", provider: "local", look, fallback_reason: null });
      const { response, bytes } = await fetchBytes(harness.api, task.result_url!, { headers: { authorization: `Bearer ${owner.token}` } });
      expect(response.headers.get("content-type")).toBe("video/mp4");
      const file = path.join(harness.config.dataDir, `preview-${look}.mp4`);
      await writeFile(file, bytes);
      const probe = await probeMedia(tools, file);
      expect(probe.video).toMatchObject({ codec: "h264" });
      expect(probe.audio).toMatchObject({ codec: "aac" });
      expect(probe.durationMs).toBeGreaterThan(1000);
      expect((await avatarOf(owner.token, avatarId)).body.data.preview_url).toBe(task.result_url);
    }
    // The default line is a hello in the presenter's name.
    const hello = await harness.call<AvatarTaskView>("POST", "avatar/infer", { token: owner.token, json: { avatar_id: "builtin:daniel" } });
    expect(hello.body.data.text).toBe("Hi! I'm Daniel, and I'll present your products.");
  });

  it.skipIf(!canRender || harness.kind === "postgres")("renders a video with a built-in presenter and says so on the video", slow, async () => {
    const setup = await scriptedAccount(harness);
    const video = await createVideo(harness, setup, { presenter: { avatar_id: "builtin:samuel", layout: "pip" } });
    expect(video.presenter).toEqual({ avatar_id: "builtin:samuel", name: "Samuel", layout: "pip", show_label: true, provider: null, look: null, fallback_reason: null });
    startWorker();
    const ready = await waitForVideoDetail(harness, setup.token, video.id, (current) => current.status === "ready" || current.status === "failed");
    expect(ready.error).toBeNull();
    expect(ready.presenter).toMatchObject({ avatar_id: "builtin:samuel", name: "Samuel", provider: "local", look: "drawn", fallback_reason: null });
  });

  it.skipIf(!canRender)("fails a video still rendering when its avatar is deleted, and deletes the avatar's files", slow, async () => {
    const avatar = await trainedAvatar();
    const video = await createVideo(harness, owner, { presenter: { avatar_id: avatar.id, layout: "full", show_label: false } });
    expect(video.presenter).toMatchObject({ avatar_id: avatar.id, name: avatar.name, layout: "full", show_label: false });
    const deleted = await harness.call("DELETE", "avatar/train_avatars", { token: owner.token, json: { id: avatar.id } });
    expect(deleted.body.data).toEqual({ deleted: [avatar.id] });
    const failed = (await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: owner.token })).body.data;
    expect(failed).toMatchObject({ status: "failed", error: expect.stringContaining("was deleted while the video was being made") });
    const chinese = await harness.call<VideoView>("GET", `video/detail?id=${video.id}`, { token: owner.token, headers: { "accept-language": "zh-CN" } });
    expect(chinese.body.data.error).toContain("数字人");
    expect(existsSync(avatarFolderPath(harness.config.dataDir, owner.userId, avatar.id))).toBe(false);
    expect(await harness.db.selectFrom("avatar_tasks").selectAll().where("avatar_id", "=", avatar.id).execute()).toEqual([]);
    expect((await avatarOf(owner.token, avatar.id)).status).toBe(404);
    const notReady = await harness.call("POST", "video/create-by-product", {
      token: owner.token,
      json: { product_id: owner.productId, script_id: owner.scriptId, presenter: { avatar_id: avatar.id } },
    });
    expect(notReady.status).toBe(404);
  });

  // Last: its queued previews would otherwise hold up the workers of the tests after it.
  it("keeps at most three previews waiting per user", async () => {
    const { access_token: token } = await registerAccount(harness);
    for (let queued = 0; queued < 3; queued++) {
      expect((await harness.call("POST", "avatar/infer", { token, json: { avatar_id: "builtin:amara" } })).status).toBe(200);
    }
    const busy = await harness.call("POST", "avatar/infer", { token, json: { avatar_id: "builtin:amara" } });
    expect(busy).toMatchObject({ status: 429, body: { message: "You already have 3 previews waiting. Wait until one has finished, then ask again." } });
    expect((await harness.call("POST", "avatar/infer", { token, json: { avatar_id: "builtin:nobody" } })).status).toBe(404);
  });
});
