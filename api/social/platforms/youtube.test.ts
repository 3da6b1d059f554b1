import { mkdtemp, readFile, truncate, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlatformAccount, PlatformTokens, SocialPlatform } from "../platform";
import { createSocialPlatforms } from "./index";
import { s256 } from "./testing/protocol";
import { failure, postRequest, publishToEnd, sampleClipPath } from "./testing/publish-steps";
import { socialConfigFor, socialTestClients, startSocialPlatformServer, type SocialPlatformServer } from "./testing/social-server";
import { youtubeChunkUnit, youtubeNoChannel } from "./youtube";

const redirectUri = "https://promoreel.test/account/social/youtube/callback";
const verifier = "youtube-pkce-verifier-0123456789-0123456789-abc";

describe("YouTube: Google OAuth and the Data API's resumable upload against a local Google", () => {
  let server: SocialPlatformServer;
  let youtube: SocialPlatform;
  let connected: { tokens: PlatformTokens; account: PlatformAccount };

  const connect = async () => {
    const answer = await fetch(youtube.authorizationUrl({ state: "s1", codeChallenge: s256(verifier), redirectUri }), { redirect: "manual" });
    const back = new URL(answer.headers.get("location")!);
    expect(back.searchParams.get("state")).toBe("s1");
    return youtube.exchangeCode({ code: back.searchParams.get("code")!, codeVerifier: verifier, redirectUri });
  };

  beforeAll(async () => {
    server = await startSocialPlatformServer();
    // 256 KiB chunks: the sample clip (just under 1 MB) goes in four.
    youtube = createSocialPlatforms(socialConfigFor(server.origin), { youtube: { chunkBytes: youtubeChunkUnit } }).youtube!;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.reset();
    connected = await connect();
  });

  it("asks Google for offline access to upload, with state and an S256 challenge", () => {
    const url = new URL(youtube.authorizationUrl({ state: "xyz", codeChallenge: s256(verifier), redirectUri }));
    expect(url.pathname).toBe("/o/oauth2/v2/auth");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: socialTestClients.youtube.id,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "https://www.googleapis.com/auth/youtube.upload https://www.googleapis.com/auth/youtube.readonly",
      access_type: "offline",
      state: "xyz",
      code_challenge: s256(verifier),
      code_challenge_method: "S256",
    });
  });

  it("connects the channel and refreshes keeping Google's refresh token", async () => {
    expect(connected.account).toEqual({ id: "UCfakeChannel000000000001", name: "Yuki Tube" });
    const refreshed = await youtube.refresh(connected.tokens.refreshToken!);
    expect(refreshed.refreshToken).toBe(connected.tokens.refreshToken);
    expect(refreshed.accessToken).not.toBe(connected.tokens.accessToken);
  });

  it("uploads a real MP4 in 256 KiB chunks, waits for processing, and reads its figures", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const steps = await publishToEnd(youtube, connected.tokens.accessToken, connected.account, request);
    expect(steps.map((step) => step.uploadedBytes).slice(0, 5)).toEqual([0, youtubeChunkUnit, 2 * youtubeChunkUnit, 3 * youtubeChunkUnit, request.file.size]);
    const published = steps.at(-1)!.published!;
    expect(published.url).toBe(`https://www.youtube.com/watch?v=${published.postId}`);
    expect(server.youtube.storedBytes(published.postId).equals(await readFile(sampleClipPath))).toBe(true);
    expect(server.youtube.sessions.size).toBe(1);

    server.youtube.setStats(published.postId, { views: 340, likes: 21, comments: 3, shares: 0 });
    expect(await youtube.fetchStats(connected.tokens.accessToken, connected.account, published.postId)).toEqual({ views: 340, likes: 21, comments: 3, shares: 0 });
  });

  it("resumes from the offset the session reports when the third chunk breaks off, and completes", async () => {
    server.youtube.breakChunk(3, "drop");
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const steps = await publishToEnd(youtube, connected.tokens.accessToken, connected.account, request);
    // Two chunks, the third broken (the session kept 100 000 of its bytes), the question, then on from there.
    const kept = 2 * youtubeChunkUnit + server.youtube.keptOfDroppedChunk;
    expect(steps.slice(0, 5).map((step) => [step.uploadedBytes, (step.cursor as { checkOffset?: boolean }).checkOffset])).toEqual([
      [0, false],
      [youtubeChunkUnit, false],
      [2 * youtubeChunkUnit, false],
      [2 * youtubeChunkUnit, true],
      [kept, false],
    ]);
    expect(steps[5]!.uploadedBytes).toBe(kept + youtubeChunkUnit);
    const published = steps.at(-1)!.published!;
    expect(server.youtube.storedBytes(published.postId).equals(await readFile(sampleClipPath))).toBe(true);
    expect(server.youtube.publishes()).toBe(1);
  });

  it("asks the session again after a 5xx chunk instead of guessing", async () => {
    server.youtube.breakChunk(2, "5xx");
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const steps = await publishToEnd(youtube, connected.tokens.accessToken, connected.account, request);
    expect(server.youtube.storedBytes(steps.at(-1)!.published!.postId).equals(await readFile(sampleClipPath))).toBe(true);
  });

  it("resumes from the stored progress after a worker died mid-upload: one video on the channel", async () => {
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    let progress = await youtube.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    progress = await youtube.advancePublish(connected.tokens.accessToken, connected.account, request, progress);
    const stored = JSON.stringify(progress);
    // The dead worker had sent the next chunk too, but its answer was never stored.
    await youtube.advancePublish(connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    const worker = createSocialPlatforms(socialConfigFor(server.origin), { youtube: { chunkBytes: youtubeChunkUnit } }).youtube!;
    const steps = await publishToEnd(worker, connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(steps.at(-1)!.stage).toBe("published");
    expect(server.youtube.publishes()).toBe(1);
    expect(server.youtube.storedBytes().equals(await readFile(sampleClipPath))).toBe(true);
  });

  it("shows YouTube's failureReason when processing fails", async () => {
    server.youtube.failProcessing("codec");
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    expect(await failure(publishToEnd(youtube, connected.tokens.accessToken, connected.account, request))).toMatchObject({ kind: "rejected", reason: "codec" });
  });

  it("gives its own refusals as reasons the screen words, not English sentences", async () => {
    // The file changed under the upload.
    const folder = await mkdtemp(path.join(os.tmpdir(), "promoreel-youtube-"));
    const file = path.join(folder, "video.mp4");
    await writeFile(file, await readFile(sampleClipPath));
    const request = await postRequest(file, "https://promoreel.test/unused.mp4");
    const opened = await youtube.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    await truncate(file, youtubeChunkUnit / 2);
    expect(await failure(youtube.advancePublish(connected.tokens.accessToken, connected.account, request, opened))).toMatchObject({
      kind: "rejected",
      reason: "file-changed",
    });

    // The user deleted the video on YouTube while it was processed.
    const whole = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    let progress = await youtube.advancePublish(connected.tokens.accessToken, connected.account, whole, null);
    while (progress.stage === "uploading") progress = await youtube.advancePublish(connected.tokens.accessToken, connected.account, whole, progress);
    server.youtube.deleteVideo((progress.cursor as { videoId: string }).videoId);
    expect(await failure(youtube.advancePublish(connected.tokens.accessToken, connected.account, whole, progress))).toMatchObject({
      kind: "rejected",
      reason: "video-deleted",
    });

    // A Google account without a channel cannot connect: the caller words why.
    server.youtube.hasChannel = false;
    expect(await failure(connect())).toMatchObject({ kind: "rejected", reason: youtubeNoChannel });
  });

  it("answers 401 as token-expired and a revoked grant as token-revoked on refresh", async () => {
    server.youtube.expireTokens();
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    expect((await failure(youtube.advancePublish(connected.tokens.accessToken, connected.account, request, null))).kind).toBe("token-expired");
    const refreshed = await youtube.refresh(connected.tokens.refreshToken!);
    expect((await youtube.advancePublish(refreshed.accessToken, connected.account, request, null)).stage).toBe("uploading");

    server.youtube.revokeTokens();
    expect(await failure(youtube.refresh(connected.tokens.refreshToken!))).toMatchObject({ kind: "token-revoked", reason: "Token has been expired or revoked." });
  });

  it("revokes the grant on disconnect", async () => {
    await youtube.revoke(connected.tokens);
    expect((await failure(youtube.refresh(connected.tokens.refreshToken!))).kind).toBe("token-revoked");
  });

  it("passes a rate limit on with its Retry-After", async () => {
    server.youtube.rateLimit(120);
    expect(await failure(youtube.fetchStats(connected.tokens.accessToken, connected.account, "abc"))).toMatchObject({ kind: "rate-limited", retryAfterMs: 120_000 });
  });

  it("waits for the daily quota's reset at midnight in California when the quota is spent", async () => {
    server.youtube.exhaustQuota();
    const error = await failure(youtube.fetchStats(connected.tokens.accessToken, connected.account, "abc"));
    expect(error.kind).toBe("rate-limited");
    expect(error.retryAfterMs).toBeGreaterThan(0);
    expect(error.retryAfterMs).toBeLessThanOrEqual(24 * 3600 * 1000);
  });
});
