import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertVideo } from "../../api/testing/ready-video";
import { registerAccount } from "../../api/testing/accounts";
import { useApiHarness } from "../../api/testing/harness";
import { createRequestContext } from "../request-context.server";
import { signedInCookie, testConfig } from "../testing/fake-backend";
import { tokensFromApi } from "../utils/tokens.server";
import { loadPostsByVideo } from "./videos.server";

// The library's cards against the real /api/v1 backend in-process: a video keeps its posts however many newer ones
// the user's other videos have.
describe("the library's posts by video", () => {
  const harness = useApiHarness("sqlite");

  it("reads the posts of the videos shown, past a hundred newer posts of another video", async () => {
    const account = await registerAccount(harness);
    const userId = account.user.id;
    const at = harness.clock.now;
    const video = () => insertVideo(harness, userId);
    const older = await video();
    const newer = await video();
    // Listing posts reads no token: the stored ones need not decrypt.
    const tiktok = { id: randomUUID() };
    await harness.db
      .insertInto("social_accounts")
      .values({
        id: tiktok.id,
        user_id: userId,
        platform: "tiktok",
        platform_account_id: "open-id",
        platform_account_name: "Tess",
        access_token: "stored",
        refresh_token: null,
        expires_at: at + 3_600_000,
        refresh_expires_at: null,
        scopes: "[]",
        state: "connected",
        created_at: at,
        updated_at: at,
      })
      .execute();
    const post = (videoId: string, createdAt: number) => ({
      id: randomUUID(),
      user_id: userId,
      video_id: videoId,
      account_id: tiktok.id,
      platform: "tiktok" as const,
      ratio: "9:16" as const,
      title: "",
      caption: "Hello",
      privacy: "public" as const,
      scheduled_at: createdAt,
      time_zone: "UTC",
      state: "published" as const,
      failure_kind: null,
      failure_reason: null,
      progress: null,
      uploaded_bytes: 0,
      file_bytes: null,
      platform_post_id: null,
      platform_post_url: null,
      attempts: 1,
      job_id: null,
      published_at: createdAt,
      created_at: createdAt,
      updated_at: createdAt,
    });
    await harness.db.insertInto("social_posts").values(post(older, at)).execute();
    await harness.db
      .insertInto("social_posts")
      .values(Array.from({ length: 120 }, (_, index) => post(newer, at + 1000 + index)))
      .execute();

    const cookie = await signedInCookie(tokensFromApi(account)!, userId);
    const context = await createRequestContext({
      request: new Request("http://localhost/videos", { headers: { Cookie: cookie } }),
      config: testConfig,
      clientIp: "203.0.113.9",
      cspNonce: "nonce",
      apiBaseUrl: "http://promoreel.internal/api/v1/",
      apiFetch: (request) => harness.api.fetch(request, { clientIp: "203.0.113.9" }),
    });

    expect((await loadPostsByVideo(context, [older]))[older]).toHaveLength(1);
    const both = await loadPostsByVideo(context, [newer, older]);
    expect(both[older]).toHaveLength(1);
    expect(both[newer]).toHaveLength(120);
    expect(await loadPostsByVideo(context, [])).toEqual({});
  });
});
