import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CreateHeader } from "~/components/create-header";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { VideoProgressCard } from "~/components/video-progress/video-progress-card";
import { cancelVideo, makeVideoAgain, readProgressVideos } from "~/data/video-progress.server";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { createVideoPath } from "~/utils/create-video-flow";
import { progressHref } from "~/utils/video";
import { idPattern, isFinalStatus } from "../../api/contract";
import { withoutUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";
import { PageHeading } from "~/components/page-heading";

/** Without JavaScript the page reloads itself this often while a video is still being made. */
const refreshSeconds = 3;
const maxVideos = 10;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

function requestedIds(request: Request): string[] {
  const ids = new URL(request.url).searchParams.getAll("id").filter((id) => idPattern.test(id));
  return [...new Set(ids)].slice(0, maxVideos);
}

/** The progress of one or several videos: generating, exporting, then the video itself. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const ids = requestedIds(request);
  const videos = ids.length > 0 ? await readProgressVideos(context, ids) : [];
  if (videos.length === 0) throw new Response(null, { status: 404 });
  const working = videos.some((video) => !isFinalStatus(video.status));
  return json({ user, videos, upgradeOffer: await upgradeOffer(request, context), title: context.t(working ? "videoProgress.titleWorking" : "videoProgress.titleDone") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const formData = await readForm(request, context);
  const videoId = String(formData.get("video") ?? "");
  const ids = requestedIds(request);
  const refused = (errors: string[], upgrade = false) => json({ videoId, errors, upgrade }, { status: 400 });
  if (!ids.includes(videoId)) return refused([context.t("errors.formRejected")]);

  if (formData.get("intent") === "cancel") {
    const cancelled = await cancelVideo(context, videoId);
    if (!cancelled.ok) context.toasts.error(cancelled.message);
    return redirect(progressHref(ids));
  }

  if (formData.get("intent") === "retry") {
    const again = await makeVideoAgain(context, videoId);
    if (!again) return refused([context.t("errors.formRejected")]);
    if (!again.ok) return refused([again.message], again.upgrade);
    // The new video replaces the old one on this page.
    return redirect(progressHref(ids.map((id) => (id === videoId ? again.videoId : id))));
  }

  return refused([context.t("errors.formRejected")]);
}

export default function VideoProgressPage() {
  const { t } = useTranslation();
  const { user, videos, upgradeOffer } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const working = videos.some((video) => !isFinalStatus(video.status));
  const upgradeOpen = Boolean(actionData?.upgrade) || new URLSearchParams(location.search).get("upgrade") === "1";

  return (
    <div className="min-h-screen">
      {/* Without JavaScript the page follows the render by reloading; with it, server-sent events do. */}
      {working ? (
        <noscript>
          <meta httpEquiv="refresh" content={String(refreshSeconds)} />
        </noscript>
      ) : null}
      <CreateHeader />
      <main className="mx-auto max-w-5xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeading
          title={t(videos.length > 1 ? "videoProgress.headingMany" : "videoProgress.heading")}
          intro={t(working ? "videoProgress.introWorking" : "videoProgress.introDone")}
        />
        {videos.map((video) => (
          <VideoProgressCard key={video.id} video={video} email={user.email} retryErrors={actionData?.videoId === video.id ? actionData.errors : undefined} />
        ))}
        <div className="flex flex-wrap gap-3">
          <Link to="/videos" className="btn-secondary">
            {t("videoProgress.allVideos")}
          </Link>
          <Link to={createVideoPath} className="btn-secondary">
            {t("videoProgress.createAnother")}
          </Link>
        </div>
      </main>
      {upgradeOpen ? <UpgradeDialog user={user} offer={upgradeOffer} closeHref={withoutUpgradeDialog(location)} /> : null}
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
