import { Fact } from "~/components/fact";
import { VideoPlayer } from "./video-player";
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { Spinner } from "~/components/pending-button";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { downloadHref, formatDay, formatDuration, progressHref } from "~/utils/video";
import { isFinalStatus, type Engagement, type ShareView, type VideoView } from "../../../api/contract";
import { StatusBadge } from "./status-badge";
import { DeleteConfirmation, DeleteVideoButton } from "./delete-video";
import { FavoriteButton } from "./favorite-button";
import { EngagementChart } from "~/components/engagement-chart";
import { isUpdating, libraryHref, videoAnchor, type LibraryView } from "./library";
import { ResizeForm } from "./resize-form";
import { videoEditHref } from "~/components/video-edit/video-edit";
import { SharePanel } from "./share-panel";
import { PresenterLine } from "~/components/avatars/presenter-line";
import { PostList, postVideoHref } from "~/components/social/post-list";
import type { SocialPostView } from "../../../api/contract/social";

export interface VideoCardProps {
  video: VideoView;
  view: LibraryView;
  /** The page was opened to confirm this video's deletion (`?confirm-delete=`). */
  confirmingDelete: boolean;
  /** The link the page was asked to show (`?shared=`), after a share without JavaScript. */
  shared: ShareView | null;
  /** How the shared video has been watched, read with `shared`. */
  engagement: Engagement | null;
  now: number;
  /** Its posts to social platforms, newest first. */
  posts: SocialPostView[];
  /** The video a link pointed at (`?id=`, from the ready e-mail and the progress page). */
  highlighted: boolean;
}

/** One video of the library: the player or its state, what it is, and what can be done with it. */
export function VideoCard({ video, view, confirmingDelete, shared, engagement, posts, now, highlighted }: VideoCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = `${videoAnchor(video.id)}-title`;
  const file = video.status === "ready" ? video.files[0] : undefined;

  return (
    <li id={videoAnchor(video.id)} className="scroll-mt-4">
      <article
        aria-labelledby={titleId}
        data-video-id={video.id}
        data-status={video.status}
        className={`card flex h-full flex-col gap-4 p-4 ${highlighted ? "ring-2 ring-primary" : ""}`}
      >
        {/* The same box before and after the video is ready, whatever its shape: the grid never jumps. */}
        <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-zinc-900">
          {file ? <VideoPlayer file={file} title={video.title} /> : <StatePicture video={video} />}
        </div>

        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0 space-y-1">
            <h2 id={titleId} className="line-clamp-2 font-semibold">
              {video.title}
            </h2>
            <dl className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-muted">
              <Fact label={t("videos.duration")}>{video.duration_ms ? formatDuration(video.duration_ms) : t("createVideo.seconds", { count: video.length_seconds })}</Fact>
              <Fact label={t("videos.sizes")}>{video.aspect_ratios.join(", ")}</Fact>
              <Fact label={t("videos.created")}>{formatDay(video.created_at, i18n.language)}</Fact>
            </dl>
            <PresenterLine presenter={video.presenter} />
          </div>
          <FavoriteButton video={video} />
        </div>

        <VideoState video={video} />

        {video.status === "ready" ? (
          <>
            <ul aria-label={t("videoProgress.downloads")} className="flex flex-wrap gap-2">
              {video.files.map((ratioFile) => (
                <li key={ratioFile.ratio}>
                  <a href={downloadHref(ratioFile)} download className="btn-secondary px-3 py-1.5">
                    {t("videoProgress.download", { ratio: ratioFile.ratio })}
                  </a>
                </li>
              ))}
            </ul>
            {isUpdating(video) ? null : (
              <>
                <Link to={videoEditHref(video.id)} className="btn-secondary self-start px-3 py-1.5">
                  {t("videos.edit")}
                </Link>
                <ResizeForm video={video} />
              </>
            )}
            <SharePanel video={video} shared={shared} />
            <Link to={postVideoHref(video.id)} className="btn-secondary self-start px-3 py-1.5">
              {t("social.postVideo")}
            </Link>
            {engagement && shared ? (
              <section aria-label={t("engagement.title")} className="w-full">
                <EngagementChart engagement={engagement} now={now} />
              </section>
            ) : engagement ? (
              <p className="text-sm text-muted">{t("engagement.notShared")}</p>
            ) : (
              <Link to={libraryHref(view, { shared: video.id, video: video.id })} preventScrollReset className="link text-sm">
                {t("engagement.title")}
              </Link>
            )}
          </>
        ) : null}

        {posts.length > 0 ? (
          <section aria-label={t("social.postsTitle")} className="space-y-2">
            <h3 className="text-sm font-semibold">{t("social.postsTitle")}</h3>
            <PostList posts={posts} back={libraryHref(view, { video: video.id })} />
          </section>
        ) : null}

        <div className="mt-auto">{confirmingDelete ? <DeleteConfirmation video={video} view={view} /> : <DeleteVideoButton video={video} view={view} />}</div>
      </article>
    </li>
  );
}

/** Where the player will be: what is happening to the video instead. */
function StatePicture({ video }: { video: VideoView }) {
  const { t } = useTranslation();
  return (
    <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-gradient-to-br from-primary/40 to-zinc-900 p-4 text-center text-white">
      {isFinalStatus(video.status) ? null : <Spinner className="h-8 w-8" />}
      <p className="text-sm font-medium">{t(`videoProgress.status.${video.status}`)}</p>
    </div>
  );
}

/** A video's states: generating and exporting (followed on the progress page), failed with why, ready. */
function VideoState({ video }: { video: VideoView }) {
  const { t } = useTranslation();
  const working = !isFinalStatus(video.status);
  const stage = t(`videoProgress.stage.${video.stage}`, video.stage);

  return (
    <div className="space-y-2">
      <p className="flex flex-wrap items-center gap-2 text-sm">
        <StatusBadge status={video.status} />
        {video.status === "ready" ? null : (
          <Link to={progressHref([video.id])} className="link">
            {t(working ? "videos.followProgress" : "videos.openProgress")}
          </Link>
        )}
      </p>
      {working ? <ProgressBar value={video.progress} label={t("videoProgress.progressLabel", { stage, percent: video.progress })} /> : null}
      {video.status === "failed" ? <p className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">{video.error ?? t("videos.failedNoReason")}</p> : null}
      {video.status === "ready" ? <UpdateState video={video} /> : null}
    </div>
  );
}

/** A later render of a ready video: its progress, or why a size could not be made while it is still missing. */
function UpdateState({ video }: { video: VideoView }) {
  const { t } = useTranslation();
  const { update } = video;
  if (!update) return null;
  const ratios = update.aspect_ratios.join(", ");
  if (isUpdating(video)) {
    const label = update.kind === "resize" ? t("videos.makingRatio", { ratios }) : t("videos.makingVersion");
    return (
      <div className="space-y-1">
        <p className="text-sm font-medium">{label}</p>
        <ProgressBar value={update.progress} label={t("videoProgress.progressLabel", { stage: label, percent: update.progress })} />
      </div>
    );
  }
  if (update.kind === "composite")
    return update.status === "failed" ? (
      <p className="text-sm text-danger">
        {t("videos.versionFailed")} {update.error}
      </p>
    ) : null;
  const stillMissing = update.aspect_ratios.some((ratio) => !video.aspect_ratios.includes(ratio));
  if (update.status !== "failed" || !stillMissing) return null;
  return (
    <p className="text-sm text-danger">
      {t("videos.ratioFailed", { ratios })} {update.error}
    </p>
  );
}
