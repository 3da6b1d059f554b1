import { writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import type { SocialPostView } from "../contract/social";
import { createJobQueue, createWorker, type Worker } from "../jobs";
import { deferred } from "../jobs/test-helpers";
import { createLocalMediaStore } from "../storage/media-store";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase } from "../testing/harness";
import { createSocialPlatforms } from "./platforms";
import { socialConfigFor, startSocialPlatformServer, type SocialPlatformServer } from "./platforms/testing/social-server";
import { keepConnectedJobKind } from "./keep-connected-job";
import { insertReadyVideo } from "../testing/ready-video";
import { publishHandler, publishJobKind, renditionCheckMs } from "./publish-job";

/** Three 256 KiB chunks and a bit for YouTube's client, one TikTok chunk. */
const videoBytes = new Uint8Array(3 * 256 * 1024 + 1000).fill(7);

/**
 * The posting calls and the publish job against the local server speaking TikTok's and YouTube's protocols, through
 * the real clients: connect through the consent page, post now, and the platform's answers as the user sees them.
 */
describeOnEachDatabase("posting through the platforms' protocols", (harness) => {
  let server: SocialPlatformServer;
  let workers: Worker[] = [];
  beforeAll(async () => {
    server = await startSocialPlatformServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop({ timeoutMs: 0 })));
    workers = [];
    server.reset();
  });

  async function setup() {
    const config = socialConfigFor(server.origin);
    const api = await harness.createApi({ social: config });
    const owner = await registerAccount(harness);
    const token = owner.access_token;
    const platforms = createSocialPlatforms(config, { youtube: { chunkBytes: 256 * 1024 } });
    const startWorker = () => {
      const jobs = createJobQueue(harness.db, { now: () => harness.clock.now, retryDelayMs: () => 0 });
      const handler = publishHandler({
        db: harness.db,
        jobs,
        keys: harness.config.socialTokenKeys,
        platforms,
        mediaStore: createLocalMediaStore(path.join(harness.config.dataDir, "media")),
        appUrl: "http://127.0.0.1:9",
        sleep: async () => {},
      });
      const worker = createWorker(jobs, { [publishJobKind]: handler }, { concurrency: 2, pollMs: 10, heartbeatMs: 50 });
      workers.push(worker);
      return worker;
    };
    const firstWorker = startWorker();

    async function connect(platform: "tiktok" | "youtube") {
      const started = await call(api, "POST", `social/connect/${platform}`, { token, json: {} });
      expect(started.status, started.body.message).toBe(200);
      const consent = await fetch(started.body.data.authorization_url, { redirect: "manual" });
      const back = new URL(consent.headers.get("location")!);
      const done = await call(api, "POST", `social/connect/${platform}/callback`, {
        token,
        json: { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
      });
      expect(done.status, done.body.message).toBe(200);
      return done.body.data.account as { id: string; state: string };
    }

    const videoId = await insertReadyVideo(harness, owner.user.id, videoBytes);

    /** Posts the video now to these accounts; `fields` adds to or replaces what the form would send. */
    const postNow = async (accountIds: string[], ratio = "9:16", fields: Record<string, unknown> = {}) => {
      const posted = await call(api, "POST", "social/posts", {
        token,
        json: {
          video_id: videoId,
          caption: "Cold for 24 hours #hiking",
          privacy: "public",
          targets: accountIds.map((id) => ({ account_id: id, ratio })),
          time_zone: "Asia/Shanghai",
          ...fields,
        },
      });
      expect(posted.status, posted.body.message).toBe(200);
      return posted.body.data.posts as SocialPostView[];
    };
    const settled = (id: string) =>
      vi.waitFor(
        async () => {
          const listed = await call(api, "GET", `social/posts?video_id=${videoId}`, { token });
          const post = (listed.body.data.items as SocialPostView[]).find((item) => item.id === id)!;
          if (post.state !== "published" && post.state !== "failed") throw new Error(`post is ${post.state}`);
          return post;
        },
        { timeout: 20_000, interval: 20 },
      );
    return { api, token, connect, postNow, settled, platforms, firstWorker, startWorker, videoId, userId: owner.user.id };
  }

  it("says a Google account without a YouTube channel needs one, in the user's words", async () => {
    const { api, token } = await setup();
    server.youtube.hasChannel = false;
    const started = await call(api, "POST", "social/connect/youtube", { token, json: {} });
    const consent = await fetch(started.body.data.authorization_url, { redirect: "manual" });
    const back = new URL(consent.headers.get("location")!);
    const done = await call(api, "POST", "social/connect/youtube/callback", {
      token,
      json: { code: back.searchParams.get("code"), state: back.searchParams.get("state") },
    });
    expect(done.status).toBe(400);
    expect(done.body.message).toBe("This Google account has no YouTube channel to post to. Create a channel on YouTube, then connect again.");
  });

  it("schedules a TikTok connection's renewal a week before its refresh token's last day, and none for YouTube", async () => {
    const { connect } = await setup();
    const tiktok = await connect("tiktok");
    await connect("youtube");
    const account = await harness.db.selectFrom("social_accounts").select("refresh_expires_at").where("id", "=", tiktok.id).executeTakeFirstOrThrow();
    const renewals = await harness.db.selectFrom("jobs").select(["run_after", "payload"]).where("kind", "=", keepConnectedJobKind).execute();
    expect(renewals).toEqual([{ run_after: account.refresh_expires_at! - 7 * 24 * 3_600_000, payload: JSON.stringify({ accountId: tiktok.id }) }]);
  });

  it("connects TikTok and YouTube, posts to both at once and each platform publishes once", async () => {
    const { connect, postNow, settled } = await setup();
    const tiktok = await connect("tiktok");
    const youtube = await connect("youtube");
    expect(tiktok.state).toBe("connected");
    const posts = await postNow([tiktok.id, youtube.id]);
    for (const post of posts) expect(await settled(post.id)).toMatchObject({ state: "published", failure: null });
    expect(server.tiktok.publishes()).toBe(1);
    expect(server.youtube.publishes()).toBe(1);
  });

  it("shows TikTok's reason when TikTok fails the post", async () => {
    const { connect, postNow, settled } = await setup();
    const tiktok = await connect("tiktok");
    server.tiktok.failProcessing("file_format_check_failed");
    const [post] = await postNow([tiktok.id]);
    expect(await settled(post!.id)).toMatchObject({ state: "failed", failure: { kind: "rejected", reason: expect.stringContaining("file_format_check_failed") } });
  });

  it("tells TikTok the video promotes the user's brand, as the post says, and YouTube nothing of it", async () => {
    const { connect, postNow, settled } = await setup();
    const tiktok = await connect("tiktok");
    const youtube = await connect("youtube");
    const posts = await postNow([tiktok.id, youtube.id], "9:16", { tiktok_disclosure: "your-brand" });
    expect(posts.map((post) => [post.platform, post.tiktok_disclosure])).toEqual([
      ["tiktok", "your-brand"],
      ["youtube", "none"],
    ]);
    for (const post of posts) expect(await settled(post.id)).toMatchObject({ state: "published" });
    expect([...server.tiktok.uploads.values()].map((upload) => upload.postInfo)).toEqual([
      expect.objectContaining({ brand_organic_toggle: true, brand_content_toggle: false }),
    ]);
  });

  it("refuses a video longer than the TikTok account may post, in the user's words, without uploading it", async () => {
    const { connect, postNow, settled } = await setup();
    const tiktok = await connect("tiktok");
    // The test video lasts 15 s.
    server.tiktok.maxVideoPostDurationSec = 10;
    const [post] = await postNow([tiktok.id]);
    expect(await settled(post!.id)).toMatchObject({ state: "failed", failure: { kind: "rejected", reason: "video-too-long" } });
    expect(server.tiktok.uploads.size).toBe(0);
  });

  it("resumes a YouTube upload whose third chunk is lost from the offset YouTube has", async () => {
    const { connect, postNow, settled } = await setup();
    const youtube = await connect("youtube");
    server.youtube.breakChunk(3, "drop");
    const [post] = await postNow([youtube.id]);
    expect(await settled(post!.id)).toMatchObject({ state: "published" });
    expect(server.youtube.publishes()).toBe(1);
  });

  it("goes on with a stopped worker's YouTube upload in a new worker from where YouTube stands, and YouTube receives one publish", async () => {
    const { connect, postNow, settled, platforms, firstWorker, startWorker } = await setup();
    const youtube = await connect("youtube");
    const client = platforms.youtube!;
    const advance = client.advancePublish.bind(client);
    const reached = deferred();
    const held = deferred();
    const answered = deferred();
    // Holds the real client's step after two acknowledged chunks, so the worker is stopped in the middle of the upload.
    client.advancePublish = async (accessToken, account, request, progress) => {
      if (progress?.stage !== "uploading" || progress.uploadedBytes !== 512 * 1024) return advance(accessToken, account, request, progress);
      reached.resolve();
      await held.promise;
      const next = await advance(accessToken, account, request, progress);
      answered.resolve();
      return next;
    };
    const [post] = await postNow([youtube.id]);
    await reached.promise;
    await firstWorker.stop({ timeoutMs: 0 });
    client.advancePublish = advance;
    held.resolve();
    // The stopped worker gave the job back: the chunk YouTube took meanwhile is not written over the stored progress
    // (the write would follow YouTube's answer within milliseconds; a quarter of a second later it still has not).
    await answered.promise;
    await new Promise((resolve) => setTimeout(resolve, 250));
    const stored = await harness.db.selectFrom("social_posts").select(["uploaded_bytes", "state"]).where("id", "=", post!.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ state: "uploading", uploaded_bytes: 512 * 1024 });
    startWorker();
    expect(await settled(post!.id)).toMatchObject({ state: "published" });
    expect(server.youtube.publishes()).toBe(1);
  });

  it("stops an upload under way when the user disconnects the account, and nothing is published", async () => {
    const { api, token, connect, postNow, platforms } = await setup();
    const youtube = await connect("youtube");
    const client = platforms.youtube!;
    const advance = client.advancePublish.bind(client);
    const reached = deferred();
    const held = deferred();
    const stepsAfter: string[] = [];
    // Holds the upload after its first chunk, the user disconnects, then the chunk's step goes on.
    client.advancePublish = async (accessToken, account, request, progress) => {
      if (progress?.stage === "uploading" && progress.uploadedBytes === 256 * 1024) {
        reached.resolve();
        await held.promise;
      } else if (progress && progress.uploadedBytes > 256 * 1024) stepsAfter.push(String(progress.uploadedBytes));
      return advance(accessToken, account, request, progress);
    };
    const [post] = await postNow([youtube.id]);
    await reached.promise;
    const { job_id: jobId } = await harness.db.selectFrom("social_posts").select("job_id").where("id", "=", post!.id).executeTakeFirstOrThrow();
    const disconnected = await call(api, "DELETE", `social/accounts/${youtube.id}`, { token });
    expect(disconnected.status, disconnected.body.message).toBe(200);
    held.resolve();
    await vi.waitFor(async () => expect((await harness.db.selectFrom("jobs").select("status").where("id", "=", jobId!).executeTakeFirstOrThrow()).status).toBe("cancelled"), {
      timeout: 10_000,
      interval: 10,
    });
    expect(stepsAfter).toEqual([]);
    expect(server.youtube.publishes()).toBe(0);
  });

  it("refreshes an expired token once and posts", async () => {
    const { connect, postNow, settled } = await setup();
    const youtube = await connect("youtube");
    const before = await harness.db.selectFrom("social_accounts").select("access_token").where("id", "=", youtube.id).executeTakeFirstOrThrow();
    server.youtube.expireTokens();
    const [post] = await postNow([youtube.id]);
    expect(await settled(post!.id)).toMatchObject({ state: "published" });
    const after = await harness.db.selectFrom("social_accounts").select(["access_token", "state"]).where("id", "=", youtube.id).executeTakeFirstOrThrow();
    expect(after.state).toBe("connected");
    expect(after.access_token).not.toBe(before.access_token);
    expect(server.youtube.publishes()).toBe(1);
  });

  it("asks the user to reconnect when the platform revoked the grant", async () => {
    const { api, token, connect, postNow, settled } = await setup();
    const youtube = await connect("youtube");
    server.youtube.revokeTokens();
    const [post] = await postNow([youtube.id]);
    expect(await settled(post!.id)).toMatchObject({ state: "failed", failure: { kind: "reconnect" } });
    const accounts = await call(api, "GET", "social/accounts", { token });
    expect(accounts.body.data.accounts).toEqual([expect.objectContaining({ id: youtube.id, state: "needs-reconnect" })]);
  });

  it("writes no platform token to the log, at any level, through a refresh, a failure and a revoked grant", async () => {
    const written: string[] = [];
    const capture = (chunk: unknown) => {
      written.push(String(chunk));
      return true;
    };
    const levelBefore = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = "debug";
    vi.spyOn(process.stdout, "write").mockImplementation(capture);
    vi.spyOn(process.stderr, "write").mockImplementation(capture);
    try {
      const { connect, postNow, settled } = await setup();
      const tiktok = await connect("tiktok");
      const youtube = await connect("youtube");
      server.youtube.expireTokens();
      server.tiktok.failProcessing("spam_risk_too_many_posts");
      for (const post of await postNow([tiktok.id, youtube.id])) await settled(post.id);
      server.youtube.revokeTokens();
      const [last] = await postNow([youtube.id]);
      expect(await settled(last!.id)).toMatchObject({ state: "failed", failure: { kind: "reconnect" } });
    } finally {
      vi.restoreAllMocks();
      if (levelBefore === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = levelBefore;
    }
    const log = written.join("");
    // The failures were logged (so the log was read), and no access or refresh token the platforms issued is in it.
    expect(log).toContain("spam_risk_too_many_posts");
    expect(log).not.toMatch(/(tiktok|youtube|instagram)-(at|rt)-/);
  });

  it("makes the size a post needs when the video lacks it, and posts once it is rendered", async () => {
    const { connect, postNow, settled, videoId, userId } = await setup();
    const youtube = await connect("youtube");
    const [post] = await postNow([youtube.id], "16:9");
    // The resize is queued as the user's own would be; the post waits, still scheduled.
    const resize = await vi.waitFor(
      async () => {
        const row = await harness.db.selectFrom("video_updates").selectAll().where("video_id", "=", videoId).executeTakeFirst();
        if (!row) throw new Error("no resize yet");
        return row;
      },
      { timeout: 10_000, interval: 10 },
    );
    expect(resize).toMatchObject({ kind: "resize", aspect_ratios: JSON.stringify(["16:9"]) });
    const waiting = await harness.db.selectFrom("social_posts").select(["state", "job_id"]).where("id", "=", post!.id).executeTakeFirstOrThrow();
    expect(waiting.state).toBe("scheduled");

    // The render finishes (as the update job would leave it): the video has its 16:9 file.
    const wideBytes = Buffer.alloc(300 * 1024, 7);
    const wideKey = `${userId}/videos/${videoId}/video-16x9.mp4`;
    const wideFile = path.join(harness.config.dataDir, "media", ...wideKey.split("/"));
    await writeFile(wideFile, wideBytes);
    const video = await harness.db.selectFrom("videos").select("files").where("id", "=", videoId).executeTakeFirstOrThrow();
    const files = [
      ...JSON.parse(video.files!),
      { ratio: "16:9", video_key: wideKey, thumbnail_key: wideKey.replace(".mp4", ".jpg"), width: 1280, height: 720, size: wideBytes.length },
    ];
    await harness.db
      .updateTable("videos")
      .set({ files: JSON.stringify(files), aspect_ratios: JSON.stringify(["9:16", "16:9"]) })
      .where("id", "=", videoId)
      .execute();
    await harness.db.updateTable("video_updates").set({ status: "ready", stage: "done", progress: 100 }).where("id", "=", resize.id).execute();

    harness.clock.advance(renditionCheckMs);
    expect(await settled(post!.id)).toMatchObject({ state: "published", ratio: "16:9" });
    expect(server.youtube.posts.map((published) => published.bytes.length)).toEqual([wideBytes.length]);
  });
});
