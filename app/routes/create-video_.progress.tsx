import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { CreateHeader } from "~/components/create-video/create-header";
import { GeneralErrorBoundary } from "~/components/general-error-boundary";
import { UpgradeDialog } from "~/components/upgrade-dialog";
import { VideoProgressCard } from "~/components/video-progress/video-progress-card";
import { requireUser } from "~/utils/auth.server";
import { upgradeOffer } from "~/utils/billing.server";
import { createVideoPath } from "~/utils/create-video-flow";
import { progressHref } from "~/utils/video";
import { idPattern, isFinalStatus, type VideoView } from "../../api/contract";
import { withoutUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";

/** Without JavaScript the page reloads itself this often while a video is still being made. */
const refreshSeconds = 3;
const maxVideos = 10;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

function requestedIds(request: Request): string[] {
  const ids = new URL(request.url).searchParams.getAll("id").filter((id) => idPattern.test(id));
  return [...new Set(ids)].slice(0, maxVideos);
}

async function readVideos(context: LoaderFunctionArgs["context"], ids: string[]) {
  const result = await context.api.get<{ items: VideoView[] }>("video/listbyid", { ids: ids.join(",") }, { toast: false });
  if (!result.ok) throw json({ message: result.message }, { status: result.failure === "transport" ? 503 : result.status });
  return result.data.items;
}

/** The progress of one or several videos: generating, exporting, then the video itself (spec §4). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const ids = requestedIds(request);
  const videos = ids.length > 0 ? await readVideos(context, ids) : [];
  if (videos.length === 0) throw new Response(null, { status: 404 });
  const working = videos.some((video) => !isFinalStatus(video.status));
  return json({ user, videos, upgradeOffer: await upgradeOffer(request, context), title: context.t(working ? "videoProgress.titleWorking" : "videoProgress.titleDone") });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireUser(request, context);
  const formData = await readForm(request, context);
  const videoId = String(formData.get("video") ?? "");
  const ids = requestedIds(request);
  const here = progressHref(ids);
  if (!ids.includes(videoId)) return json({ videoId, errors: [context.t("errors.formRejected")], upgrade: false }, { status: 400 });

  if (formData.get("intent") === "cancel") {
    const cancelled = await context.api.post("video/cancel", { id: videoId }, { toast: false });
    if (!cancelled.ok) context.toasts.error(cancelled.message);
    return redirect(here);
  }

  if (formData.get("intent") === "retry") {
    // Made again from the same script with the same settings: a new video, which replaces the old one on this page.
    const [video] = await readVideos(context, [videoId]);
    if (!video) return json({ videoId, errors: [context.t("errors.formRejected")], upgrade: false }, { status: 400 });
    const again = await context.api.post<VideoView>(
      "video/create-by-product",
      {
        product_id: video.product_id,
        script_id: video.script_id,
        aspect_ratios: video.aspect_ratios,
        voice_id: video.voice_id,
        music_id: video.music_id,
        caption_style: video.caption_style,
        caption_position: video.caption_position,
      },
      { toast: false },
    );
    if (!again.ok) return json({ videoId, errors: [again.message], upgrade: again.status === 403 }, { status: 400 });
    return redirect(progressHref(ids.map((id) => (id === videoId ? again.data.id : id))));
  }

  return json({ videoId, errors: [context.t("errors.formRejected")], upgrade: false }, { status: 400 });
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
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t(videos.length > 1 ? "videoProgress.headingMany" : "videoProgress.heading")}</h1>
          <p className="text-muted">{t(working ? "videoProgress.introWorking" : "videoProgress.introDone")}</p>
        </div>
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
