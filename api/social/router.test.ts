import { describe, expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { call, describeOnEachDatabase, type ApiHarness } from "../testing/harness";
import { saveConnection } from "./accounts";
import { insertReadyVideo, insertVideo } from "../testing/ready-video";

/** A platform client configured against an address nothing answers: enough for the calls that do not reach it. */
const unreachable = { clientId: "client-key", clientSecret: "client-secret", authOrigin: "http://127.0.0.1:9", apiOrigin: "http://127.0.0.1:9" };
const everyPlatform = { tiktok: unreachable, youtube: unreachable, instagram: unreachable };

/** A user with a ready video and one connected account on each platform, straight in the database. */
async function userWithAccounts(harness: ApiHarness) {
  const { access_token: token, user } = await registerAccount(harness);
  const videoId = await insertReadyVideo(harness, user.id, new Uint8Array(1000));
  const at = harness.clock.now;
  const connect = (platform: "tiktok" | "youtube" | "instagram") =>
    saveConnection(harness.db, harness.config.socialTokenKeys, {
      userId: user.id,
      platform,
      account: { id: `${platform}-${user.id}`, name: `${platform} shop` },
      tokens: { accessToken: "a", refreshToken: "r", expiresAt: new Date(at + 3_600_000), refreshExpiresAt: null, scopes: [] },
      now: at,
    });
  return { token, userId: user.id, videoId, tiktok: await connect("tiktok"), youtube: await connect("youtube"), instagram: await connect("instagram") };
}

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
    const videoId = await insertVideo(harness, user.id, { productId: product.id });
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
      const videoId = await insertVideo(harness, user.id);
      const at = harness.clock.now;
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

  describe("with TikTok, YouTube and Instagram configured", () => {
    it("disconnects an account with posts waiting and on their way out, stops their publish jobs and goes on answering", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, videoId, tiktok } = await userWithAccounts(harness);
      const post = { video_id: videoId, caption: "Hello", privacy: "public", targets: [{ account_id: tiktok.id, ratio: "9:16" }] };
      const tomorrow = new Date(harness.clock.now + 86_400_000).toISOString();
      const created = [];
      for (let index = 0; index < 3; index++) {
        const answer = await call(api, "POST", "social/posts", { token, json: { ...post, scheduled_at: tomorrow } });
        expect(answer.status, answer.body.message).toBe(200);
        created.push(answer.body.data.posts[0].id as string);
      }
      const [, uploading, processing] = created;
      await harness.db.updateTable("social_posts").set({ state: "uploading" }).where("id", "=", uploading!).execute();
      await harness.db.updateTable("social_posts").set({ state: "processing" }).where("id", "=", processing!).execute();
      const jobIds = (await harness.db.selectFrom("social_posts").select("job_id").where("id", "in", created).execute()).map((row) => row.job_id!);

      const disconnected = await call(api, "DELETE", `social/accounts/${tiktok.id}`, { token });
      expect(disconnected.status, disconnected.body.message).toBe(200);
      const jobs = await harness.db.selectFrom("jobs").select("status").where("id", "in", jobIds).execute();
      expect(jobs.map((job) => job.status)).toEqual(["cancelled", "cancelled", "cancelled"]);
      expect((await call(api, "GET", "social/posts", { token })).body.data.total).toBe(0);
      const accounts = await call(api, "GET", "social/accounts", { token });
      expect(accounts.body.data.accounts.map((account: { platform: string }) => account.platform).sort()).toEqual(["instagram", "youtube"]);
    });

    it("disconnects an account whose tokens no configured key decrypts (a retired key, a changed JWT_SECRET)", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, tiktok } = await userWithAccounts(harness);
      await harness.db
        .updateTable("social_accounts")
        .set({ access_token: "v1.retired.AAAA.AAAA.AAAA", refresh_token: "v1.retired.AAAA.AAAA.AAAA" })
        .where("id", "=", tiktok.id)
        .execute();
      const disconnected = await call(api, "DELETE", `social/accounts/${tiktok.id}`, { token });
      expect(disconnected.status, disconnected.body.message).toBe(200);
      expect(await harness.db.selectFrom("social_accounts").select("id").where("id", "=", tiktok.id).executeTakeFirst()).toBeUndefined();
    });

    it("refuses a private or unlisted post that includes Instagram, which posts every Reel publicly, by its privacy field", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, videoId, tiktok, youtube, instagram } = await userWithAccounts(harness);
      const targets = [tiktok, youtube, instagram].map((account) => ({ account_id: account.id, ratio: "9:16" }));
      const post = { video_id: videoId, caption: "Hello", targets };
      for (const privacy of ["private", "unlisted"]) {
        const refused = await call(api, "POST", "social/posts", { token, json: { ...post, privacy } });
        expect(refused.status).toBe(400);
        expect(refused.body.data).toEqual({ field: "privacy", account_id: instagram.id, platform: "instagram" });
        expect(refused.body.message).toBe("Instagram posts every video publicly: make it visible to everyone, or leave Instagram out of this post.");
      }
      const chinese = await call(api, "POST", "social/posts", { token, json: { ...post, privacy: "private" }, headers: { "accept-language": "zh-CN" } });
      expect(chinese.body.message).toBe("Instagram 只能公开发布：请将可见范围设为所有人，或不发布到 Instagram。");
      expect(await harness.db.selectFrom("social_posts").select("id").where("video_id", "=", videoId).execute()).toEqual([]);

      const withoutInstagram = await call(api, "POST", "social/posts", { token, json: { ...post, privacy: "private", targets: targets.slice(0, 2) } });
      expect(withoutInstagram.status, withoutInstagram.body.message).toBe(200);
      const publicly = await call(api, "POST", "social/posts", { token, json: { ...post, privacy: "public" } });
      expect(publicly.status, publicly.body.message).toBe(200);
    });

    it("refuses branded content that only its author would see on TikTok, by its disclosure field, in the user's language", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, videoId, tiktok, youtube } = await userWithAccounts(harness);
      const post = { video_id: videoId, caption: "Hello", privacy: "private", tiktok_disclosure: "branded-content" };
      const refused = await call(api, "POST", "social/posts", { token, json: { ...post, targets: [{ account_id: tiktok.id, ratio: "9:16" }] } });
      expect(refused.status).toBe(400);
      expect(refused.body.data).toEqual({ field: "tiktok_disclosure", account_id: tiktok.id, platform: "tiktok" });
      expect(refused.body.message).toBe("TikTok does not allow branded content to be private: choose who else can see it, or say the video promotes your own brand.");
      const chinese = await call(api, "POST", "social/posts", {
        token,
        json: { ...post, targets: [{ account_id: tiktok.id, ratio: "9:16" }] },
        headers: { "accept-language": "zh-CN" },
      });
      expect(chinese.body.message).toBe("TikTok 不允许品牌合作内容设为仅自己可见：请选择其他可见范围，或注明视频推广的是你自己的品牌。");
      expect(await harness.db.selectFrom("social_posts").select("id").where("video_id", "=", videoId).execute()).toEqual([]);

      // Without TikTok the disclosure is not TikTok's to refuse; "your brand" may be private.
      const youtubeOnly = await call(api, "POST", "social/posts", { token, json: { ...post, targets: [{ account_id: youtube.id, ratio: "9:16" }] } });
      expect(youtubeOnly.status, youtubeOnly.body.message).toBe(200);
      const ownBrand = await call(api, "POST", "social/posts", {
        token,
        json: { ...post, tiktok_disclosure: "your-brand", targets: [{ account_id: tiktok.id, ratio: "9:16" }] },
      });
      expect(ownBrand.status, ownBrand.body.message).toBe(200);
      expect(ownBrand.body.data.posts[0].tiktok_disclosure).toBe("your-brand");
      const unknown = await call(api, "POST", "social/posts", {
        token,
        json: { ...post, tiktok_disclosure: "sponsored", targets: [{ account_id: tiktok.id, ratio: "9:16" }] },
      });
      expect(unknown.status).toBe(400);
    });

    it("refuses a caption over a chosen platform's limits by its caption field, and takes it for the platforms it suits", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, videoId, tiktok, youtube, instagram } = await userWithAccounts(harness);
      const post = (caption: string, ...accounts: { id: string }[]) =>
        call(api, "POST", "social/posts", {
          token,
          json: { video_id: videoId, caption, privacy: "public", targets: accounts.map((account) => ({ account_id: account.id, ratio: "9:16" })) },
        });
      const tags = (count: number) => Array.from({ length: count }, (_, index) => `#tag${index}`).join(" ");
      const mentions = (count: number) => Array.from({ length: count }, (_, index) => `@shop.${index}`).join(" ");
      // 2200 Chinese characters: within TikTok's 2200 UTF-16 characters, 6600 bytes of YouTube's 5000.
      const longChinese = "保".repeat(2200);

      const refusals = [
        {
          caption: `Hello ${tags(31)}`,
          account: instagram,
          message: "Instagram takes at most 30 hashtags in a caption (more and it ignores or refuses them); this one has 31.",
        },
        { caption: `Hello ${mentions(21)} write to me@example.com`, account: instagram, message: "Instagram takes at most 20 @mentions in a caption; this one has 21." },
        { caption: `Hello ${tags(61)}`, account: youtube, message: "YouTube takes at most 60 hashtags in a caption (more and it ignores or refuses them); this one has 61." },
        { caption: longChinese, account: youtube, message: "YouTube takes a caption of at most 5000 bytes; this one has 6600 (a Chinese character takes 3)." },
      ];
      for (const { caption, account, message } of refusals) {
        const refused = await post(caption, tiktok, account);
        expect(refused.status).toBe(400);
        expect(refused.body).toMatchObject({ message, data: { field: "caption", account_id: account.id } });
      }
      const chinese = await call(api, "POST", "social/posts", {
        token,
        headers: { "accept-language": "zh-CN" },
        json: { video_id: videoId, caption: longChinese, privacy: "public", targets: [{ account_id: youtube.id, ratio: "9:16" }] },
      });
      expect(chinese.body.message).toBe("YouTube 的文案最多 5000 字节，当前有 6600 字节（一个汉字占 3 字节）。");
      expect(await harness.db.selectFrom("social_posts").select("id").where("video_id", "=", videoId).execute()).toEqual([]);

      expect((await post(`Hello ${tags(30)} ${mentions(20)}`, instagram)).status).toBe(200);
      expect((await post(`Hello ${tags(60)}`, youtube)).status).toBe(200);
      expect((await post(`Hello ${tags(61)} ${mentions(21)}`, tiktok)).status).toBe(200);
      expect((await post(longChinese, tiktok, instagram)).status).toBe(200);
      expect((await post(`${longChinese}保`, tiktok)).status).toBe(400);
    });

    it("sends the browser back only to a path on this site after connecting", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { access_token: token } = await registerAccount(harness);
      for (const returnPath of ["/\\evil.example", "//evil.example", "/.//evil.example", "/\t/evil.example", "https://evil.example"]) {
        const answer = await call(api, "POST", "social/connect/tiktok", { token, json: { return_path: returnPath } });
        expect(answer.status, `${returnPath}: ${answer.body.message}`).toBe(400);
      }
      expect((await call(api, "POST", "social/connect/tiktok", { token, json: { return_path: "/videos?page=2" } })).status).toBe(200);
    });

    it("lists the posts of the videos asked for, however many newer posts other videos have", async () => {
      const api = await harness.createApi({ social: everyPlatform });
      const { token, userId, videoId: older, tiktok, youtube } = await userWithAccounts(harness);
      const newer = await insertReadyVideo(harness, userId, new Uint8Array(1000));
      const other = await insertReadyVideo(harness, userId, new Uint8Array(1000));
      const post = async (videoId: string) => {
        const answer = await call(api, "POST", "social/posts", {
          token,
          json: { video_id: videoId, caption: "Hello", privacy: "public", targets: [tiktok, youtube].map((account) => ({ account_id: account.id, ratio: "9:16" })) },
        });
        expect(answer.status, answer.body.message).toBe(200);
        harness.clock.advance(1000);
      };
      await post(older);
      await post(other);
      await post(newer);
      const listed = await call(api, "GET", `social/posts?video_ids=${older},${newer}&page_size=3`, { token });
      expect(listed.status, listed.body.message).toBe(200);
      expect(listed.body.data.total).toBe(4);
      const next = await call(api, "GET", `social/posts?video_ids=${older},${newer}&page_size=3&page=2`, { token });
      const videos = [...listed.body.data.items, ...next.body.data.items].map((item: { video_id: string }) => item.video_id);
      expect(videos).toEqual([newer, newer, older, older]);
      const stranger = await registerAccount(harness);
      expect((await call(api, "GET", `social/posts?video_ids=${older}`, { token: stranger.access_token })).body.data.total).toBe(0);
      expect((await call(api, "GET", "social/posts?video_ids=", { token })).status).toBe(400);
    });
  });
});
