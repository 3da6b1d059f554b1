import { createCookie } from "@remix-run/node";
import { RemixI18Next } from "remix-i18next/server";
import { defaultLocale, i18nConfig, locales } from "../i18n";
import { isTheme, type Theme } from "./theme";

const oneYear = 60 * 60 * 24 * 365;

/** Language and theme are plain preferences, readable without a session and kept for a year. */
export const localeCookie = createCookie("lng", { path: "/", sameSite: "lax", httpOnly: true, maxAge: oneYear });
export const themeCookie = createCookie("theme", { path: "/", sameSite: "lax", httpOnly: true, maxAge: oneYear });

/** Spec §9: English unless the visitor chose otherwise (the cookie is the only source). */
export const i18nServer = new RemixI18Next({
  detection: { supportedLanguages: [...locales], fallbackLanguage: defaultLocale, cookie: localeCookie, order: ["cookie"] },
  i18next: i18nConfig,
});

export async function readTheme(request: Request): Promise<Theme> {
  const value: unknown = await themeCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return isTheme(value) ? value : "system";
}
