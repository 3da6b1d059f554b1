/**
 * A social platform (TikTok, YouTube, Instagram) behind one interface, so the posting queue and the screens neither
 * know nor care whose protocol they speak, and each platform is tested against a local server speaking its protocol.
 *
 * Publishing is a resumable state machine: each `advancePublish` call does one step (open the upload, send one chunk,
 * poll the status once, publish) and returns the next progress, which the caller stores before calling again. A worker
 * killed mid-upload therefore starts again from the stored progress, and the platform sees one publish, not two.
 */
import type { TikTokDisclosure } from "../contract/social";

export type SocialPlatformId = "tiktok" | "youtube" | "instagram";

export interface PlatformTokens {
  accessToken: string;
  /** Null where the platform gives none; a platform that rotates refresh tokens returns the new one on refresh. */
  refreshToken: string | null;
  /** From the platform's `expires_in`. */
  expiresAt: Date;
  refreshExpiresAt: Date | null;
  scopes: string[];
}

/** The account the tokens act for, as the platform names it. */
export interface PlatformAccount {
  id: string;
  name: string;
}

export interface AuthorizationRequest {
  /** Opaque, unguessable, checked on the way back (CSRF). */
  state: string;
  /** S256 challenge of the PKCE verifier; a platform without PKCE ignores it. */
  codeChallenge: string;
  redirectUri: string;
}

export interface PostRequest {
  /** Caption with its hashtags, as the user left it. */
  caption: string;
  /** A YouTube video's title; the others ignore it. */
  title: string;
  privacy: "public" | "unlisted" | "private";
  /** The video's length when known: TikTok refuses one longer than the creator may post. */
  durationMs: number | null;
  /** What a TikTok post discloses about promoting a brand; the others ignore it. */
  tiktokDisclosure: TikTokDisclosure;
  /** The rendered MP4 on this machine's disk, uploaded by the platforms that take bytes (TikTok, YouTube). */
  file: { path: string; size: number };
  /** A public address of the same file, for the platforms that fetch it themselves (Instagram). */
  publicUrl: string;
}

export type PublishStage = "uploading" | "processing" | "published";

export interface PublishProgress {
  stage: PublishStage;
  /** The platform's own state (its upload address, offset, publish or container id): JSON, stored between steps. */
  cursor: unknown;
  /** Bytes the platform has acknowledged, for a progress bar. */
  uploadedBytes: number;
  /** Once published: the platform's id of the post and its public address when the platform gives one. */
  published?: { postId: string; url: string | null };
  /** Wait this long before the next step (a status poll); absent means go on at once. */
  waitMs?: number;
}

export interface PostStats {
  views: number;
  likes: number;
  comments: number;
  shares: number;
}

/**
 * What went wrong, as the caller must act on it: refresh the token once and retry, ask the user to reconnect, wait as
 * the platform asked, show the platform's reason, or retry later with backoff.
 */
export type PlatformFailure = "token-expired" | "token-revoked" | "rate-limited" | "rejected" | "unavailable";

export class PlatformError extends Error {
  constructor(
    readonly platform: SocialPlatformId,
    readonly kind: PlatformFailure,
    /** The platform's own words when it gave any (shown to the user for "rejected"). */
    readonly reason: string,
    /** From the platform's rate-limit answer, when it said. */
    readonly retryAfterMs?: number,
  ) {
    super(`${platform} ${kind}: ${reason}`);
    this.name = "PlatformError";
  }
}

export interface SocialPlatform {
  id: SocialPlatformId;
  /** The platform's consent page to send the browser to. */
  authorizationUrl(request: AuthorizationRequest): string;
  exchangeCode(input: { code: string; codeVerifier: string; redirectUri: string }): Promise<{ tokens: PlatformTokens; account: PlatformAccount }>;
  refresh(refreshToken: string): Promise<PlatformTokens>;
  /** Best effort on disconnect: the platform forgets the grant where it offers a way to. */
  revoke(tokens: Pick<PlatformTokens, "accessToken" | "refreshToken">): Promise<void>;
  /** One step of publishing; `progress` is null for the first step. */
  advancePublish(accessToken: string, account: PlatformAccount, request: PostRequest, progress: PublishProgress | null): Promise<PublishProgress>;
  /** The post's figures, or null when the platform keeps none for it (a TikTok post that is not public). */
  fetchStats(accessToken: string, account: PlatformAccount, postId: string): Promise<PostStats | null>;
}
