/**
 * Whether `target` is a path on this site, safe to send a browser to after sign-in or a platform's consent page.
 * Absolute URLs, protocol-relative `//host`, backslashes (browsers read `/\host` as `//host`) and control characters
 * (browsers drop them, turning `/\t/host` into `//host`) are refused. So are dot segments that collapse into `//host`
 * (`/.//host`): whoever parses the path again and rebuilds it gets the collapsed form.
 */
export function isSitePath(target: unknown): target is string {
  if (typeof target !== "string" || !target.startsWith("/") || target.startsWith("//")) return false;
  if (target.includes("\\") || /[\u0000-\u001f\u007f]/.test(target)) return false;
  const base = "http://same-origin.invalid";
  const resolved = new URL(target, base);
  return resolved.origin === base && !resolved.pathname.startsWith("//");
}
