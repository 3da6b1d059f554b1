import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Fact } from "~/components/fact";
import { Spinner } from "~/components/pending-button";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { StatusBadge } from "~/components/videos/status-badge";
import { VideoPlayer } from "~/components/videos/video-player";
import { downloadHref, formatDay, formatDuration } from "~/utils/video";
import { activeVideoStatuses, type PromotionalVideoView, type PromoUpdateView } from "../../../api/contract";
import { DeletePromotionalButton, DeletePromotionalConfirmation } from "./delete-promotional";
import { isWorking, promotionalAnchor, promotionalEditHref } from "./promotional";

export interface PromotionalCardProps {
  video: PromotionalVideoView;
  /** The products' names by id; a product deleted since has none. */
  productNames: Record<string, string>;
  page: number;
  confirmingDelete: boolean;
  /** Just made (`?id=`), or the one a link pointed at. */
  highlighted: boolean;
}

/** One promotional video of the list: the player or its state, the offer and products, and what can be done with it. */
export function PromotionalCard({ video, productNames, page, confirmingDelete, highlighted }: PromotionalCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `${promotionalAnchor(video.id)}-title`;
  const file = video.status === "ready" ? video.files[0] : undefined;
  const version = video.version ?? 1;

  return (
    <li id={promotionalAnchor(video.id)} className="scroll-mt-4">
      <article
        aria-labelledby={titleId}
        data-promotional-id={video.id}
        data-status={video.status}
        className={`card flex h-full flex-col gap-4 p-4 ${highlighted ? "ring-2 ring-primary" : ""}`}
      >
        {/* The same box before and after the video is ready: the grid never jumps. */}
        <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-zinc-900">
          {file ? <VideoPlayer file={file} title={video.offer.headline} /> : <StatePicture video={video} />}
        </div>

        <div className="min-w-0 space-y-2">
          <h2 id={titleId} className="line-clamp-2 break-words font-semibold">
            {video.offer.headline}
          </h2>
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
            <Fact label={t("promotional.kindLabel")}>{t(`promotional.kind.${video.offer.kind}`)}</Fact>
            <Fact label={t("promotional.lengthLabel")}>
              {video.duration_ms ? formatDuration(video.duration_ms) : t("promotional.seconds", { count: video.length_seconds })}
            </Fact>
            <Fact label={t("promotional.ratiosLabel")}>{video.aspect_ratios.join(", ")}</Fact>
            <Fact label={t("promotional.created")}>{formatDay(video.created_at, i18n.language)}</Fact>
            {version > 1 || video.update ? <Fact label={t("promotional.versionLabel")}>{t("promotional.version", { version })}</Fact> : null}
          </dl>
          <div className="text-sm">
            <p className="font-medium">{t("promotional.productsLabel")}</p>
            <ol className="list-inside list-decimal text-muted">
              {video.product_ids.map((id) => (
                <li key={id} className="break-words">
                  {productNames[id] ?? <span className="italic">{t("promotional.productDeleted")}</span>}
                </li>
              ))}
            </ol>
          </div>
        </div>

        <VideoState video={video} />
        {video.update ? <UpdateState update={video.update} /> : null}

        {video.status === "ready" ? (
          <div className="flex flex-wrap gap-2">
            <Link to={promotionalEditHref(video.id)} className="btn-primary">
              {t("promotional.editSubtitles")}
              <span className="sr-only"> {video.offer.headline}</span>
            </Link>
            {video.files.map((ratioFile) => (
              <a key={ratioFile.ratio} href={downloadHref(ratioFile)} download className="btn-secondary px-3 py-1.5">
                {t("promotional.download", { ratio: ratioFile.ratio })}
              </a>
            ))}
          </div>
        ) : null}

        <div className="mt-auto">{confirmingDelete ? <DeletePromotionalConfirmation video={video} page={page} /> : <DeletePromotionalButton video={video} page={page} />}</div>
      </article>
    </li>
  );
}

/** Where the video will be: what is happening to it instead. */
function StatePicture({ video }: { video: PromotionalVideoView }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/30 to-primary-soft p-4 text-center text-ink">
      {isWorking(video) ? <Spinner className="h-8 w-8 text-primary" /> : null}
      <p className="text-sm font-medium">{t(`videoProgress.badge.${video.status}`)}</p>
    </div>
  );
}

/** Making it with its stage and progress, failed with why, or ready. */
function VideoState({ video }: { video: PromotionalVideoView }) {
  const { t } = useTranslation();
  const active = activeVideoStatuses.includes(video.status);
  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={video.status} />
        {active ? (
          <span className="text-muted">{t("promotional.progress", { stage: t(`videoProgress.stage.${video.stage}`, video.stage), percent: video.progress })}</span>
        ) : null}
      </p>
      {active ? <ProgressBar value={video.progress} label={t("promotional.progressLabel", { percent: video.progress })} /> : null}
      {video.status === "failed" ? (
        <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">
          {video.error ?? t("promotional.failedNoReason")}
        </p>
      ) : null}
    </div>
  );
}

/** A new version being made while the current one keeps playing, or why it failed. */
function UpdateState({ update }: { update: PromoUpdateView }) {
  const { t } = useTranslation();
  const active = activeVideoStatuses.includes(update.status);
  return (
    <div className="space-y-2 rounded-lg border border-line p-3 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{t("promotional.version", { version: update.version })}</span>
        <StatusBadge status={update.status} />
        {active ? <span className="text-muted">{t("promotional.percent", { percent: update.progress })}</span> : null}
      </p>
      {active ? <ProgressBar value={update.progress} label={t("promotional.updateProgressLabel", { version: update.version, percent: update.progress })} /> : null}
      {update.status === "failed" ? <p className="text-danger">{update.error ?? t("promotional.failedNoReason")}</p> : null}
    </div>
  );
}
