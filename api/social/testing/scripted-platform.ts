/**
 * A platform behind the `SocialPlatform` interface whose answers a test scripts: it keeps what a platform keeps (the
 * bytes received per upload, the publishes, the tokens it honours) so a test can check the posting queue's side of
 * the contract (refresh once, resume from the stored progress, one publish) without a network. The clients' own
 * protocols are tested against their local protocol servers (api/social/platforms/testing/).
 */
import { PlatformError, type PlatformTokens, type PublishProgress, type SocialPlatform, type SocialPlatformId } from "../platform";

interface Cursor {
  uploadId: string;
  offset: number;
  polls: number;
}

export interface ScriptedPlatform extends SocialPlatform {
  /** Access tokens the platform takes; a refresh replaces them. */
  validTokens: Set<string>;
  /** The refresh tokens it takes; absent: refresh answers revoked. */
  validRefreshTokens: Set<string>;
  refreshes: number;
  publishes: { uploadId: string; caption: string; bytes: number }[];
  /** Chunks received, as `<upload id>@<offset>`. */
  chunks: string[];
  /** Thrown by the next step instead of doing it. */
  failNextStep: PlatformError | null;
  /** Awaited before each step: a test holds a step here to stop the worker in the middle. */
  beforeStep: (progress: PublishProgress | null) => Promise<void>;
}

export function scriptedPlatform(id: SocialPlatformId, { chunkBytes = 4 }: { chunkBytes?: number } = {}): ScriptedPlatform {
  let uploads = 0;
  let refreshCounter = 0;
  const platform: ScriptedPlatform = {
    id,
    validTokens: new Set(["access-1"]),
    validRefreshTokens: new Set(["refresh-1"]),
    refreshes: 0,
    publishes: [],
    chunks: [],
    failNextStep: null,
    beforeStep: async () => {},
    authorizationUrl: ({ state, codeChallenge, redirectUri }) =>
      `https://${id}.example/authorize?state=${state}&code_challenge=${codeChallenge}&redirect_uri=${encodeURIComponent(redirectUri)}`,
    async exchangeCode() {
      return { tokens: tokens("access-1", "refresh-1"), account: { id: `${id}-account`, name: `${id} shop` } };
    },
    async refresh(refreshToken) {
      if (!platform.validRefreshTokens.has(refreshToken)) throw new PlatformError(id, "token-revoked", "refresh token revoked");
      platform.refreshes += 1;
      refreshCounter += 1;
      const fresh = tokens(`access-r${refreshCounter}`, `refresh-r${refreshCounter}`);
      platform.validTokens = new Set([fresh.accessToken]);
      platform.validRefreshTokens = new Set([fresh.refreshToken!]);
      return fresh;
    },
    async revoke() {},
    async advancePublish(accessToken, _account, request, progress) {
      await platform.beforeStep(progress);
      if (platform.failNextStep) {
        const failure = platform.failNextStep;
        platform.failNextStep = null;
        throw failure;
      }
      if (!platform.validTokens.has(accessToken)) throw new PlatformError(id, "token-expired", "access token expired");
      if (progress === null) {
        uploads += 1;
        return { stage: "uploading", cursor: { uploadId: `upload-${uploads}`, offset: 0, polls: 0 } satisfies Cursor, uploadedBytes: 0 };
      }
      const cursor = progress.cursor as Cursor;
      if (progress.stage === "uploading") {
        platform.chunks.push(`${cursor.uploadId}@${cursor.offset}`);
        const offset = Math.min(request.file.size, cursor.offset + chunkBytes);
        const stage = offset === request.file.size ? "processing" : "uploading";
        return { stage, cursor: { ...cursor, offset }, uploadedBytes: offset, ...(stage === "processing" && { waitMs: 5_000 }) };
      }
      if (cursor.polls === 0) return { stage: "processing", cursor: { ...cursor, polls: 1 }, uploadedBytes: cursor.offset, waitMs: 5_000 };
      platform.publishes.push({ uploadId: cursor.uploadId, caption: request.caption, bytes: cursor.offset });
      return {
        stage: "published",
        cursor,
        uploadedBytes: cursor.offset,
        published: { postId: `${id}-post-${platform.publishes.length}`, url: `https://${id}.example/p/${platform.publishes.length}` },
      };
    },
    async fetchStats(accessToken, _account, postId) {
      if (!platform.validTokens.has(accessToken)) throw new PlatformError(id, "token-expired", "access token expired");
      return { views: 100 * Number(postId.split("-").at(-1)), likes: 10, comments: 3, shares: 2 };
    },
  };
  return platform;
}

/** Tokens valid for an hour from the real clock's far future (tests move their own clock). */
export function tokens(accessToken: string, refreshToken: string | null, expiresAt = new Date(Date.UTC(2099, 0, 1))): PlatformTokens {
  return { accessToken, refreshToken, expiresAt, refreshExpiresAt: null, scopes: ["video.publish"] };
}
