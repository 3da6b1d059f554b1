import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ratioSlug } from "../contract/videos";
import { createJobQueue, createWorker, type Worker } from "../jobs";
import { shareVideo } from "../shares/shares";
import { createLocalMediaStore } from "../storage/media-store";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { findAccount, saveConnection, tokensOf, type SocialAccountRow } from "./accounts";
import { freshTokens } from "./fresh-tokens";
import { keepConnectedHandler, keepConnectedJobKind, scheduleRenewal } from "./keep-connected-job";
import { socialEngagementOf } from "./engagement";
import type { PlatformTokens, SocialPlatformId } from "./platform";
import { createSocialPlatforms } from "./platforms";
import { instagramScopes } from "./platforms/instagram";
import { socialConfigFor, startSocialPlatformServer, type SocialPlatformServer } from "./platforms/testing/social-server";
import { tiktokScopes } from "./platforms/tiktok";
import { youtubeScopes } from "./platforms/youtube";
import { createPosts, type SocialPostRow } from "./posts";
import { insertReadyVideo } from "../testing/ready-video";
import { publishHandler, publishJobKind } from "./publish-job";
import { statsHandler, statsJobKind } from "./stats-job";
import { decryptToken, encryptToken, parseTokenKey, type TokenKeys } from "./token-crypto";

/**
 * The publish and figures jobs on the queue, through the real platform clients against the local server speaking the
 * three platforms' protocols; posting.test.ts covers the API's calls, the platforms' failure answers and resuming.
 */
const videoBytes = Buffer.from("0123456789abcdef0123");

const readyVideo = (harness: ApiHarness, userId: string) => insertReadyVideo(harness, userId, videoBytes);

describeOnEachDatabase("social posting's queue", (harness) => {
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

  const scopes: Record<SocialPlatformId, string[]> = { tiktok: tiktokScopes, youtube: youtubeScopes, instagram: instagramScopes };
  /** Tokens the platform server issued for its current account, valid for an hour unless told. */
  function issuedTokens(id: SocialPlatformId, expiresAt = new Date(harness.clock.now + 3_600_000)): PlatformTokens {
    const issued = server[id].grants.issueTokens(server[id].account.id, scopes[id]);
    return { ...issued, expiresAt, refreshExpiresAt: null, scopes: scopes[id] };
  }

  async function setup(platformIds: SocialPlatformId[] = ["tiktok"], tokensFor: (id: SocialPlatformId) => PlatformTokens = (id) => issuedTokens(id)) {
    const user = await registerAccount(harness);
    const keys = harness.config.socialTokenKeys;
    const accounts: SocialAccountRow[] = [];
    for (const id of platformIds) {
      accounts.push(
        await saveConnection(harness.db, keys, {
          userId: user.user.id,
          platform: id,
          account: { id: server[id].account.id, name: server[id].account.name },
          tokens: tokensFor(id),
          now: harness.clock.now,
        }),
      );
    }
    const videoId = await readyVideo(harness, user.user.id);
    // Instagram fetches the video from its share link on APP_URL: here the protocol server serves that address.
    const video = await harness.db.selectFrom("videos").selectAll().where("id", "=", videoId).executeTakeFirstOrThrow();
    const share = await shareVideo(harness.db, video, harness.clock.now);
    server.hostAt(`/resources/share-media/${share.token}/video/${ratioSlug("9:16")}`, videoBytes);

    const jobs = createJobQueue(harness.db, { now: () => harness.clock.now, retryDelayMs: () => 0 });
    const deps = {
      db: harness.db,
      jobs,
      keys,
      platforms: createSocialPlatforms(socialConfigFor(server.origin), { instagram: { now: () => harness.clock.now } }),
      mediaStore: createLocalMediaStore(path.join(harness.config.dataDir, "media")),
      appUrl: server.origin,
      sleep: async () => {},
    };
    const startWorker = () => {
      const worker = createWorker(
        jobs,
        { [publishJobKind]: publishHandler(deps), [statsJobKind]: statsHandler(deps), [keepConnectedJobKind]: keepConnectedHandler(deps) },
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
    return { user, keys, accounts, videoId, jobs, startWorker, post };
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
    const { accounts } = await setup(["youtube"]);
    const row = await harness.db.selectFrom("social_accounts").selectAll().where("id", "=", accounts[0]!.id).executeTakeFirstOrThrow();
    const tokens = tokensOf(harness.config.socialTokenKeys, row);
    expect(tokens.accessToken).toMatch(/^youtube-at-/);
    expect(JSON.stringify(row)).not.toContain(tokens.accessToken);
    expect(JSON.stringify(row)).not.toContain(tokens.refreshToken!);
  });

  it("keeps no upload address in clear in a post's stored progress", async () => {
    const { post, startWorker } = await setup(["tiktok", "youtube"]);
    const posts = await post();
    startWorker();
    for (const created of posts) {
      const row = await waitForState(created.id, "published");
      expect(row.progress).toMatch(/^v1\./);
      // TikTok's signed `upload_url` and YouTube's session address both carry an `upload_id`.
      expect(row.progress).not.toContain("upload");
    }
  });

  it("posts now to every chosen account, once each, and keeps the platform's post address", async () => {
    const { post, startWorker } = await setup(["tiktok", "youtube", "instagram"]);
    const posts = await post();
    startWorker();
    for (const created of posts) {
      const published = await waitForState(created.id, "published");
      expect(published.platform_post_id).toBeTruthy();
      expect(published.uploaded_bytes).toBe(videoBytes.length);
    }
    for (const id of ["tiktok", "youtube", "instagram"] as const) {
      expect(server[id].posts).toEqual([expect.objectContaining({ caption: expect.stringContaining("Cold for 24 hours #hiking"), bytes: videoBytes })]);
    }
  });

  it("waits for the scheduled time on the queue's clock", async () => {
    const { post, startWorker } = await setup();
    const [scheduled] = await post(harness.clock.now + 60 * 60_000);
    startWorker();
    harness.clock.advance(30 * 60_000);
    const job = await harness.db.selectFrom("jobs").selectAll().where("id", "=", scheduled!.job_id!).executeTakeFirstOrThrow();
    expect(job).toMatchObject({ status: "queued", attempts: 0 });
    expect(job.run_after).toBeGreaterThan(harness.clock.now);
    expect(server.tiktok.posts).toEqual([]);
    harness.clock.advance(30 * 60_000);
    await waitForState(scheduled!.id, "published");
  });

  it("asks the user to reconnect when the refresh is refused", async () => {
    const expired = (id: SocialPlatformId) => ({ ...issuedTokens(id, new Date(harness.clock.now - 1)), refreshToken: "a-refresh-token-the-platform-never-issued" });
    const { post, startWorker, accounts } = await setup(["instagram"], expired);
    const [created] = await post();
    startWorker();
    const failed = await waitForState(created!.id, "failed");
    expect(failed.failure_kind).toBe("reconnect");
    expect((await findAccount(harness.db, accounts[0]!.id))!.state).toBe("needs-reconnect");
    expect(server.instagram.posts).toEqual([]);
  });

  it("waits out a short rate limit in the job and goes on", async () => {
    const { post, startWorker } = await setup();
    server.tiktok.rateLimit(5, 2);
    const [created] = await post();
    startWorker();
    await waitForState(created!.id, "published");
    expect(server.tiktok.publishes()).toBe(1);
  });

  it("leaves a long rate-limit wait to a later job, which publishes once the wait is over", async () => {
    const { post, startWorker } = await setup();
    server.tiktok.rateLimit(600, 1);
    const [created] = await post();
    const rateLimitedAt = harness.clock.now;
    startWorker();
    const queuedPublishes = () => harness.db.selectFrom("jobs").select("run_after").where("kind", "=", publishJobKind).where("status", "=", "queued").execute();
    await vi.waitFor(async () => expect(await queuedPublishes()).toEqual([{ run_after: rateLimitedAt + 600_000 }]), { timeout: 10_000, interval: 10 });
    expect(server.tiktok.publishes()).toBe(0);
    harness.clock.advance(600_000);
    await waitForState(created!.id, "published");
    expect(server.tiktok.publishes()).toBe(1);
  });

  it("shows no figures, rather than zeros, for a TikTok post only its author sees, and stops asking for them", async () => {
    const { user, accounts, videoId, jobs, startWorker } = await setup(["tiktok"]);
    const [created] = await createPosts(harness.db, jobs, {
      userId: user.user.id,
      videoId,
      title: "",
      caption: "Just for me",
      privacy: "private",
      targets: [{ account: accounts[0]!, ratio: "9:16" }],
      scheduledAt: harness.clock.now,
      timeZone: "Europe/Paris",
    });
    startWorker();
    await waitForState(created!.id, "published");
    const statsJobs = () =>
      harness.db
        .selectFrom("jobs")
        .select("status")
        .where("kind", "=", statsJobKind)
        .where("payload", "=", JSON.stringify({ postId: created!.id }))
        .execute();
    harness.clock.advance(11 * 60_000);
    await vi.waitFor(async () => expect(await statsJobs()).toEqual([{ status: "succeeded" }]), { timeout: 10_000, interval: 10 });
    expect(await harness.db.selectFrom("social_post_stats").selectAll().where("post_id", "=", created!.id).execute()).toEqual([]);
    expect((await socialEngagementOf(harness.db, videoId)).platforms).toEqual([]);
  });

  it("keeps fetching figures after the access token expired, with a refreshed token", async () => {
    const { post, startWorker, accounts, videoId } = await setup(["youtube"]);
    const [created] = await post();
    startWorker();
    const published = await waitForState(created!.id, "published");
    server.youtube.setStats(published.platform_post_id!, { views: 40, likes: 4, comments: 1, shares: 0 });
    const before = await findAccount(harness.db, accounts[0]!.id);
    // A YouTube token lasts an hour: by the first figures it has expired.
    server.youtube.expireTokens();
    harness.clock.advance(11 * 60_000);
    await vi.waitFor(async () => expect((await socialEngagementOf(harness.db, videoId)).total.views).toBe(40), { timeout: 10_000, interval: 10 });
    const after = await findAccount(harness.db, accounts[0]!.id);
    expect(after).toMatchObject({ state: "connected" });
    expect(after!.access_token).not.toBe(before!.access_token);
  });

  it("renews an Instagram connection a week before its 60 days are over, with no post to make it", async () => {
    const sixtyDays = 60 * 24 * 3_600_000;
    const longLived = (id: SocialPlatformId) => {
      const tokens = issuedTokens(id, new Date(harness.clock.now + sixtyDays));
      return { ...tokens, refreshToken: tokens.accessToken, refreshExpiresAt: tokens.expiresAt };
    };
    const { accounts, jobs, startWorker } = await setup(["instagram"], longLived);
    await scheduleRenewal(jobs, accounts[0]!);
    startWorker();
    harness.clock.advance(sixtyDays - 8 * 24 * 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await findAccount(harness.db, accounts[0]!.id))!.access_token).toBe(accounts[0]!.access_token);
    harness.clock.advance(2 * 24 * 3_600_000);
    await vi.waitFor(async () => expect((await findAccount(harness.db, accounts[0]!.id))!.access_token).not.toBe(accounts[0]!.access_token), {
      timeout: 10_000,
      interval: 10,
    });
    const renewed = (await findAccount(harness.db, accounts[0]!.id))!;
    expect(renewed.state).toBe("connected");
    expect(renewed.expires_at).toBeGreaterThan(accounts[0]!.expires_at);
    const nextRenewal = () => harness.db.selectFrom("jobs").select("run_after").where("kind", "=", keepConnectedJobKind).where("status", "=", "queued").execute();
    await vi.waitFor(async () => expect(await nextRenewal()).toEqual([{ run_after: renewed.refresh_expires_at! - 7 * 24 * 3_600_000 }]), { timeout: 10_000, interval: 10 });
  });

  it("uses the tokens another job refreshed meanwhile when TikTok refuses the refresh token that job rotated", async () => {
    const { accounts, keys } = await setup(["tiktok"]);
    const platform = createSocialPlatforms(socialConfigFor(server.origin)).tiktok!;
    const refresh = platform.refresh.bind(platform);
    const deps = { db: harness.db, keys, now: () => harness.clock.now };
    let other: Promise<{ tokens: PlatformTokens }> | undefined;
    // The first refresh waits while another job refreshes with the same refresh token and stores TikTok's new pair.
    platform.refresh = async (refreshToken) => {
      if (!other) {
        other = freshTokens(deps, accounts[0]!.id, platform, true);
        await other;
      }
      return refresh(refreshToken);
    };
    const first = await freshTokens(deps, accounts[0]!.id, platform, true);
    const second = await other!;
    expect(first.tokens.accessToken).toBe(second.tokens.accessToken);
    const stored = await findAccount(harness.db, accounts[0]!.id);
    expect(stored).toMatchObject({ state: "connected" });
    expect(tokensOf(keys, stored!).refreshToken).toBe(second.tokens.refreshToken);
  });

  it("fetches the figures of a published post on a schedule, for the engagement chart", async () => {
    const { post, startWorker, videoId } = await setup(["tiktok", "youtube"]);
    const [first, second] = await post();
    startWorker();
    const tiktokPost = await waitForState(first!.id, "published");
    const youtubePost = await waitForState(second!.id, "published");
    server.tiktok.setStats(tiktokPost.platform_post_id!, { views: 100, likes: 10, comments: 3, shares: 2 });
    server.youtube.setStats(youtubePost.platform_post_id!, { views: 250, likes: 20, comments: 4, shares: 0 });
    harness.clock.advance(11 * 60_000);
    await vi.waitFor(async () => expect((await socialEngagementOf(harness.db, videoId)).total.views).toBe(350), { timeout: 10_000, interval: 10 });
    expect((await socialEngagementOf(harness.db, videoId)).platforms).toEqual([
      { platform: "tiktok", posts: 1, views: 100, likes: 10, comments: 3, shares: 2 },
      { platform: "youtube", posts: 1, views: 250, likes: 20, comments: 4, shares: 0 },
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
