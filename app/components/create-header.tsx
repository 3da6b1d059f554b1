import { Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The slim top bar of the screens outside the workspace shell: the way home and to the library. */
export function CreateHeader() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== "idle";
  return (
    <header className="relative border-b border-line bg-surface">
      {/* With JavaScript, a thin bar while the next step loads; it takes no room, so nothing moves. */}
      <div aria-hidden="true" className={`absolute inset-x-0 bottom-0 h-0.5 animate-pulse bg-primary ${loading ? "" : "invisible"}`} />
      <div className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link to="/" className="text-lg font-bold text-primary">
          {t("app.name")}
        </Link>
        <nav aria-label={t("createVideo.header.label")} className="flex items-center gap-1 text-sm">
          <Link to="/" className="rounded-lg px-3 py-2 font-medium hover:bg-primary-soft">
            {t("menu.home")}
          </Link>
          <Link to="/videos" className="rounded-lg px-3 py-2 font-medium hover:bg-primary-soft">
            {t("menu.videos")}
          </Link>
        </nav>
      </div>
    </header>
  );
}
