import { useTranslation } from "react-i18next";
import { earlyAccessHref } from "./content";

/**
 * Get Started is a link to the hosted early-access form, so it works without JavaScript; the landing script turns
 * every `data-early-access` link into a popup of that form through our own embed SDK.
 */
export function GetStartedLink({ className, label = "landing.getStarted" }: { className: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <a href={earlyAccessHref} data-early-access="" className={className}>
      {t(label)}
    </a>
  );
}

export function SignInLink({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <a href="/account/login" className={className}>
      {t("landing.signIn")}
    </a>
  );
}
