import type { InitOptions } from "i18next";
import { en } from "./locales/en";
import { zh } from "./locales/zh";

export const locales = ["en", "zh"] as const;
export type Locale = (typeof locales)[number];
/** English is the default language; Chinese is the other. */
export const defaultLocale: Locale = "en";

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** The value of <html lang> for each locale. */
export const htmlLang: Record<Locale, string> = { en: "en", zh: "zh-Hans" };

export function localeFromHtmlLang(lang: string): Locale {
  return lang.toLowerCase().startsWith("zh") ? "zh" : defaultLocale;
}

/**
 * Shared by the server and the browser. Both languages are bundled (they are small), so nothing loads at run time.
 * nsSeparator is off so a sentence from the API containing ':' can go through t() unchanged.
 */
export const i18nConfig = {
  supportedLngs: [...locales],
  fallbackLng: defaultLocale,
  defaultNS: "common",
  ns: ["common"],
  nsSeparator: false,
  resources: { en: { common: en }, zh: { common: zh } },
  interpolation: { escapeValue: false },
} satisfies InitOptions;
