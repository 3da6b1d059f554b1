import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PageLinks } from "~/components/page-links";
import { TryAgainAlert } from "~/components/try-again-alert";
import { libraryHref, type LibraryView } from "~/components/videos/library";
import { LibraryFilters } from "~/components/videos/library-filters";
import type { PosterView } from "../../../api/contract";
import { PosterCard } from "./poster-card";
import { createPosterHref } from "./posters";

/** The library's Posters view (`/videos?view=posters`): every poster, newest first, twelve a page. */
export function PostersLibrary({
  view,
  failure,
  posters,
  total,
  pageCount,
  confirmDeleteId,
}: {
  view: LibraryView;
  failure: string | null;
  posters: PosterView[];
  total: number;
  pageCount: number;
  confirmDeleteId: string | null;
}) {
  const { t } = useTranslation();
  const make = (
    <Link to={createPosterHref()} className="btn-primary">
      {t("posters.make")}
    </Link>
  );
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading title={t("videos.title")} intro={t("posters.library.intro")}>
        {make}
      </PageHeading>
      <LibraryFilters view={view} total={failure ? null : total} />
      {failure ? (
        <TryAgainAlert title={t("posters.library.loadFailed")} message={failure} tryAgainLabel={t("videos.tryAgain")} />
      ) : posters.length === 0 ? (
        <NoticeCard title={t("posters.library.emptyTitle")} body={t("posters.library.emptyBody")}>
          <div>{make}</div>
        </NoticeCard>
      ) : (
        <section aria-label={t("posters.list.title")} className="space-y-6">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posters.map((poster) => (
              <PosterCard
                key={poster.id}
                poster={poster}
                headingLevel={2}
                links={{ confirmDelete: libraryHref(view, { confirmDelete: poster.id, poster: poster.id }), back: libraryHref(view, { poster: poster.id }) }}
                confirmingDelete={confirmDeleteId === poster.id}
                showProduct
              />
            ))}
          </ul>
          <PageLinks label={t("posters.library.pages")} page={view.page} pageCount={pageCount} hrefOf={(page) => libraryHref({ ...view, page })} />
        </section>
      )}
    </div>
  );
}
