import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { PlatformAccount, PlatformTokens, SocialPlatform } from "../platform";
import { createSocialPlatforms } from "./index";
import { instagramPublishingLimitWaitMs } from "./instagram";
import { failure, postRequest, publishToEnd, sampleClipPath } from "./testing/publish-steps";
import { socialConfigFor, socialTestClients, startSocialPlatformServer, type SocialPlatformServer } from "./testing/social-server";

const redirectUri = "https://promoreel.test/account/social/instagram/callback";

describe("Instagram: Instagram Login and Reels publishing against a local Instagram", () => {
  let server: SocialPlatformServer;
  let instagram: SocialPlatform;
  let connected: { tokens: PlatformTokens; account: PlatformAccount };
  let clipUrl: string;

  const connect = async () => {
    const answer = await fetch(instagram.authorizationUrl({ state: "s1", codeChallenge: "ignored", redirectUri }), { redirect: "manual" });
    // Instagram puts "#_" after the code; a browser keeps the fragment to itself, a copied address may not.
    const location = answer.headers.get("location")!;
    expect(location.endsWith("#_")).toBe(true);
    const back = new URL(location);
    expect(back.searchParams.get("state")).toBe("s1");
    return instagram.exchangeCode({ code: `${back.searchParams.get("code")!}#_`, codeVerifier: "unused", redirectUri });
  };

  beforeAll(async () => {
    server = await startSocialPlatformServer();
    instagram = createSocialPlatforms(socialConfigFor(server.origin)).instagram!;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    server.reset();
    clipUrl = server.hostFile(await readFile(sampleClipPath));
    connected = await connect();
  });

  it("sends the user to Instagram's consent page with the business scopes and state, without PKCE", () => {
    const url = new URL(instagram.authorizationUrl({ state: "xyz", codeChallenge: "challenge", redirectUri }));
    expect(url.pathname).toBe("/oauth/authorize");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: socialTestClients.instagram.id,
      redirect_uri: redirectUri,
      response_type: "code",
      scope: "instagram_business_basic,instagram_business_content_publish,instagram_business_manage_insights",
      state: "xyz",
    });
  });

  it("connects with a long-lived token, which refreshes itself", async () => {
    expect(connected.account).toEqual({ id: "17841400000000001", name: "insta.ines" });
    expect(connected.tokens.refreshToken).toBe(connected.tokens.accessToken);
    expect(connected.tokens.expiresAt.getTime() - Date.now()).toBeGreaterThan(59 * 24 * 3600 * 1000);
    const refreshed = await instagram.refresh(connected.tokens.refreshToken!);
    expect(refreshed.accessToken).not.toBe(connected.tokens.accessToken);
    expect(refreshed.refreshToken).toBe(refreshed.accessToken);
    // Meta's refresh answer names no permissions: none are claimed, and the caller keeps those it stored.
    expect(connected.tokens.scopes).toEqual(["instagram_business_basic", "instagram_business_content_publish", "instagram_business_manage_insights"]);
    expect(refreshed.scopes).toEqual([]);
  });

  it("publishes a Reel from its public address, then reads its insights", async () => {
    const request = await postRequest(sampleClipPath, clipUrl);
    const steps = await publishToEnd(instagram, connected.tokens.accessToken, connected.account, request);
    expect(steps.map((step) => step.stage)).toEqual(["processing", "processing", "published"]);
    const published = steps.at(-1)!.published!;
    expect(published.url).toMatch(/^https:\/\/www\.instagram\.com\/reel\/\w+\/$/);
    expect(server.instagram.publishes(connected.account.id)).toBe(1);
    expect(server.instagram.posts[0]!.bytes.equals(await readFile(sampleClipPath))).toBe(true);
    expect(server.instagram.posts[0]!.caption).toBe(request.caption);

    server.instagram.setStats(published.postId, { views: 5100, likes: 230, comments: 12, shares: 31 });
    expect(await instagram.fetchStats(connected.tokens.accessToken, connected.account, published.postId)).toEqual({ views: 5100, likes: 230, comments: 12, shares: 31 });
  });

  it("shows Instagram's status when the container fails", async () => {
    server.instagram.failProcessing("Error: The video's aspect ratio is not supported. (2207009)");
    const request = await postRequest(sampleClipPath, clipUrl);
    expect(await failure(publishToEnd(instagram, connected.tokens.accessToken, connected.account, request))).toMatchObject({
      kind: "rejected",
      reason: "Error: The video's aspect ratio is not supported. (2207009)",
    });
    expect(server.instagram.publishes()).toBe(0);
  });

  it("makes a new container when the old one expired", async () => {
    const request = await postRequest(sampleClipPath, clipUrl);
    const first = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    server.instagram.expireContainer((first.cursor as { containerId: string }).containerId);
    const steps = await publishToEnd(instagram, connected.tokens.accessToken, connected.account, request, first);
    expect(steps.at(-1)!.stage).toBe("published");
    expect(server.instagram.containers.size).toBe(2);
    expect(server.instagram.publishes()).toBe(1);
  });

  it("publishes once when a worker died after publishing but before storing it", async () => {
    const request = await postRequest(sampleClipPath, clipUrl);
    let progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, progress);
    const stored = JSON.stringify(progress);
    const lost = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(lost.stage).toBe("published");
    // The next worker starts from the stored row: the container is already PUBLISHED.
    const worker = createSocialPlatforms(socialConfigFor(server.origin)).instagram!;
    const steps = await publishToEnd(worker, connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(steps.at(-1)!.published!.postId).toBe(lost.published!.postId);
    expect(server.instagram.publishes()).toBe(1);
  });

  it("finds the reel a lost publishing step made although Meta keeps its caption with other line breaks", async () => {
    const request = await postRequest(sampleClipPath, clipUrl, { caption: "Fresh roast\r\n\r\n#coffee #promoreel\r\n " });
    let progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, progress);
    const stored = JSON.stringify(progress);
    const lost = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(server.instagram.posts[0]!.caption).toBe("Fresh roast\n\n#coffee #promoreel");
    const steps = await publishToEnd(instagram, connected.tokens.accessToken, connected.account, request, JSON.parse(stored));
    expect(steps.at(-1)!.published!.postId).toBe(lost.published!.postId);
    expect(server.instagram.publishes()).toBe(1);
  });

  it("waits an hour when the account reached Meta's publishing limit, instead of failing the post", async () => {
    server.instagram.publishingLimit = 1;
    await publishToEnd(instagram, connected.tokens.accessToken, connected.account, await postRequest(sampleClipPath, clipUrl));
    const request = await postRequest(sampleClipPath, clipUrl, { caption: "The second post of the day" });
    expect(await failure(publishToEnd(instagram, connected.tokens.accessToken, connected.account, request))).toMatchObject({
      kind: "rate-limited",
      reason: "You reached maximum number of posts that is allowed to be published by Content Publishing API.",
      retryAfterMs: instagramPublishingLimitWaitMs,
    });
    expect(server.instagram.publishes()).toBe(1);
  });

  it("tries again after the errors Meta says to try again on, and refuses what it takes for spam", async () => {
    const request = await postRequest(sampleClipPath, clipUrl);
    let progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null);
    progress = await instagram.advancePublish(connected.tokens.accessToken, connected.account, request, progress);
    server.instagram.failNextPublish(
      { code: -1, subcode: 2207001, message: "Instagram server error. Try again." },
      { code: 25, subcode: 2207008, message: "Temporary error publishing a container." },
    );
    for (let attempt = 0; attempt < 2; attempt++) {
      expect((await failure(instagram.advancePublish(connected.tokens.accessToken, connected.account, request, progress))).kind).toBe("unavailable");
    }
    const steps = await publishToEnd(instagram, connected.tokens.accessToken, connected.account, request, progress);
    expect(steps.at(-1)!.stage).toBe("published");
    expect(server.instagram.publishes()).toBe(1);

    const next = await postRequest(sampleClipPath, clipUrl, { caption: "Another one" });
    server.instagram.failNextPublish({ code: 4, subcode: 2207051, message: "We restrict certain activity to protect our community." });
    expect(await failure(publishToEnd(instagram, connected.tokens.accessToken, connected.account, next))).toMatchObject({
      kind: "rejected",
      reason: "We restrict certain activity to protect our community.",
    });
  });

  it("answers code 190 as token-expired, and an expired or withdrawn token as token-revoked on refresh", async () => {
    server.instagram.expireTokens();
    const request = await postRequest(sampleClipPath, clipUrl);
    expect((await failure(instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null))).kind).toBe("token-expired");
    // An Instagram token cannot be refreshed once expired: the user connects again.
    expect((await failure(instagram.refresh(connected.tokens.refreshToken!))).kind).toBe("token-revoked");

    const again = await connect();
    server.instagram.revokeTokens();
    expect((await failure(instagram.fetchStats(again.tokens.accessToken, again.account, "1"))).kind).toBe("token-revoked");
    expect((await failure(instagram.refresh(again.tokens.refreshToken!))).kind).toBe("token-revoked");
  });

  it("passes Meta's rate limit on with the time its usage header gives", async () => {
    server.instagram.rateLimit(300);
    const request = await postRequest(sampleClipPath, clipUrl);
    expect(await failure(instagram.advancePublish(connected.tokens.accessToken, connected.account, request, null))).toMatchObject({
      kind: "rate-limited",
      retryAfterMs: 5 * 60_000,
    });
  });
});
