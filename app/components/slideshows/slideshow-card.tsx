import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Fact } from "~/components/fact";
import { ErrorList } from "~/components/form-fields";
import { PendingButton, Spinner } from "~/components/pending-button";
import { useIntentPending } from "~/components/use-intent-pending";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { browserMediaHref, formatDay } from "~/utils/video";
import type { SlideshowSummary } from "../../../api/contract";
import { DeleteSlideshowButton, DeleteSlideshowConfirmation } from "./delete-slideshow";
import { FormatName } from "./format-name";
import { SlideshowStatusBadge } from "./slideshow-status";
import { isRendering, slideshowAnchor, slideshowDownloadHref, slideshowEditHref, slideshowListHref } from "./slideshows";
import { useSlideshowAction } from "./use-slideshow-action";

/** One slideshow of the list: its first slide or its state, what it is, and what can be done with it. */
export function SlideshowCard({ slideshow, page, confirmingDelete }: { slideshow: SlideshowSummary; page: number; confirmingDelete: boolean }) {
  const { t, i18n } = useTranslation();
  const titleId = `${slideshowAnchor(slideshow.id)}-title`;
  const hiddenTitle = <span className="sr-only"> {slideshow.title}</span>;
  const ready = slideshow.status === "ready";

  return (
    <li id={slideshowAnchor(slideshow.id)} className="scroll-mt-4">
      <article aria-labelledby={titleId} data-slideshow-id={slideshow.id} data-status={slideshow.status} className="card flex h-full flex-col gap-4 p-4">
        {/* One box for every format (a leaderboard is eight times wider than tall): the grid never jumps. */}
        <Link
          to={slideshowEditHref(slideshow.id)}
          tabIndex={-1}
          aria-hidden="true"
          className="relative block aspect-[4/3] overflow-hidden rounded-xl border border-line bg-canvas"
        >
          {slideshow.thumbnail_url ? (
            <img src={browserMediaHref(slideshow.thumbnail_url)} alt="" loading="lazy" decoding="async" className="h-full w-full object-contain" />
          ) : (
            <StatePicture slideshow={slideshow} />
          )}
        </Link>

        <div className="min-w-0 space-y-1">
          <h2 id={titleId} className="line-clamp-2 break-words font-semibold">
            {slideshow.title}
          </h2>
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-sm">
            <Fact label={t("slideshow.format")}>
              <FormatName format={slideshow.format} />
            </Fact>
            {slideshow.product_name ? (
              <Fact label={t("slideshow.product")}>
                <span className="text-muted">{slideshow.product_name}</span>
              </Fact>
            ) : null}
            <Fact label={t("slideshow.slides")}>
              <span className="text-muted">{t("slideshow.slideCount", { count: slideshow.slide_count })}</span>
            </Fact>
            <Fact label={t("slideshow.created")}>
              <span className="text-muted">{formatDay(slideshow.created_at, i18n.language)}</span>
            </Fact>
          </dl>
        </div>

        <SlideshowState slideshow={slideshow} />

        <div className="flex flex-wrap items-center gap-2">
          <Link to={slideshowEditHref(slideshow.id)} className="btn-primary">
            {t(ready ? "slideshow.edit" : "slideshow.open")}
            {hiddenTitle}
          </Link>
          <ChangeButton slideshow={slideshow} intent="duplicate" label={t("slideshow.duplicate")} />
          {ready ? <ChangeButton slideshow={slideshow} intent="video" label={t("slideshow.toVideo")} /> : null}
        </div>

        {ready ? (
          <ul aria-label={t("slideshow.downloads")} className="flex flex-wrap items-center gap-2">
            {(["zip", "pdf"] as const).map((type) => (
              <li key={type}>
                {/* A plain link: the file comes as a download and the page stays. Short on the card, named in full for screen readers. */}
                <a
                  href={slideshowDownloadHref(slideshow.id, type, { back: slideshowListHref(page, { slideshow: slideshow.id }) })}
                  aria-label={`${t(`slideshow.download.${type}`)} ${slideshow.title}`}
                  className="btn-secondary px-3 py-1.5"
                >
                  <span aria-hidden="true">↓</span> {t(`slideshow.fileType.${type}`)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}

        <div className="mt-auto">
          {confirmingDelete ? <DeleteSlideshowConfirmation slideshow={slideshow} page={page} /> : <DeleteSlideshowButton slideshow={slideshow} page={page} />}
        </div>
      </article>
    </li>
  );
}

/** Duplicate and turn into video: plain posts, since both lead to another page (the copy's card, the video's progress). */
function ChangeButton({ slideshow, intent, label }: { slideshow: SlideshowSummary; intent: "duplicate" | "video"; label: string }) {
  const { error } = useSlideshowAction(intent, slideshow.id);
  const pending = useIntentPending(intent, (formData) => formData.get("id") === slideshow.id);
  // The form takes no box of its own: its button lines up with the card's other actions, its refusal below them.
  return (
    <Form method="post" className="contents">
      <input type="hidden" name="id" value={slideshow.id} />
      <PendingButton pending={pending} name="intent" value={intent} className="btn-secondary">
        {label}
        <span className="sr-only"> {slideshow.title}</span>
      </PendingButton>
      {error ? (
        <div className="basis-full">
          <ErrorList errors={[error]} />
        </div>
      ) : null}
    </Form>
  );
}

/** Where the first slide will be: what is happening to the slideshow instead. */
function StatePicture({ slideshow }: { slideshow: SlideshowSummary }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/30 to-primary-soft p-4 text-center">
      {isRendering(slideshow) ? <Spinner className="h-8 w-8 text-primary" /> : null}
      <p className="text-sm font-medium">{t(`slideshow.statusLong.${slideshow.status}`)}</p>
    </div>
  );
}

/** Rendering with its progress, failed with why, or ready. */
function SlideshowState({ slideshow }: { slideshow: SlideshowSummary }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <SlideshowStatusBadge status={slideshow.status} />
        {isRendering(slideshow) ? <span className="text-muted">{t("slideshow.percent", { percent: slideshow.progress })}</span> : null}
      </p>
      {isRendering(slideshow) ? <ProgressBar value={slideshow.progress} label={t("slideshow.progressLabel", { percent: slideshow.progress })} /> : null}
      {slideshow.status === "failed" ? (
        <p className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">{slideshow.error ?? t("slideshow.failedNoReason")}</p>
      ) : null}
    </div>
  );
}
