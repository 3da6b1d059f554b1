import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiConfigVariables, readApiConfig } from "../../config";
import { PlatformError } from "../platform";
import { createSocialPlatforms } from "./index";
import { s256 } from "./testing/protocol";
import { postRequest, sampleClipPath } from "./testing/publish-steps";
import { socialConfigFor, startSocialPlatformServer, type SocialPlatformServer } from "./testing/social-server";
import type { TikTokPlatform } from "./tiktok";

const dataDir = () => mkdtempSync(path.join(os.tmpdir(), "promoreel-social-config-"));

describe("social platform settings", () => {
  it("leaves posting off without keys", () => {
    const config = readApiConfig({ DATA_DIR: dataDir() });
    expect(config.social).toEqual({});
    expect(createSocialPlatforms(config.social)).toEqual({});
  });

  it("turns each platform on with its client, at its own hosts unless pointed elsewhere", () => {
    const social = readApiConfig({
      DATA_DIR: dataDir(),
      TIKTOK_CLIENT_KEY: "tt-key",
      TIKTOK_CLIENT_SECRET: "tt-secret",
      YOUTUBE_CLIENT_ID: "yt-id",
      YOUTUBE_CLIENT_SECRET: "yt-secret",
      YOUTUBE_AUTH_ORIGIN: "http://127.0.0.1:4000/",
      YOUTUBE_API_ORIGIN: "http://127.0.0.1:4000",
    }).social;
    expect(social).toEqual({
      tiktok: { clientId: "tt-key", clientSecret: "tt-secret", authOrigin: undefined, apiOrigin: undefined },
      youtube: { clientId: "yt-id", clientSecret: "yt-secret", authOrigin: "http://127.0.0.1:4000", apiOrigin: "http://127.0.0.1:4000" },
    });
    expect(Object.keys(createSocialPlatforms(social))).toEqual(["tiktok", "youtube"]);
    expect(createSocialPlatforms(social).tiktok!.authorizationUrl({ state: "s", codeChallenge: "c", redirectUri: "https://a.test/cb" })).toMatch(
      /^https:\/\/www\.tiktok\.com\/v2\/auth\/authorize\/\?client_key=tt-key&/,
    );
  });

  it("stops on half a client or an origin without one, naming what is missing", () => {
    expect(() => readApiConfig({ DATA_DIR: dataDir(), INSTAGRAM_APP_ID: "1" })).toThrow("INSTAGRAM_APP_ID and INSTAGRAM_APP_SECRET must be set together");
    expect(() => readApiConfig({ DATA_DIR: dataDir(), TIKTOK_API_ORIGIN: "http://127.0.0.1:4000" })).toThrow(
      "TIKTOK_AUTH_ORIGIN and TIKTOK_API_ORIGIN need TIKTOK_CLIENT_KEY and TIKTOK_CLIENT_SECRET",
    );
    expect(() => readApiConfig({ DATA_DIR: dataDir(), YOUTUBE_CLIENT_ID: "a", YOUTUBE_CLIENT_SECRET: "b", YOUTUBE_API_ORIGIN: "http://127.0.0.1:4000/v3" })).toThrow(
      "YOUTUBE_API_ORIGIN must be an origin",
    );
  });

  it("describes its variables for the README", () => {
    expect(apiConfigVariables.map((variable) => variable.name)).toEqual(
      expect.arrayContaining(["TIKTOK_CLIENT_KEY", "TIKTOK_API_ORIGIN", "YOUTUBE_CLIENT_ID", "YOUTUBE_AUTH_ORIGIN", "INSTAGRAM_APP_ID", "INSTAGRAM_APP_SECRET"]),
    );
  });
});

describe("the local platform server's HTTP control, for an app server in another process", () => {
  let server: SocialPlatformServer;
  beforeAll(async () => {
    server = await startSocialPlatformServer();
  });
  afterAll(() => server.close());

  const control = (pathname: string, body?: unknown) =>
    fetch(`${server.origin}/__control/${pathname}`, body === undefined ? {} : { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });

  it("sets failures and stats and reports publishes, and no error carries a token", async () => {
    const platforms = createSocialPlatforms(socialConfigFor(server.origin));
    const tiktok = platforms.tiktok!;
    const redirectUri = "https://promoreel.test/cb";
    const verifier = "verifier-0123456789-0123456789-0123456789-xyz";
    const consent = await fetch(tiktok.authorizationUrl({ state: "s", codeChallenge: s256(verifier), redirectUri }), { redirect: "manual" });
    const code = new URL(consent.headers.get("location")!).searchParams.get("code")!;
    const { tokens, account } = await tiktok.exchangeCode({ code, codeVerifier: verifier, redirectUri });

    expect((await control("tiktok/rate-limit", { retryAfterSeconds: 7 })).status).toBe(200);
    const request = await postRequest(sampleClipPath, "https://promoreel.test/unused.mp4");
    const limited = await tiktok.advancePublish(tokens.accessToken, account, request, null).catch((error: PlatformError) => error);
    expect(limited).toMatchObject({ kind: "rate-limited", retryAfterMs: 7000 });

    expect((await control("tiktok/creator-info", { privacyLevelOptions: ["SELF_ONLY"], maxVideoPostDurationSec: 30, disabledInteractions: { duet: true } })).status).toBe(200);
    expect(await (tiktok as TikTokPlatform).creatorInfo(tokens.accessToken)).toMatchObject({
      privacyLevelOptions: ["SELF_ONLY"],
      maxVideoPostDurationSec: 30,
      commentDisabled: false,
      duetDisabled: true,
    });

    await control("tiktok/expire-tokens", {});
    const expired = await tiktok.advancePublish(tokens.accessToken, account, request, null).catch((error: PlatformError) => error);
    expect(expired).toMatchObject({ kind: "token-expired" });
    expect(`${(expired as Error).message} ${(expired as PlatformError).reason}`).not.toContain(tokens.accessToken);

    expect(await (await control("tiktok/state")).json()).toEqual({ publishes: 0, posts: [], postInfos: [] });
    expect((await control("youtube/stats", { postId: "abc", views: 3 })).status).toBe(200);
    expect((await control("nowhere/state")).status).toBe(404);
    expect((await control("reset", {})).status).toBe(200);
  });
});
