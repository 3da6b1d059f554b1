import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { useBackgroundRevalidate } from "~/components/use-background-revalidate";
import { useShellUser } from "~/components/use-shell-user";
import { isWorking, libraryHref, readLibraryView, VideoActionSchema, type LibraryView, type VideoActionData } from "~/components/videos/library";
import type { PosterView, VideoView } from "../../api/contract";
import type { SocialPostView } from "../../api/contract/social";
import { isPostMoving } from "~/components/social/post-list";
import { PageLinks } from "~/components/page-links";
import { VideoCard } from "~/components/videos/video-card";
import { LibraryFilters } from "~/components/videos/library-filters";
import { addressedVideoId, deleteVideo, favoriteVideo, listVideos, loadPostsByVideo, readAddressedVideos, resizeVideo, shareVideo } from "~/data/videos.server";
import { answerPosterChange, listPosters } from "~/data/posters.server";
import { PostersLibrary } from "~/components/posters/posters-library";
import { isPosterChange } from "~/components/posters/posters";
import { requireUserId } from "~/utils/auth.server";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
import { createStartHref, withUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";
import { TryAgainAlert } from "~/components/try-again-alert";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";

/** While a video on the page is being made, its data is read again this often (with JavaScript). */
const refreshMs = 5_000;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const view = readLibraryView(params);
  const title = context.t("videos.title");
  const nothing = {
    videos: [] as VideoView[],
    posters: [] as PosterView[],
    total: 0,
    pageCount: 1,
    opened: null,
    openedId: null,
    confirmDeleteId: null,
    shared: null,
    posts: {} as Record<string, SocialPostView[]>,
    now: Date.now(),
  };
  if (view.posters) {
    const list = await listPosters(context, { page: view.page });
    if (!list.ok) return json({ title, view, failure: list.message, ...nothing });
    const { items, total, pageCount } = list.data;
    if (view.page > pageCount) throw redirect(libraryHref({ ...view, page: pageCount }));
    const confirmDeleteId = items.find((poster) => poster.id === params.get("confirm-delete"))?.id ?? null;
    return json({ title, view, failure: null, ...nothing, posters: items, total, pageCount, confirmDeleteId });
  }
  const list = await listVideos(context, view);
  if (!list.ok) return json({ title, view, failure: list.message, ...nothing });
  const { videos, total, pageCount } = list.data;
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (view.page > pageCount) throw redirect(libraryHref({ ...view, page: pageCount }));
  // The posts of the cards shown: this page's videos and the one the address opens (perhaps on another page).
  const openedId = addressedVideoId(params);
  const shownIds = videos.map((video) => video.id).concat(openedId ? [openedId] : []);
  const [addressed, posts] = await Promise.all([readAddressedVideos(context, videos, params), loadPostsByVideo(context, shownIds)]);
  return json({ title, view, failure: null, videos, posters: [] as PosterView[], total, pageCount, ...addressed, posts, now: Date.now() });
}

/** Every change is a form post with an `intent`, answered as decision 146 says (formReply). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readLibraryView(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const { t } = context;

  // A copy is the newest poster, first on the first page.
  if (isPosterChange(formData))
    return answerPosterChange(context, request, formData, reply, ({ intent }) => libraryHref(intent === "duplicate" ? { ...view, page: 1 } : view));

  const parsed = VideoActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = t("errors.formRejected");
    return reply.refused<VideoActionData>({ intent: String(formData.get("intent") ?? ""), videoId: String(formData.get("id") ?? ""), error: message }, message);
  }
  const change = parsed.data;
  const answer: VideoActionData = { intent: change.intent, videoId: change.id };
  const refused = (message: string) => reply.refused<VideoActionData>({ ...answer, error: message }, message);
  const backToCard = libraryHref(view, { video: change.id });

  switch (change.intent) {
    case "favorite": {
      const saved = await favoriteVideo(context, change.id, change.favorite);
      if (!saved.ok) return refused(saved.message);
      return reply.done(answer, backToCard, { message: t(change.favorite ? "videos.favorited" : "videos.unfavorited"), shownInPlace: true });
    }
    case "resize": {
      const started = await resizeVideo(context, change.id, change.ratio);
      if (!started.ok) return refused(started.message);
      return reply.done(answer, backToCard, { message: t("videos.resizeStarted", { ratio: change.ratio }), shownInPlace: true });
    }
    case "share": {
      const shared = await shareVideo(context, change.id);
      if (!shared.ok) return refused(shared.message);
      return reply.done({ ...answer, share: shared.data }, libraryHref(view, { shared: change.id, video: change.id }), { message: t("videos.shared"), shownInPlace: true });
    }
    case "delete": {
      const deleted = await deleteVideo(context, change.id);
      if (!deleted.ok) return refused(deleted.message);
      // The card goes with its video, so the toast is what says it worked, with JavaScript too.
      return reply.done(answer, libraryHref(view), { message: t("videos.deleted") });
    }
  }
}

/** The library: the user's videos, newest first, twelve a page, with favourites as a filter. */
export default function VideosPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const user = useShellUser();
  const location = useLocation();
  const { view } = data;
  const working = [...data.videos, ...(data.opened ? [data.opened] : [])].some(isWorking) || Object.values(data.posts).some((posts) => posts.some(isPostMoving));
  useRefreshWhileWorking(working);
  if (view.posters)
    return <PostersLibrary view={view} failure={data.failure} posters={data.posters} total={data.total} pageCount={data.pageCount} confirmDeleteId={data.confirmDeleteId} />;

  const card = (video: VideoView) => (
    <VideoCard
      key={video.id}
      video={video}
      view={view}
      confirmingDelete={data.confirmDeleteId === video.id}
      shared={data.shared?.videoId === video.id ? data.shared.share : null}
      engagement={data.shared?.videoId === video.id ? data.shared.engagement : null}
      posts={data.posts[video.id] ?? []}
      now={data.now}
      highlighted={data.openedId === video.id}
    />
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading title={t("videos.title")} intro={t("videos.intro")}>
        <Link to={user.sufficient_quota ? createStartHref : withUpgradeDialog(location)} preventScrollReset className="btn-primary">
          {t("videos.create")}
        </Link>
      </PageHeading>

      <LibraryFilters view={view} total={data.failure ? null : data.total} />

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
        <TryAgainAlert title={t("videos.loadFailed")} message={data.failure} tryAgainLabel={t("videos.tryAgain")} />
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
      <NoticeCard title={t("videos.emptyFavoritesTitle")} body={t("videos.emptyFavoritesBody")}>
        <Link to={libraryHref({ page: 1, favorites: false, posters: false })} className="link inline-block">
          {t("videos.showAll")}
        </Link>
      </NoticeCard>
    );
  }
  return (
    <NoticeCard title={t("videos.emptyTitle")} body={t("videos.emptyBody")}>
      <Link to={createHref} preventScrollReset className="btn-primary">
        {t("videos.create")}
      </Link>
    </NoticeCard>
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
