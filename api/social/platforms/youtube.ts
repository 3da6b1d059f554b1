/**
 * YouTube: Google's OAuth 2 for web server apps (PKCE S256, offline access for a refresh token, revocation) and the
 * YouTube Data API v3 resumable upload, as developers.google.com documents them:
 * - consent at `accounts.google.com/o/oauth2/v2/auth`; tokens at `POST oauth2.googleapis.com/token`; `POST …/revoke`;
 *   the channel from `GET /youtube/v3/channels?part=snippet&mine=true`;
 * - `POST /upload/youtube/v3/videos?uploadType=resumable&part=snippet,status` with the metadata as JSON and
 *   X-Upload-Content-Length/-Type: the session address comes back in `Location`;
 * - the bytes PUT there in chunks (multiples of 256 KiB) with `Content-Range: bytes a-b/total`; `308` with
 *   `Range: bytes=0-N` asks for the rest from N+1; the last answers 200/201 with the video resource;
 * - after a broken chunk the session is asked where it stands (`Content-Range: bytes *\/total`, empty body), and the
 *   upload goes on from the offset it reports;
 * - `GET /youtube/v3/videos?part=processingDetails,status` until uploadStatus "processed" (or failed/rejected with
 *   failureReason/rejectionReason); the figures from `part=statistics`.
 */
import type { SocialOwnReason } from "../../contract/social";
import type { SocialPlatformConfig } from "../../config";
import { PlatformError, type PlatformTokens, type PostRequest, type PublishProgress, type SocialPlatform } from "../platform";
import { callPlatform, chunkTimeoutMs, count, expiresIn, field, readChunk, retryAfterMs, text, type PlatformAnswer } from "./http";

export const youtubeScopes = ["https://www.googleapis.com/auth/youtube.upload", "https://www.googleapis.com/auth/youtube.readonly"];

/** The refusal of a connection whose Google account has no YouTube channel to post to (the caller words it). */
export const youtubeNoChannel = "no-youtube-channel";

/** Google requires chunks in multiples of 256 KiB, except the last. */
export const youtubeChunkUnit = 256 * 1024;

export interface YouTubeOptions {
  /** Bytes per chunk, rounded down to a multiple of 256 KiB; 8 MiB unless a test wants more chunks. */
  chunkBytes?: number;
  pollIntervalMs?: number;
  now?: () => number;
}

type YouTubeCursor =
  /** `checkOffset`: the last chunk broke, so ask the session how much it has before sending more. */
  { step: "upload"; sessionUrl: string; offset: number; checkOffset: boolean; failures: number } | { step: "processing"; videoId: string };

const maxChunkFailures = 5;

/** Until the next midnight in California, when YouTube's daily quota is reset. */
function untilQuotaReset(now: number): number {
  const parts = new Intl.DateTimeFormat("en-US", { timeZone: "America/Los_Angeles", hourCycle: "h23", hour: "2-digit", minute: "2-digit", second: "2-digit" }).formatToParts(
    new Date(now),
  );
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  return (24 * 3600 - (part("hour") * 3600 + part("minute") * 60 + part("second"))) * 1000;
}

/** Google's API error `{ error: { code, message, errors: [{ reason }] } }`, as the caller must act on it. */
function failureOf(answer: PlatformAnswer, now: number): PlatformError {
  const message = text(field(answer.json, "error", "message")) ?? `status ${answer.status}`;
  const errors = field(answer.json, "error", "errors");
  const reasons = Array.isArray(errors) ? errors.map((entry) => text(field(entry, "reason"))) : [];
  if (answer.status === 401) return new PlatformError("youtube", "token-expired", message);
  if (reasons.includes("quotaExceeded") || reasons.includes("dailyLimitExceeded"))
    return new PlatformError("youtube", "rate-limited", message, retryAfterMs(answer.headers, now) ?? untilQuotaReset(now));
  if (answer.status === 429 || reasons.includes("rateLimitExceeded") || reasons.includes("userRateLimitExceeded"))
    return new PlatformError("youtube", "rate-limited", message, retryAfterMs(answer.headers, now));
  if (answer.status >= 500) return new PlatformError("youtube", "unavailable", message);
  // The grant lacks a scope the call needs: only consenting again gives it.
  if (reasons.includes("insufficientPermissions")) return new PlatformError("youtube", "token-revoked", message);
  return new PlatformError("youtube", "rejected", message);
}

/** YouTube's title: at most 100 characters, no angle brackets, never empty. */
function videoTitle(request: PostRequest): string {
  const title = (request.title.trim() || request.caption.split("\n")[0]!.trim() || "Video").replace(/[<>]/g, "");
  return [...title].slice(0, 100).join("");
}

/** At most 5000 bytes of description, cut at a character. */
function videoDescription(caption: string): string {
  let description = caption.replace(/[<>]/g, "");
  while (Buffer.byteLength(description) > 5000) description = [...description].slice(0, -1).join("");
  return description;
}

/** `Range: bytes=0-N` → N + 1; no Range: nothing stored yet. */
function offsetFrom(answer: PlatformAnswer): number {
  const range = answer.headers.get("range")?.match(/^bytes=0-(\d+)$/);
  return range ? Number(range[1]) + 1 : 0;
}

export function createYouTubePlatform(config: SocialPlatformConfig, options: YouTubeOptions = {}): SocialPlatform {
  const now = options.now ?? Date.now;
  const authOrigin = config.authOrigin ?? "https://accounts.google.com";
  const tokenOrigin = config.apiOrigin ?? "https://oauth2.googleapis.com";
  const apiOrigin = config.apiOrigin ?? "https://www.googleapis.com";
  const chunkBytes = Math.max(youtubeChunkUnit, Math.floor((options.chunkBytes ?? 8 * 1024 * 1024) / youtubeChunkUnit) * youtubeChunkUnit);
  const pollIntervalMs = options.pollIntervalMs ?? 10_000;
  const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  const get = async (accessToken: string, path: string, query: Record<string, string>) => {
    const url = new URL(path, apiOrigin);
    url.search = new URLSearchParams(query).toString();
    const answer = await callPlatform("youtube", url, { method: "GET", headers: bearer(accessToken) });
    if (answer.status !== 200) throw failureOf(answer, now());
    return answer.json;
  };

  const tokenCall = async (
    form: Record<string, string>,
    onBadGrant: "rejected" | "token-revoked",
  ): Promise<Omit<PlatformTokens, "refreshToken"> & { refreshToken: string | undefined }> => {
    const answer = await callPlatform("youtube", new URL("/token", tokenOrigin), {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ client_id: config.clientId, client_secret: config.clientSecret, ...form }),
    });
    const accessToken = text(field(answer.json, "access_token"));
    if (answer.status !== 200 || !accessToken) {
      const error = text(field(answer.json, "error"));
      const reason = text(field(answer.json, "error_description")) || error || `status ${answer.status}`;
      if (answer.status >= 500) throw new PlatformError("youtube", "unavailable", reason);
      if (answer.status === 429) throw new PlatformError("youtube", "rate-limited", reason, retryAfterMs(answer.headers, now()));
      throw new PlatformError("youtube", error === "invalid_grant" ? onBadGrant : "rejected", reason);
    }
    return {
      accessToken,
      refreshToken: text(field(answer.json, "refresh_token")),
      expiresAt: expiresIn(field(answer.json, "expires_in"), now()),
      refreshExpiresAt: null,
      scopes: (text(field(answer.json, "scope")) ?? "").split(" ").filter(Boolean),
    };
  };

  const openSession = async (accessToken: string, request: PostRequest): Promise<PublishProgress> => {
    const url = new URL("/upload/youtube/v3/videos", apiOrigin);
    url.search = "uploadType=resumable&part=snippet,status";
    const answer = await callPlatform("youtube", url, {
      method: "POST",
      headers: {
        ...bearer(accessToken),
        "content-type": "application/json; charset=UTF-8",
        "x-upload-content-length": String(request.file.size),
        "x-upload-content-type": "video/mp4",
      },
      body: JSON.stringify({
        snippet: { title: videoTitle(request), description: videoDescription(request.caption), categoryId: "22" },
        status: { privacyStatus: request.privacy, selfDeclaredMadeForKids: false },
      }),
    });
    if (answer.status !== 200 && answer.status !== 201) throw failureOf(answer, now());
    const location = answer.headers.get("location");
    let sessionUrl: URL;
    try {
      sessionUrl = new URL(location ?? "", apiOrigin);
    } catch {
      throw new PlatformError("youtube", "unavailable", "the upload session has no address");
    }
    // The token goes with every chunk: only ever to the upload host it was given for.
    if (!location || sessionUrl.origin !== new URL(apiOrigin).origin) throw new PlatformError("youtube", "unavailable", "the upload session is on another host");
    const cursor: YouTubeCursor = { step: "upload", sessionUrl: sessionUrl.toString(), offset: 0, checkOffset: false, failures: 0 };
    return { stage: "uploading", cursor, uploadedBytes: 0 };
  };

  const uploaded = (answer: PlatformAnswer, size: number): PublishProgress => {
    const videoId = text(field(answer.json, "id"));
    if (!videoId) throw new PlatformError("youtube", "unavailable", "the upload finished without a video id");
    return { stage: "processing", cursor: { step: "processing", videoId } satisfies YouTubeCursor, uploadedBytes: size };
  };

  /** One step of the upload: either ask the session where it stands, or send the next chunk. */
  const upload = async (accessToken: string, cursor: Extract<YouTubeCursor, { step: "upload" }>, request: PostRequest): Promise<PublishProgress> => {
    const size = request.file.size;
    if (cursor.checkOffset) {
      const answer = await callPlatform("youtube", cursor.sessionUrl, {
        method: "PUT",
        headers: { ...bearer(accessToken), "content-range": `bytes */${size}` },
        body: new Uint8Array(),
      });
      if (answer.status === 200 || answer.status === 201) return uploaded(answer, size);
      // The session is gone (they last about a week): start a new one.
      if (answer.status === 404 || answer.status === 410) return openSession(accessToken, request);
      if (answer.status !== 308) throw failureOf(answer, now());
      const offset = offsetFrom(answer);
      return { stage: "uploading", cursor: { ...cursor, offset, checkOffset: false } satisfies YouTubeCursor, uploadedBytes: offset };
    }

    const length = Math.min(chunkBytes, size - cursor.offset);
    const bytes = await readChunk(request.file.path, cursor.offset, length);
    if (bytes.byteLength !== length) throw new PlatformError("youtube", "rejected", "file-changed" satisfies SocialOwnReason);
    let answer: PlatformAnswer | null = null;
    try {
      answer = await callPlatform("youtube", cursor.sessionUrl, {
        method: "PUT",
        headers: { ...bearer(accessToken), "content-type": "video/mp4", "content-range": `bytes ${cursor.offset}-${cursor.offset + length - 1}/${size}` },
        body: bytes,
        timeoutMs: chunkTimeoutMs(length),
      });
    } catch (error) {
      if (!(error instanceof PlatformError && error.kind === "unavailable")) throw error;
    }
    if (answer?.status === 200 || answer?.status === 201) return uploaded(answer, size);
    if (answer?.status === 308) {
      const offset = offsetFrom(answer);
      return { stage: "uploading", cursor: { ...cursor, offset, failures: 0 } satisfies YouTubeCursor, uploadedBytes: offset };
    }
    if (answer && answer.status < 500 && answer.status !== 404 && answer.status !== 410) throw failureOf(answer, now());
    // Broken off or a 5xx: the session may hold part of the chunk. Google's advice: ask it, then go on from there.
    if (cursor.failures + 1 > maxChunkFailures) throw new PlatformError("youtube", "unavailable", "the upload keeps breaking off");
    return {
      stage: "uploading",
      cursor: { ...cursor, checkOffset: true, failures: cursor.failures + 1 } satisfies YouTubeCursor,
      uploadedBytes: cursor.offset,
      waitMs: Math.min(60_000, 1000 * 2 ** cursor.failures),
    };
  };

  const poll = async (accessToken: string, cursor: Extract<YouTubeCursor, { step: "processing" }>, size: number): Promise<PublishProgress> => {
    const answer = await get(accessToken, "/youtube/v3/videos", { part: "processingDetails,status", id: cursor.videoId });
    const items = field(answer, "items");
    const video: unknown = Array.isArray(items) ? items[0] : undefined;
    const status = text(field(video, "status", "uploadStatus"));
    // Google's reason where it gives one; otherwise ours, which the screen words in the user's language.
    const unexplained: SocialOwnReason = "unexplained";
    if (status === "failed") throw new PlatformError("youtube", "rejected", text(field(video, "status", "failureReason")) || unexplained);
    if (status === "rejected") throw new PlatformError("youtube", "rejected", text(field(video, "status", "rejectionReason")) || unexplained);
    if (status === "deleted") throw new PlatformError("youtube", "rejected", "video-deleted" satisfies SocialOwnReason);
    const processing = text(field(video, "processingDetails", "processingStatus"));
    if (processing === "failed" || processing === "terminated")
      throw new PlatformError("youtube", "rejected", text(field(video, "processingDetails", "processingFailureReason")) || unexplained);
    if (status !== "processed") return { stage: "processing", cursor, uploadedBytes: size, waitMs: pollIntervalMs };
    return { stage: "published", cursor, uploadedBytes: size, published: { postId: cursor.videoId, url: `https://www.youtube.com/watch?v=${cursor.videoId}` } };
  };

  return {
    id: "youtube",
    authorizationUrl({ state, codeChallenge, redirectUri }) {
      const url = new URL("/o/oauth2/v2/auth", authOrigin);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: youtubeScopes.join(" "),
        // A refresh token, every time the user consents (Google gives it on the first consent only otherwise).
        access_type: "offline",
        prompt: "consent",
        include_granted_scopes: "true",
        state,
        code_challenge: codeChallenge,
        code_challenge_method: "S256",
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, codeVerifier, redirectUri }) {
      const tokens = await tokenCall({ grant_type: "authorization_code", code, redirect_uri: redirectUri, code_verifier: codeVerifier }, "rejected");
      const channels = field(await get(tokens.accessToken, "/youtube/v3/channels", { part: "snippet", mine: "true" }), "items");
      const channel: unknown = Array.isArray(channels) ? channels[0] : undefined;
      const id = text(field(channel, "id"));
      if (!id) throw new PlatformError("youtube", "rejected", youtubeNoChannel);
      return { tokens: { ...tokens, refreshToken: tokens.refreshToken ?? null }, account: { id, name: text(field(channel, "snippet", "title")) || id } };
    },
    async refresh(refreshToken) {
      const tokens = await tokenCall({ grant_type: "refresh_token", refresh_token: refreshToken }, "token-revoked");
      // Google keeps the refresh token; it names a new one only if it rotated it.
      return { ...tokens, refreshToken: tokens.refreshToken ?? refreshToken };
    },
    async revoke({ accessToken, refreshToken }) {
      // Revoking the refresh token ends the whole grant; an access token alone ends with it.
      await callPlatform("youtube", new URL("/revoke", tokenOrigin), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ token: refreshToken ?? accessToken }),
      });
    },
    async advancePublish(accessToken, _account, request, progress) {
      if (!progress) return openSession(accessToken, request);
      if (progress.stage === "published") return progress;
      const cursor = progress.cursor as YouTubeCursor;
      if (cursor.step === "upload") return upload(accessToken, cursor, request);
      return poll(accessToken, cursor, request.file.size);
    },
    async fetchStats(accessToken, _account, postId) {
      const items = field(await get(accessToken, "/youtube/v3/videos", { part: "statistics", id: postId }), "items");
      const statistics = field(Array.isArray(items) ? items[0] : undefined, "statistics");
      // The Data API has no share count.
      return { views: count(field(statistics, "viewCount")), likes: count(field(statistics, "likeCount")), comments: count(field(statistics, "commentCount")), shares: 0 };
    },
  };
}
