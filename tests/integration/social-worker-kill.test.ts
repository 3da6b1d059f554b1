/**
 * Issue 24, acceptance 4: a worker process (`npm run worker`) SIGKILLed while YouTube holds an upload's chunk, and a
 * new worker process started after it: the upload goes on in the same session from where YouTube stands, and YouTube
 * receives the whole file once and publishes exactly one video.
 */
import { randomBytes } from "node:crypto";
import { afterAll, afterEach, beforeAll, expect, it, vi } from "vitest";
import { saveConnection } from "../../api/social/accounts";
import { youtubeScopes } from "../../api/social/platforms/youtube";
import { socialTestClients, startSocialPlatformServer, type SocialPlatformServer } from "../../api/social/platforms/testing/social-server";
import { createPosts } from "../../api/social/posts";
import { insertReadyVideo } from "../../api/testing/ready-video";
import { parseTokenKey } from "../../api/social/token-crypto";
import { registerAccount } from "../../api/testing/accounts";
import { describeOnEachDatabase } from "../../api/testing/harness";
import { createJobQueue } from "../../api/jobs";
import { startWorkerProcess, stopProcesses, type ClusterProcess } from "../cluster/processes";

/** A killed worker's job is taken over this long after its last heartbeat. */
const leaseMs = 2_000;
const tokenKey = `k1:${randomBytes(32).toString("base64")}`;
/** Three of the client's 8 MiB chunks (the last one short). */
const videoBytes = randomBytes(2 * 8 * 1024 * 1024 + 300_000);

describeOnEachDatabase("a worker process killed during a YouTube upload", (harness) => {
  let server: SocialPlatformServer;
  const workers: ClusterProcess[] = [];

  beforeAll(async () => {
    server = await startSocialPlatformServer();
  });
  afterAll(() => server.close());
  afterEach(async () => {
    await stopProcesses(workers.splice(0), 1_000);
    server.reset();
  });

  function workerEnv(): Record<string, string> {
    const { database, dataDir } = harness.config;
    const { youtube } = socialTestClients;
    return {
      DATA_DIR: dataDir,
      ...(database.kind === "postgres" && { DATABASE_URL: database.url }),
      JOB_LEASE_MS: String(leaseMs),
      SOCIAL_TOKEN_KEY: tokenKey,
      YOUTUBE_CLIENT_ID: youtube.id,
      YOUTUBE_CLIENT_SECRET: youtube.secret,
      YOUTUBE_AUTH_ORIGIN: server.origin,
      YOUTUBE_API_ORIGIN: server.origin,
    };
  }

  it("goes on in a new worker from where YouTube stands, and YouTube publishes the whole file once", { timeout: 180_000 }, async () => {
    const owner = await registerAccount(harness);
    const keys = { current: parseTokenKey(tokenKey), previous: [] };
    const now = Date.now();
    const issued = server.youtube.grants.issueTokens(server.youtube.account.id, youtubeScopes);
    const account = await saveConnection(harness.db, keys, {
      userId: owner.user.id,
      platform: "youtube",
      account: server.youtube.account,
      tokens: { ...issued, expiresAt: new Date(now + 3_600_000), refreshExpiresAt: null, scopes: youtubeScopes },
      now,
    });
    const videoId = await insertReadyVideo(harness, owner.user.id, videoBytes);
    // The worker processes claim by the wall clock, so the post is due by it too.
    const jobs = createJobQueue(harness.db, { now: Date.now });
    const [post] = await createPosts(harness.db, jobs, {
      userId: owner.user.id,
      videoId,
      title: "Trail bottle",
      caption: "Cold for 24 hours #hiking",
      privacy: "public",
      targets: [{ account, ratio: "9:16" }],
      scheduledAt: Date.now(),
      timeZone: "Europe/Paris",
    });
    const postRow = () => harness.db.selectFrom("social_posts").selectAll().where("id", "=", post!.id).executeTakeFirstOrThrow();

    // Processed at the first look after the upload: the worker process polls at YouTube's pace (10 s), not a test's.
    server.youtube.pollsToProcess = 1;
    const second = server.youtube.holdChunk(2);
    const first = startWorkerProcess(workerEnv());
    workers.push(first);
    await second.arrived;
    expect(await postRow()).toMatchObject({ state: "uploading", uploaded_bytes: 8 * 1024 * 1024 });
    first.child.kill("SIGKILL");
    expect(await first.exited).toEqual([null, "SIGKILL"]);
    // YouTube keeps the chunk it received, though its answer reaches nobody.
    second.release();

    const next = startWorkerProcess(workerEnv());
    workers.push(next);
    const published = await vi.waitFor(
      async () => {
        const row = await postRow();
        if (row.state !== "published") throw new Error(`the post is ${row.state}; ${next.output()}`);
        return row;
      },
      { timeout: 120_000, interval: 100 },
    );
    expect(published.attempts).toBe(2);
    expect(server.youtube.publishes()).toBe(1);
    expect(server.youtube.posts[0]!.bytes.equals(videoBytes)).toBe(true);
    // One upload session: the new worker went on in the killed one's.
    expect(server.youtube.requests.filter((request) => request.startsWith("POST /upload/youtube/v3/videos"))).toHaveLength(1);
  });
});
