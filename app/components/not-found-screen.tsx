import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ScreenFrame } from "./screen-frame";

/** The 404 screen. `nested`: inside a layout that already holds the page's <main>. */
export function NotFoundScreen({ nested = false }: { nested?: boolean }) {
  const { t } = useTranslation();
  return (
    <ScreenFrame nested={nested}>
      <p className="text-6xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{t("notFound.title")}</h1>
      <p className="max-w-md text-muted">{t("notFound.body")}</p>
      <Link to="/" reloadDocument className="btn-primary">
        {t("notFound.backHome")}
      </Link>
    </ScreenFrame>
  );
}
