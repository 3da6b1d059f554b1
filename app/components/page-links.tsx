import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/**
 * Previous and next as links (a page is an address, so paging works without JavaScript); the ends show as text,
 * not as dead links. `label` names the list being paged for screen readers.
 */
export function PageLinks({ label, page, pageCount, hrefOf }: { label: string; page: number; pageCount: number; hrefOf: (page: number) => string }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <PageLink to={page > 1 ? hrefOf(page - 1) : null} rel="prev">
        {t("pagination.previous")}
      </PageLink>
      <p className="text-sm text-muted">{t("pagination.pageOf", { page, pages: pageCount })}</p>
      <PageLink to={page < pageCount ? hrefOf(page + 1) : null} rel="next">
        {t("pagination.next")}
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
