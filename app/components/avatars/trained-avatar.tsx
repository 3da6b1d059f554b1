import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { createVideoPath } from "~/utils/create-video-flow";
import type { AvatarView } from "../../../api/contract";
import { AvatarPicture, BoxLegend } from "./avatar-picture";
import { avatarsPath } from "./avatars";

/** An avatar being trained: its progress, which the page follows by reading itself again. */
export function TrainingAvatar({ avatar }: { avatar: AvatarView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trained-title" className="card space-y-4" aria-live="polite">
      <CardHeading id="trained-title" title={t("avatars.create.training.title", { name: avatar.name })} intro={t("avatars.create.training.body")} />
      <ProgressBar value={avatar.progress} label={t("avatars.progressLabel", { percent: avatar.progress })} />
      <p className="text-sm text-muted" data-testid="avatar-progress">
        {t("avatars.trainingPercent", { percent: avatar.progress })}
      </p>
    </section>
  );
}

/** A trained avatar: the still with the face and crop drawn over it, the consent on record, and where to go next. */
export function ReadyAvatar({ avatar }: { avatar: AvatarView }) {
  const { t, i18n } = useTranslation();
  return (
    <section aria-labelledby="trained-title" className="card grid gap-6 md:grid-cols-[minmax(0,20rem)_1fr]">
      <div className="space-y-2">
        <AvatarPicture avatar={avatar} boxes />
        <BoxLegend />
      </div>
      <div className="min-w-0 space-y-4">
        <CardHeading id="trained-title" title={t("avatars.create.ready.title", { name: avatar.name })} intro={t("avatars.create.ready.body")} />
        <p className="text-sm text-muted">{t(`avatars.look.${avatar.look}`)}</p>
        {avatar.consent ? (
          <p className="rounded-lg bg-canvas px-3 py-2 text-sm" data-testid="consent-record">
            <span className="block font-medium">{t("avatars.consent.statement")}</span>
            <span className="block text-muted">
              {t("avatars.create.consentRecord", { time: formatMoment(avatar.consent.given_at, i18n.language), account: avatar.consent.given_by })}
            </span>
          </p>
        ) : null}
        <div className="flex flex-wrap gap-3">
          <Link to={createVideoPath} className="btn-primary">
            {t("avatars.create.useInVideo")}
          </Link>
          <Link to={avatarsPath} className="btn-secondary">
            {t("avatars.create.seeAll")}
          </Link>
        </div>
      </div>
    </section>
  );
}

/** A moment as "Nov 27, 2026, 01:45 UTC": in UTC, so the server and the browser print the same. */
function formatMoment(epochMs: number, language: string): string {
  return new Intl.DateTimeFormat(language, {
    year: "numeric",
    month: "short",
    day: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(epochMs);
}
