import type { WebConfig } from "./web-config.server";

type CookieRole = "session" | "toast" | "lng" | "theme" | "invitation";

const plainNames: Record<CookieRole, string> = { session: "__session", toast: "toast", lng: "lng", theme: "theme", invitation: "invitation" };

/**
 * The name of each cookie the app sets. With Secure cookies (production) every name starts with `__Host-`: a browser
 * then keeps the cookie only when it came over HTTPS from this exact host with Path=/ and no Domain, so a sibling
 * subdomain or a plain-HTTP answer cannot plant a session or a language on our visitors.
 */
export function cookieName(config: Pick<WebConfig, "cookieSecure">, role: CookieRole): string {
  return config.cookieSecure ? `__Host-${role}` : plainNames[role];
}
