import { FilterLink } from "~/components/filter-link";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { useBackgroundRevalidate } from "~/components/use-background-revalidate";
import { useShellUser } from "~/components/use-shell-user";
import {
  isWorking,
  libraryHref,
  libraryPageSize,
  readLibraryView,
  VideoActionSchema,
  type LibraryView,
  type VideoActionData,
} from "~/components/videos/library";
import { idPattern, type Engagement, type ShareView, type VideoView } from "../../api/contract";
import { PageLinks } from "~/components/page-links";
import { VideoCard } from "~/components/videos/video-card";
import { requireUserId } from "~/utils/auth.server";
import { createStartHref, withUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";

/** While a video on the page is being made, its data is read again this often (with JavaScript). */
const refreshMs = 5_000;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

interface VideoPage {
  items: VideoView[];
  total: number;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const view = readLibraryView(params);
  const { api } = context;
  const title = context.t("videos.title");
  const list = await api.get<VideoPage>("video/list", { page: view.page, page_size: libraryPageSize, ...(view.favorites && { favorite: 1 }) }, { toast: false });
  if (!list.ok) return json({ title, view, failure: list.message, videos: [] as VideoView[], total: 0, pageCount: 1, opened: null, openedId: null, confirmDeleteId: null, shared: null, now: Date.now() });

  const pageCount = Math.max(1, Math.ceil(list.data.total / libraryPageSize));
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (view.page > pageCount) throw redirect(libraryHref({ ...view, page: pageCount }));

  const videos = list.data.items;
  const openedId = idPattern.test(params.get("id") ?? "") ? params.get("id") : null;
  // The ready e-mail links to ?id=: a video that is not on this page is shown above it.
  const opened = openedId && !videos.some((video) => video.id === openedId) ? await readVideo(context, openedId) : null;
  const shown = opened ? [opened, ...videos] : videos;
  const shownId = (name: string) => shown.find((video) => video.id === params.get(name))?.id ?? null;
  const sharedId = shownId("shared");
  const shareState = sharedId ? await readShare(context, sharedId) : null;

  return json({
    title,
    view,
    failure: null,
    videos,
    total: list.data.total,
    pageCount,
    opened,
    openedId,
    confirmDeleteId: shownId("confirm-delete"),
    shared: sharedId && shareState ? { videoId: sharedId, ...shareState } : null,
    now: Date.now(),
  });
}

async function readVideo(context: LoaderFunctionArgs["context"], id: string): Promise<VideoView | null> {
  const result = await context.api.get<{ items: VideoView[] }>("video/listbyid", { ids: id }, { toast: false });
  return result.ok ? (result.data.items[0] ?? null) : null;
}

/** The video's public link, if it has one, and how it has been watched (`?shared=`). */
async function readShare(context: LoaderFunctionArgs["context"], id: string): Promise<{ share: ShareView | null; engagement: Engagement } | null> {
  const result = await context.api.get<{ share: ShareView | null; engagement: Engagement }>("video/share", { id }, { toast: false });
  return result.ok ? result.data : null;
}

/**
 * Every change is a form post with an `intent`. A fetcher's post (JavaScript) gets data back and the page updates
 * in place; a plain post gets a redirect back to the page with a toast. A refusal is shown next to the form, and
 * after a plain post also as a toast, at the top where the reloaded page is seen first.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readLibraryView(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const viaFetcher = formData.get("via") === "fetcher";
  const { api, t, toasts } = context;

  const refuse = (intent: string, videoId: string, message: string) => {
    if (!viaFetcher) toasts.error(message);
    return json<VideoActionData>({ intent, videoId, error: message }, { status: 400 });
  };
  const done = (answer: VideoActionData, notice: string, back: string) => {
    if (viaFetcher) return json<VideoActionData>(answer);
    toasts.success(notice);
    return redirect(back);
  };

  const parsed = VideoActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) return refuse(String(formData.get("intent") ?? ""), String(formData.get("id") ?? ""), t("errors.formRejected"));
  const change = parsed.data;
  const answer: VideoActionData = { intent: change.intent, videoId: change.id };

  switch (change.intent) {
    case "favorite": {
      const saved = await api.post("video/info", { id: change.id, favorite: change.favorite }, { toast: false });
      if (!saved.ok) return refuse(change.intent, change.id, saved.message);
      return done(answer, t(change.favorite ? "videos.favorited" : "videos.unfavorited"), libraryHref(view, { video: change.id }));
    }
    case "resize": {
      const started = await api.post("video/size/adjust", { id: change.id, aspect_ratios: [change.ratio] }, { toast: false });
      if (!started.ok) return refuse(change.intent, change.id, started.message);
      return done(answer, t("videos.resizeStarted", { ratio: change.ratio }), libraryHref(view, { video: change.id }));
    }
    case "share": {
      const shared = await api.post<{ share: ShareView }>("video/share", { id: change.id }, { toast: false });
      if (!shared.ok) return refuse(change.intent, change.id, shared.message);
      return done({ ...answer, share: shared.data.share }, t("videos.shared"), libraryHref(view, { shared: change.id, video: change.id }));
    }
    case "delete": {
      const deleted = await api.call("DELETE", "video/list", { body: { ids: [change.id] }, toast: false });
      if (!deleted.ok) return refuse(change.intent, change.id, deleted.message);
      // The card goes with its video, so the toast is what says it worked, with JavaScript too.
      toasts.success(t("videos.deleted"));
      return viaFetcher ? json<VideoActionData>(answer) : redirect(libraryHref(view));
    }
  }
}

/** Issue 4's library: the user's videos, newest first, twelve a page, with favourites as a filter. */
export default function VideosPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const user = useShellUser();
  const location = useLocation();
  const { view } = data;
  const working = [...data.videos, ...(data.opened ? [data.opened] : [])].some(isWorking);
  useRefreshWhileWorking(working);

  const card = (video: VideoView) => (
    <VideoCard
      key={video.id}
      video={video}
      view={view}
      confirmingDelete={data.confirmDeleteId === video.id}
      shared={data.shared?.videoId === video.id ? data.shared.share : null}
      engagement={data.shared?.videoId === video.id ? data.shared.engagement : null}
      now={data.now}
      highlighted={data.openedId === video.id}
    />
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t("videos.title")}</h1>
          <p className="text-muted">{t("videos.intro")}</p>
        </div>
        <Link to={user.sufficient_quota ? createStartHref : withUpgradeDialog(location)} preventScrollReset className="btn-primary">
          {t("videos.create")}
        </Link>
      </div>

      <nav aria-label={t("videos.filters")} className="flex flex-wrap items-center gap-2">
        <FilterLink to={libraryHref({ page: 1, favorites: false })} current={!view.favorites}>
          {t("videos.all")}
        </FilterLink>
        <FilterLink to={libraryHref({ page: 1, favorites: true })} current={view.favorites}>
          {t("videos.favorites")}
        </FilterLink>
        {data.failure ? null : <span className="text-sm text-muted">{t(view.favorites ? "videos.favoriteCount" : "videos.count", { count: data.total })}</span>}
      </nav>

      {working ? (
        // With JavaScript the page refreshes its data by itself.
        <noscript>
          <p className="text-sm text-muted">
            {t("videos.stillWorking")}{" "}
            <a href={`${location.pathname}${location.search}`} className="link">
              {t("videos.checkAgain")}
            </a>
          </p>
        </noscript>
      ) : null}

      {data.opened ? (
        <section aria-label={t("videos.opened")}>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{card(data.opened)}</ul>
        </section>
      ) : null}

      {data.failure ? (
        <div role="alert" className="card space-y-3">
          <p className="font-semibold text-danger">{t("videos.loadFailed")}</p>
          <p className="text-sm text-muted">{data.failure}</p>
          <Link to={`${location.pathname}${location.search}`} reloadDocument className="btn-secondary">
            {t("videos.tryAgain")}
          </Link>
        </div>
      ) : data.videos.length === 0 ? (
        <EmptyLibrary view={view} createHref={user.sufficient_quota ? createStartHref : withUpgradeDialog(location)} />
      ) : (
        <>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{data.videos.map(card)}</ul>
          <PageLinks label={t("videos.pages")} page={view.page} pageCount={data.pageCount} hrefOf={(page) => libraryHref({ ...view, page })} />
        </>
      )}
    </div>
  );
}

function EmptyLibrary({ view, createHref }: { view: LibraryView; createHref: string }) {
  const { t } = useTranslation();
  if (view.favorites) {
    return (
      <div className="card space-y-3">
        <h2 className="text-lg font-semibold">{t("videos.emptyFavoritesTitle")}</h2>
        <p className="text-muted">{t("videos.emptyFavoritesBody")}</p>
        <Link to={libraryHref({ page: 1, favorites: false })} className="link inline-block">
          {t("videos.showAll")}
        </Link>
      </div>
    );
  }
  return (
    <div className="card space-y-3">
      <h2 className="text-lg font-semibold">{t("videos.emptyTitle")}</h2>
      <p className="text-muted">{t("videos.emptyBody")}</p>
      <Link to={createHref} preventScrollReset className="btn-primary">
        {t("videos.create")}
      </Link>
    </div>
  );
}

/** Reads the page's data again every few seconds while it is visible and a video on it is still changing. */
function useRefreshWhileWorking(working: boolean) {
  const revalidate = useBackgroundRevalidate();
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") revalidate();
    }, refreshMs);
    return () => clearInterval(timer);
  }, [working, revalidate]);
}

export const ErrorBoundary = NestedErrorBoundary;
