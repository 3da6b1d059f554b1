/**
 * Tests only. One local HTTP server speaking all three platforms' protocols on one port: their paths do not overlap
 * (TikTok `/v2/…` and `/video/`, Google `/o/oauth2/…`, `/token`, `/revoke`, `/youtube/v3/…`, `/upload/youtube/…`,
 * Instagram `/oauth/…`, `/access_token`, `/refresh_access_token`, `/v22.0/…`), so every platform's auth and API origin
 * is this server's origin (`socialConfigFor`).
 *
 * Control, in-process through `server.tiktok` / `.youtube` / `.instagram` (FakePlatform's methods), or over HTTP for
 * an app server in another process (JSON bodies; `<platform>` is tiktok, youtube or instagram):
 *   POST /__control/<platform>/expire-tokens                       every access token issued so far answers expired
 *   POST /__control/<platform>/revoke-tokens                       every token so far is refused, refresh included
 *   POST /__control/<platform>/rate-limit   {retryAfterSeconds, times?}  the next API calls answer the rate limit
 *   POST /__control/<platform>/fail-processing {reason}            the next post's processing fails with this reason
 *   POST /__control/<platform>/break-chunk  {n, mode: "drop"|"5xx"} the nth chunk PUT from now breaks
 *   POST /__control/<platform>/stats        {postId, views, likes, comments, shares}
 *   POST /__control/<platform>/account      {id, name}             the account the consent page consents for next
 *   POST /__control/youtube/exhaust-quota                          the next call answers quotaExceeded (no Retry-After)
 *   POST /__control/tiktok/expire-upload-urls                      the upload addresses handed out so far expire
 *   POST /__control/tiktok/creator-info {privacyLevelOptions?, maxVideoPostDurationSec?, disabledInteractions?}
 *                                                                  what creator_info answers from now
 *   GET  /__control/<platform>/state        → {publishes, posts: [{postId, accountId, caption, bytes}]}, and for
 *                                             TikTok `postInfos`: each init's post_info, in order
 *   POST /__control/reset                                          forget everything (new fakes, same clients)
 * Also `/__files/<name>` serves what `hostFile` was given, and any path what `hostAt` was given (the public address
 * Instagram fetches, in unit tests), and `/healthz` answers 200. Standalone: tests/e2e/servers/social-platforms.ts.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { SocialConfig } from "../../../config";
import type { SocialPlatformId } from "../../platform";
import { FakeInstagram } from "./instagram-server";
import { readJson, sendJson, type ChunkBreak, type FakeClient, type FakePlatform } from "./protocol";
import { FakeTikTok } from "./tiktok-server";
import { FakeYouTube } from "./youtube-server";

export type { FakeAccount, FakePost, ChunkBreak } from "./protocol";
export { FakeInstagram, FakeTikTok, FakeYouTube };

export const socialTestClients: Record<SocialPlatformId, FakeClient> = {
  tiktok: { id: "tiktok-test-client-key", secret: "tiktok-test-client-secret" },
  youtube: { id: "youtube-test-client.apps.googleusercontent.com", secret: "youtube-test-client-secret" },
  instagram: { id: "1234567890123456", secret: "instagram-test-app-secret" },
};

export interface SocialPlatformServer {
  origin: string;
  tiktok: FakeTikTok;
  youtube: FakeYouTube;
  instagram: FakeInstagram;
  /** Serves these bytes at a public address on this server and returns it. */
  hostFile(bytes: Uint8Array, name?: string): string;
  /** Serves these bytes at this path (an app's address, e.g. a share link's media, with this server as APP_URL). */
  hostAt(pathname: string, bytes: Uint8Array): string;
  reset(): void;
  close(): Promise<void>;
}

/** The settings that point every platform's client at the server (clients as the server was started with). */
export function socialConfigFor(origin: string, clients: Record<SocialPlatformId, FakeClient> = socialTestClients): SocialConfig {
  const platform = (id: SocialPlatformId) => ({ clientId: clients[id].id, clientSecret: clients[id].secret, authOrigin: origin, apiOrigin: origin });
  return { tiktok: platform("tiktok"), youtube: platform("youtube"), instagram: platform("instagram") };
}

export async function startSocialPlatformServer(options: { port?: number; clients?: Record<SocialPlatformId, FakeClient> } = {}): Promise<SocialPlatformServer> {
  const clients = options.clients ?? socialTestClients;
  const files = new Map<string, Uint8Array>();
  let origin = "";
  const fresh = () => {
    const tiktok = new FakeTikTok(clients.tiktok);
    const youtube = new FakeYouTube(clients.youtube);
    tiktok.setOrigin(origin);
    youtube.setOrigin(origin);
    return { tiktok, youtube, instagram: new FakeInstagram(clients.instagram) };
  };
  let fakes = fresh();

  const control = async (request: http.IncomingMessage, response: http.ServerResponse, url: URL) => {
    if (request.method === "POST" && url.pathname === "/__control/reset") {
      fakes = fresh();
      Object.assign(server, fakes);
      return sendJson(response, 200, { ok: true });
    }
    const [, , name, action] = url.pathname.split("/");
    const fake: FakePlatform | undefined = fakes[name as SocialPlatformId];
    if (!fake) return sendJson(response, 404, { error: "no such platform" });
    if (request.method === "GET" && action === "state")
      return sendJson(response, 200, {
        publishes: fake.publishes(),
        posts: fake.posts.map((post) => ({ postId: post.postId, accountId: post.accountId, caption: post.caption, bytes: post.bytes.length })),
        ...(fake instanceof FakeTikTok && { postInfos: [...fake.uploads.values()].map((upload) => upload.postInfo) }),
      });
    const body = await readJson(request);
    switch (action) {
      case "expire-tokens":
        fake.expireTokens();
        break;
      case "revoke-tokens":
        fake.revokeTokens();
        break;
      case "rate-limit":
        fake.rateLimit(Number(body.retryAfterSeconds ?? 60), Number(body.times ?? 1));
        break;
      case "fail-processing":
        fake.failProcessing(String(body.reason ?? "failed"));
        break;
      case "break-chunk":
        fake.breakChunk(Number(body.n ?? 1), body.mode === "5xx" ? "5xx" : ("drop" satisfies ChunkBreak));
        break;
      case "stats":
        fake.setStats(String(body.postId), {
          views: Number(body.views ?? 0),
          likes: Number(body.likes ?? 0),
          comments: Number(body.comments ?? 0),
          shares: Number(body.shares ?? 0),
        });
        break;
      case "exhaust-quota":
        if (!(fake instanceof FakeYouTube)) return sendJson(response, 404, { error: "YouTube only" });
        fake.exhaustQuota();
        break;
      case "expire-upload-urls":
        if (!(fake instanceof FakeTikTok)) return sendJson(response, 404, { error: "TikTok only" });
        fake.expireUploadUrls();
        break;
      case "creator-info":
        if (!(fake instanceof FakeTikTok)) return sendJson(response, 404, { error: "TikTok only" });
        if (Array.isArray(body.privacyLevelOptions)) fake.privacyLevelOptions = body.privacyLevelOptions.map(String);
        if (body.maxVideoPostDurationSec !== undefined) fake.maxVideoPostDurationSec = Number(body.maxVideoPostDurationSec);
        if (body.disabledInteractions)
          fake.disabledInteractions = { ...fake.disabledInteractions, ...(body.disabledInteractions as Partial<typeof fake.disabledInteractions>) };
        break;
      case "account":
        fake.setAccount({ id: String(body.id), name: String(body.name ?? body.id) });
        break;
      default:
        return sendJson(response, 404, { error: "no such control" });
    }
    sendJson(response, 200, { ok: true });
  };

  /** Answers the request; false when no platform knows its path. */
  const route = async (request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<boolean> => {
    if (url.pathname === "/healthz") {
      sendJson(response, 200, { ok: true });
      return true;
    }
    if (url.pathname.startsWith("/__control/")) {
      await control(request, response, url);
      return true;
    }
    const file = request.method === "GET" ? files.get(url.pathname) : undefined;
    if (file) {
      response.writeHead(200, { "content-type": "video/mp4", "content-length": String(file.byteLength) }).end(file);
      return true;
    }
    for (const fake of [fakes.tiktok, fakes.youtube, fakes.instagram]) {
      if (await fake.handle(request, response, url)) {
        fake.requests.push(`${request.method} ${url.pathname}`);
        return true;
      }
    }
    return false;
  };

  const httpServer = http.createServer((request, response) => {
    route(request, response, new URL(request.url ?? "/", "http://social.test")).then(
      (done) => {
        if (!done && !response.headersSent) sendJson(response, 404, { error: "not found" });
      },
      () => {
        if (!response.headersSent) sendJson(response, 500, { error: "server error" });
      },
    );
  });

  await new Promise<void>((resolve) => httpServer.listen(options.port ?? 0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  fakes = fresh();
  let fileCount = 0;
  const server: SocialPlatformServer = {
    origin,
    ...fakes,
    hostFile(bytes, name = `file-${++fileCount}.mp4`) {
      return server.hostAt(`/__files/${name}`, bytes);
    },
    hostAt(pathname, bytes) {
      files.set(pathname, bytes);
      return `${origin}${pathname}`;
    },
    reset() {
      fakes = fresh();
      Object.assign(server, fakes);
    },
    close: () =>
      new Promise((resolve) => {
        httpServer.closeAllConnections();
        httpServer.close(() => resolve());
      }),
  };
  return server;
}
