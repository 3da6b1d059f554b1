import type { IncomingHttpHeaders } from "node:http";
import type { RequestHandler } from "express";
import { isApiPath, sendPlainAnswer, type Translate } from "./plain-answer";

interface Logger {
  warn(message: string, fields?: Record<string, unknown>): void;
}

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host this request was sent to, as Remix's own check reads it: the proxy's X-Forwarded-Host, else Host. */
function requestedHost(headers: IncomingHttpHeaders): string | undefined {
  const forwarded = headers["x-forwarded-host"];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(",")[0]?.trim();
  return first || headers.host;
}

/**
 * Whether a browser sent this request from a page of this site. The Origin's host must be the host the request
 * went to (the rule Remix itself applies to actions, so nothing this lets through reaches Remix's 500); `Origin: null`
 * is an opaque page (a sandboxed frame, a file) and never ours. Without an Origin, Sec-Fetch-Site says where the
 * request came from. A request with neither is not from a browser's page, so no visitor's cookies can be abused by it.
 */
export function sentFromThisSite(headers: IncomingHttpHeaders): boolean {
  const origin = headers.origin;
  if (origin !== undefined) {
    if (origin === "null") return false;
    try {
      return new URL(origin).host === requestedHost(headers);
    } catch {
      return false;
    }
  }
  const fetchSite = headers["sec-fetch-site"];
  return fetchSite === undefined || fetchSite === "same-origin" || fetchSite === "none";
}

/**
 * Refuses a form post (any unsafe method) that another site's page made a visitor's browser send, before Remix sees
 * it: a 403 page in the visitor's language. The /api/v1 backend is left out: it takes JSON and bearer tokens, which
 * a browser never attaches by itself, and Stripe's webhook is posted there from Stripe's servers.
 */
export function refuseCrossSitePosts({ translate, logger }: { translate: Translate; logger: Logger }): RequestHandler {
  return (req, res, next) => {
    if (safeMethods.has(req.method) || isApiPath(req.path) || sentFromThisSite(req.headers)) return next();
    logger.warn("refused a cross-site request", { method: req.method, path: req.path, origin: req.headers.origin ?? null, fetchSite: req.headers["sec-fetch-site"] ?? null });
    sendPlainAnswer(translate, req, res, 403).catch(next);
  };
}
