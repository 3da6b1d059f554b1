import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { folderHref } from "./products";

/** Previous and next as links (a page is an address); the ends show as text, not as dead links. */
export function FolderPagination({ page, pageCount }: { page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t("products.pages")} className="flex items-center justify-between gap-3">
      <PageLink to={page > 1 ? folderHref(page - 1) : null} rel="prev">
        {t("products.previous")}
      </PageLink>
      <p className="text-sm text-muted">{t("products.pageOf", { page, pages: pageCount })}</p>
      <PageLink to={page < pageCount ? folderHref(page + 1) : null} rel="next">
        {t("products.next")}
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
