import { FilterLink } from "~/components/filter-link";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { materialsHref, mediaKinds, type MaterialsTab, type MaterialsView, type MediaKind } from "./materials";

/** The sources as links (each an address, so they work without JavaScript), the scene being chosen kept. */
export function MaterialsTabs({ view, stock }: { view: MaterialsView; stock: boolean }) {
  const { t } = useTranslation();
  const tabs: { tab: MaterialsTab; label: string }[] = [
    { tab: "library", label: t("addMaterial.tabs.library") },
    { tab: "broll", label: t("addMaterial.tabs.broll") },
    // Only when the server has a stock provider's key: a tab that can only say "not set up" would be noise.
    ...(stock ? [{ tab: "stock" as const, label: t("stock.tab") }] : []),
  ];
  return (
    <nav aria-label={t("addMaterial.tabs.label")} className="flex gap-1 border-b border-line">
      {tabs.map(({ tab, label }) => {
        const current = view.tab === tab;
        return (
          <Link
            key={tab}
            to={materialsHref({ tab, kind: null, page: 1, pick: view.pick })}
            aria-current={current ? "page" : undefined}
            className={`-mb-px rounded-t-lg border-b-2 px-4 py-2 text-sm font-semibold focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
              current ? "border-primary text-primary" : "border-transparent text-muted hover:text-ink"
            }`}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/** The library's filter: everything, images or clips. */
export function KindFilter({ view }: { view: MaterialsView }) {
  const { t } = useTranslation();
  const options: { kind: MediaKind | null; label: string }[] = [
    { kind: null, label: t("addMaterial.filter.all") },
    ...mediaKinds.map((kind) => ({ kind, label: t(`addMaterial.filter.${kind}`) })),
  ];
  return (
    <nav aria-label={t("addMaterial.filter.label")} className="flex flex-wrap items-center gap-2">
      {options.map(({ kind, label }) => (
        <FilterLink key={kind ?? "all"} to={materialsHref({ ...view, kind, page: 1 })} current={view.kind === kind}>
          {label}
        </FilterLink>
      ))}
    </nav>
  );
}
