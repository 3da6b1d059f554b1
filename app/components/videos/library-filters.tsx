import { useTranslation } from "react-i18next";
import { FilterLink } from "~/components/filter-link";
import { libraryHref, type LibraryView } from "./library";

/** The library's views as links (all videos, favourites, posters), and how many the one shown holds. */
export function LibraryFilters({ view, total }: { view: LibraryView; total: number | null }) {
  const { t } = useTranslation();
  const countKey = view.posters ? "posters.library.count" : view.favorites ? "videos.favoriteCount" : "videos.count";
  return (
    <nav aria-label={t("videos.filters")} className="flex flex-wrap items-center gap-2">
      <FilterLink to={libraryHref({ page: 1, favorites: false, posters: false })} current={!view.favorites && !view.posters}>
        {t("videos.all")}
      </FilterLink>
      <FilterLink to={libraryHref({ page: 1, favorites: true, posters: false })} current={view.favorites}>
        {t("videos.favorites")}
      </FilterLink>
      <FilterLink to={libraryHref({ page: 1, favorites: false, posters: true })} current={view.posters}>
        {t("posters.library.filter")}
      </FilterLink>
      {total === null ? null : <span className="text-sm text-muted">{t(countKey, { count: total })}</span>}
    </nav>
  );
}
