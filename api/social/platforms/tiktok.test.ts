import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlatformAccount, PublishProgress, SocialPlatform } from "../platform";
import { createSocialPlatforms } from "./index";
import { failure, postRequest, publishToEnd, sampleClipPath } from "./testing/publish-steps";
import { socialConfigFor, socialTestClients, startSocialPlatformServer, type SocialPlatformServer } from "./testing/social-server";
import { s256 } from "./testing/protocol";
import { tiktokChunking, tiktokModerationFirstPollMs, tiktokModerationPollMs, tiktokModerationQuickMs, tiktokModerationWaitMs, type TikTokPlatform } from "./tiktok";

const MB = 1024 * 1024;
const redirectUri = "https://promoreel.test/account/social/tiktok/callback";
const verifier = "a-pkce-verifier-of-enough-length-0123456789abcdef";

/** What the browser does: follow the consent page to its redirect, and read the code and state from it. */
async function consent(platform: SocialPlatform, state = "state-123") {
  const answer = await fetch(platform.authorizationUrl({ state, codeChallenge: s256(verifier), redirectUri }), { redirect: "manual" });
  const back = new URL(answer.headers.get("location")!);
  return { code: back.searchParams.get("code")!, state: back.searchParams.get("state") };
}

describe("TikTok: Login Kit and the Content Posting API against a local TikTok", () => {
  let server: SocialPlatformServer;
  let tiktok: SocialPlatform;
  let connected: { tokens: { accessToken: string; refreshToken: string | null }; account: PlatformAccount };

  beforeAll(async () => {
    server = await startSocialPlatformServer();
    tiktok = createSocialPlatforms(socialConfigFor(server.origin), { tiktok: { chunkBytes: 5 * MB } }).tiktok!;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.reset();
    const { code } = await consent(tiktok);
    connected = await tiktok.exchangeCode({ code, codeVerifier: verifier, redirectUri });
  });

  it("sends the user to TikTok's consent page with the client key, scopes, state and an S256 challenge", () => {
    const url = new URL(tiktok.authorizationUrl({ state: "xyz", codeChallenge: s256(verifier), redirectUri }));
    expect(url.origin + url.pathname).toBe(`${server.origin}/v2/auth/authorize/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_key: socialTestClients.tiktok.id,
      response_type: "code",
      scope: "user.info.basic,video.publish,video.list",
      redirect_uri: redirectUri,
      state: "xyz",
      code_challenge: s256(verifier),
      code_challenge_method: "S256",
    });
  });

  it("connects the account: the code and verifier become tokens, and the account is named", async () => {
    expect(connected.account).toEqual({ id: "tiktok-open-id-1", name: "Tess Tok" });
    expect(connected.tokens.refreshToken).toMatch(/^tiktok-rt-/);
    // A code is good once, and only with its verifier.
    const { code } = await consent(tiktok);
    expect((await failure(tiktok.exchangeCode({ code, codeVerifier: "another-verifier-0123456789-0123456789", redirectUri }))).kind).toBe("rejected");
  });

  it("refreshes with a rotating refresh token: the old one is spent", async () => {
    const refreshed = await tiktok.refresh(connected.tokens.refreshToken!);
    expect(refreshed.refreshToken).not.toBe(connected.tokens.refreshToken);
    expect(refreshed.expiresAt.getTime()).toBeGreaterThan(Date.now());
    expect((await failure(tiktok.refresh(connected.tokens.refreshToken!))).kind).toBe("token-revoked");
    expect((await tiktok.refresh(refreshed.refreshToken!)).accessToken).toMatch(/^tiktok-at-/);
  });

  it("publishes a real MP4 in one chunk, then reads its figures", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request);
    expect(steps.map((step) => step.stage)).toEqual(["uploading", "processing", "processing", "published"]);
    const published = steps.at(-1)!.published!;
    expect(published.postId).toMatch(/^\d{19}$/);
    expect(published.url).toBe(`https://www.tiktok.com/@tesstok/video/${published.postId}`);
    expect(server.tiktok.publishes(connected.account.id)).toBe(1);
    expect(server.tiktok.posts[0]!.bytes.equals(await readFile(sampleClipPath))).toBe(true);
    expect(server.tiktok.posts[0]!.caption).toBe(request.caption);

    server.tiktok.setStats(published.postId, { views: 1200, likes: 87, comments: 9, shares: 4 });
    expect(await tiktok.fetchStats(connected.tokens.accessToken, connected.account, published.postId)).toEqual({ views: 1200, likes: 87, comments: 9, shares: 4 });
  });

  it("waits, polling slower, for a public post's id while TikTok moderates it, then gives its address", async () => {
    server.tiktok.pollsToModerate = 3;
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request);
    expect(steps.map((step) => step.stage)).toEqual(["uploading", "processing", "processing", "processing", "processing", "processing", "published"]);
    // The three polls that said PUBLISH_COMPLETE without the id, in the first minutes, wait 20 s each (TikTok allows 30 status calls a minute).
    expect(steps.slice(3, 6).map((step) => step.waitMs)).toEqual([tiktokModerationFirstPollMs, tiktokModerationFirstPollMs, tiktokModerationFirstPollMs]);
    const published = steps.at(-1)!.published!;
    expect(published.postId).toMatch(/^\d{19}$/);
    expect(published.url).toBe(`https://www.tiktok.com/@tesstok/video/${published.postId}`);
    expect(server.tiktok.publishes()).toBe(1);
  });

  it("counts a public post as published without an address when moderation has not named it within a day", async () => {
    let clock = Date.now();
    const worker = createSocialPlatforms(socialConfigFor(server.origin), { tiktok: { now: () => clock } }).tiktok!;
    server.tiktok.pollsToModerate = Number.MAX_SAFE_INTEGER;
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const advance = (progress: PublishProgress | null) => worker.advancePublish(connected.tokens.accessToken, connected.account, request, progress);
    const opened = await advance(null);
    let step = await advance(opened);
    for (let polls = 0; polls < 5 && step.waitMs !== tiktokModerationFirstPollMs; polls++) step = await advance(step);
    expect(step).toMatchObject({ stage: "processing", waitMs: tiktokModerationFirstPollMs });
    clock += tiktokModerationQuickMs;
    step = await advance(step);
    expect(step).toMatchObject({ stage: "processing", waitMs: tiktokModerationPollMs });
    clock += tiktokModerationWaitMs - tiktokModerationQuickMs - 1;
    step = await advance(step);
    expect(step.stage).toBe("processing");
    clock += 1;
    step = await advance(step);
    expect(step.stage).toBe("published");
    expect(step.published).toEqual({ postId: (opened.cursor as { publishId: string }).publishId, url: null });
  });

  it("does not wait for an id TikTok never gives a post that is not for everyone", async () => {
    server.tiktok.pollsToModerate = Number.MAX_SAFE_INTEGER;
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4", { privacy: "private" });
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request);
    expect(steps.map((step) => step.stage)).toEqual(["uploading", "processing", "processing", "published"]);
    expect(steps.at(-1)!.published).toEqual({ postId: (steps[0]!.cursor as { publishId: string }).publishId, url: null });
  });

  it("splits a large file as TikTok asks (the last chunk takes the rest) and sends a broken chunk again", async () => {
    expect(tiktokChunking(3 * MB)).toEqual({ chunkSize: 3 * MB, totalChunks: 1 });
    expect(tiktokChunking(23 * MB, 10 * MB)).toEqual({ chunkSize: 10 * MB, totalChunks: 2 });
    expect(tiktokChunking(200 * MB, 1 * MB)).toEqual({ chunkSize: 5 * MB, totalChunks: 40 });
    const folder = await mkdtemp(path.join(os.tmpdir(), "promoreel-tiktok-"));
    const file = path.join(folder, "large.mp4");
    const bytes = Buffer.concat([await readFile(sampleClipPath), Buffer.alloc(11 * MB, 7)]);
    await writeFile(file, bytes);
    const request = await postRequest(file, "https://promoreel.test/unused.mp4");
    server.tiktok.breakChunk(2, "5xx");

    const first = await tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    const second = await tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, first);
    expect(second.uploadedBytes).toBe(5 * MB);
    const broken = await failure(tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, second));
    expect(broken.kind).toBe("unavailable");
    // The queue retries the same stored progress: the same chunk goes again.
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request, second);
    expect(steps[0]!.stage).toBe("processing");
    expect(steps[0]!.uploadedBytes).toBe(bytes.length);
    expect(server.tiktok.posts[0]!.bytes.equals(bytes)).toBe(true);
  });

  it("starts the upload again when its address expired, and posts once", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const opened = await tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    server.tiktok.expireUploadUrls();
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request, opened);
    expect((steps[0]!.cursor as { publishId: string }).publishId).not.toBe((opened.cursor as { publishId: string }).publishId);
    expect(steps.at(-1)!.stage).toBe("published");
    expect(server.tiktok.uploads.size).toBe(2);
    expect(server.tiktok.publishes()).toBe(1);
  });

  it("shows TikTok's fail_reason when it fails the post", async () => {
    server.tiktok.failProcessing("video_pull_failed");
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const error = await failure(publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request));
    expect(error).toMatchObject({ kind: "rejected", reason: "video_pull_failed" });
    expect(server.tiktok.publishes()).toBe(0);
  });

  it("answers an expired token as token-expired, which one refresh mends", async () => {
    server.tiktok.expireTokens();
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    expect((await failure(tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null))).kind).toBe("token-expired");
    const refreshed = await tiktok.refresh(connected.tokens.refreshToken!);
    await publishToEnd(tiktok, refreshed.accessToken, connected.account, request);
    expect(server.tiktok.publishes()).toBe(1);
  });

  it("answers a revoked grant as token-revoked on refresh, and revoke ends the grant", async () => {
    server.tiktok.revokeTokens();
    expect((await failure(tiktok.refresh(connected.tokens.refreshToken!))).kind).toBe("token-revoked");

    const { code } = await consent(tiktok);
    const again = await tiktok.exchangeCode({ code, codeVerifier: verifier, redirectUri });
    await tiktok.revoke(again.tokens);
    expect((await failure(tiktok.fetchStats(again.tokens.accessToken, again.account, "1"))).kind).toBe("token-expired");
    expect((await failure(tiktok.refresh(again.tokens.refreshToken!))).kind).toBe("token-revoked");
  });

  it("passes TikTok's rate limit on with its Retry-After", async () => {
    server.tiktok.rateLimit(30);
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    expect(await failure(tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null))).toMatchObject({
      kind: "rate-limited",
      retryAfterMs: 30_000,
    });
  });

  it("resumes from the stored progress after a worker died, and TikTok sees one publish", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const opened = await tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    const stored = JSON.stringify(opened);
    // A new worker, a new client, the stored row.
    const worker = createSocialPlatforms(socialConfigFor(server.origin)).tiktok!;
    const steps = await publishToEnd(worker, connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(steps.at(-1)!.stage).toBe("published");
    expect(server.tiktok.publishes()).toBe(1);
    expect(server.tiktok.uploads.size).toBe(1);
  });

  it("refuses a privacy TikTok does not offer this account", async () => {
    server.tiktok.privacyLevelOptions = ["SELF_ONLY"];
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    // Promoreel's own reason, which the screen words in the user's language.
    expect(await failure(tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null))).toMatchObject({
      kind: "rejected",
      reason: "privacy-not-offered",
    });
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, { ...request, privacy: "private" });
    expect(steps.at(-1)!.stage).toBe("published");
  });
  it("reads what the creator may post from creator_info", async () => {
    server.tiktok.privacyLevelOptions = ["FOLLOWER_OF_CREATOR", "SELF_ONLY"];
    server.tiktok.maxVideoPostDurationSec = 180;
    server.tiktok.disabledInteractions = { comment: false, duet: true, stitch: true };
    expect(await (tiktok as TikTokPlatform).creatorInfo(connected.tokens.accessToken)).toEqual({
      username: "tesstok",
      privacyLevelOptions: ["FOLLOWER_OF_CREATOR", "SELF_ONLY"],
      maxVideoPostDurationSec: 180,
      commentDisabled: false,
      duetDisabled: true,
      stitchDisabled: true,
    });
  });

  it("refuses a video longer than TikTok lets this creator post, before uploading anything", async () => {
    server.tiktok.maxVideoPostDurationSec = 60;
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4", { durationMs: 60_500 });
    // Promoreel's own reason, which the screen words in the user's language.
    expect(await failure(tiktok.advancePublish(connected.tokens.accessToken, connected.account, request, null))).toMatchObject({
      kind: "rejected",
      reason: "video-too-long",
    });
    expect(server.tiktok.uploads.size).toBe(0);
    const steps = await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, { ...request, durationMs: 60_000 });
    expect(steps.at(-1)!.stage).toBe("published");
  });

  it("keeps off the interactions the creator turned off, and leaves the others on", async () => {
    server.tiktok.disabledInteractions = { comment: true, duet: false, stitch: true };
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request);
    const [upload] = [...server.tiktok.uploads.values()];
    expect(upload!.postInfo).toMatchObject({ disable_comment: true, disable_duet: false, disable_stitch: true });
  });

  it("tells TikTok whether the video promotes the creator's own brand or is branded content", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, request);
    await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, { ...request, tiktokDisclosure: "your-brand" });
    await publishToEnd(tiktok, connected.tokens.accessToken, connected.account, { ...request, tiktokDisclosure: "branded-content", privacy: "unlisted" });
    expect([...server.tiktok.uploads.values()].map((upload) => upload.postInfo)).toEqual([
      expect.objectContaining({ privacy_level: "PUBLIC_TO_EVERYONE", brand_organic_toggle: false, brand_content_toggle: false }),
      expect.objectContaining({ privacy_level: "PUBLIC_TO_EVERYONE", brand_organic_toggle: true, brand_content_toggle: false }),
      expect.objectContaining({ privacy_level: "MUTUAL_FOLLOW_FRIENDS", brand_organic_toggle: false, brand_content_toggle: true }),
    ]);
  });
});
