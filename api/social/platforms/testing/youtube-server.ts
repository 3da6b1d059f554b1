/**
 * Tests only. Google's OAuth endpoints and the YouTube Data API v3 as ../youtube.ts's header describes them: the
 * consent page (consents at once and redirects back), `/token` (PKCE checked; refresh tokens kept, not rotated),
 * `/revoke`, channels?mine=true, the resumable upload (session in `Location`, chunks in multiples of 256 KiB with
 * `Content-Range`, 308 with `Range`, the `bytes *\/total` status query, 200 with the video), videos.list with
 * status/processingDetails advancing one state per poll, and statistics a test sets.
 */
import type http from "node:http";
import { youtubeChunkUnit, youtubeScopes } from "../youtube";
import { dropConnection, FakePlatform, randomId, readBody, readForm, readJson, redirect, sendJson, type FakeClient } from "./protocol";

interface YouTubeSession {
  accountId: string;
  total: number;
  title: string;
  description: string;
  privacyStatus: string;
  bytes: Buffer[];
  stored: number;
  videoId: string | null;
}

interface YouTubeVideo {
  id: string;
  accountId: string;
  polls: number;
  uploadStatus: "uploaded" | "processed" | "failed" | "deleted";
  failureReason: string | null;
}

const googleError = (code: number, message: string, reason: string, status: string) => ({
  error: { code, message, errors: [{ message, domain: reason === "quotaExceeded" ? "youtube.quota" : "global", reason }], status },
});

export class FakeYouTube extends FakePlatform {
  readonly sessions = new Map<string, YouTubeSession>();
  readonly videos = new Map<string, YouTubeVideo>();
  /** Status polls after the upload before uploadStatus "processed". */
  pollsToProcess = 2;
  /** Whether the Google account has a YouTube channel (one without answers an empty channel list). */
  hasChannel = true;
  /** Of a chunk whose connection is dropped, the bytes the session keeps anyway (as a real one may). */
  keptOfDroppedChunk = 100_000;
  private origin = "";

  constructor(client: FakeClient) {
    super("youtube", client, { id: "UCfakeChannel000000000001", name: "Yuki Tube" });
  }

  setOrigin(origin: string): void {
    this.origin = origin;
  }

  /** The bytes a session holds so far, for a test to compare with the file. */
  storedBytes(videoOrSessionId?: string): Buffer {
    const sessions = [...this.sessions.values()];
    const session = sessions.find((candidate) => candidate.videoId === videoOrSessionId) ?? this.sessions.get(videoOrSessionId ?? "") ?? sessions.at(-1);
    return Buffer.concat(session?.bytes ?? []);
  }

  /** The user deleted the video on YouTube (uploadStatus "deleted", as the Data API documents it). */
  deleteVideo(videoId: string): void {
    const video = this.videos.get(videoId);
    if (video) video.uploadStatus = "deleted";
  }

  /** The next API call answers that the project's daily quota is spent (no Retry-After: it resets at midnight PT). */
  exhaustQuota(): void {
    this.quotaExhausted = true;
  }
  private quotaExhausted = false;

  private authorize(request: http.IncomingMessage, response: http.ServerResponse): string | null {
    const grant = this.grants.bearer(request);
    if (typeof grant === "string") {
      sendJson(response, 401, googleError(401, "Request had invalid authentication credentials. Expected OAuth 2 access token.", "authError", "UNAUTHENTICATED"), {
        "www-authenticate": 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      });
      return null;
    }
    if (this.quotaExhausted) {
      this.quotaExhausted = false;
      sendJson(response, 403, googleError(403, "The request cannot be completed because you have exceeded your quota.", "quotaExceeded", "PERMISSION_DENIED"));
      return null;
    }
    const wait = this.takeRateLimit();
    if (wait !== null) {
      sendJson(response, 403, googleError(403, "The request cannot be completed because you have exceeded your rate limit.", "rateLimitExceeded", "PERMISSION_DENIED"), {
        "retry-after": String(wait),
      });
      return null;
    }
    return grant.accountId;
  }

  async handle(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<boolean> {
    const routes: Record<string, () => unknown> = {
      "GET /o/oauth2/v2/auth": () => this.consent(response, url),
      "POST /token": async () => this.token(await readForm(request), response),
      "POST /revoke": () => this.revoke(request, response, url),
      "GET /youtube/v3/channels": () => this.channels(request, response, url),
      "POST /upload/youtube/v3/videos": () => this.openSession(request, response, url),
      "PUT /upload/youtube/v3/videos": () => this.chunk(request, response, url),
      "GET /youtube/v3/videos": () => this.list(request, response, url),
    };
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return false;
    await route();
    return true;
  }

  private async revoke(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const form = await readForm(request);
    if (this.grants.revoke(form.get("token") ?? url.searchParams.get("token") ?? "")) return sendJson(response, 200, {});
    sendJson(response, 400, { error: "invalid_token", error_description: "Token expired or revoked" });
  }

  private channels(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    if (url.searchParams.get("mine") !== "true") return sendJson(response, 400, googleError(400, "No filter selected.", "missingRequiredParameter", "INVALID_ARGUMENT"));
    const name = accountId === this.account.id ? this.account.name : accountId;
    if (!this.hasChannel) return sendJson(response, 200, { kind: "youtube#channelListResponse", pageInfo: { totalResults: 0, resultsPerPage: 5 } });
    sendJson(response, 200, { kind: "youtube#channelListResponse", items: [{ kind: "youtube#channel", id: accountId, snippet: { title: name } }] });
  }

  private consent(response: http.ServerResponse, url: URL) {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri");
    const scopes = (params.get("scope") ?? "").split(" ");
    if (params.get("client_id") !== this.grants.client.id) return sendJson(response, 401, { error: "invalid_client" });
    if (params.get("response_type") !== "code" || !redirectUri || !youtubeScopes.every((scope) => scopes.includes(scope)))
      return sendJson(response, 400, { error: "invalid_request" });
    const challenge = params.get("code_challenge");
    if (challenge && params.get("code_challenge_method") !== "S256") return sendJson(response, 400, { error: "invalid_request" });
    const back = new URL(redirectUri);
    back.searchParams.set("state", params.get("state") ?? "");
    back.searchParams.set("code", this.grants.issueCode(redirectUri, challenge, this.account.id, scopes));
    back.searchParams.set("scope", scopes.join(" "));
    redirect(response, back.toString());
  }

  private token(form: URLSearchParams, response: http.ServerResponse) {
    if (form.get("client_id") !== this.grants.client.id || form.get("client_secret") !== this.grants.client.secret)
      return sendJson(response, 401, { error: "invalid_client", error_description: "Unauthorized" });
    const invalidGrant = (description: string) => sendJson(response, 400, { error: "invalid_grant", error_description: description });
    if (form.get("grant_type") === "authorization_code") {
      const grant = this.grants.redeemCode(form.get("code") ?? "", form.get("redirect_uri") ?? "", form.get("code_verifier") ?? undefined);
      if (!grant) return invalidGrant("Bad Request");
      const tokens = this.grants.issueTokens(grant.accountId, grant.scopes);
      return sendJson(response, 200, {
        access_token: tokens.accessToken,
        expires_in: 3599,
        refresh_token: tokens.refreshToken,
        scope: grant.scopes.join(" "),
        token_type: "Bearer",
      });
    }
    if (form.get("grant_type") === "refresh_token") {
      const refreshed = this.grants.useRefreshToken(form.get("refresh_token") ?? "", false);
      if (!refreshed) return invalidGrant("Token has been expired or revoked.");
      return sendJson(response, 200, { access_token: refreshed.accessToken, expires_in: 3599, scope: refreshed.scopes.join(" "), token_type: "Bearer" });
    }
    sendJson(response, 400, { error: "unsupported_grant_type", error_description: "Invalid grant_type" });
  }

  private async openSession(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    const body = await readJson(request);
    const total = Number(request.headers["x-upload-content-length"]);
    const snippet = (body.snippet ?? {}) as Record<string, unknown>;
    const status = (body.status ?? {}) as Record<string, unknown>;
    const title = typeof snippet.title === "string" ? snippet.title : "";
    if (url.searchParams.get("uploadType") !== "resumable" || !url.searchParams.get("part")?.split(",").includes("snippet"))
      return sendJson(response, 400, googleError(400, "Media type is not supported or uploadType is wrong.", "badRequest", "INVALID_ARGUMENT"));
    if (!(total > 0) || request.headers["x-upload-content-type"] !== "video/mp4")
      return sendJson(response, 400, googleError(400, "X-Upload-Content-Length and X-Upload-Content-Type are required.", "badRequest", "INVALID_ARGUMENT"));
    if (!title || [...title].length > 100 || /[<>]/.test(title))
      return sendJson(response, 400, googleError(400, "The request metadata specifies an invalid video title.", "invalidTitle", "INVALID_ARGUMENT"));
    const uploadId = randomId(24);
    this.sessions.set(uploadId, {
      accountId,
      total,
      title,
      description: typeof snippet.description === "string" ? snippet.description : "",
      privacyStatus: typeof status.privacyStatus === "string" ? status.privacyStatus : "public",
      bytes: [],
      stored: 0,
      videoId: null,
    });
    response
      .writeHead(200, { location: `${this.origin}/upload/youtube/v3/videos?uploadType=resumable&part=snippet,status&upload_id=${uploadId}`, "content-length": "0" })
      .end();
  }

  /** The 308 "resume incomplete" answer: what the session holds, as `Range: bytes=0-N` (none when empty). */
  private incomplete(response: http.ServerResponse, session: YouTubeSession) {
    response.writeHead(308, session.stored > 0 ? { range: `bytes=0-${session.stored - 1}`, "content-length": "0" } : { "content-length": "0" }).end();
  }

  private complete(response: http.ServerResponse, session: YouTubeSession) {
    if (!session.videoId) {
      session.videoId = `yt${randomId(7)}`.slice(0, 11);
      this.videos.set(session.videoId, { id: session.videoId, accountId: session.accountId, polls: 0, uploadStatus: "uploaded", failureReason: null });
      this.posts.push({ postId: session.videoId, accountId: session.accountId, caption: session.description, bytes: Buffer.concat(session.bytes) });
    }
    sendJson(response, 200, {
      kind: "youtube#video",
      id: session.videoId,
      snippet: { title: session.title, description: session.description, channelId: session.accountId },
      status: { uploadStatus: "uploaded", privacyStatus: session.privacyStatus },
    });
  }

  private async chunk(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const body = await readBody(request);
    const session = this.sessions.get(url.searchParams.get("upload_id") ?? "");
    if (!session) return sendJson(response, 404, googleError(404, "The upload session was not found.", "notFound", "NOT_FOUND"));
    if (request.headers.authorization && typeof this.grants.bearer(request) === "string")
      return sendJson(response, 401, googleError(401, "Request had invalid authentication credentials.", "authError", "UNAUTHENTICATED"));
    const contentRange = request.headers["content-range"] ?? "";
    // The status query: where does the session stand?
    if (contentRange === `bytes */${session.total}` && body.length === 0) {
      return session.stored === session.total ? this.complete(response, session) : this.incomplete(response, session);
    }
    const range = contentRange.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
    const first = Number(range?.[1]);
    const last = Number(range?.[2]);
    const isFinal = last === session.total - 1;
    if (!range || Number(range[3]) !== session.total || last < first || last >= session.total || body.length !== last - first + 1 || first > session.stored)
      return sendJson(response, 400, googleError(400, "Invalid Content-Range for the upload session.", "badContent", "INVALID_ARGUMENT"));
    if (!isFinal && body.length % youtubeChunkUnit !== 0)
      return sendJson(response, 400, googleError(400, "Chunk size must be a multiple of 256 KiB.", "badContent", "INVALID_ARGUMENT"));
    const broken = this.takeChunkBreak();
    await this.waitIfChunkHeld();
    if (broken === "5xx") return sendJson(response, 503, googleError(503, "Backend Error", "backendError", "UNAVAILABLE"));
    // Bytes the session already holds (a chunk sent again) are skipped; the rest is appended.
    const fresh = body.subarray(session.stored - first);
    if (broken === "drop") {
      const kept = fresh.subarray(0, Math.min(this.keptOfDroppedChunk, fresh.length - 1));
      session.bytes.push(Buffer.from(kept));
      session.stored += kept.length;
      return dropConnection(request, response);
    }
    session.bytes.push(Buffer.from(fresh));
    session.stored += fresh.length;
    if (session.stored === session.total) return this.complete(response, session);
    this.incomplete(response, session);
  }

  private list(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    const parts = (url.searchParams.get("part") ?? "").split(",");
    const ids = (url.searchParams.get("id") ?? "").split(",");
    const items = ids
      .map((id) => this.videos.get(id))
      .filter((video): video is YouTubeVideo => Boolean(video))
      .map((video) => {
        const own = video.accountId === accountId;
        if (own && parts.includes("status") && video.uploadStatus === "uploaded" && ++video.polls >= this.pollsToProcess) {
          const failure = this.takeProcessingFailure();
          video.uploadStatus = failure ? "failed" : "processed";
          video.failureReason = failure;
        }
        const stats = this.statsOf(video.id);
        return {
          kind: "youtube#video",
          id: video.id,
          ...(parts.includes("status") && {
            status: { uploadStatus: video.uploadStatus, ...(video.failureReason && { failureReason: video.failureReason }), privacyStatus: "public" },
          }),
          // Only the owner sees processing details.
          ...(parts.includes("processingDetails") &&
            own && {
              processingDetails: { processingStatus: video.uploadStatus === "processed" ? "succeeded" : video.uploadStatus === "failed" ? "failed" : "processing" },
            }),
          ...(parts.includes("statistics") && {
            statistics: { viewCount: String(stats.views), likeCount: String(stats.likes), favoriteCount: "0", commentCount: String(stats.comments) },
          }),
        };
      });
    sendJson(response, 200, { kind: "youtube#videoListResponse", items, pageInfo: { totalResults: items.length, resultsPerPage: items.length } });
  }
}
