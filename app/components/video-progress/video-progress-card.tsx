import { VideoPlayer } from "~/components/videos/video-player";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PendingButton, Spinner } from "~/components/pending-button";
import { ErrorList } from "~/components/form-fields";
import { downloadHref, formatDuration } from "~/utils/video";
import { isFinalStatus, type VideoView } from "../../../api/contract";
import { ProgressBar } from "./progress-bar";
import { useVideoProgress, type LiveProgress } from "./use-video-progress";
import { VideoFrame } from "./video-frame";
import { PresenterLine } from "~/components/avatars/presenter-line";

/** One video being made: its state, the progress bar and stage, and what can be done in that state. */
export function VideoProgressCard({ video, email, retryErrors }: { video: VideoView; email: string; retryErrors?: string[] }) {
  const { t } = useTranslation();
  const live = useVideoProgress(video);
  const file = video.status === "ready" ? video.files[0] : undefined;
  const ratio = video.aspect_ratios[0] ?? "9:16";

  return (
    <article
      aria-labelledby={`video-${video.id}-title`}
      data-video-id={video.id}
      data-status={live.status}
      className="card grid gap-6 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] md:items-center"
    >
      <VideoFrame ratio={ratio}>
        {file ? <VideoPlayer file={file} title={video.title} preload="metadata" className="bg-black" /> : <FramePlaceholder live={live} />}
      </VideoFrame>

      <div className="min-w-0 space-y-4">
        <div className="space-y-1">
          <h2 id={`video-${video.id}-title`} className="text-lg font-semibold">
            {video.title}
          </h2>
          <p className="text-sm text-muted">
            {t("createVideo.seconds", { count: video.length_seconds })} · {video.aspect_ratios.join(", ")}
            {video.duration_ms ? ` · ${formatDuration(video.duration_ms)}` : ""}
          </p>
          <PresenterLine presenter={video.presenter} />
        </div>

        <div className="space-y-2" aria-live="polite">
          <p className={`font-semibold ${live.status === "failed" ? "text-danger" : live.status === "ready" ? "text-success" : ""}`} data-testid="video-status">
            {t(`videoProgress.status.${live.status}`)}
          </p>
          <ProgressBar
            value={live.status === "ready" ? 100 : live.progress}
            tone={live.status === "failed" ? "danger" : live.status === "cancelled" ? "muted" : "primary"}
            label={t("videoProgress.progressLabel", { stage: t(`videoProgress.stage.${live.stage}`, live.stage), percent: live.status === "ready" ? 100 : live.progress })}
          />
          <p className="flex justify-between text-sm text-muted">
            <span>{t(`videoProgress.stage.${live.stage}`, live.stage)}</span>
            <span>{live.status === "ready" ? 100 : live.progress}%</span>
          </p>
        </div>

        {live.status === "failed" && live.error ? (
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">
            {live.error}
          </p>
        ) : null}

        {!isFinalStatus(live.status) ? <p className="text-sm text-muted">{t("videoProgress.emailNote", { email })}</p> : null}

        <Actions video={video} live={live} retryErrors={retryErrors} />
      </div>
    </article>
  );
}

function FramePlaceholder({ live }: { live: LiveProgress }) {
  const { t } = useTranslation();
  const busy = !isFinalStatus(live.status) || live.status === "ready";
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/40 to-zinc-900 p-4 text-center text-white">
      {busy ? <Spinner className="h-8 w-8" /> : null}
      <p className="text-sm font-medium">{t(`videoProgress.status.${live.status}`)}</p>
    </div>
  );
}

function Actions({ video, live, retryErrors }: { video: VideoView; live: LiveProgress; retryErrors?: string[] }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const sending = (intent: string) => navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData?.get("video") === video.id;

  if (!isFinalStatus(live.status)) {
    return (
      <Form method="post">
        <input type="hidden" name="video" value={video.id} />
        <PendingButton pending={sending("cancel")} name="intent" value="cancel" className="btn-secondary">
          {t("videoProgress.cancel")}
        </PendingButton>
      </Form>
    );
  }

  if (live.status === "failed" || live.status === "cancelled") {
    return (
      <Form method="post" className="space-y-2">
        <input type="hidden" name="video" value={video.id} />
        <ErrorList errors={retryErrors} />
        <PendingButton pending={sending("retry")} name="intent" value="retry">
          {t("videoProgress.retry")}
        </PendingButton>
        <p className="text-xs text-muted">{t("videoProgress.retryHint")}</p>
      </Form>
    );
  }

  if (video.status !== "ready") {
    return <p className="text-sm text-muted">{t("videoProgress.loadingPlayer")}</p>;
  }

  return (
    <div className="space-y-3">
      <ul className="flex flex-wrap gap-2" aria-label={t("videoProgress.downloads")}>
        {video.files.map((file) => (
          <li key={file.ratio}>
            <a href={downloadHref(file)} download className="btn-secondary">
              {t("videoProgress.download", { ratio: file.ratio })}
              <span className="text-xs font-normal text-muted">
                {file.width}×{file.height} · {formatSize(file.size)}
              </span>
            </a>
          </li>
        ))}
      </ul>
      <Link to={`/videos?id=${encodeURIComponent(video.id)}`} className="link inline-block">
        {t("videoProgress.openLibrary")}
      </Link>
    </div>
  );
}

function formatSize(bytes: number): string {
  return bytes >= 1_000_000 ? `${(bytes / 1_000_000).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1000))} kB`;
}
