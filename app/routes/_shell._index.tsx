import { json, type LoaderFunctionArgs, type SerializeFrom } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { PasteLinkForm } from "~/components/paste-link-form";
import { createPosterPath } from "~/components/posters/posters";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { useShellUser } from "~/components/use-shell-user";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { readRecentVideos } from "~/data/home.server";
import { requireUserId } from "~/utils/auth.server";
import { browserMediaHref, formatDay, progressHref } from "~/utils/video";
import { isFinalStatus, type VideoView } from "../../api/contract";
import { StatusBadge } from "~/components/videos/status-badge";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { CardHeading } from "~/components/card-heading";
import { LabelledValue } from "~/components/labelled-value";

const recentCount = 6;
const nextSteps = ["home.step1", "home.step2", "home.step3", "home.step4"];

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Signed out, "/" is the landing page, which the shell route draws: nothing to load here.
  if (!context.session.userId) return json({ recent: null });
  requireUserId(request, context);
  const recent = await readRecentVideos(context, recentCount);
  return json({ recent: recent.ok ? { ok: true as const, ...recent.data } : recent });
}

/** Home: paste a product link and go, the month's quota, the latest videos, and what to do next. */
export default function HomeRoute() {
  const { recent } = useLoaderData<typeof loader>();
  return recent ? <HomePage recent={recent} /> : null;
}

type RecentVideos = NonNullable<SerializeFrom<typeof loader>["recent"]>;

function HomePage({ recent }: { recent: RecentVideos }) {
  const { t, i18n } = useTranslation();
  const user = useShellUser();
  const location = useLocation();
  const hasVideos = recent.ok && recent.items.length > 0;

  return (
    <div className="mx-auto max-w-5xl space-y-8">
      <h1 className="text-2xl font-semibold">{t("home.greeting", { name: user.name })}</h1>

      <section aria-labelledby="quick-start-title" className="card space-y-4">
        <CardHeading id="quick-start-title" title={t("homeStart.title")} intro={t("homeStart.intro")} />
        {user.sufficient_quota ? (
          <>
            <PasteLinkForm />
            <p className="text-sm text-muted">
              {t("homeStart.noLink")}{" "}
              <Link to="/create-video?source=details" className="link">
                {t("homeStart.typeDetails")}
              </Link>
            </p>
          </>
        ) : (
          <p className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-danger">{t("home.upgradeHint")}</span>
            <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-primary">
              {t("home.seePlans")}
            </Link>
          </p>
        )}
        {/* Posters are counted apart from videos, so they are offered with or without video quota. */}
        <p className="border-t border-line pt-4 text-sm text-muted">
          {t("posters.homeHint")}{" "}
          <Link to={createPosterPath} className="link">
            {t("posters.make")}
          </Link>
        </p>
      </section>

      <dl className="grid gap-4 sm:grid-cols-3">
        <LabelledValue look="stat" label={t("home.plan")}>
          {t(`plan.${user.current_plan}`)}
        </LabelledValue>
        <LabelledValue look="stat" label={t("home.used")}>{`${user.quota.used} / ${user.quota.limit}`}</LabelledValue>
        <LabelledValue look="stat" label={t("home.left")} note={t("homeStart.renews", { date: formatDay(user.quota.period_end, i18n.language) })}>
          {user.quota.remaining}
        </LabelledValue>
      </dl>

      <section aria-labelledby="recent-title" className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-title" className="text-lg font-semibold">
            {t("homeStart.recentTitle")}
          </h2>
          {hasVideos ? (
            <Link to="/videos" className="link text-sm">
              {t("homeStart.allVideos", { count: recent.total })}
            </Link>
          ) : null}
        </div>
        {!recent.ok ? (
          <p role="alert" className="card text-sm text-danger">
            {recent.message}
          </p>
        ) : hasVideos ? (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {recent.items.map((video) => (
              <RecentVideo key={video.id} video={video} />
            ))}
          </ul>
        ) : (
          <div id="start" className="card space-y-4">
            <h3 className="font-semibold">{t("home.nextTitle")}</h3>
            <p className="text-muted">{t("home.nextEmpty")}</p>
            <ol className="list-inside list-decimal space-y-2">
              {nextSteps.map((step) => (
                <li key={step}>{t(step)}</li>
              ))}
            </ol>
          </div>
        )}
      </section>
    </div>
  );
}

function RecentVideo({ video }: { video: VideoView }) {
  const { t, i18n } = useTranslation();
  const created = formatDay(video.created_at, i18n.language);
  const thumbnail = video.status === "ready" ? video.files[0]?.thumbnail_url : undefined;
  const working = !isFinalStatus(video.status);
  return (
    <li>
      <Link to={progressHref([video.id])} className="card block h-full space-y-3 p-4 hover:border-primary">
        <div className="flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-zinc-900">
          {thumbnail ? <img src={browserMediaHref(thumbnail)} alt="" className="h-full w-full object-contain" loading="lazy" /> : <FilmIcon />}
        </div>
        <p className="line-clamp-2 font-medium">{video.title}</p>
        <div className="flex items-center justify-between gap-2 text-sm">
          <StatusBadge status={video.status} />
          <span className="text-muted">{created}</span>
        </div>
        {working ? (
          <ProgressBar
            value={video.progress}
            label={t("videoProgress.progressLabel", { stage: t(`videoProgress.stage.${video.stage}`, video.stage), percent: video.progress })}
          />
        ) : null}
      </Link>
    </li>
  );
}

function FilmIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-10 w-10 text-white/70" fill="none" stroke="currentColor" strokeWidth="1.5">
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M7 5v14M17 5v14M3 9h4M3 15h4M17 9h4M17 15h4" />
    </svg>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
