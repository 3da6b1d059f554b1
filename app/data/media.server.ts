/**
 * The media the API serves to its owner only (product images, rendered videos, thumbnails), fetched with the
 * session's token, which the browser never holds.
 */
import type { AppLoadContext } from "@remix-run/node";

/** The API's answer for the file, body unread; a `range` is passed on, so a <video> seeks. */
export function fetchOwnMedia(context: AppLoadContext, path: string, range: string | null): Promise<Response> {
  return context.api.getUnwrapped(`media/${path}`, { headers: range ? { Range: range } : {} });
}
