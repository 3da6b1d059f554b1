/**
 * Pages that need no React in the browser (the landing pages) say so in their route handle. They are served as
 * finished HTML with a few small scripts of their own, so every signed-out visitor gets the same bytes, which a CDN
 * can cache, and a phone on a slow connection downloads and runs a fraction of the app's JavaScript.
 */
export type HydrationHandle = { hydrate?: boolean | ((data: unknown) => boolean) };

export function pageHydrates(matches: readonly { handle?: unknown; data?: unknown }[]): boolean {
  return matches.every(({ handle, data }) => {
    const hydrate = (handle as HydrationHandle | undefined)?.hydrate;
    if (typeof hydrate === "function") return hydrate(data);
    return hydrate !== false;
  });
}

/**
 * Set by entry.server on such a page, read and removed by server.ts: the page has no inline script, so its
 * Content-Security-Policy allows only our own script files, with no nonce, whether or not it is shared.
 */
export const ownScriptsOnlyHeader = "X-Own-Scripts-Only";
