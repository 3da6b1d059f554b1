import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { PageLinks } from "~/components/page-links";
import { TryAgainAlert } from "~/components/try-again-alert";
import type { ShownMaterials } from "~/data/add-material.server";
import { BrollCard } from "./broll-card";
import { MediaCard } from "./media-card";
import { materialsHref, type MaterialsView, type ProductChoice } from "./materials";
import { StockCard } from "./stock";

export const resultsGridClass = "grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4";

type SearchShown = Extract<ShownMaterials, { tab: "search" }>;

/** A search's results by source: the user's uploads (a page at a time), the moving backgrounds, and stock's first page. */
export function SearchResults({ view, shown, products }: { view: MaterialsView; shown: SearchShown; products: ProductChoice[] }) {
  const { t } = useTranslation();
  const { own, broll, stock } = shown;
  return (
    <div className="space-y-8">
      <Group id="found-own" title={t("addMaterial.tabs.library")} count={own.ok ? own.data.total : null} failure={own.ok ? null : own.message}>
        {own.ok && own.data.items.length > 0 ? (
          <>
            <ul className={resultsGridClass}>
              {own.data.items.map((item) => (
                <MediaCard key={item.id} item={item} view={view} confirmingDelete={shown.confirmDeleteId === item.id} products={products} />
              ))}
            </ul>
            <PageLinks label={t("addMaterial.pages")} page={view.page} pageCount={own.data.pageCount} hrefOf={(page) => materialsHref({ ...view, page })} />
          </>
        ) : (
          <Nothing>{t("addMaterial.search.noneOwn")}</Nothing>
        )}
      </Group>

      <Group id="found-broll" title={t("addMaterial.tabs.broll")} count={broll.length}>
        {broll.length > 0 ? (
          <ul className={resultsGridClass}>
            {broll.map((item) => (
              <BrollCard key={item.id} item={item} pick={view.pick} />
            ))}
          </ul>
        ) : (
          <Nothing>{t("addMaterial.search.noneBroll")}</Nothing>
        )}
      </Group>

      {stock ? (
        <Group id="found-stock" title={t("stock.tab")} count={stock.ok ? stock.data.total : null} failure={stock.ok ? null : stock.message}>
          {stock.ok && stock.data.items.length > 0 ? (
            <>
              <ul className={resultsGridClass}>
                {stock.data.items.map((item) => (
                  <StockCard key={`${item.provider}-${item.id}`} item={item} view={view} products={products} />
                ))}
              </ul>
              <Link to={materialsHref({ tab: "stock", kind: null, page: 1, query: view.query, pick: view.pick })} className="link inline-block">
                {t("addMaterial.search.moreStock")}
              </Link>
            </>
          ) : (
            <Nothing>{t("addMaterial.search.noneStock")}</Nothing>
          )}
        </Group>
      ) : null}
    </div>
  );
}

/** One source's results under its name and how many it found; a source that could not be read says so alone. */
function Group({ id, title, count, failure = null, children }: { id: string; title: string; count: number | null; failure?: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-4">
      <CardHeading id={id} title={title} intro={count === null ? undefined : t("addMaterial.search.found", { count })} />
      {failure ? <TryAgainAlert title={t("addMaterial.loadFailed")} message={failure} tryAgainLabel={t("addMaterial.tryAgain")} /> : children}
    </section>
  );
}

function Nothing({ children }: { children: ReactNode }) {
  return (
    <div className="card">
      <p className="text-muted">{children}</p>
    </div>
  );
}
