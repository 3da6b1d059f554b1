import { createCookie, redirect, type AppLoadContext, type Cookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, i18nConfig, localeFromHtmlLang, locales, isLocale, type Locale } from "../i18n";
import { cookieName } from "./cookie-names.server";
import { readForm } from "./read-form.server";
import { safeRedirectPath } from "./safe-redirect";
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

/**
 * What a switch's form posts (the language or the theme, in the field `name`): the cookie is set and the browser
 * goes back to the page it came from, so switching works without JavaScript. A value that is not one of the
 * choices changes nothing.
 */
export async function switchPreference<T extends string>(
  request: Request,
  context: AppLoadContext,
  { name, isValid, cookie }: { name: string; isValid: (value: unknown) => value is T; cookie: (preferences: Preferences) => Cookie },
): Promise<Response> {
  const formData = await readForm(request, context);
  const redirectTo = safeRedirectPath(formData.get("redirectTo"));
  const value = formData.get(name);
  if (!isValid(value)) return redirect(redirectTo);
  return redirect(redirectTo, { headers: { "Set-Cookie": await cookie(preferences(context.config)).serialize(value) } });
}

export async function readTheme(config: Pick<WebConfig, "cookieSecure">, request: Request): Promise<Theme> {
  const value: unknown = await preferences(config)
    .themeCookie.parse(request.headers.get("Cookie"))
    .catch(() => null);
  return isTheme(value) ? value : "system";
}

/**
 * The language of an answer made before or outside Remix (a refused cross-site post, a request the server cannot
 * read): the visitor's choice when the cookie came along, else the browser's first language. A cross-site post
 * carries no SameSite=Lax cookie, so Accept-Language is all there is to go by.
 */
export async function answerLocale(config: Pick<WebConfig, "cookieSecure">, headers: { cookie?: string; acceptLanguage?: string }): Promise<Locale> {
  const chosen: unknown = await preferences(config)
    .localeCookie.parse(headers.cookie ?? null)
    .catch(() => null);
  if (isLocale(chosen)) return chosen;
  return localeFromHtmlLang(headers.acceptLanguage?.split(",")[0]?.trim() ?? "");
}
