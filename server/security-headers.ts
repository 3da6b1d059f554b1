import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/**
 * Where scripts may come from. Pages with React in the browser allow only scripts carrying this request's nonce
 * (and what those load); the landing pages, the same bytes for every visitor, have no inline script at all and
 * allow only our own files, so their policy is the same for every visitor too and a CDN can keep it.
 */
export type ScriptPolicy = { nonce: string } | "own-files";

/** Stripe's hosted checkout and billing portal, where the upgrade form leads. */
const billingPageOrigins = ["https://checkout.stripe.com", "https://billing.stripe.com"];

/**
 * The platforms' consent pages, where the social accounts screen's Connect posts lead: each platform's own, or the
 * origin configured instead (a local protocol server in tests), as api/social/platforms/*.ts use them.
 */
export function consentPageOrigins(env: Record<string, string | undefined>): string[] {
  const originOf = (value: string | undefined, fallback: string) => {
    try {
      return value ? new URL(value).origin : fallback;
    } catch {
      return fallback;
    }
  };
  return [
    originOf(env.TIKTOK_AUTH_ORIGIN, "https://www.tiktok.com"),
    originOf(env.YOUTUBE_AUTH_ORIGIN, "https://accounts.google.com"),
    originOf(env.INSTAGRAM_AUTH_ORIGIN, "https://www.instagram.com"),
  ];
}

export function contentSecurityPolicy({ production, scripts, formTargets = [] }: { production: boolean; scripts: ScriptPolicy; formTargets?: string[] }): string {
  return [
    "default-src 'self'",
    scripts === "own-files" ? "script-src 'self'" : `script-src 'nonce-${scripts.nonce}' 'strict-dynamic'`,
    // React renders style attributes (toast timers, progress bars); no script can come through this.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    production ? "connect-src 'self'" : "connect-src 'self' ws://localhost:*",
    "object-src 'none'",
    "base-uri 'self'",
    // The upgrade form without JavaScript is a plain post answered with a redirect to Stripe's checkout or billing
    // page, and Chrome holds a form's redirects to this list too: with 'self' alone that post went nowhere. The
    // same goes for Connect, answered with a redirect to the platform's consent page.
    `form-action 'self' ${[...billingPageOrigins, ...formTargets].join(" ")}`,
    "frame-ancestors 'self'",
  ].join("; ");
}

/**
 * Security headers for every response. The CSP allows scripts only with this request's nonce (handed to Remix
 * through res.locals), so an injected <script> cannot run; server.ts swaps it for the "own-files" policy on pages
 * without React in the browser.
 */
export function securityHeaders({ production, formTargets = [] }: { production: boolean; formTargets?: string[] }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ production, scripts: { nonce }, formTargets }));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (production) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
