import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** Spec §2 404 screen. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 px-6 text-center">
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted">{t("notFound.body")}</p>
      <Link to="/" className="btn-primary">
        {t("notFound.backHome")}
      </Link>
    </main>
  );
}
