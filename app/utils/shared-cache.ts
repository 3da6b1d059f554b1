/**
 * The landing pages are the same for every signed-out visitor, so a CDN may keep them: browsers revalidate each
 * time (max-age=0, answered by ETag with a 304), shared caches keep them ten minutes and may serve a stale copy for
 * a day while they fetch a new one. They vary by Cookie because the language, theme and session cookies change
 * what the page is (a signed-in visitor is sent to the workspace).
 */
export const sharedPageHeaders = {
  "Cache-Control": "public, max-age=0, s-maxage=600, stale-while-revalidate=86400",
  Vary: "Cookie",
} as const;

/** A response any visitor may be given from a shared cache. */
export function isSharedCacheable(headers: Headers): boolean {
  return /(^|,)\s*s-maxage=/.test(headers.get("Cache-Control") ?? "");
}

/**
 * For one visitor only: a browser may keep it (for the back button) but must ask before reusing it, and no shared
 * cache may keep it at all.
 */
export const privateCacheControl = "private, no-cache";
