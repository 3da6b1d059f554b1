import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { productSources, type ProductSource } from "~/utils/create-video-flow";

/** Where a flow's product comes from (a link, typed details, the product folder), as tabs that are addresses. */
export function ProductSourceTabs({ current, hrefOf }: { current: ProductSource; hrefOf: (source: ProductSource) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("createVideo.product.sources")} className="flex flex-wrap gap-1 rounded-xl bg-canvas p-1">
      {productSources.map((source) => (
        <Link
          key={source}
          to={hrefOf(source)}
          replace
          preventScrollReset
          aria-current={current === source ? "page" : undefined}
          className={`flex-1 rounded-lg px-3 py-2 text-center text-sm font-medium ${current === source ? "bg-surface text-ink shadow-sm" : "text-muted hover:text-ink"}`}
        >
          {t(`createVideo.product.source.${source}`)}
        </Link>
      ))}
    </nav>
  );
}
