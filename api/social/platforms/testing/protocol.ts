/**
 * Tests only. What the three local platform servers share: OAuth grants (codes with their PKCE challenge, access and
 * refresh tokens that a test can expire or revoke), the failure switches a test sets (a rate limit, a processing
 * failure, a broken chunk), the posts each server published, and small node:http helpers.
 */
import { createHash, randomBytes } from "node:crypto";
import type http from "node:http";
import type { PostStats } from "../../platform";

export interface FakeAccount {
  id: string;
  name: string;
}

export interface FakeClient {
  id: string;
  secret: string;
}

/** How the Nth chunk breaks: the connection dropped after the body arrived (part of it kept), or a 503. */
export type ChunkBreak = "drop" | "5xx";

export interface FakePost {
  postId: string;
  accountId: string;
  caption: string;
  /** The bytes the platform received (uploaded, or fetched from the public address). */
  bytes: Buffer;
}

type AccessState = { accountId: string; scopes: string[]; state: "valid" | "expired" | "revoked" };

export const randomId = (bytes = 12) => randomBytes(bytes).toString("base64url");
export const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

export class FakeGrants {
  private readonly codes = new Map<string, { redirectUri: string; challenge: string | null; accountId: string; scopes: string[] }>();
  private readonly access = new Map<string, AccessState>();
  private readonly refresh = new Map<string, { accountId: string; scopes: string[]; valid: boolean }>();

  constructor(
    private readonly prefix: string,
    readonly client: FakeClient,
  ) {}

  issueCode(redirectUri: string, challenge: string | null, accountId: string, scopes: string[]): string {
    const code = `${this.prefix}-code-${randomId()}`;
    this.codes.set(code, { redirectUri, challenge, accountId, scopes });
    return code;
  }

  /** A code is good once, for the redirect address it was given for, with the verifier of its challenge. */
  redeemCode(code: string, redirectUri: string, verifier: string | undefined): { accountId: string; scopes: string[] } | null {
    const grant = this.codes.get(code);
    this.codes.delete(code);
    if (!grant || grant.redirectUri !== redirectUri) return null;
    if (grant.challenge && (!verifier || s256(verifier) !== grant.challenge)) return null;
    return { accountId: grant.accountId, scopes: grant.scopes };
  }

  issueTokens(accountId: string, scopes: string[], withRefresh = true): { accessToken: string; refreshToken: string | null } {
    const accessToken = `${this.prefix}-at-${randomId()}`;
    this.access.set(accessToken, { accountId, scopes, state: "valid" });
    if (!withRefresh) return { accessToken, refreshToken: null };
    const refreshToken = `${this.prefix}-rt-${randomId()}`;
    this.refresh.set(refreshToken, { accountId, scopes, valid: true });
    return { accessToken, refreshToken };
  }

  /** A new access token for a good refresh token; `rotate` also replaces the refresh token (TikTok's). */
  useRefreshToken(refreshToken: string, rotate: boolean): { accessToken: string; refreshToken: string; scopes: string[] } | null {
    const grant = this.refresh.get(refreshToken);
    if (!grant?.valid) return null;
    const { accessToken } = this.issueTokens(grant.accountId, grant.scopes, false);
    if (!rotate) return { accessToken, refreshToken, scopes: grant.scopes };
    grant.valid = false;
    const next = `${this.prefix}-rt-${randomId()}`;
    this.refresh.set(next, { ...grant, valid: true });
    return { accessToken, refreshToken: next, scopes: grant.scopes };
  }

  /** The account a token acts for, or why it does not. */
  check(token: string | undefined): { accountId: string; scopes: string[] } | "expired" | "revoked" | "invalid" {
    const grant = token ? this.access.get(token) : undefined;
    if (!grant) return "invalid";
    if (grant.state !== "valid") return grant.state;
    return { accountId: grant.accountId, scopes: grant.scopes };
  }

  /** A Bearer header's token. */
  bearer(request: http.IncomingMessage): ReturnType<FakeGrants["check"]> {
    return this.check(request.headers.authorization?.match(/^Bearer (\S+)$/)?.[1]);
  }

  /** Every access token issued so far has expired; refresh tokens still work. */
  expireAll(): void {
    for (const grant of this.access.values()) if (grant.state === "valid") grant.state = "expired";
  }

  /** The user withdrew the grant: every token issued so far is refused, refresh tokens included. */
  revokeAll(): void {
    for (const grant of this.access.values()) grant.state = "revoked";
    for (const grant of this.refresh.values()) grant.valid = false;
  }

  /** Revokes one token (access or refresh) and with it the whole grant of its account. */
  revoke(token: string): boolean {
    const accountId = this.access.get(token)?.accountId ?? this.refresh.get(token)?.accountId;
    if (!accountId) return false;
    for (const grant of this.access.values()) if (grant.accountId === accountId) grant.state = "revoked";
    for (const grant of this.refresh.values()) if (grant.accountId === accountId) grant.valid = false;
    return true;
  }
}

/** What a test can make a platform server do, in-process or through `POST /__control/<platform>/<action>`. */
export abstract class FakePlatform {
  readonly grants: FakeGrants;
  account: FakeAccount;
  readonly posts: FakePost[] = [];
  /** Method and path of every request, in order (never a token). */
  readonly requests: string[] = [];
  protected readonly stats = new Map<string, PostStats>();
  protected processingFailure: string | null = null;
  private rateLimits: { retryAfterSeconds: number; times: number } | null = null;
  private chunkBreaks = new Map<number, ChunkBreak>();
  private chunkPuts = 0;
  private chunkHolds = new Map<number, { arrive: () => void; released: Promise<void> }>();

  constructor(prefix: string, client: FakeClient, account: FakeAccount) {
    this.grants = new FakeGrants(prefix, client);
    this.account = account;
  }

  /** Answers the request if it is this platform's; false leaves it to the next. */
  abstract handle(request: http.IncomingMessage, response: http.ServerResponse, url: URL): Promise<boolean>;

  expireTokens(): void {
    this.grants.expireAll();
  }
  revokeTokens(): void {
    this.grants.revokeAll();
  }
  /** The next `times` API calls answer with the platform's rate-limit answer, asking for this wait. */
  rateLimit(retryAfterSeconds: number, times = 1): void {
    this.rateLimits = { retryAfterSeconds, times };
  }
  /** The next post's processing fails with this reason, in the platform's words. */
  failProcessing(reason: string): void {
    this.processingFailure = reason;
  }
  /** The Nth chunk PUT from now (1-based) breaks. */
  breakChunk(n: number, mode: ChunkBreak): void {
    this.chunkBreaks.set(this.chunkPuts + n, mode);
  }
  /**
   * The Nth chunk PUT from now (1-based) waits once its body has arrived, until the test releases it: the uploader is
   * then waiting for the answer, and can be killed meanwhile. The chunk is kept when released, as a platform keeps
   * bytes it received whether or not its answer reached anyone.
   */
  holdChunk(n: number): { arrived: Promise<void>; release(): void } {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.chunkHolds.set(this.chunkPuts + n, { arrive, released });
    return { arrived, release };
  }
  setStats(postId: string, stats: PostStats): void {
    this.stats.set(postId, stats);
  }
  setAccount(account: FakeAccount): void {
    this.account = account;
  }
  /** Posts published, for one account or all: "exactly one publish" is this being 1. */
  publishes(accountId?: string): number {
    return this.posts.filter((post) => !accountId || post.accountId === accountId).length;
  }

  protected takeRateLimit(): number | null {
    if (!this.rateLimits) return null;
    const { retryAfterSeconds } = this.rateLimits;
    if (--this.rateLimits.times <= 0) this.rateLimits = null;
    return retryAfterSeconds;
  }
  protected takeChunkBreak(): ChunkBreak | null {
    this.chunkPuts += 1;
    const mode = this.chunkBreaks.get(this.chunkPuts) ?? null;
    this.chunkBreaks.delete(this.chunkPuts);
    return mode;
  }
  /** Waits while the chunk just counted by takeChunkBreak is held. */
  protected async waitIfChunkHeld(): Promise<void> {
    const hold = this.chunkHolds.get(this.chunkPuts);
    if (!hold) return;
    this.chunkHolds.delete(this.chunkPuts);
    hold.arrive();
    await hold.released;
  }
  protected takeProcessingFailure(): string | null {
    const reason = this.processingFailure;
    this.processingFailure = null;
    return reason;
  }
  protected statsOf(postId: string): PostStats {
    return this.stats.get(postId) ?? { views: 0, likes: 0, comments: 0, shares: 0 };
  }
}

const maxBody = 64 * 1024 * 1024;

export async function readBody(request: http.IncomingMessage): Promise<Buffer> {
  const parts: Buffer[] = [];
  let length = 0;
  for await (const part of request as AsyncIterable<Buffer>) {
    length += part.length;
    if (length > maxBody) throw new Error("body too large");
    parts.push(part);
  }
  return Buffer.concat(parts);
}

export async function readForm(request: http.IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams((await readBody(request)).toString("utf8"));
}

export async function readJson(request: http.IncomingMessage): Promise<Record<string, unknown>> {
  try {
    const value = JSON.parse((await readBody(request)).toString("utf8") || "{}") as unknown;
    return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** `body` as JSON, or as the exact text given (to send 64-bit ids as bare numbers, as the platforms do). */
export function sendJson(response: http.ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { "content-type": "application/json; charset=UTF-8", ...headers }).end(typeof body === "string" ? body : JSON.stringify(body));
}

export function redirect(response: http.ServerResponse, location: string): void {
  response.writeHead(302, { location }).end();
}

/** Drops the connection without an answer, as a network break mid-request does. */
export function dropConnection(request: http.IncomingMessage, response: http.ServerResponse): void {
  response.socket?.destroy();
  request.socket.destroy();
}
