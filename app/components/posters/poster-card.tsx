import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Fact } from "~/components/fact";
import { ErrorList } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { formatDay } from "~/utils/video";
import type { PosterView } from "../../../api/contract";
import { DeletePosterButton, DeletePosterConfirmation } from "./delete-poster";
import { createPosterHref, posterAnchor, posterDownloadHref, posterMediaHref } from "./posters";
import { usePosterAction } from "./use-poster-action";

export interface PosterCardLinks {
  /** The list with this poster's delete being confirmed (without JavaScript). */
  confirmDelete: string;
  /** The list again, at this poster's card. */
  back: string;
}

/** One poster of a list: its preview, what it is, its files, and edit, duplicate and delete. */
export function PosterCard({
  poster,
  links,
  confirmingDelete,
  showProduct,
  headingLevel,
}: {
  poster: PosterView;
  links: PosterCardLinks;
  confirmingDelete: boolean;
  showProduct: boolean;
  headingLevel: 2 | 3;
}) {
  const { t, i18n } = useTranslation();
  const titleId = `${posterAnchor(poster.id)}-title`;
  const hiddenTitle = <span className="sr-only"> {poster.offer.headline}</span>;
  const Heading = headingLevel === 2 ? "h2" : "h3";

  return (
    <li id={posterAnchor(poster.id)} className="scroll-mt-4">
      <article aria-labelledby={titleId} data-poster-id={poster.id} className="card flex h-full flex-col gap-4 p-4">
        {/* One box for every size (a story is almost twice as tall as wide): the grid never jumps. */}
        <Link
          to={createPosterHref({ posterId: poster.id })}
          tabIndex={-1}
          aria-hidden="true"
          className="block aspect-[4/3] overflow-hidden rounded-xl border border-line bg-canvas"
        >
          <img src={posterMediaHref(poster.preview_url)} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" />
        </Link>
        <div className="min-w-0 space-y-1">
          <Heading id={titleId} className="line-clamp-2 break-words font-semibold">
            {poster.offer.headline}
          </Heading>
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <Fact label={t("posters.size")}>
              <span className="text-muted">{t(`posters.sizes.${poster.size}`)}</span>
            </Fact>
            {showProduct ? (
              <Fact label={t("posters.list.product")}>
                <span className="text-muted">{poster.product_name}</span>
              </Fact>
            ) : null}
            <Fact label={t("posters.list.updated")}>
              <span className="text-muted">{formatDay(poster.updated_at, i18n.language)}</span>
            </Fact>
          </dl>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link to={createPosterHref({ posterId: poster.id })} className="btn-primary">
            {t("posters.edit")}
            {hiddenTitle}
          </Link>
          <DuplicateButton poster={poster} />
        </div>
        <ul aria-label={t("posters.list.downloads")} className="flex flex-wrap items-center gap-2">
          {(
            [
              ["a4", "pdf"],
              ["story", "png"],
              ["all", undefined],
            ] as const
          ).map(([size, type]) => (
            <li key={size}>
              {/* A plain link: the file comes as a download and the page stays. Short on the card, named in full for screen readers. */}
              <a
                href={posterDownloadHref(poster.id, size, { type, back: links.back })}
                aria-label={`${t(`posters.download.${size}`)} ${poster.offer.headline}`}
                className="btn-secondary px-3 py-1.5"
              >
                <span aria-hidden="true">↓</span> {t(`posters.download.${size}`)}
              </a>
            </li>
          ))}
        </ul>
        <div className="mt-auto">
          {confirmingDelete ? <DeletePosterConfirmation poster={poster} keepHref={links.back} /> : <DeletePosterButton poster={poster} confirmHref={links.confirmDelete} />}
        </div>
      </article>
    </li>
  );
}

/** A plain post: the copy is the newest poster, first in the list the page comes back to. */
function DuplicateButton({ poster }: { poster: PosterView }) {
  const { t } = useTranslation();
  const { error } = usePosterAction("duplicate", poster.id);
  const pending = useIntentPending("duplicate", (formData) => formData.get("id") === poster.id);
  // The form takes no box of its own: its button lines up with the card's other actions, its refusal below them.
  return (
    <Form method="post" preventScrollReset className="contents">
      <input type="hidden" name="what" value="poster" />
      <input type="hidden" name="id" value={poster.id} />
      <PendingButton pending={pending} name="intent" value="duplicate" className="btn-secondary">
        {t("posters.list.duplicate")}
        <span className="sr-only"> {poster.offer.headline}</span>
      </PendingButton>
      {error ? (
        <div className="basis-full">
          <ErrorList errors={[error]} />
        </div>
      ) : null}
    </Form>
  );
}
