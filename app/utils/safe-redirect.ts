import { isSitePath } from "../../api/contract/site-path";

/** The product's route addresses, written once. */
export const homePath = "/";
export const loginPath = "/account/login";

/** Returns `target` when it is a path on this site (isSitePath says which are), else `fallback`. */
export function safeRedirectPath(target: unknown, fallback = homePath): string {
  return isSitePath(target) ? target : fallback;
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
