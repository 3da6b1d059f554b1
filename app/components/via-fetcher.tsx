import { useHydrated } from "remix-utils/use-hydrated";

/**
 * Marks a post as sent by a fetcher, so the action answers with data instead of a redirect (formReply in
 * app/utils/form-reply.server.ts). Rendered only once JavaScript runs: a plain post gets the redirect back to the page
 * (post, redirect, get).
 */
export function ViaFetcher() {
  return useHydrated() ? <input type="hidden" name="via" value="fetcher" /> : null;
}
