import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createJobQueue, createWorker, type JobQueue, type Worker } from "../jobs";
import { deferred } from "../jobs/test-helpers";
import { createLocalMediaStore } from "../storage/media-store";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { socialEngagementOf } from "./engagement";
import { findAccount, saveConnection, tokensOf, type SocialAccountRow } from "./accounts";
import { PlatformError, type SocialPlatformId } from "./platform";
import { createPosts, type SocialPostRow } from "./posts";
import { publishHandler, publishJobKind } from "./publish-job";
import { statsHandler, statsJobKind } from "./stats-job";
import { scriptedPlatform, tokens, type ScriptedPlatform } from "./testing/scripted-platform";
import { decryptToken, encryptToken, parseTokenKey, type TokenKeys } from "./token-crypto";

const videoBytes = Buffer.from("0123456789abcdef0123"); // 20 bytes: five chunks of 4

async function readyVideo(harness: ApiHarness, userId: string) {
  const id = randomUUID();
  const key = `${userId}/videos/${id}/video-9x16.mp4`;
  const file = path.join(harness.config.dataDir, "media", ...key.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, videoBytes);
  const at = harness.clock.now;
  await harness.db
    .insertInto("videos")
    .values({
      id,
      user_id: userId,
      product_id: "product",
      script_id: "script",
      job_id: "job",
      title: "Trail bottle",
      status: "ready",
      stage: "done",
      progress: 100,
      error: null,
      timeline: "{}",
      aspect_ratios: JSON.stringify(["9:16"]),
      favorite_at: null,
      duration_ms: 15_000,
      files: JSON.stringify([{ ratio: "9:16", video_key: key, thumbnail_key: `${userId}/videos/${id}/thumb.jpg`, width: 720, height: 1280, size: videoBytes.length }]),
      usage_recorded_at: null,
      created_at: at,
      updated_at: at,
      finished_at: at,
    })
    .execute();
  return id;
}

describeOnEachDatabase("social posting's queue", (harness) => {
  let workers: Worker[] = [];
  afterEach(async () => {
    await Promise.all(workers.map((worker) => worker.stop({ timeoutMs: 0 })));
    workers = [];
  });

  async function setup(platformIds: SocialPlatformId[] = ["tiktok"], accountTokens = tokens("access-1", "refresh-1")) {
    const user = await registerAccount(harness);
    const keys = harness.config.socialTokenKeys;
    const platforms = Object.fromEntries(platformIds.map((id) => [id, scriptedPlatform(id)])) as Record<SocialPlatformId, ScriptedPlatform>;
    const accounts: SocialAccountRow[] = [];
    for (const id of platformIds) {
      accounts.push(
        await saveConnection(harness.db, keys, {
          userId: user.user.id,
          platform: id,
          account: { id: `${id}-account`, name: `${id} shop` },
          tokens: accountTokens,
          now: harness.clock.now,
        }),
      );
    }
    const videoId = await readyVideo(harness, user.user.id);
    const jobs = createJobQueue(harness.db, { now: () => harness.clock.now, retryDelayMs: () => 0 });
    const deps = {
      db: harness.db,
      jobs,
      keys,
      platforms,
      mediaStore: createLocalMediaStore(path.join(harness.config.dataDir, "media")),
      appUrl: "https://promoreel.test",
      sleep: async () => {},
    };
    const startWorker = (queue: JobQueue = jobs) => {
      const worker = createWorker(
        queue,
        { [publishJobKind]: publishHandler({ ...deps, jobs: queue }), [statsJobKind]: statsHandler({ ...deps, jobs: queue }) },
        { concurrency: 1, pollMs: 10, heartbeatMs: 50 },
      );
      workers.push(worker);
      return worker;
    };
    const post = (scheduledAt = harness.clock.now) =>
      createPosts(harness.db, jobs, {
        userId: user.user.id,
        videoId,
        title: "",
        caption: "Cold for 24 hours #hiking",
        privacy: "public",
        targets: accounts.map((account) => ({ account, ratio: "9:16" as const })),
        scheduledAt,
        timeZone: "Europe/Paris",
      });
    return { user, keys, platforms, accounts, videoId, jobs, startWorker, post };
  }

  const postRow = (id: string) => harness.db.selectFrom("social_posts").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
  const waitForState = (id: string, state: SocialPostRow["state"]) =>
    vi.waitFor(
      async () => {
        const row = await postRow(id);
        if (row.state !== state) throw new Error(`post is ${row.state}, not ${state}`);
        return row;
      },
      { timeout: 10_000, interval: 10 },
    );

  it("keeps no token in clear in the database", async () => {
    const { accounts } = await setup(["youtube"], tokens("ya29.secret-access", "1//secret-refresh"));
    const row = await harness.db.selectFrom("social_accounts").selectAll().where("id", "=", accounts[0]!.id).executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toMatch(/secret-access|secret-refresh/);
    expect(tokensOf(harness.config.socialTokenKeys, row)).toMatchObject({ accessToken: "ya29.secret-access", refreshToken: "1//secret-refresh" });
  });

  it("posts now to every chosen account, once each, and keeps the platform's post address", async () => {
    const { platforms, post, startWorker } = await setup(["tiktok", "youtube", "instagram"]);
    const posts = await post();
    startWorker();
    for (const created of posts) {
      const published = await waitForState(created.id, "published");
      expect(published.platform_post_url).toMatch(/^https:\/\/\w+\.example\/p\/1$/);
      expect(published.uploaded_bytes).toBe(videoBytes.length);
    }
    for (const platform of Object.values(platforms))
      expect(platform.publishes).toEqual([expect.objectContaining({ caption: "Cold for 24 hours #hiking", bytes: videoBytes.length })]);
  });

  it("waits for the scheduled time on the queue's clock", async () => {
    const { platforms, post, startWorker } = await setup();
    const [scheduled] = await post(harness.clock.now + 60 * 60_000);
    startWorker();
    harness.clock.advance(30 * 60_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await postRow(scheduled!.id)).state).toBe("scheduled");
    expect(platforms.tiktok.chunks).toEqual([]);
    harness.clock.advance(30 * 60_000);
    await waitForState(scheduled!.id, "published");
  });

  it("shows the platform's reason when it fails the post", async () => {
    const { platforms, post, startWorker } = await setup();
    platforms.tiktok.failNextStep = new PlatformError("tiktok", "rejected", "picture_size_check_failed");
    const [created] = await post();
    startWorker();
    const failed = await waitForState(created!.id, "failed");
    expect(failed).toMatchObject({ failure_kind: "rejected", failure_reason: "picture_size_check_failed" });
  });

  it("refreshes an expired token once and goes on", async () => {
    const { platforms, post, startWorker, accounts, keys } = await setup(["youtube"]);
    platforms.youtube.validTokens = new Set(["access-elsewhere"]);
    platforms.youtube.validRefreshTokens = new Set(["refresh-1"]);
    const [created] = await post();
    startWorker();
    await waitForState(created!.id, "published");
    expect(platforms.youtube.refreshes).toBe(1);
    const account = await findAccount(harness.db, accounts[0]!.id);
    expect(tokensOf(keys, account!)).toMatchObject({ accessToken: "access-r1", refreshToken: "refresh-r1" });
  });

  it("asks the user to reconnect when the refresh is refused", async () => {
    const { platforms, post, startWorker, accounts } = await setup(["instagram"]);
    platforms.instagram.validTokens = new Set();
    platforms.instagram.validRefreshTokens = new Set();
    const [created] = await post();
    startWorker();
    const failed = await waitForState(created!.id, "failed");
    expect(failed.failure_kind).toBe("reconnect");
    expect((await findAccount(harness.db, accounts[0]!.id))!.state).toBe("needs-reconnect");
  });

  it("waits out a rate limit and goes on", async () => {
    const { platforms, post, startWorker } = await setup();
    platforms.tiktok.failNextStep = new PlatformError("tiktok", "rate-limited", "spam_risk_too_many_posts", 60_000);
    const [created] = await post();
    startWorker();
    await waitForState(created!.id, "published");
    expect(platforms.tiktok.publishes).toHaveLength(1);
  });

  it("resumes a killed worker's upload from the stored progress and publishes once", async () => {
    const { platforms, post, startWorker } = await setup(["youtube"]);
    const held = deferred();
    const reached = deferred();
    platforms.youtube.beforeStep = async (progress) => {
      if (progress?.stage === "uploading" && progress.uploadedBytes === 8) {
        reached.resolve();
        await held.promise;
      }
    };
    const [created] = await post();
    const first = startWorker();
    await reached.promise;
    await first.stop({ timeoutMs: 0 });
    platforms.youtube.beforeStep = async () => {};
    held.resolve();
    // The stopped worker stores the chunk the platform took while it was stopping, then goes no further.
    await vi.waitFor(async () => expect(await postRow(created!.id)).toMatchObject({ state: "uploading", uploaded_bytes: 12 }), { timeout: 10_000, interval: 10 });
    startWorker(createJobQueue(harness.db, { now: () => harness.clock.now }));
    await waitForState(created!.id, "published");
    expect(platforms.youtube.publishes).toHaveLength(1);
    // One upload session, every offset sent, none started again from zero.
    expect(new Set(platforms.youtube.chunks.map((chunk) => chunk.split("@")[0]))).toEqual(new Set(["upload-1"]));
    expect(platforms.youtube.chunks.filter((chunk) => chunk.endsWith("@0"))).toHaveLength(1);
  });

  it("fetches the figures of a published post on a schedule, for the engagement chart", async () => {
    const { post, startWorker, videoId } = await setup(["tiktok", "youtube"]);
    const [created, second] = await post();
    startWorker();
    await waitForState(created!.id, "published");
    await waitForState(second!.id, "published");
    harness.clock.advance(11 * 60_000);
    const stats = await vi.waitFor(
      async () => {
        const row = await harness.db.selectFrom("social_post_stats").selectAll().where("post_id", "=", created!.id).executeTakeFirst();
        if (!row) throw new Error("no figures yet");
        return row;
      },
      { timeout: 10_000, interval: 10 },
    );
    expect(Number(stats.views)).toBe(100);
    await vi.waitFor(async () => expect((await socialEngagementOf(harness.db, videoId)).total.views).toBe(200), { timeout: 10_000, interval: 10 });
    expect((await socialEngagementOf(harness.db, videoId)).platforms).toEqual([
      { platform: "tiktok", posts: 1, views: 100, likes: 10, comments: 3, shares: 2 },
      { platform: "youtube", posts: 1, views: 100, likes: 10, comments: 3, shares: 2 },
    ]);
  });
});

describe("token encryption", () => {
  const keys: TokenKeys = {
    current: parseTokenKey(`k2:${Buffer.alloc(32, 2).toString("base64")}`),
    previous: [parseTokenKey(`k1:${Buffer.alloc(32, 1).toString("base64")}`)],
  };

  it("reads tokens written under a retired key and refuses one moved to another column", () => {
    const old = encryptToken({ current: keys.previous[0]!, previous: [] }, "refresh", "refresh-secret");
    expect(decryptToken(keys, "refresh", old)).toBe("refresh-secret");
    expect(() => decryptToken(keys, "access", old)).toThrow();
    expect(() => decryptToken({ current: keys.current, previous: [] }, "refresh", old)).toThrow(/k1/);
  });
});
