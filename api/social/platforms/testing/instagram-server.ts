/**
 * Tests only. Instagram Login and the Instagram Graph API's Reels publishing as ../instagram.ts's header describes
 * them: the consent page (consents at once, redirects back with `#_` after the code), the short-lived token at
 * `/oauth/access_token`, its exchange for a long-lived one and that one's refresh, `/me`, media containers that fetch
 * their `video_url` and move IN_PROGRESS → FINISHED one step per poll, `media_publish`, the account's media list,
 * permalinks and Reels insights a test sets. Errors in Meta's envelope, code 190 with its subcodes for tokens.
 */
import type http from "node:http";
import { instagramGraphVersion, instagramScopes } from "../instagram";
import { FakePlatform, randomId, readForm, redirect, sendJson, type FakeClient } from "./protocol";

interface Container {
  id: string;
  accountId: string;
  caption: string;
  videoUrl: string;
  polls: number;
  status: "IN_PROGRESS" | "FINISHED" | "ERROR" | "EXPIRED" | "PUBLISHED";
  statusText: string;
  /** Meta fetching the video, started when the container is made. */
  fetched: Promise<Buffer | null>;
  mediaId: string | null;
}

/** Meta's error envelope; `userMessage` is the `error_user_msg` its publishing errors carry beside the message. */
const metaError = (message: string, code: number, subcode?: number, type = "OAuthException", extra: { userMessage?: string; transient?: boolean } = {}) => ({
  error: {
    message,
    type,
    code,
    ...(subcode && { error_subcode: subcode }),
    ...(extra.transient !== undefined && { is_transient: extra.transient }),
    ...(extra.userMessage && { error_user_msg: extra.userMessage }),
    fbtrace_id: randomId(9),
  },
});

/** An error `media_publish` answers once, as a test sets it (Meta's code, subcode and words). */
export interface MetaPublishError {
  code: number;
  subcode: number;
  message: string;
  transient?: boolean;
}

export class FakeInstagram extends FakePlatform {
  readonly containers = new Map<string, Container>();
  /** Status polls before a container whose video arrived is FINISHED. */
  pollsToFinish = 2;
  /** Posts an account may publish through the API in a rolling 24 hours (Meta's documentation gives 25, later 50). */
  publishingLimit = 50;
  private readonly publishedAt: { accountId: string; at: number }[] = [];
  private publishErrors: MetaPublishError[] = [];
  private readonly version = `/${instagramGraphVersion}`;

  constructor(client: FakeClient) {
    super("instagram", client, { id: "17841400000000001", name: "insta.ines" });
  }

  /** Make a container EXPIRED, as 24 hours unpublished would. */
  expireContainer(containerId: string): void {
    const container = this.containers.get(containerId);
    if (container) container.status = "EXPIRED";
  }

  /** The next `media_publish` calls answer these errors, one each, before publishing again. */
  failNextPublish(...errors: MetaPublishError[]): void {
    this.publishErrors.push(...errors);
  }

  /** The Bearer check and the rate limit every Graph call passes: the account, or the error answer to send. */
  private authorize(request: http.IncomingMessage): { accountId: string } | { status: number; body: unknown; headers?: Record<string, string> } {
    const grant = this.grants.bearer(request);
    if (grant === "expired") return { status: 400, body: metaError("Error validating access token: Session has expired.", 190, 463) };
    if (grant === "revoked")
      return { status: 400, body: metaError("Error validating access token: The session has been invalidated because the user changed their password.", 190, 460) };
    if (grant === "invalid") return { status: 400, body: metaError("Invalid OAuth access token - Cannot parse access token", 190) };
    const wait = this.takeRateLimit();
    if (wait === null) return { accountId: grant.accountId };
    // Meta sends no Retry-After: its usage header says when access comes back, in minutes.
    const usage = { [grant.accountId]: [{ type: "instagram", call_count: 100, total_cputime: 30, total_time: 40, estimated_time_to_regain_access: Math.ceil(wait / 60) }] };
    return { status: 400, body: metaError("Application request limit reached", 4), headers: { "x-business-use-case-usage": JSON.stringify(usage) } };
  }

  async handle(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<boolean> {
    const routes: Record<string, () => unknown> = {
      "GET /oauth/authorize": () => this.consent(response, url),
      "POST /oauth/access_token": async () => this.shortLived(await readForm(request), response),
      "GET /access_token": () => this.longLived(url, response),
      "GET /refresh_access_token": () => this.refresh(url, response),
    };
    const route = routes[`${request.method} ${url.pathname}`];
    if (route) await route();
    else if (url.pathname.startsWith(`${this.version}/`)) await this.graph(request, response, url);
    else return false;
    return true;
  }

  /** `/{version}/{node}` and `/{version}/{node}/{edge}`. */
  private async graph(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const unsupported = () => sendJson(response, 400, metaError("Unsupported request.", 100, 33, "GraphMethodException"));
    // Graph parameters come in the query or a form body, as Meta accepts both.
    const params = new URLSearchParams(url.search);
    if (request.method === "POST") for (const [name, value] of await readForm(request)) params.set(name, value);
    const [node, edge, ...rest] = url.pathname.slice(this.version.length + 1).split("/");
    if (!node || rest.length > 0) return unsupported();
    const authorized = this.authorize(request);
    if (!("accountId" in authorized)) return sendJson(response, authorized.status, authorized.body, authorized.headers);
    const { accountId } = authorized;
    const me = node === "me" || node === accountId;
    const post = this.posts.find((candidate) => candidate.postId === node && candidate.accountId === accountId);
    const container = this.containers.get(node);

    if (request.method === "GET" && node === "me" && !edge)
      return sendJson(response, 200, { user_id: accountId, username: accountId === this.account.id ? this.account.name : accountId, id: `app-scoped-${accountId}` });
    if (me && edge === "media" && request.method === "POST") return this.createContainer(accountId, params, response);
    if (me && edge === "media" && request.method === "GET") {
      const data = this.posts
        .filter((candidate) => candidate.accountId === accountId)
        .reverse()
        .map((candidate) => ({ id: candidate.postId, caption: candidate.caption, timestamp: new Date().toISOString() }));
      return sendJson(response, 200, { data });
    }
    if (me && edge === "media_publish" && request.method === "POST") return this.publish(accountId, params.get("creation_id") ?? "", response);
    if (request.method === "GET" && !edge && container?.accountId === accountId) return this.containerStatus(container, response);
    if (request.method === "GET" && !edge && post) return sendJson(response, 200, { id: post.postId, permalink: `https://www.instagram.com/reel/${post.postId.slice(-8)}/` });
    if (request.method === "GET" && edge === "insights" && post) return this.insights(post.postId, params, response);
    unsupported();
  }

  private insights(postId: string, params: URLSearchParams, response: http.ServerResponse) {
    const stats = this.statsOf(postId);
    const values: Record<string, number> = { views: stats.views, likes: stats.likes, comments: stats.comments, shares: stats.shares, saved: 0, reach: stats.views };
    const metrics = (params.get("metric") ?? "").split(",");
    if (metrics.some((metric) => !(metric in values)))
      return sendJson(response, 400, metaError(`(#100) metric[0] must be one of the following values: ${Object.keys(values).join(", ")}`, 100));
    const data = metrics.map((name) => ({
      name,
      period: "lifetime",
      values: [{ value: values[name] }],
      title: name,
      description: "",
      id: `${postId}/insights/${name}/lifetime`,
    }));
    sendJson(response, 200, { data });
  }

  private consent(response: http.ServerResponse, url: URL) {
    const params = url.searchParams;
    const redirectUri = params.get("redirect_uri");
    const scopes = (params.get("scope") ?? "").split(",");
    if (params.get("client_id") !== this.grants.client.id || params.get("response_type") !== "code" || !redirectUri)
      return sendJson(response, 400, { error_type: "OAuthException", code: 400, error_message: "Invalid platform app" });
    if (!instagramScopes.every((scope) => scopes.includes(scope))) return sendJson(response, 400, { error_type: "OAuthException", code: 400, error_message: "Invalid scope" });
    const back = new URL(redirectUri);
    back.searchParams.set("code", this.grants.issueCode(redirectUri, null, this.account.id, scopes));
    if (params.get("state")) back.searchParams.set("state", params.get("state")!);
    redirect(response, `${back.toString()}#_`);
  }

  private shortLived(form: URLSearchParams, response: http.ServerResponse) {
    const fail = (message: string) => sendJson(response, 400, { error_type: "OAuthException", code: 400, error_message: message });
    if (form.get("client_id") !== this.grants.client.id || form.get("client_secret") !== this.grants.client.secret) return fail("Invalid platform app");
    if (form.get("grant_type") !== "authorization_code") return fail("Invalid grant_type");
    const grant = this.grants.redeemCode(form.get("code") ?? "", form.get("redirect_uri") ?? "", undefined);
    if (!grant) return fail("Invalid authorization code");
    const { accessToken } = this.grants.issueTokens(grant.accountId, grant.scopes, false);
    sendJson(response, 200, { data: [{ access_token: accessToken, user_id: grant.accountId, permissions: grant.scopes.join(",") }] });
  }

  private longLived(url: URL, response: http.ServerResponse) {
    if (url.searchParams.get("grant_type") !== "ig_exchange_token" || url.searchParams.get("client_secret") !== this.grants.client.secret)
      return sendJson(response, 400, metaError("Invalid client_secret or grant_type", 101));
    const grant = this.grants.check(url.searchParams.get("access_token") ?? "");
    if (typeof grant === "string") return sendJson(response, 400, metaError("Error validating access token", 190, grant === "expired" ? 463 : undefined));
    const { accessToken } = this.grants.issueTokens(grant.accountId, grant.scopes, false);
    sendJson(response, 200, { access_token: accessToken, token_type: "bearer", expires_in: 5183944 });
  }

  private refresh(url: URL, response: http.ServerResponse) {
    if (url.searchParams.get("grant_type") !== "ig_refresh_token") return sendJson(response, 400, metaError("Invalid grant_type", 100));
    const grant = this.grants.check(url.searchParams.get("access_token") ?? "");
    if (grant === "expired") return sendJson(response, 400, metaError("Error validating access token: Session has expired.", 190, 463));
    if (typeof grant === "string") return sendJson(response, 400, metaError("Error validating access token: The user has not authorized application.", 190, 458));
    const { accessToken } = this.grants.issueTokens(grant.accountId, grant.scopes, false);
    sendJson(response, 200, { access_token: accessToken, token_type: "bearer", expires_in: 5183944 });
  }

  private createContainer(accountId: string, params: URLSearchParams, response: http.ServerResponse) {
    const videoUrl = params.get("video_url") ?? "";
    if (params.get("media_type") !== "REELS" || !/^https?:\/\//.test(videoUrl))
      return sendJson(response, 400, metaError("The parameter video_url is required for REELS", 100, 2207052));
    const id = `1790000${String(this.containers.size + 1).padStart(10, "0")}`;
    const fetched = fetch(videoUrl, { signal: AbortSignal.timeout(30_000) })
      .then(async (answer) => (answer.ok ? Buffer.from(await answer.arrayBuffer()) : null))
      .catch(() => null);
    this.containers.set(id, {
      id,
      accountId,
      // Meta keeps a caption with LF line breaks and without surrounding white space.
      caption: (params.get("caption") ?? "").replace(/\r\n?/g, "\n").trim(),
      videoUrl,
      polls: 0,
      status: "IN_PROGRESS",
      statusText: "In Progress",
      fetched,
      mediaId: null,
    });
    sendJson(response, 200, { id });
  }

  private async containerStatus(container: Container, response: http.ServerResponse) {
    if (container.status === "IN_PROGRESS" && ++container.polls >= this.pollsToFinish) {
      const bytes = await container.fetched;
      const failure = bytes ? this.takeProcessingFailure() : "Error: Media download has failed. The media URI doesn't meet our requirements. (2207026)";
      container.status = failure ? "ERROR" : "FINISHED";
      container.statusText = failure ?? "Finished: Media has been uploaded and it is ready to be published.";
    }
    sendJson(response, 200, { status_code: container.status, status: container.statusText, id: container.id });
  }

  private async publish(accountId: string, creationId: string, response: http.ServerResponse) {
    const container = this.containers.get(creationId);
    if (!container || container.accountId !== accountId) return sendJson(response, 400, metaError("Media ID is not available", 9007, 2207027));
    if (container.status !== "FINISHED")
      return sendJson(response, 400, metaError(container.status === "PUBLISHED" ? "The media has already been published" : "Media ID is not available", 9007, 2207027));
    const publishError = this.publishErrors.shift();
    if (publishError)
      return sendJson(
        response,
        400,
        metaError(publishError.message, publishError.code, publishError.subcode, "OAuthException", { transient: publishError.transient ?? false }),
      );
    const dayAgo = Date.now() - 24 * 3600 * 1000;
    if (this.publishedAt.filter((entry) => entry.accountId === accountId && entry.at > dayAgo).length >= this.publishingLimit) {
      const limit = { userMessage: "You reached maximum number of posts that is allowed to be published by Content Publishing API.", transient: false };
      return sendJson(response, 400, metaError("Application request limit reached", 9, 2207042, "OAuthException", limit));
    }
    this.publishedAt.push({ accountId, at: Date.now() });
    container.status = "PUBLISHED";
    container.statusText = "Published";
    container.mediaId = `1800${Date.now()}${String(this.posts.length).padStart(3, "0")}`;
    this.posts.push({ postId: container.mediaId, accountId, caption: container.caption, bytes: (await container.fetched) ?? Buffer.alloc(0) });
    sendJson(response, 200, { id: container.mediaId });
  }
}
