import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { libraryHref } from "~/components/videos/library";
import type { PosterView } from "../../../api/contract";
import { PosterCard, type PosterCardLinks } from "./poster-card";
import { createPosterHref } from "./posters";

export const productPostersId = "posters";

/** The product page's posters, newest first, with the way to make one; past a page, the rest are in the library. */
export function ProductPosters({
  productId,
  posters,
  confirmDeleteId,
  linksOf,
}: {
  productId: string;
  posters: { ok: true; data: { items: PosterView[]; total: number } } | { ok: false; message: string };
  confirmDeleteId: string | null;
  linksOf: (posterId: string) => PosterCardLinks;
}) {
  const { t } = useTranslation();
  const makeHref = createPosterHref({ productId });
  return (
    <section id={productPostersId} aria-labelledby="posters-title" className="card scroll-mt-4 space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <CardHeading id="posters-title" title={t("posters.list.title")} intro={t("posters.list.intro")} />
        <Link to={makeHref} className="btn-primary">
          {t("posters.make")}
        </Link>
      </div>
      {!posters.ok ? (
        <p role="alert" className="text-sm text-danger">
          {posters.message}
        </p>
      ) : posters.data.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-line p-6 text-center">
          <p className="font-medium">{t("posters.list.emptyTitle")}</p>
          <p className="text-sm text-muted">{t("posters.list.emptyBody")}</p>
        </div>
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {posters.data.items.map((poster) => (
              <PosterCard key={poster.id} poster={poster} links={linksOf(poster.id)} confirmingDelete={confirmDeleteId === poster.id} showProduct={false} headingLevel={3} />
            ))}
          </ul>
          {posters.data.total > posters.data.items.length ? (
            <Link to={libraryHref({ page: 1, favorites: false, posters: true })} className="link inline-block text-sm">
              {t("posters.list.allInLibrary", { count: posters.data.total })}
            </Link>
          ) : null}
        </>
      )}
    </section>
  );
}
