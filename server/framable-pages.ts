import type { RequestHandler } from "express";

/**
 * Hosted forms (/to/{formId}) exist to be shown in other sites' iframes: for them, and only them, the
 * clickjacking guards of security-headers.ts give way. frame-ancestors `*` covers every http(s) site and `file:`
 * a snippet tried out from a local file; X-Frame-Options would override nothing in modern browsers but block old ones.
 */
export function allowFramingByAnySite(): RequestHandler {
  return (_req, res, next) => {
    const policy = res.getHeader("Content-Security-Policy");
    if (typeof policy === "string") res.setHeader("Content-Security-Policy", policy.replace(/frame-ancestors [^;]*/, "frame-ancestors * file:"));
    res.removeHeader("X-Frame-Options");
    next();
  };
}
