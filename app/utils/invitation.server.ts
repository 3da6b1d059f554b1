/**
 * The invitation a visitor arrived by (`/?ref=CODE`), kept until they sign up: a signed, httpOnly cookie holding the
 * code and when it was followed. First touch wins: a later invitation link never replaces a kept one, and one older
 * than affiliateRules.attributionDays no longer counts. Works without JavaScript: the landing page's answer sets it
 * and the sign-up form's post carries it.
 */
import { createCookie, type AppLoadContext, type Cookie } from "@remix-run/node";
import { affiliateRules, invitationCodePattern } from "../../api/contract";
import { cookieName } from "./cookie-names.server";
import { privateCacheControl } from "./shared-cache";
import type { WebConfig } from "./web-config.server";

const dayMs = 24 * 60 * 60 * 1000;
const attributionMs = affiliateRules.attributionDays * dayMs;

interface KeptInvitation {
  code: string;
  /** When the link was followed, epoch ms. */
  at: number;
}

export function createInvitationCookie(config: WebConfig): Cookie {
  return createCookie(cookieName(config, "invitation"), {
    httpOnly: true,
    sameSite: "lax",
    secure: config.cookieSecure,
    secrets: config.sessionSecrets,
    path: "/",
    maxAge: attributionMs / 1000,
  });
}

async function keptInvitation(cookie: Cookie, request: Request, now: number): Promise<KeptInvitation | null> {
  const value = (await cookie.parse(request.headers.get("Cookie")).catch(() => null)) as Partial<KeptInvitation> | null;
  if (typeof value?.code !== "string" || typeof value.at !== "number") return null;
  return now - value.at < attributionMs && invitationCodePattern.test(value.code) ? { code: value.code, at: value.at } : null;
}

/**
 * The landing page's answer to a visitor who came by an invitation link and keeps none yet: it sets the cookie, and
 * is for this visitor only (a shared cache must not hand the cookie to others).
 */
export async function rememberInvitation<Answer extends Response>(request: Request, context: AppLoadContext, response: Answer): Promise<Answer> {
  const code = new URL(request.url).searchParams.get("ref")?.trim() ?? "";
  if (!invitationCodePattern.test(code)) return response;
  const cookie = createInvitationCookie(context.config);
  const now = Date.now();
  if (await keptInvitation(cookie, request, now)) return response;
  response.headers.append("Set-Cookie", await cookie.serialize({ code: code.toUpperCase(), at: now } satisfies KeptInvitation));
  response.headers.set("Cache-Control", privateCacheControl);
  return response;
}

/** The invitation code a sign-up carries to the API, if the visitor followed one within the attribution window. */
export async function invitationCodeOf(request: Request, context: AppLoadContext): Promise<string | undefined> {
  return (await keptInvitation(createInvitationCookie(context.config), request, Date.now()))?.code;
}
