/**
 * Instagram: the Instagram API with Instagram Login (business and creator accounts) and its Reels publishing, as
 * developers.facebook.com documents them:
 * - consent at `www.instagram.com/oauth/authorize` (no PKCE: Instagram Login does not take it; the state is checked);
 *   the code exchanged at `POST api.instagram.com/oauth/access_token` for a one-hour token, which is exchanged at once
 *   for a 60-day one (`GET graph.instagram.com/access_token?grant_type=ig_exchange_token`); that one is refreshed with
 *   itself (`GET /refresh_access_token?grant_type=ig_refresh_token`), so it doubles as the "refresh token" here;
 *   there is no revocation endpoint (the user removes the app in Instagram's settings);
 * - the account from `GET /me?fields=user_id,username` (user_id is the professional account id the publishing paths take);
 * - `POST /{ig-user-id}/media` with media_type=REELS, video_url and caption makes a container, and Meta fetches the
 *   file itself; `GET /{container}?fields=status_code,status` until FINISHED (IN_PROGRESS, ERROR, EXPIRED, PUBLISHED);
 *   `POST /{ig-user-id}/media_publish?creation_id=…` publishes it and names the media;
 * - the figures are the Reels insights `GET /{media-id}/insights?metric=views,likes,comments,shares` (lifetime):
 *   `views` replaced `plays` for Reels in 2025, and `shares` exists only as an insight, not as a media field.
 * Errors are `{ error: { message, type, code, error_subcode } }`.
 */
import type { SocialOwnReason } from "../../contract/social";
import type { SocialPlatformConfig } from "../../config";
import { PlatformError, type PlatformTokens, type PostRequest, type PublishProgress, type SocialPlatform } from "../platform";
import { callPlatform, count, expiresIn, field, retryAfterMs, text, type PlatformAnswer } from "./http";

export const instagramScopes = ["instagram_business_basic", "instagram_business_content_publish", "instagram_business_manage_insights"];
export const instagramGraphVersion = "v22.0";

export interface InstagramOptions {
  pollIntervalMs?: number;
  now?: () => number;
}

type InstagramCursor = { step: "container"; containerId: string };

const rateLimitCodes = new Set([4, 17, 32, 613]);
/** Code 190's subcodes that only consenting again mends (460 password changed, 458 app removed, 464 unconfirmed user, 467 invalid). */
const revokedSubcodes = new Set([458, 460, 464, 467]);
/** Code 9, subcode 2207042: the account published as many posts through the API as Meta allows in 24 hours. */
const publishingLimitSubcode = 2207042;
/**
 * Meta's limit is per rolling 24 hours, so a slot frees when the oldest of those posts turns a day old: an hour between
 * tries publishes soon after without asking often.
 */
export const instagramPublishingLimitWaitMs = 3600 * 1000;
/** Code 4, subcode 2207051: Meta takes the publishing for spam and restricts it; trying again does not help. */
const spamSubcode = 2207051;
/**
 * Subcodes whose recommended solution in Meta's error table is to try again: server error (2207001), download timeout
 * (2207003), temporary publishing error (2207008), media expired (2207020: the next poll finds the container EXPIRED
 * and makes a new one), not ready yet (2207027), container creation failed (2207032), unknown upload error (2207053).
 */
const tryAgainSubcodes = new Set([2207001, 2207003, 2207008, 2207020, 2207027, 2207032, 2207053]);

/** Meta's usage headers say when access comes back (`estimated_time_to_regain_access`, in minutes). */
function regainAccessMs(headers: Headers): number | undefined {
  for (const name of ["x-business-use-case-usage", "x-app-usage"]) {
    const value = headers.get(name);
    if (!value) continue;
    const minutes = [...value.matchAll(/"estimated_time_to_regain_access"\s*:\s*(\d+)/g)].map((match) => Number(match[1]));
    if (minutes.length > 0) return Math.max(...minutes) * 60_000;
  }
  return undefined;
}

function failureOf(answer: PlatformAnswer, now: number): PlatformError {
  const error = field(answer.json, "error");
  const code = Number(field(error, "code"));
  const subcode = Number(field(error, "error_subcode"));
  const reason = text(field(error, "error_user_msg")) || text(field(error, "message")) || `status ${answer.status}`;
  const waitAsked = () => retryAfterMs(answer.headers, now) ?? regainAccessMs(answer.headers);
  if (code === 190) return new PlatformError("instagram", revokedSubcodes.has(subcode) ? "token-revoked" : "token-expired", reason);
  if (subcode === spamSubcode) return new PlatformError("instagram", "rejected", reason);
  if (subcode === publishingLimitSubcode) return new PlatformError("instagram", "rate-limited", reason, waitAsked() ?? instagramPublishingLimitWaitMs);
  if (code === 10 || (code >= 200 && code < 300)) return new PlatformError("instagram", "token-revoked", reason);
  if (rateLimitCodes.has(code) || code === 9 || answer.status === 429) return new PlatformError("instagram", "rate-limited", reason, waitAsked());
  // Codes 1, 2, -1 and -2 are Meta's "unknown", "service" and its media servers' errors; `is_transient` marks others.
  if ([1, 2, -1, -2].includes(code) || tryAgainSubcodes.has(subcode) || field(error, "is_transient") === true || answer.status >= 500)
    return new PlatformError("instagram", "unavailable", reason);
  if (answer.status === 401) return new PlatformError("instagram", "token-expired", reason);
  return new PlatformError("instagram", "rejected", reason);
}

/** The permissions an answer names, as a list or comma-separated. */
function permissionsOf(answer: unknown): string[] {
  const permissions = field(answer, "permissions");
  return Array.isArray(permissions) ? permissions.map(String) : (text(permissions) ?? "").split(",").filter(Boolean);
}

/** A caption as Meta stores it, which may differ from what was sent in its line breaks and surrounding white space. */
const comparableCaption = (caption: string) => caption.replace(/\r\n?/g, "\n").trim();

export function createInstagramPlatform(config: SocialPlatformConfig, options: InstagramOptions = {}): SocialPlatform {
  const now = options.now ?? Date.now;
  const authOrigin = config.authOrigin ?? "https://www.instagram.com";
  const tokenOrigin = config.apiOrigin ?? "https://api.instagram.com";
  const graphOrigin = config.apiOrigin ?? "https://graph.instagram.com";
  const pollIntervalMs = options.pollIntervalMs ?? 5000;

  const graph = async (accessToken: string, method: "GET" | "POST", path: string, query: Record<string, string> = {}) => {
    const url = new URL(`/${instagramGraphVersion}${path}`, graphOrigin);
    url.search = new URLSearchParams(query).toString();
    const answer = await callPlatform("instagram", url, { method, headers: { authorization: `Bearer ${accessToken}` } });
    if (answer.status !== 200 || field(answer.json, "error")) throw failureOf(answer, now());
    return answer.json;
  };

  /** The long-lived token endpoints take the token in the query, as Meta documents them (never logged here). */
  const longLived = async (path: string, query: Record<string, string>, scopes: string[]): Promise<PlatformTokens> => {
    const url = new URL(path, graphOrigin);
    url.search = new URLSearchParams(query).toString();
    const answer = await callPlatform("instagram", url, { method: "GET" });
    const accessToken = text(field(answer.json, "access_token"));
    if (answer.status !== 200 || !accessToken) throw failureOf(answer, now());
    const expiresAt = expiresIn(field(answer.json, "expires_in"), now());
    const named = permissionsOf(answer.json);
    return { accessToken, refreshToken: accessToken, expiresAt, refreshExpiresAt: expiresAt, scopes: named.length > 0 ? named : scopes };
  };

  const createContainer = async (accessToken: string, account: { id: string }, request: PostRequest): Promise<PublishProgress> => {
    const answer = await graph(accessToken, "POST", `/${encodeURIComponent(account.id)}/media`, {
      media_type: "REELS",
      video_url: request.publicUrl,
      caption: request.caption,
      share_to_feed: "true",
    });
    const containerId = text(field(answer, "id"));
    if (!containerId) throw new PlatformError("instagram", "unavailable", "the media container has no id");
    return { stage: "processing", cursor: { step: "container", containerId } satisfies InstagramCursor, uploadedBytes: 0, waitMs: pollIntervalMs };
  };

  /** The media's public address; a published post without one is still published. */
  const permalink = async (accessToken: string, mediaId: string): Promise<string | null> => {
    try {
      return text(field(await graph(accessToken, "GET", `/${encodeURIComponent(mediaId)}`, { fields: "permalink" }), "permalink")) ?? null;
    } catch {
      return null;
    }
  };

  /**
   * A container already PUBLISHED when polled was published by a step whose answer was lost (a worker killed just
   * then). Meta does not name the media a container became, so it is the newest of the account's with this caption
   * (compared as Meta keeps captions: line breaks as LF, no surrounding white space).
   */
  const findPublished = async (accessToken: string, account: { id: string }, caption: string): Promise<string> => {
    const media = field(await graph(accessToken, "GET", `/${encodeURIComponent(account.id)}/media`, { fields: "id,caption,timestamp", limit: "10" }), "data");
    const wanted = comparableCaption(caption);
    const match = Array.isArray(media) ? media.find((entry) => comparableCaption(text(field(entry, "caption")) ?? "") === wanted) : undefined;
    const id = text(field(match, "id"));
    if (!id) throw new PlatformError("instagram", "unavailable", "the reel was published but Instagram does not list it yet");
    return id;
  };

  /**
   * `media_publish`, once per container. A refusal or a lost answer may mean the container was published all the
   * same, by this call or by an earlier attempt's whose answer never came back (a worker that stalled past its lease
   * while its call was in flight): the container's status then says PUBLISHED, and the post is that media, not a
   * failure.
   */
  const publishContainer = async (accessToken: string, account: { id: string }, cursor: InstagramCursor, caption: string): Promise<string> => {
    try {
      const published = await graph(accessToken, "POST", `/${encodeURIComponent(account.id)}/media_publish`, { creation_id: cursor.containerId });
      const id = text(field(published, "id"));
      if (!id) throw new PlatformError("instagram", "unavailable", "media_publish answered without a media id");
      return id;
    } catch (error) {
      if (!(error instanceof PlatformError) || (error.kind !== "rejected" && error.kind !== "unavailable")) throw error;
      const container = await graph(accessToken, "GET", `/${encodeURIComponent(cursor.containerId)}`, { fields: "status_code" });
      if (text(field(container, "status_code")) !== "PUBLISHED") throw error;
      return findPublished(accessToken, account, caption);
    }
  };

  const poll = async (accessToken: string, account: { id: string }, cursor: InstagramCursor, request: PostRequest): Promise<PublishProgress> => {
    const container = await graph(accessToken, "GET", `/${encodeURIComponent(cursor.containerId)}`, { fields: "status_code,status" });
    const status = text(field(container, "status_code"));
    const size = request.file.size;
    if (status === "ERROR") throw new PlatformError("instagram", "rejected", text(field(container, "status")) || ("unexplained" satisfies SocialOwnReason));
    // A container unpublished for 24 hours expires: make a new one.
    if (status === "EXPIRED") return createContainer(accessToken, account, request);
    let mediaId: string;
    if (status === "PUBLISHED") mediaId = await findPublished(accessToken, account, request.caption);
    else if (status === "FINISHED") mediaId = await publishContainer(accessToken, account, cursor, request.caption);
    else return { stage: "processing", cursor, uploadedBytes: 0, waitMs: pollIntervalMs };
    return { stage: "published", cursor, uploadedBytes: size, published: { postId: mediaId, url: await permalink(accessToken, mediaId) } };
  };

  return {
    id: "instagram",
    authorizationUrl({ state, redirectUri }) {
      const url = new URL("/oauth/authorize", authOrigin);
      url.search = new URLSearchParams({
        client_id: config.clientId,
        redirect_uri: redirectUri,
        response_type: "code",
        scope: instagramScopes.join(","),
        state,
      }).toString();
      return url.toString();
    },
    async exchangeCode({ code, redirectUri }) {
      const answer = await callPlatform("instagram", new URL("/oauth/access_token", tokenOrigin), {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          grant_type: "authorization_code",
          redirect_uri: redirectUri,
          // Instagram appends "#_" to the code in the redirect; it is not part of the code.
          code: code.replace(/#_$/, ""),
        }),
      });
      // Documented both bare and wrapped in `data: [...]`.
      const data = field(answer.json, "data");
      const short = Array.isArray(data) ? data[0] : answer.json;
      const shortToken = text(field(short, "access_token"));
      if (answer.status !== 200 || !shortToken) {
        const reason = text(field(answer.json, "error_message")) || text(field(answer.json, "error", "message")) || `status ${answer.status}`;
        throw new PlatformError("instagram", answer.status >= 500 ? "unavailable" : "rejected", reason);
      }
      const scopes = permissionsOf(short);
      const tokens = await longLived("/access_token", { grant_type: "ig_exchange_token", client_secret: config.clientSecret, access_token: shortToken }, scopes);
      const me = await graph(tokens.accessToken, "GET", "/me", { fields: "user_id,username" });
      const id = text(field(me, "user_id")) ?? text(field(short, "user_id"));
      if (!id) throw new PlatformError("instagram", "unavailable", "the account answered without a user_id");
      return { tokens, account: { id, name: text(field(me, "username")) || id } };
    },
    async refresh(refreshToken) {
      try {
        // Meta documents no permissions in the refresh answer (the grant keeps those it had): unless it names some, the
        // scopes come back empty, and the caller keeps the ones it stored when the account connected.
        return await longLived("/refresh_access_token", { grant_type: "ig_refresh_token", access_token: refreshToken }, []);
      } catch (error) {
        // An Instagram token that cannot be refreshed (expired or withdrawn) needs the user to connect again.
        if (error instanceof PlatformError && error.kind === "token-expired") throw new PlatformError("instagram", "token-revoked", error.reason);
        throw error;
      }
    },
    async revoke() {
      // Instagram Login offers no revocation call: forgetting the token is all this side can do.
    },
    async advancePublish(accessToken, account, request, progress) {
      if (!progress) return createContainer(accessToken, account, request);
      if (progress.stage === "published") return progress;
      return poll(accessToken, account, progress.cursor as InstagramCursor, request);
    },
    async fetchStats(accessToken, _account, postId) {
      const data = field(await graph(accessToken, "GET", `/${encodeURIComponent(postId)}/insights`, { metric: "views,likes,comments,shares" }), "data");
      const metric = (name: string) => {
        const entry = Array.isArray(data) ? data.find((candidate) => text(field(candidate, "name")) === name) : undefined;
        const values = field(entry, "values");
        return count(Array.isArray(values) ? field(values[0], "value") : field(entry, "total_value", "value"));
      };
      return { views: metric("views"), likes: metric("likes"), comments: metric("comments"), shares: metric("shares") };
    },
  };
}
