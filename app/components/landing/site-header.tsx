import { useTranslation } from "react-i18next";
import { GetStartedLink, SignInLink } from "./calls-to-action";

/** The top of both landing pages: the brand, Sign In and Get Started, on every width. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-20 border-b border-line/60 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <a href="/" className="flex items-center gap-2 text-lg font-bold text-primary" aria-label={t("landing.homeLink")}>
          <LogoMark />
          <span>{t("app.name")}</span>
        </a>
        <nav className="flex items-center gap-2" aria-label={t("menu.label")}>
          <SignInLink className="btn-secondary whitespace-nowrap px-3 sm:px-4" />
          <GetStartedLink className="btn-primary whitespace-nowrap px-3 sm:px-4" />
        </nav>
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" className="shrink-0">
      <rect width="24" height="24" rx="6" className="fill-primary" />
      <path d="M9 7.5v9l7.5-4.5z" className="fill-primary-ink" />
    </svg>
  );
}
