/** The product's route addresses, written once. */
export const homePath = "/";
export const loginPath = "/account/login";

/**
 * Returns `target` when it is a path on this site, else `fallback`. Absolute URLs, protocol-relative `//host`,
 * backslashes (browsers read `/\host` as `//host`) and control characters (browsers drop them, turning `/\t/host`
 * into `//host`) are refused, so the redirect parameter cannot send anyone to another site. So are dot segments that
 * collapse into `//host` (`/.//host`): whoever parses the path again and rebuilds it gets the collapsed form.
 */
export function safeRedirectPath(target: unknown, fallback = homePath): string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return fallback;
  if (target.includes("\\") || /[\u0000-\u001f\u007f]/.test(target)) return fallback;
  const base = "http://same-origin.invalid";
  const resolved = new URL(target, base);
  return resolved.origin === base && !resolved.pathname.startsWith("//") ? target : fallback;
}

/** The sign-in URL that brings the visitor back to `returnTo` (a path with its query) afterwards. */
export function loginRedirectUrl(returnTo: string): string {
  return `${loginPath}?${new URLSearchParams({ redirect: safeRedirectPath(returnTo) })}`;
}

/**
 * The path and query the browser asked for, without Remix's own `_data` and `index` parameters. The rest of the query
 * is kept as it was written.
 */
export function requestedPath(request: Request): string {
  const url = new URL(request.url);
  const query = url.search
    .slice(1)
    .split("&")
    .filter((part) => part !== "" && part !== "index" && part !== "index=" && !part.startsWith("_data="))
    .join("&");
  return query ? `${url.pathname}?${query}` : url.pathname;
}
