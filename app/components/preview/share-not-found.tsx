import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * The 404 screen's look for a share link that is unknown, malformed or turned off, with the API's sentence, and a way
 * on for whoever followed it.
 */
export function ShareNotFound({ message, signedIn }: { message?: string; signedIn: boolean }) {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("preview.notFoundTitle")}</h1>
      <p className="max-w-md text-muted">{message ?? t("preview.notFoundBody")}</p>
      <Link to={signedIn ? "/" : "/account/register"} className="btn-primary">
        {t(signedIn ? "errors.backHome" : "preview.cta")}
      </Link>
    </main>
  );
}
