import { createHash } from "node:crypto";

/** A page any visitor may be given from a shared cache, read whole, with a validator from its bytes. */
export interface SharedPage {
  status: number;
  headers: Headers;
  body: Uint8Array<ArrayBuffer>;
}

/** Weak, because compression may change the bytes on the wire but not the page. */
export async function readSharedPage(response: Response): Promise<SharedPage> {
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.set("ETag", `W/"${createHash("sha256").update(body).digest("base64url").slice(0, 32)}"`);
  headers.set("Content-Length", String(body.byteLength));
  return { status: response.status, headers, body };
}

/** The page, or a 304 without a body when the browser or CDN already holds it. */
export function answerSharedPage(page: SharedPage, ifNoneMatch: string | undefined): Response {
  const headers = new Headers(page.headers);
  if (matchesEntityTag(ifNoneMatch, headers.get("ETag") ?? "")) {
    headers.delete("Content-Length");
    return new Response(null, { status: 304, headers });
  }
  return new Response(page.body, { status: page.status, headers });
}

/** If-None-Match compares weakly: a list of tags, `*`, and W/ prefixes ignored on both sides. */
function matchesEntityTag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch || !etag) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** Where shared pages are remembered: this process's memory, or Redis for every web process (REDIS_URL). */
export interface SharedPageCache {
  get(key: string): Promise<SharedPage | undefined>;
  set(key: string, page: SharedPage): Promise<void>;
}

/** How long a shared page is served from the cache before it is rendered again. */
const sharedPageTtlMs = 60_000;

/**
 * The origin's own short memory of shared pages, for visitors without cookies (the only ones all given the same
 * page): a landing page is rendered once a minute instead of once a request, as a CDN in front would do. Bounded,
 * because any path is a landing page and a crawler could otherwise fill it; the oldest entry goes first.
 */
export function createSharedPageCache({ maxEntries = 200, ttlMs = sharedPageTtlMs, now = Date.now } = {}) {
  const entries = new Map<string, { storedAt: number; page: SharedPage }>();
  return {
    async get(key: string): Promise<SharedPage | undefined> {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        entries.delete(key);
        return undefined;
      }
      return entry.page;
    },
    async set(key: string, page: SharedPage) {
      entries.delete(key);
      entries.set(key, { storedAt: now(), page });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
    },
    get size() {
      return entries.size;
    },
  } satisfies SharedPageCache & { size: number };
}
