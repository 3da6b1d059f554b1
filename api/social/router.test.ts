import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase } from "../testing/harness";
import { saveConnection } from "./accounts";

/** A platform client configured against an address nothing answers: enough for the calls that do not reach it. */
const unreachable = { clientId: "client-key", clientSecret: "client-secret", authOrigin: "http://127.0.0.1:9", apiOrigin: "http://127.0.0.1:9" };

describeOnEachDatabase("social calls", (harness) => {
  it("says posting is off, and which variables turn it on, when no platform has keys", async () => {
    const { access_token: token } = await registerAccount(harness);
    const accounts = await harness.call("GET", "social/accounts", { token });
    expect(accounts.status).toBe(200);
    expect(accounts.body.data).toMatchObject({ platforms: [], accounts: [] });
    expect(accounts.body.data.setup_variables).toContain("TIKTOK_CLIENT_KEY");
    const connect = await harness.call("POST", "social/connect/tiktok", { token, json: {} });
    expect(connect.status).toBe(404);
    expect(connect.body.message).toMatch(/not set up/);
  });

  it("proposes a caption and hashtags from the video's product", async () => {
    const { access_token: token, user } = await registerAccount(harness);
    const product = (await harness.call("POST", "generate-info", { token, json: { name: "Trail Bottle", brand: "Summit", features: ["Keeps drinks cold for 24 hours"] } }))
      .body.data as { id: string };
    const videoId = randomUUID();
    const at = harness.clock.now;
    await harness.db
      .insertInto("videos")
      .values({
        id: videoId,
        user_id: user.id,
        product_id: product.id,
        script_id: "s",
        job_id: "j",
        title: "Trail bottle",
        status: "ready",
        stage: "done",
        progress: 100,
        error: null,
        timeline: "{}",
        aspect_ratios: "[]",
        favorite_at: null,
        duration_ms: null,
        files: null,
        usage_recorded_at: null,
        created_at: at,
        updated_at: at,
        finished_at: at,
      })
      .execute();
    const proposed = await harness.call("GET", `social/caption?video_id=${videoId}`, { token });
    expect(proposed.status, proposed.body.message).toBe(200);
    expect(proposed.body.data.caption).toBe("Summit Trail Bottle: Keeps drinks cold for 24 hours.");
    expect(proposed.body.data.text).toContain("#TrailBottle");
    const stranger = await registerAccount(harness);
    expect((await harness.call("GET", `social/caption?video_id=${videoId}`, { token: stranger.access_token })).status).toBe(404);
  });

  describe("with TikTok configured", () => {
    it("sends the browser to the consent page with a state and a PKCE challenge, and takes each state once", async () => {
      const api = await harness.createApi({ social: { tiktok: unreachable } });
      const { access_token: token, user } = await registerAccount(harness);
      const listed = await call(api, "GET", "social/accounts", { token });
      expect(listed.body.data).toMatchObject({ platforms: ["tiktok"], setup_variables: [] });

      const connect = await call(api, "POST", "social/connect/tiktok", { token, json: { return_path: "/videos" } });
      expect(connect.status, connect.body.message).toBe(200);
      const url = new URL(connect.body.data.authorization_url);
      const state = url.searchParams.get("state")!;
      expect(state.length).toBeGreaterThan(30);
      expect(url.searchParams.get("code_challenge")).toMatch(/^[\w-]{43}$/);

      const attempt = await harness.db.selectFrom("social_oauth_attempts").selectAll().where("user_id", "=", user.id).executeTakeFirstOrThrow();
      expect(attempt.code_verifier).toMatch(/^v1\./);

      const otherUser = await registerAccount(harness);
      const stolen = await call(api, "POST", "social/connect/tiktok/callback", { token: otherUser.access_token, json: { code: "code", state } });
      expect(stolen.status).toBe(400);
      expect(await call(api, "POST", "social/connect/youtube", { token, json: {} })).toMatchObject({ status: 404 });
    });

    it("refuses a post of someone else's video, and cancelling or disconnecting what is not the user's", async () => {
      const api = await harness.createApi({ social: { tiktok: unreachable } });
      const { access_token: token } = await registerAccount(harness);
      const post = { video_id: "not-mine", caption: "Hello", privacy: "public", targets: [{ account_id: "a", ratio: "9:16" }] };
      expect((await call(api, "POST", "social/posts", { token, json: post })).status).toBe(404);
      const listed = await call(api, "GET", "social/posts", { token });
      expect(listed.body.data).toMatchObject({ items: [], total: 0 });
      expect((await call(api, "DELETE", "social/posts/nothing", { token })).status).toBe(404);
      expect((await call(api, "DELETE", "social/accounts/nothing", { token })).status).toBe(404);
    });

    it("names the field a refused post is about, so the form can show the refusal beside it", async () => {
      const api = await harness.createApi({ social: { tiktok: unreachable } });
      const { access_token: token, user } = await registerAccount(harness);
      const videoId = randomUUID();
      const at = harness.clock.now;
      await harness.db
        .insertInto("videos")
        .values({
          id: videoId,
          user_id: user.id,
          product_id: "p",
          script_id: "s",
          job_id: "j",
          title: "Trail bottle",
          status: "ready",
          stage: "done",
          progress: 100,
          error: null,
          timeline: "{}",
          aspect_ratios: JSON.stringify(["9:16"]),
          favorite_at: null,
          duration_ms: null,
          files: null,
          usage_recorded_at: null,
          created_at: at,
          updated_at: at,
          finished_at: at,
        })
        .execute();
      const account = await saveConnection(harness.db, harness.config.socialTokenKeys, {
        userId: user.id,
        platform: "tiktok",
        account: { id: "open-id", name: "Tess" },
        tokens: { accessToken: "a", refreshToken: "r", expiresAt: new Date(at + 3_600_000), refreshExpiresAt: null, scopes: [] },
        now: at,
      });
      const post = { video_id: videoId, caption: "Hello", privacy: "public", targets: [{ account_id: account.id, ratio: "9:16" }] };
      const refusal = async (changes: object) => {
        const answer = await call(api, "POST", "social/posts", { token, json: { ...post, ...changes } });
        expect(answer.status).toBe(400);
        return answer.body.data;
      };
      expect(await refusal({ scheduled_at: new Date(at - 3_600_000).toISOString() })).toEqual({ field: "scheduled_at" });
      expect(await refusal({ time_zone: "Mars/Olympus_Mons" })).toEqual({ field: "time_zone" });
      expect(await refusal({ targets: [{ account_id: account.id, ratio: "16:9" }] })).toEqual({ field: "targets", account_id: account.id });
    });
  });
});
