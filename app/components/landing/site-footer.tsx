import { useTranslation } from "react-i18next";
import { LanguageSwitch, ThemeSwitch } from "~/components/preference-switches";
import type { Locale } from "~/i18n";
import type { Theme } from "~/utils/theme";
import { legalLinks } from "./content";

/** Terms and privacy on the company's site, the copyright line, and the visitor's language and theme. */
export function SiteFooter({ locale, theme, year, legalSiteUrl }: { locale: Locale; theme: Theme; year: number; legalSiteUrl: string }) {
  const { t } = useTranslation();
  const links = legalLinks(legalSiteUrl);
  return (
    <footer className="border-t border-line bg-surface">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 text-sm text-muted sm:px-6 md:flex-row md:items-center md:justify-between">
        <div className="space-y-2">
          <nav aria-label={t("landing.footer.legal")} className="flex flex-wrap gap-x-6 gap-y-2">
            <a href={links.terms} className="underline-offset-4 hover:text-ink hover:underline" rel="noopener">
              {t("landing.footer.terms")}
            </a>
            <a href={links.privacy} className="underline-offset-4 hover:text-ink hover:underline" rel="noopener">
              {t("landing.footer.privacy")}
            </a>
            <a href="/help" className="underline-offset-4 hover:text-ink hover:underline">
              {t("help.nav")}
            </a>
          </nav>
          <p>{t("landing.footer.copyright", { year })}</p>
        </div>
        <div className="flex flex-wrap items-center gap-3" aria-label={t("landing.footer.preferences")} role="group">
          <LanguageSwitch current={locale} />
          <ThemeSwitch current={theme} />
        </div>
      </div>
    </footer>
  );
}
