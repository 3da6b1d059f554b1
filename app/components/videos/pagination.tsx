import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { libraryHref, type LibraryView } from "./library";

/** Previous and next as links (a page is an address); the ends show as text, not as dead links. */
export function Pagination({ view, pageCount }: { view: LibraryView; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const previous = view.page > 1 ? libraryHref({ ...view, page: view.page - 1 }) : null;
  const next = view.page < pageCount ? libraryHref({ ...view, page: view.page + 1 }) : null;

  return (
    <nav aria-label={t("videos.pages")} className="flex items-center justify-between gap-3">
      <PageLink to={previous} rel="prev">
        {t("videos.previous")}
      </PageLink>
      <p className="text-sm text-muted">
        {t("videos.pageOf", { page: view.page, pages: pageCount })}
      </p>
      <PageLink to={next} rel="next">
        {t("videos.next")}
      </PageLink>
    </nav>
  );
}

function PageLink({ to, rel, children }: { to: string | null; rel: "prev" | "next"; children: string }) {
  if (!to) return <span className="btn-secondary pointer-events-none opacity-50">{children}</span>;
  return (
    <Link to={to} rel={rel} className="btn-secondary">
      {children}
    </Link>
  );
}
