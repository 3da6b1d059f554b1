/**
 * TikTok: Login Kit for Web (OAuth 2 with PKCE S256, rotating refresh tokens) and the Content Posting API's direct
 * post with FILE_UPLOAD, as developers.tiktok.com documents them:
 * - consent at `www.tiktok.com/v2/auth/authorize/`; tokens at `POST /v2/oauth/token/` (form-encoded, client_key and
 *   client_secret in the body); `POST /v2/oauth/revoke/`; the account from `GET /v2/user/info/`;
 * - `POST /v2/post/publish/creator_info/query/` before each post, as the Direct Post rules ask: the privacy levels this
 *   creator may use (`privacy_level_options`), the longest video it may post (`max_video_post_duration_sec`) and the
 *   interactions it turned off (`comment_disabled`, `duet_disabled`, `stitch_disabled`); then
 *   `POST /v2/post/publish/video/init/` with `post_info` (title, privacy_level, disable_comment/duet/stitch, and the
 *   commercial content disclosure `brand_organic_toggle` / `brand_content_toggle`) and the file's size and chunking,
 *   answered by `publish_id` and `upload_url`;
 * - the file PUT to `upload_url` in order, chunk by chunk, each with `Content-Range`; 206 until the last, then 201;
 * - `POST /v2/post/publish/status/fetch/` until PUBLISH_COMPLETE or FAILED (with `fail_reason`); a public post is
 *   moderated first, and its id (`publicaly_available_post_id`) only comes after that, usually within a minute but
 *   sometimes hours later, so the polls go on, slower (the endpoint allows 30 calls a minute per token), until it does;
 * - the figures from `POST /v2/video/query/` (view_count, like_count, comment_count, share_count).
 * Every answer carries `{ error: { code, message, log_id } }`, with code "ok" on success.
 */
import type { SocialOwnReason, TikTokDisclosure } from "../../contract/social";
import type { SocialPlatformConfig } from "../../config";
import { PlatformError, type PlatformTokens, type PostRequest, type PublishProgress, type SocialPlatform } from "../platform";
import { callPlatform, chunkTimeoutMs, count, expiresIn, field, readChunk, retryAfterMs, text, type PlatformAnswer } from "./http";

export const tiktokScopes = ["user.info.basic", "video.publish", "video.list"];

const MB = 1024 * 1024;
/** TikTok's chunk rules: 5 to 64 MB each, the last up to 128 MB taking the trailing bytes, at most 1000 chunks. */
const minChunk = 5 * MB;
const maxChunk = 64 * MB;
const maxChunks = 1000;

export interface TikTokOptions {
  /** The chunk size asked for (clamped to TikTok's 5–64 MB); 10 MB unless a test wants more chunks. */
  chunkBytes?: number;
  /** Between status polls; TikTok suggests polling while it processes. */
  pollIntervalMs?: number;
  now?: () => number;
}

type TikTokCursor =
  | { step: "upload"; publishId: string; uploadUrl: string; username: string | null; chunkSize: number; totalChunks: number; nextChunk: number }
  /** `completedAt`: when TikTok first said PUBLISH_COMPLETE for a public post that it had not named yet. */
  | { step: "status"; publishId: string; username: string | null; completedAt?: number };

/**
 * Between status polls while a public post waits for TikTok's moderation ("usually within one minute, in some cases a
 * few hours"): every 20 s for the first 5 minutes, then every 5 minutes. TikTok allows 30 status calls a minute; a
 * wait as long as the second is a queued job of its own (publish-job.ts), so the slow poll also means few jobs.
 */
export const tiktokModerationFirstPollMs = 20_000;
export const tiktokModerationQuickMs = 5 * 60_000;
export const tiktokModerationPollMs = 5 * 60_000;
/** How long a public post waits for its id; after that it counts as published without one (no address, no figures). */
export const tiktokModerationWaitMs = 24 * 3600 * 1000;

/** The chunking TikTok's init asks for: one chunk under 5 MB, else floor(size / chunk) chunks, the last taking the rest. */
export function tiktokChunking(size: number, wanted = 10 * MB): { chunkSize: number; totalChunks: number } {
  if (size < minChunk) return { chunkSize: size, totalChunks: 1 };
  let chunkSize = Math.min(maxChunk, Math.max(minChunk, wanted, Math.ceil(size / maxChunks)));
  if (chunkSize > size) chunkSize = size;
  return { chunkSize, totalChunks: Math.floor(size / chunkSize) };
}

function chunkRange(cursor: { chunkSize: number; totalChunks: number }, index: number, size: number) {
  const start = index * cursor.chunkSize;
  const end = index === cursor.totalChunks - 1 ? size : start + cursor.chunkSize;
  return { start, end };
}

/** What creator_info says this creator may post, read before every post (TikTok's settings can change any day). */
export interface TikTokCreatorInfo {
  username: string | null;
  privacyLevelOptions: string[];
  maxVideoPostDurationSec: number | null;
  commentDisabled: boolean;
  duetDisabled: boolean;
  stitchDisabled: boolean;
}

export type TikTokPlatform = SocialPlatform & { creatorInfo(accessToken: string): Promise<TikTokCreatorInfo> };

/** `post_info`'s disclosure toggles: "Your brand" is brand_organic_toggle, "Branded content" brand_content_toggle. */
export function disclosureToggles(disclosure: TikTokDisclosure): { brand_organic_toggle: boolean; brand_content_toggle: boolean } {
  return { brand_organic_toggle: disclosure === "your-brand", brand_content_toggle: disclosure === "branded-content" };
}

const privacyLevels = { public: "PUBLIC_TO_EVERYONE", unlisted: "MUTUAL_FOLLOW_FRIENDS", private: "SELF_ONLY" } as const;

/** The failure an answer carries, or null when it is a success. */
function failureOf(answer: PlatformAnswer): PlatformError | null {
  const code = text(field(answer.json, "error", "code"));
  if (answer.status >= 200 && answer.status < 300 && (code === undefined || code === "ok")) return null;
  const reason = text(field(answer.json, "error", "message")) || code || `status ${answer.status}`;
  if (code === "access_token_invalid") return new PlatformError("tiktok", "token-expired", reason);
  if (code === "scope_not_authorized" || code === "scope_permission_missed") return new PlatformError("tiktok", "token-revoked", reason);
  if (code === "rate_limit_exceeded" || answer.status === 429) return new PlatformError("tiktok", "rate-limited", reason, retryAfterMs(answer.headers));
  if (answer.status === 401) return new PlatformError("tiktok", "token-expired", reason);
  if (code === "internal_error" || answer.status >= 500) return new PlatformError("tiktok", "unavailable", reason);
  return new PlatformError("tiktok", "rejected", reason);
}

export function createTikTokPlatform(config: SocialPlatformConfig, options: TikTokOptions = {}): TikTokPlatform {
  const now = options.now ?? Date.now;
  const authOrigin = config.authOrigin ?? "https://www.tiktok.com";
  const apiOrigin = config.apiOrigin ?? "https://open.tiktokapis.com";
  const pollIntervalMs = options.pollIntervalMs ?? 5000;

  const api = async (accessToken: string, path: string, body: unknown, method: "GET" | "POST" = "POST") => {
    const answer = await callPlatform("tiktok", new URL(path, apiOrigin), {
      method,
      headers: { authorization: `Bearer ${accessToken}`, ...(method === "POST" && { "content-type": "application/json; charset=UTF-8" }) },
      body: method === "POST" ? JSON.stringify(body) : undefined,
    });
    const failure = failureOf(answer);
    if (failure) throw failure;
    return field(answer.json, "data");
  };

  /** The token endpoint answers `{ error, error_description }` on failure, sometimes with status 200. */
  const tokenCall = async (form: Record<string, string>, onBadGrant: "rejected" | "token-revoked"): Promise<PlatformTokens> => {
    const answer = await callPlatform("tiktok", new URL("/v2/oauth/token/", apiOrigin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_key: config.clientId, client_secret: config.clientSecret, ...form }),
    });
    const error = text(field(answer.json, "error"));
    const accessToken = text(field(answer.json, "access_token"));
    if (answer.status >= 500) throw new PlatformError("tiktok", "unavailable", error ?? `status ${answer.status}`);
    if (answer.status === 429) throw new PlatformError("tiktok", "rate-limited", error ?? "rate limited", retryAfterMs(answer.headers));
    if (error || !accessToken) {
      const reason = text(field(answer.json, "error_description")) || error || `status ${answer.status}`;
      throw new PlatformError("tiktok", error === "invalid_grant" || error === "invalid_request" ? onBadGrant : "rejected", reason);
    }
    const at = now();
    const refreshIn = field(answer.json, "refresh_expires_in");
    return {
      accessToken,
      refreshToken: text(field(answer.json, "refresh_token")) ?? null,
      expiresAt: expiresIn(field(answer.json, "expires_in"), at),
      refreshExpiresAt: refreshIn === undefined ? null : expiresIn(refreshIn, at),
      scopes: (text(field(answer.json, "scope")) ?? "").split(",").filter(Boolean),
    };
  };

  const creatorInfo = async (accessToken: string): Promise<TikTokCreatorInfo> => {
    const data = await api(accessToken, "/v2/post/publish/creator_info/query/", {});
    const levels = field(data, "privacy_level_options");
    const maxSec = Number(field(data, "max_video_post_duration_sec"));
    return {
      username: text(field(data, "creator_username")) ?? null,
      privacyLevelOptions: Array.isArray(levels) ? levels.map(String) : [],
      maxVideoPostDurationSec: Number.isFinite(maxSec) && maxSec > 0 ? maxSec : null,
      commentDisabled: field(data, "comment_disabled") === true,
      duetDisabled: field(data, "duet_disabled") === true,
      stitchDisabled: field(data, "stitch_disabled") === true,
    };
  };

  const start = async (accessToken: string, request: Parameters<SocialPlatform["advancePublish"]>[2]): Promise<PublishProgress> => {
    const creator = await creatorInfo(accessToken);
    const privacy = privacyLevels[request.privacy];
    if (!creator.privacyLevelOptions.includes(privacy)) throw new PlatformError("tiktok", "rejected", "privacy-not-offered" satisfies SocialOwnReason);
    if (creator.maxVideoPostDurationSec !== null && request.durationMs !== null && request.durationMs > creator.maxVideoPostDurationSec * 1000) {
      throw new PlatformError("tiktok", "rejected", "video-too-long" satisfies SocialOwnReason);
    }
    const { chunkSize, totalChunks } = tiktokChunking(request.file.size, options.chunkBytes);
    const data = await api(accessToken, "/v2/post/publish/video/init/", {
      post_info: {
        title: request.caption,
        privacy_level: privacy,
        // An interaction the creator turned off in TikTok stays off; the others are open, as TikTok's own app has them.
        disable_comment: creator.commentDisabled,
        disable_duet: creator.duetDisabled,
        disable_stitch: creator.stitchDisabled,
        ...disclosureToggles(request.tiktokDisclosure),
      },
      source_info: { source: "FILE_UPLOAD", video_size: request.file.size, chunk_size: chunkSize, total_chunk_count: totalChunks },
    });
    const publishId = text(field(data, "publish_id"));
    const uploadUrl = text(field(data, "upload_url"));
    if (!publishId || !uploadUrl || !/^https?:\/\//.test(uploadUrl)) throw new PlatformError("tiktok", "unavailable", "init answered without an upload address");
    const cursor: TikTokCursor = {
      step: "upload",
      publishId,
      uploadUrl,
      username: creator.username,
      chunkSize,
      totalChunks,
      nextChunk: 0,
    };
    return { stage: "uploading", cursor, uploadedBytes: 0 };
  };

  /** One chunk PUT to the upload address (signed by TikTok: no token goes there). */
  const sendChunk = async (
    accessToken: string,
    cursor: Extract<TikTokCursor, { step: "upload" }>,
    request: Parameters<SocialPlatform["advancePublish"]>[2],
  ): Promise<PublishProgress> => {
    const size = request.file.size;
    const { start: first, end } = chunkRange(cursor, cursor.nextChunk, size);
    const bytes = await readChunk(request.file.path, first, end - first);
    if (bytes.byteLength !== end - first) throw new PlatformError("tiktok", "rejected", "file-changed" satisfies SocialOwnReason);
    const answer = await callPlatform("tiktok", cursor.uploadUrl, {
      method: "PUT",
      headers: { "content-type": "video/mp4", "content-range": `bytes ${first}-${end - 1}/${size}` },
      body: bytes,
      timeoutMs: chunkTimeoutMs(bytes.byteLength),
    });
    if (answer.status === 201 || (answer.status === 206 && cursor.nextChunk === cursor.totalChunks - 1)) {
      return { stage: "processing", cursor: { step: "status", publishId: cursor.publishId, username: cursor.username } satisfies TikTokCursor, uploadedBytes: size };
    }
    if (answer.status === 206) return { stage: "uploading", cursor: { ...cursor, nextChunk: cursor.nextChunk + 1 } satisfies TikTokCursor, uploadedBytes: end };
    // The upload address lasts an hour: after a long wait (a worker down, a backoff) the upload starts again. The
    // unfinished publish is never completed, so it does not post.
    if (answer.status === 403 || answer.status === 404) return start(accessToken, request);
    if (answer.status === 429) throw new PlatformError("tiktok", "rate-limited", "upload rate limited", retryAfterMs(answer.headers));
    if (answer.status >= 500) throw new PlatformError("tiktok", "unavailable", `upload answered ${answer.status}`);
    throw new PlatformError("tiktok", "rejected", text(field(answer.json, "error", "message")) || ("unexplained" satisfies SocialOwnReason));
  };

  const poll = async (accessToken: string, cursor: Extract<TikTokCursor, { step: "status" }>, request: PostRequest): Promise<PublishProgress> => {
    const size = request.file.size;
    const data = await api(accessToken, "/v2/post/publish/status/fetch/", { publish_id: cursor.publishId });
    const status = text(field(data, "status"));
    if (status === "FAILED") throw new PlatformError("tiktok", "rejected", text(field(data, "fail_reason")) || ("unexplained" satisfies SocialOwnReason));
    if (status !== "PUBLISH_COMPLETE") return { stage: "processing", cursor, uploadedBytes: size, waitMs: pollIntervalMs };
    // TikTok's field, spelled as it documents it; the id is there once the post is public and moderated.
    const ids = field(data, "publicaly_available_post_id");
    const videoId = Array.isArray(ids) ? text(ids[0]) : undefined;
    // A public post without its id is still in moderation: its id, address and figures come later, so it waits for
    // them (bounded). A post not for everyone is never named: its publish id is all there will be.
    if (!videoId && request.privacy === "public") {
      const completedAt = cursor.completedAt ?? now();
      if (now() - completedAt < tiktokModerationWaitMs) {
        const waitMs = now() - completedAt < tiktokModerationQuickMs ? tiktokModerationFirstPollMs : tiktokModerationPollMs;
        return { stage: "processing", cursor: { ...cursor, completedAt } satisfies TikTokCursor, uploadedBytes: size, waitMs };
      }
    }
    return {
      stage: "published",
      cursor,
      uploadedBytes: size,
      published: {
        postId: videoId ?? cursor.publishId,
        url: videoId && cursor.username ? `https://www.tiktok.com/@${cursor.username}/video/${videoId}` : null,
      },
    };
  };

  return {
    id: "tiktok",
    creatorInfo,
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL("/v2/auth/authorize/", authOrigin);
      url.search = new URLSearchParams({
        client_key: config.clientId,
        response_type: "code",
        scope: tiktokScopes.join(","),
        redirect_uri: redirectUri,
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await tokenCall({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: codeVerifier }, "rejected");
      const user = field(await api(tokens.accessToken, "/v2/user/info/?fields=open_id,display_name", undefined, "GET"), "user");
      const id = text(field(user, "open_id"));
      if (!id) throw new PlatformError("tiktok", "unavailable", "user info answered without an open_id");
      return { tokens, account: { id, name: text(field(user, "display_name")) || id } };
    },
    refresh: (refreshToken) => tokenCall({ grant_type: "refresh_token", refresh_token: refreshToken }, "token-revoked"),
    async revoke({ accessToken }) {
      await callPlatform("tiktok", new URL("/v2/oauth/revoke/", apiOrigin), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ client_key: config.clientId, client_secret: config.clientSecret, token: accessToken }),
      });
    },
    async advancePublish(accessToken, _account, request, progress) {
      if (!progress) return start(accessToken, request);
      const cursor = progress.cursor as TikTokCursor;
      if (progress.stage === "published") return progress;
      if (cursor.step === "upload") return sendChunk(accessToken, cursor, request);
      return poll(accessToken, cursor, request);
    },
    async fetchStats(accessToken, _account, postId) {
      const data = await api(accessToken, "/v2/video/query/?fields=id,view_count,like_count,comment_count,share_count", { filters: { video_ids: [postId] } });
      const videos = field(data, "videos");
      const video = Array.isArray(videos) ? videos.find((entry) => text(field(entry, "id")) === postId) : undefined;
      // A post TikTok lists no figures for (private, or never public under its own id) has none to show, not zeros.
      if (!video) return null;
      return {
        views: count(field(video, "view_count")),
        likes: count(field(video, "like_count")),
        comments: count(field(video, "comment_count")),
        shares: count(field(video, "share_count")),
      };
    },
  };
}
