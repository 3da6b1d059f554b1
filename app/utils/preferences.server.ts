import { createCookie, type Cookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, i18nConfig, localeFromHtmlLang, locales, isLocale, type Locale } from "../i18n";
import { cookieName } from "./cookie-names.server";
import { isTheme, type Theme } from "./theme";
import type { WebConfig } from "./web-config.server";

const oneYear = 60 * 60 * 24 * 365;

interface Preferences {
  localeCookie: Cookie;
  themeCookie: Cookie;
  i18nServer: RemixI18Next;
}

// Two possible sets (Secure or not), built once each.
const preferencesBySecurity = new Map<boolean, Preferences>();

/** Language and theme are plain preferences, readable without a session and kept for a year. */
export function preferences(config: Pick<WebConfig, "cookieSecure">): Preferences {
  let found = preferencesBySecurity.get(config.cookieSecure);
  if (!found) {
    const options = { path: "/", sameSite: "lax", httpOnly: true, secure: config.cookieSecure, maxAge: oneYear } as const;
    const localeCookie = createCookie(cookieName(config, "lng"), options);
    found = {
      localeCookie,
      themeCookie: createCookie(cookieName(config, "theme"), options),
      // English unless the visitor chose otherwise (the cookie is the only source).
      i18nServer: new RemixI18Next({
        detection: { supportedLanguages: [...locales], fallbackLanguage: defaultLocale, cookie: localeCookie, order: ["cookie"] },
        i18next: i18nConfig,
      }),
    };
    preferencesBySecurity.set(config.cookieSecure, found);
  }
  return found;
}

export async function readTheme(config: Pick<WebConfig, "cookieSecure">, request: Request): Promise<Theme> {
  const value: unknown = await preferences(config).themeCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return isTheme(value) ? value : "system";
}

/**
 * The language of an answer made before or outside Remix (a refused cross-site post, a request the server cannot
 * read): the visitor's choice when the cookie came along, else the browser's first language. A cross-site post
 * carries no SameSite=Lax cookie, so Accept-Language is all there is to go by.
 */
export async function answerLocale(config: Pick<WebConfig, "cookieSecure">, headers: { cookie?: string; acceptLanguage?: string }): Promise<Locale> {
  const chosen: unknown = await preferences(config).localeCookie.parse(headers.cookie ?? null).catch(() => null);
  if (isLocale(chosen)) return chosen;
  return localeFromHtmlLang(headers.acceptLanguage?.split(",")[0]?.trim() ?? "");
}
