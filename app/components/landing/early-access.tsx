import { useTranslation } from "react-i18next";
import { GetStartedLink } from "./calls-to-action";

/** The landing pages' closing call to action: request early access. */
export function EarlyAccess() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="early-access-title" className="px-4 pb-16 sm:px-6 md:pb-24">
      <div className="mx-auto max-w-5xl space-y-6 rounded-3xl bg-gradient-to-br from-primary to-primary-strong px-6 py-14 text-center text-primary-ink shadow-xl shadow-primary/20">
        <h2 id="early-access-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {t("landing.earlyAccess.title")}
        </h2>
        <p className="mx-auto max-w-2xl text-lg opacity-90">{t("landing.earlyAccess.body")}</p>
        <GetStartedLink label="landing.earlyAccess.button" className="btn inline-flex bg-canvas px-6 py-3 text-base text-primary hover:bg-surface" />
      </div>
    </section>
  );
}
