/**
 * What the share page (/preview) reads from the API for anyone holding the link: the shared video, its files, and
 * the plays its player counts.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import type { ApiResult } from "~/utils/api.server";
import type { SharedVideoView } from "../../api/contract";

/**
 * The visitor's user agent for the API: with the client IP (which the API client passes with every call) it is what
 * tells one visitor from another when views and plays are counted.
 */
export function visitorHeaders(request: Request): Record<string, string> {
  const userAgent = request.headers.get("user-agent");
  return userAgent ? { "User-Agent": userAgent } : {};
}

/**
 * `GET share/:token`, which counts this visitor's view. It goes through getUnwrapped, the client's one call that
 * takes extra headers, so the visitor's user agent reaches the API. A failure is thrown as the page's error:
 * 404 with the API's message for an unknown or revoked link.
 */
export async function loadSharedVideo(context: AppLoadContext, request: Request, token: string): Promise<SharedVideoView> {
  const response = await context.api.getUnwrapped(`share/${encodeURIComponent(token)}`, { headers: { Accept: "application/json", ...visitorHeaders(request) } });
  const envelope = (await response.json().catch(() => null)) as { status_code?: unknown; data?: unknown; message?: unknown } | null;
  if (typeof envelope?.status_code !== "number" || typeof envelope.message !== "string") {
    throw json({ message: context.t("errors.unavailable") }, { status: 503 });
  }
  if (envelope.status_code === 200) return envelope.data as SharedVideoView;
  const status = envelope.status_code === 404 || envelope.status_code === 429 ? envelope.status_code : 502;
  throw json({ message: envelope.message }, { status });
}

/** A shared video's file or thumbnail (`share/<token>/video/<ratio>`), body unread; a `range` is passed on, so the player seeks. */
export function fetchSharedFile(context: AppLoadContext, path: string, range: string | null): Promise<Response> {
  return context.api.getUnwrapped(`share/${path}`, { headers: range ? { Range: range } : {} });
}

/** Counts a play or a play to the end (`POST share/:token/event`); the API counts each once per visitor per day. */
export async function countShareEvent(context: AppLoadContext, token: string, type: "play" | "complete"): Promise<ApiResult<{ counted: boolean }>> {
  return context.api.post<{ counted: boolean }>(`share/${token}/event`, { type }, { auth: false, toast: false });
}
