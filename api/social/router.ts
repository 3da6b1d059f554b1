/**
 * Social posting's calls (docs/api-v1.md, Social): the user's connections and the OAuth round trip that makes one,
 * disconnecting, and posting a ready video now or at a time. Without any platform's keys every call but
 * `GET social/accounts` is a 404 saying posting is off, and that one lists the variables that turn it on.
 */
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import { captionWithHashtags, proposeCaption } from "../../studio/writer/social-caption";
import type { Authenticator } from "../auth/authenticate";
import {
  connectBody,
  connectCallbackBody,
  createPostBody,
  captionProblem,
  platformPrivacies,
  platformRatios,
  socialLimits,
  socialPlatformIds,
  type CaptionProblem,
  type SocialAccountView,
  type SocialPlatformName,
} from "../contract/social";
import { paginate } from "../db/paginate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import type { MessageKey } from "../http/i18n";
import type { RateLimit } from "../http/rate-limit";
import { logger } from "../lib/logger";
import { idField, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { findAccount, listAccounts, saveConnection, tokensOf, type SocialAccountRow } from "./accounts";
import { scheduleRenewal } from "./keep-connected-job";
import { youtubeNoChannel } from "./platforms/youtube";
import { PlatformError } from "./platform";
import { cancelScheduledPost, createPosts, postViews } from "./posts";
import type { SocialPlatforms } from "./publish-job";
import { decryptToken, encryptToken } from "./token-crypto";

const minute = 60_000;
/** Each connect is a consent page at the platform; no one needs more than a few in ten minutes. Times RATE_LIMIT_FACTOR. */
const connectsByUser: RateLimit = { name: "social-connect:user", limit: 20, windowMs: 10 * minute };
/** Each post is an upload to a platform whose own quota is small (TikTok: 6 inits a minute per user). */
const postsByUser: RateLimit = { name: "social-post:user", limit: 30, windowMs: 10 * minute };
/** Long enough to read a consent page and sign in at the platform. */
const oauthAttemptMs = 15 * minute;

export const platformNames: Record<SocialPlatformName, string> = { tiktok: "TikTok", youtube: "YouTube", instagram: "Instagram" };
/** What an operator sets to turn posting on, shown by the screens when no platform is configured. */
export const socialSetupVariables = [
  "TIKTOK_CLIENT_KEY",
  "TIKTOK_CLIENT_SECRET",
  "YOUTUBE_CLIENT_ID",
  "YOUTUBE_CLIENT_SECRET",
  "INSTAGRAM_APP_ID",
  "INSTAGRAM_APP_SECRET",
  "SOCIAL_TOKEN_KEY",
];

const platformParam = z.enum(socialPlatformIds);
/** Posts waiting for their time or on their way to the platform: their publish jobs still have work to stop. */
const activePostStates = ["scheduled", "uploading", "processing"] as const;
const postsQuery = z.object({
  video_id: idField.optional(),
  /** `a,b,c`: the posts of these videos (a page of the library's cards). */
  video_ids: z
    .string()
    .transform((list) => list.split(",").filter(Boolean))
    .pipe(z.array(idField).min(1).max(socialLimits.videosPerListing))
    .optional(),
  ...pageQueryFields(100),
});

/** The address the platform sends the browser back to: the web app's callback screen, registered with each platform. */
export function socialRedirectUri(appUrl: string, platform: SocialPlatformName): string {
  return `${appUrl}/account-user/connections/${platform}/callback`;
}

/** One message per caption limit; the hashtags one words both Instagram's refusal and YouTube ignoring them all. */
const captionProblemKeys = {
  hashtags: "social_caption_too_many_hashtags",
  mentions: "social_caption_too_many_mentions",
  bytes: "social_caption_too_many_bytes",
} as const satisfies Record<CaptionProblem["kind"], MessageKey>;

function accountView(row: SocialAccountRow): SocialAccountView {
  return { id: row.id, platform: row.platform, name: row.platform_account_name, state: row.state, connected_at: new Date(row.created_at).toISOString() };
}

function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone });
    return true;
  } catch {
    return false;
  }
}

export function socialRouter(services: ApiServices, authenticator: Authenticator, platforms: SocialPlatforms) {
  const { config, db, jobs, rateLimit } = services;
  const keys = config.socialTokenKeys;
  const router = new Hono<ApiEnv>();
  const configured = socialPlatformIds.filter((id) => platforms[id]);

  function platformFor(name: string | undefined) {
    if (configured.length === 0) throw new ApiError(404, "social_not_configured");
    const id = platformParam.safeParse(name);
    const platform = id.success ? platforms[id.data] : undefined;
    if (!platform) throw new ApiError(404, "social_platform_not_configured", { platform: id.success ? platformNames[id.data] : String(name) });
    return platform;
  }

  function readableTokens(account: SocialAccountRow) {
    try {
      return tokensOf(keys, account);
    } catch (error) {
      logger.warn("a social account's tokens could not be decrypted, so its grant was not revoked", { platform: account.platform, error });
      return null;
    }
  }

  async function ownAccount(userId: string, id: string) {
    const account = await findAccount(db, id);
    if (!account || account.user_id !== userId) throw new ApiError(404, "social_account_not_found");
    return account;
  }

  router.get("/social/accounts", async (context) => {
    const { user } = await authenticator.required(context);
    const accounts = await listAccounts(db, user.id);
    return ok(context, { platforms: configured, setup_variables: configured.length === 0 ? socialSetupVariables : [], accounts: accounts.map(accountView) });
  });

  router.post("/social/connect/:platform", async (context) => {
    const { user } = await authenticator.required(context);
    const platform = platformFor(context.req.param("platform"));
    await rateLimit(connectsByUser, user.id);
    const body = await readBody(context, connectBody);
    const state = randomBytes(32).toString("base64url");
    const verifier = randomBytes(48).toString("base64url");
    const at = jobs.now();
    await db
      .insertInto("social_oauth_attempts")
      .values({
        id: randomUUID(),
        user_id: user.id,
        platform: platform.id,
        state,
        code_verifier: encryptToken(keys, "pkce", verifier),
        return_path: body.return_path,
        expires_at: at + oauthAttemptMs,
        used_at: null,
        created_at: at,
      })
      .execute();
    const codeChallenge = createHash("sha256").update(verifier).digest("base64url");
    return ok(context, { authorization_url: platform.authorizationUrl({ state, codeChallenge, redirectUri: socialRedirectUri(config.appUrl, platform.id) }) });
  });

  router.post("/social/connect/:platform/callback", async (context) => {
    const { user } = await authenticator.required(context);
    const platform = platformFor(context.req.param("platform"));
    await rateLimit(connectsByUser, user.id);
    const body = await readBody(context, connectCallbackBody);
    const at = jobs.now();
    // Single use: taking the attempt and checking it are one update, so a replayed callback finds nothing.
    const attempt = await db
      .updateTable("social_oauth_attempts")
      .set({ used_at: at })
      .where("state", "=", body.state)
      .where("user_id", "=", user.id)
      .where("platform", "=", platform.id)
      .where("used_at", "is", null)
      .where("expires_at", ">", at)
      .returningAll()
      .executeTakeFirst();
    if (!attempt) throw new ApiError(400, "social_connect_expired");
    try {
      const { tokens, account } = await platform.exchangeCode({
        code: body.code,
        codeVerifier: decryptToken(keys, "pkce", attempt.code_verifier),
        redirectUri: socialRedirectUri(config.appUrl, platform.id),
      });
      const row = await saveConnection(db, keys, { userId: user.id, platform: platform.id, account, tokens, now: at });
      await scheduleRenewal(jobs, row);
      return ok(context, { account: accountView(row), return_path: attempt.return_path });
    } catch (error) {
      if (!(error instanceof PlatformError)) throw error;
      logger.info("a platform refused a connection", { platform: platform.id, kind: error.kind, reason: error.reason });
      if (error.reason === youtubeNoChannel) throw new ApiError(400, "social_connect_no_channel");
      throw new ApiError(502, "social_connect_failed", { platform: platformNames[platform.id] });
    }
  });

  router.delete("/social/accounts/:id", async (context) => {
    const { user } = await authenticator.required(context);
    const account = await ownAccount(user.id, context.req.param("id"));
    const platform = platforms[account.platform];
    // Best effort: the grant is forgotten here whatever the platform answers, and also when its tokens no longer
    // decrypt (a retired key, a changed JWT_SECRET): there is then nothing to revoke with.
    const tokens = platform ? readableTokens(account) : null;
    if (platform && tokens) {
      await platform.revoke(tokens).catch((error: unknown) => logger.info("a platform did not confirm a revoked grant", { platform: account.platform, error }));
    }
    // The account's posts go with it; the jobs of those still on their way out are stopped once that is committed
    // (on SQLite the queue's own connection waits for this transaction, so cancelling inside it would never return).
    const jobIds = await db.transaction().execute(async (trx) => {
      const active = await trx.selectFrom("social_posts").select("job_id").where("account_id", "=", account.id).where("state", "in", activePostStates).execute();
      await trx.deleteFrom("social_accounts").where("id", "=", account.id).execute();
      return active.flatMap(({ job_id: jobId }) => (jobId ? [jobId] : []));
    });
    for (const jobId of jobIds) await jobs.cancel(jobId);
    return ok(context, { deleted: true });
  });

  router.post("/social/posts", async (context) => {
    const { user } = await authenticator.required(context);
    if (configured.length === 0) throw new ApiError(404, "social_not_configured");
    await rateLimit(postsByUser, user.id);
    const body = await readBody(context, createPostBody);
    const video = await db.selectFrom("videos").select(["id", "user_id", "status"]).where("id", "=", body.video_id).executeTakeFirst();
    if (!video || video.user_id !== user.id) throw new ApiError(404, "video_not_found");
    if (video.status !== "ready") throw new ApiError(409, "video_not_ready");
    if (!isKnownTimeZone(body.time_zone)) throw new ApiError(400, "social_time_zone_unknown", {}, { field: "time_zone" });
    const now = jobs.now();
    const scheduledAt = body.scheduled_at ? Math.max(now, Date.parse(body.scheduled_at)) : now;
    if (scheduledAt > now + socialLimits.maxScheduleDays * 24 * 60 * minute || (body.scheduled_at && Date.parse(body.scheduled_at) < now - 5 * minute)) {
      throw new ApiError(400, "social_schedule_out_of_range", {}, { field: "scheduled_at" });
    }
    const targets = [];
    for (const target of body.targets) {
      const account = await ownAccount(user.id, target.account_id);
      platformFor(account.platform);
      if (account.state !== "connected")
        throw new ApiError(409, "social_account_needs_reconnect", { platform: platformNames[account.platform] }, { field: "targets", account_id: account.id });
      if (!platformRatios[account.platform].includes(target.ratio))
        throw new ApiError(400, "social_ratio_not_taken", { platform: platformNames[account.platform], ratio: target.ratio }, { field: "targets", account_id: account.id });
      const about = { account_id: account.id, platform: account.platform };
      if (!platformPrivacies[account.platform].includes(body.privacy))
        throw new ApiError(400, "social_privacy_not_taken", { platform: platformNames[account.platform] }, { field: "privacy", ...about });
      // TikTok does not take branded content that only its author sees (its Content Sharing Guidelines).
      if (account.platform === "tiktok" && body.tiktok_disclosure === "branded-content" && body.privacy === "private")
        throw new ApiError(400, "social_branded_content_private", {}, { field: "tiktok_disclosure", ...about });
      const problem = captionProblem(body.caption, account.platform);
      if (problem)
        throw new ApiError(
          400,
          captionProblemKeys[problem.kind],
          { platform: platformNames[account.platform], max: problem.max, count: problem.count },
          { field: "caption", ...about },
        );
      targets.push({ account, ratio: target.ratio });
    }
    const rows = await createPosts(db, jobs, {
      userId: user.id,
      videoId: video.id,
      title: body.title,
      caption: body.caption,
      privacy: body.privacy,
      tiktokDisclosure: body.tiktok_disclosure,
      targets,
      scheduledAt,
      timeZone: body.time_zone,
    });
    return ok(context, { posts: await postViews(db, rows) });
  });

  /** The writer's caption and hashtags for a video's product, to start the post form from. */
  router.get("/social/caption", async (context) => {
    const { user } = await authenticator.required(context);
    const { video_id: videoId } = readQuery(context, z.object({ video_id: idField }));
    const video = await db.selectFrom("videos").select(["user_id", "product_id", "title"]).where("id", "=", videoId).executeTakeFirst();
    if (!video || video.user_id !== user.id) throw new ApiError(404, "video_not_found");
    const product = await db
      .selectFrom("products")
      .select(["name", "brand", "description", "features"])
      .where("id", "=", video.product_id)
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    const proposal = proposeCaption(product ? { ...product, features: JSON.parse(product.features) as string[] } : { name: video.title });
    return ok(context, { ...proposal, text: captionWithHashtags(proposal).slice(0, socialLimits.caption) });
  });

  router.get("/social/posts", async (context) => {
    const { user } = await authenticator.required(context);
    const query = readQuery(context, postsQuery);
    let filtered = db.selectFrom("social_posts").where("user_id", "=", user.id).where("state", "!=", "cancelled");
    if (query.video_id) filtered = filtered.where("video_id", "=", query.video_id);
    if (query.video_ids) filtered = filtered.where("video_id", "in", query.video_ids);
    const { rows, total } = await paginate(filtered, query, (select) => select.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
    return ok(context, { items: await postViews(db, rows), total, page: query.page, page_size: query.page_size });
  });

  router.delete("/social/posts/:id", async (context) => {
    const { user } = await authenticator.required(context);
    const post = await db.selectFrom("social_posts").selectAll().where("id", "=", context.req.param("id")).executeTakeFirst();
    if (!post || post.user_id !== user.id || post.state === "cancelled") throw new ApiError(404, "social_post_not_found");
    if (!(await cancelScheduledPost(db, jobs, post))) throw new ApiError(409, "social_post_not_cancellable");
    return ok(context, { cancelled: true });
  });

  return router;
}
