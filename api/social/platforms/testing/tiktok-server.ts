/**
 * Tests only. TikTok's Login Kit and Content Posting API as ../tiktok.ts's header describes them: the consent page
 * (which consents at once for the current account and redirects back), the token endpoint (PKCE checked, refresh
 * tokens rotated), revocation, user info, creator info (its privacy levels, longest video and turned-off interactions
 * set by the test), video init (keeping the `post_info` it was sent, refusing what TikTok refuses) with TikTok's chunk rules, the chunk PUTs to the
 * upload address it hands out (`/video/?upload_id=…`), the publish status advancing one state per poll (a public
 * post named only after its moderation, a post not for everyone never), video query.
 */
import type http from "node:http";
import { tiktokScopes } from "../tiktok";
import { dropConnection, FakePlatform, randomId, readBody, readForm, readJson, redirect, sendJson, type FakeClient } from "./protocol";

const MB = 1024 * 1024;
const logId = () => `202611270000${randomId(6)}`;

interface TikTokUpload {
  publishId: string;
  accountId: string;
  caption: string;
  privacy: string;
  /** The init's `post_info` as it came, for a test to read what the client asked TikTok to do. */
  postInfo: Record<string, unknown>;
  size: number;
  chunkSize: number;
  totalChunks: number;
  /** The upload address lasts an hour; a test makes it expire at once. */
  expired: boolean;
  /** Chunks received, by index. */
  chunks: Map<number, Buffer>;
  /** Status polls since the upload completed. */
  polls: number;
  /** Status polls since PUBLISH_COMPLETE. */
  moderationPolls: number;
  status: "PROCESSING_UPLOAD" | "PUBLISH_COMPLETE" | "FAILED";
  failReason: string | null;
  videoId: string | null;
}

export class FakeTikTok extends FakePlatform {
  readonly uploads = new Map<string, TikTokUpload>();
  /** The privacy levels creator_info offers (an unaudited client's account offers only SELF_ONLY). */
  privacyLevelOptions = ["PUBLIC_TO_EVERYONE", "MUTUAL_FOLLOW_FRIENDS", "FOLLOWER_OF_CREATOR", "SELF_ONLY"];
  /** creator_info's longest video the creator may post, in seconds (TikTok gives each account its own). */
  maxVideoPostDurationSec = 600;
  /** Interactions the creator turned off in TikTok's settings: creator_info says so, and init must keep them off. */
  disabledInteractions = { comment: false, duet: false, stitch: false };
  /** Status polls after the last chunk before PUBLISH_COMPLETE. */
  pollsToComplete = 2;
  /**
   * Status polls that answer PUBLISH_COMPLETE without a public post's id: TikTok moderates a public post before it
   * names it ("usually within one minute, in some cases a few hours"). 0: named with PUBLISH_COMPLETE.
   */
  pollsToModerate = 0;
  private origin = "";

  constructor(client: FakeClient) {
    super("tiktok", client, { id: "tiktok-open-id-1", name: "Tess Tok" });
  }

  /** Every upload address handed out so far expires, as an hour's wait would make it. */
  expireUploadUrls(): void {
    for (const upload of this.uploads.values()) upload.expired = true;
  }

  setOrigin(origin: string): void {
    this.origin = origin;
  }

  private error(response: http.ServerResponse, status: number, code: string, message: string, headers: Record<string, string> = {}) {
    sendJson(response, status, { data: {}, error: { code, message, log_id: logId() } }, headers);
  }
  private ok(response: http.ServerResponse, data: unknown) {
    sendJson(response, 200, { data, error: { code: "ok", message: "", log_id: logId() } });
  }

  /** The Bearer check and the rate limit every API call passes; the account, or null when it answered. */
  private authorize(request: http.IncomingMessage, response: http.ServerResponse): string | null {
    const grant = this.grants.bearer(request);
    if (typeof grant === "string") {
      this.error(response, 401, "access_token_invalid", "The access token is invalid or not found in the request.");
      return null;
    }
    const wait = this.takeRateLimit();
    if (wait !== null) {
      this.error(response, 429, "rate_limit_exceeded", "API rate limit exceeded, please retry later.", { "retry-after": String(wait) });
      return null;
    }
    return grant.accountId;
  }

  async handle(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<boolean> {
    const routes: Record<string, () => unknown> = {
      "GET /v2/auth/authorize/": () => this.consent(response, url),
      "POST /v2/oauth/token/": async () => this.token(await readForm(request), response),
      "POST /v2/oauth/revoke/": () => this.revoke(request, response),
      "GET /v2/user/info/": () => this.userInfo(request, response),
      "POST /v2/post/publish/creator_info/query/": () => this.creatorInfo(request, response),
      "POST /v2/post/publish/video/init/": () => this.init(request, response),
      "PUT /video/": () => this.chunk(request, response, url),
      "POST /v2/post/publish/status/fetch/": () => this.status(request, response),
      "POST /v2/video/query/": () => this.videoQuery(request, response),
    };
    const route = routes[`${request.method} ${url.pathname}`];
    if (!route) return false;
    await route();
    return true;
  }

  private async revoke(request: http.IncomingMessage, response: http.ServerResponse) {
    const form = await readForm(request);
    if (form.get("client_key") !== this.grants.client.id || form.get("client_secret") !== this.grants.client.secret)
      return sendJson(response, 401, { error: "invalid_client", error_description: "Client key or secret is incorrect.", log_id: logId() });
    this.grants.revoke(form.get("token") ?? "");
    sendJson(response, 200, {});
  }

  private userInfo(request: http.IncomingMessage, response: http.ServerResponse) {
    const accountId = this.authorize(request, response);
    if (accountId) this.ok(response, { user: { open_id: accountId, display_name: this.account.id === accountId ? this.account.name : accountId } });
  }

  private creatorInfo(request: http.IncomingMessage, response: http.ServerResponse) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    this.ok(response, {
      creator_avatar_url: `${this.origin}/avatar.jpg`,
      creator_username: accountId === this.account.id ? "tesstok" : accountId,
      creator_nickname: this.account.name,
      privacy_level_options: this.privacyLevelOptions,
      comment_disabled: this.disabledInteractions.comment,
      duet_disabled: this.disabledInteractions.duet,
      stitch_disabled: this.disabledInteractions.stitch,
      max_video_post_duration_sec: this.maxVideoPostDurationSec,
    });
  }

  private async videoQuery(request: http.IncomingMessage, response: http.ServerResponse) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    const body = await readJson(request);
    const ids = (body.filters as { video_ids?: unknown } | undefined)?.video_ids;
    const wanted = Array.isArray(ids) ? ids.map(String) : [];
    const videos = this.posts
      .filter((post) => post.accountId === accountId && wanted.includes(post.postId))
      .map((post) => {
        const stats = this.statsOf(post.postId);
        return `{"id":${post.postId},"view_count":${stats.views},"like_count":${stats.likes},"comment_count":${stats.comments},"share_count":${stats.shares}}`;
      });
    // Ids as TikTok writes them: bare 64-bit numbers.
    sendJson(response, 200, `{"data":{"videos":[${videos.join(",")}],"cursor":0,"has_more":false},"error":{"code":"ok","message":"","log_id":"${logId()}"}}`);
  }

  private consent(response: http.ServerResponse, url: URL) {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri");
    const scopes = (params.get("scope") ?? "").split(",");
    if (params.get("client_key") !== this.grants.client.id || params.get("response_type") !== "code" || !redirectUri || !params.get("state"))
      return sendJson(response, 400, { error: "invalid_request", error_description: "client_key, response_type, redirect_uri and state are required" });
    if (!tiktokScopes.every((scope) => scopes.includes(scope))) return sendJson(response, 400, { error: "invalid_scope", error_description: "scope" });
    const challenge = params.get("code_challenge");
    if (challenge && params.get("code_challenge_method") !== "S256") return sendJson(response, 400, { error: "invalid_request", error_description: "code_challenge_method" });
    const code = this.grants.issueCode(redirectUri, challenge, this.account.id, scopes);
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    back.searchParams.set("scopes", scopes.join(","));
    back.searchParams.set("state", params.get("state")!);
    redirect(response, back.toString());
  }

  private token(form: URLSearchParams, response: http.ServerResponse) {
    const fail = (error: string, description: string) => sendJson(response, 400, { error, error_description: description, log_id: logId() });
    if (form.get("client_key") !== this.grants.client.id || form.get("client_secret") !== this.grants.client.secret)
      return fail("invalid_client", "Client key or secret is incorrect.");
    const answer = (accountId: string, tokens: { accessToken: string; refreshToken: string | null }, scopes: string[]) =>
      sendJson(response, 200, {
        access_token: tokens.accessToken,
        expires_in: 86400,
        open_id: accountId,
        refresh_expires_in: 31536000,
        refresh_token: tokens.refreshToken,
        scope: scopes.join(","),
        token_type: "Bearer",
      });
    if (form.get("grant_type") === "authorization_code") {
      const grant = this.grants.redeemCode(form.get("code") ?? "", form.get("redirect_uri") ?? "", form.get("code_verifier") ?? undefined);
      if (!grant) return fail("invalid_grant", "Authorization code is expired.");
      return answer(grant.accountId, this.grants.issueTokens(grant.accountId, grant.scopes), grant.scopes);
    }
    if (form.get("grant_type") === "refresh_token") {
      const refreshed = this.grants.useRefreshToken(form.get("refresh_token") ?? "", true);
      if (!refreshed) return fail("invalid_grant", "Refresh token is invalid or expired.");
      const accountId = this.grants.check(refreshed.accessToken);
      return answer(typeof accountId === "string" ? "" : accountId.accountId, refreshed, refreshed.scopes);
    }
    return fail("unsupported_grant_type", "The grant type is not supported.");
  }

  private async init(request: http.IncomingMessage, response: http.ServerResponse) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    const body = await readJson(request);
    const post = (body.post_info ?? {}) as Record<string, unknown>;
    const source = (body.source_info ?? {}) as Record<string, unknown>;
    const size = Number(source.video_size);
    const chunkSize = Number(source.chunk_size);
    const totalChunks = Number(source.total_chunk_count);
    if (source.source !== "FILE_UPLOAD") return this.error(response, 400, "invalid_params", "source must be FILE_UPLOAD here");
    if (!this.privacyLevelOptions.includes(String(post.privacy_level)))
      return this.error(response, 400, "privacy_level_option_mismatch", "privacy_level is not one of creator_info's privacy_level_options");
    // Branded content cannot be private (the Content Sharing Guidelines); TikTok's exact answer is not documented.
    if (post.brand_content_toggle === true && post.privacy_level === "SELF_ONLY")
      return this.error(response, 400, "invalid_params", "Branded content cannot be posted with privacy SELF_ONLY.");
    // The media transfer guide's rules.
    const whole = size < 5 * MB ? chunkSize === size && totalChunks === 1 : chunkSize >= 5 * MB && chunkSize <= 64 * MB && totalChunks === Math.floor(size / chunkSize);
    if (!(size > 0) || !whole || totalChunks > 1000) return this.error(response, 400, "invalid_params", "The chunk_size or total_chunk_count is invalid.");
    const publishId = `v_pub_file~v2-1.${Date.now()}${Math.floor(Math.random() * 1e6)}`;
    const upload: TikTokUpload = {
      publishId,
      accountId,
      caption: String(post.title ?? ""),
      privacy: String(post.privacy_level),
      postInfo: post,
      size,
      chunkSize,
      totalChunks,
      expired: false,
      chunks: new Map(),
      polls: 0,
      moderationPolls: 0,
      status: "PROCESSING_UPLOAD",
      failReason: null,
      videoId: null,
    };
    this.uploads.set(publishId, upload);
    this.ok(response, { publish_id: publishId, upload_url: `${this.origin}/video/?upload_id=${encodeURIComponent(publishId)}&upload_token=${randomId()}` });
  }

  private async chunk(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const upload = this.uploads.get(url.searchParams.get("upload_id") ?? "");
    const body = await readBody(request);
    if (!upload || !url.searchParams.get("upload_token")) return this.error(response, 404, "invalid_params", "The upload does not exist.");
    if (upload.expired) return this.error(response, 403, "access_denied", "The upload_url has expired.");
    const range = request.headers["content-range"]?.match(/^bytes (\d+)-(\d+)\/(\d+)$/);
    const first = Number(range?.[1]);
    const index = Math.floor(first / upload.chunkSize);
    const end = index === upload.totalChunks - 1 ? upload.size : first + upload.chunkSize;
    // Each chunk where the init's chunking puts it, in order (the one before may be sent again after a lost answer).
    if (
      !range ||
      Number(range[3]) !== upload.size ||
      first % upload.chunkSize !== 0 ||
      Number(range[2]) !== end - 1 ||
      index > upload.chunks.size ||
      body.length !== end - first
    )
      return this.error(response, 416, "invalid_params", "Content-Range does not match the next chunk.");
    const broken = this.takeChunkBreak();
    if (broken === "drop") return dropConnection(request, response);
    if (broken === "5xx") return this.error(response, 503, "internal_error", "Something went wrong. Please retry.");
    upload.chunks.set(index, body);
    response.writeHead(upload.chunks.size === upload.totalChunks ? 201 : 206).end();
  }

  private async status(request: http.IncomingMessage, response: http.ServerResponse) {
    const accountId = this.authorize(request, response);
    if (!accountId) return;
    const upload = this.uploads.get(String((await readJson(request)).publish_id ?? ""));
    if (!upload || upload.accountId !== accountId) return this.error(response, 400, "invalid_publish_id", "The publish_id does not exist.");
    const received = [...upload.chunks.values()].reduce((sum, chunk) => sum + chunk.length, 0);
    if (upload.chunks.size === upload.totalChunks && upload.status === "PROCESSING_UPLOAD" && ++upload.polls >= this.pollsToComplete) {
      const failure = this.takeProcessingFailure();
      if (failure) {
        upload.status = "FAILED";
        upload.failReason = failure;
      } else {
        upload.status = "PUBLISH_COMPLETE";
        upload.videoId = `73${String(Date.now()).slice(-10)}${String(this.posts.length).padStart(7, "0")}`;
        const bytes = Buffer.concat([...upload.chunks.entries()].sort(([a], [b]) => a - b).map(([, chunk]) => chunk));
        this.posts.push({ postId: upload.videoId, accountId, caption: upload.caption, bytes });
      }
    }
    // Only a public post is publicly available, and only once moderated.
    const moderated = upload.status === "PUBLISH_COMPLETE" && upload.moderationPolls++ >= this.pollsToModerate;
    const ids = upload.videoId && upload.privacy === "PUBLIC_TO_EVERYONE" && moderated ? `[${upload.videoId}]` : "[]";
    const failReason = upload.failReason ? `,"fail_reason":${JSON.stringify(upload.failReason)}` : "";
    sendJson(
      response,
      200,
      `{"data":{"status":"${upload.status}"${failReason},"publicaly_available_post_id":${ids},"uploaded_bytes":${received}},"error":{"code":"ok","message":"","log_id":"${logId()}"}}`,
    );
  }
}
