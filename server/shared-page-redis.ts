import { createHash } from "node:crypto";
import type { Redis } from "../lib/shared-state/redis";
import type { SharedPage, SharedPageCache } from "./shared-page";

/** A page larger than this is rendered each time rather than stored: landing pages are far smaller. */
const largestStoredPageBytes = 1024 * 1024;

interface StoredPage {
  status: number;
  headers: [string, string][];
  body: string;
}

/**
 * Shared pages in Redis for every web process (REDIS_URL), each kept ttlMs by Redis itself. The key is the path's hash,
 * so a crawler's long URLs make no long keys; Redis's expiry bounds how many there are. A cache is only a shortcut:
 * while Redis cannot be reached every page is rendered (decision 199), never refused.
 */
export function createRedisSharedPageCache(redis: Redis, { ttlMs = 60_000, onFailure }: { ttlMs?: number; onFailure?: (error: unknown) => void } = {}): SharedPageCache {
  const keyOf = (path: string) => `page:${createHash("sha256").update(path).digest("base64url")}`;
  return {
    async get(path) {
      try {
        const stored = await redis.get(keyOf(path));
        if (stored === null) return undefined;
        const page = JSON.parse(stored) as StoredPage;
        return { status: page.status, headers: new Headers(page.headers), body: new Uint8Array(Buffer.from(page.body, "base64")) };
      } catch (error) {
        onFailure?.(error);
        return undefined;
      }
    },
    async set(path, page: SharedPage) {
      if (page.body.byteLength > largestStoredPageBytes) return;
      const stored: StoredPage = { status: page.status, headers: [...page.headers], body: Buffer.from(page.body).toString("base64") };
      try {
        await redis.set(keyOf(path), JSON.stringify(stored), "PX", ttlMs);
      } catch (error) {
        onFailure?.(error);
      }
    },
  };
}
