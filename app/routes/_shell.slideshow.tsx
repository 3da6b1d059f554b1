import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PageLinks } from "~/components/page-links";
import { useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { SlideshowCard } from "~/components/slideshows/slideshow-card";
import {
  batchSlideshowPath,
  brandKitHref,
  createSlideshowPath,
  isRendering,
  readPage,
  SlideshowActionSchema,
  slideshowListHref,
  slideshowListPath,
  type SlideshowActionData,
} from "~/components/slideshows/slideshows";
import { TryAgainAlert } from "~/components/try-again-alert";
import { deleteSlideshow, duplicateSlideshow, listSlideshows, turnIntoPlainVideo } from "~/data/slideshow.server";
import { requirePower } from "~/utils/auth.server";
import { formReply, isViaFetcher, planRefused } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { progressHref } from "~/utils/video";
import type { SlideshowSummary } from "../../api/contract";

/** While a slideshow on the page is being drawn, its data is read again this often (with JavaScript). */
const refreshSeconds = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const title = `${context.t("slideshow.title")} · ${context.t("app.name")}`;
  const list = await listSlideshows(context, page);
  if (!list.ok) return json({ title, page, failure: list.message, slideshows: [] as SlideshowSummary[], total: 0, pageCount: 1, confirmDeleteId: null });
  const { items, total, pageCount } = list.data;
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (page > pageCount) throw redirect(slideshowListHref(pageCount));
  const confirmDeleteId = items.find((slideshow) => slideshow.id === params.get("confirm-delete"))?.id ?? null;
  return json({ title, page, failure: null, slideshows: items, total, pageCount, confirmDeleteId });
}

/** Every change is a form post with an `intent`, answered as decision 146 says (formReply). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const page = readPage(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const { t } = context;

  const parsed = SlideshowActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = t("errors.formRejected");
    return reply.refused<SlideshowActionData>({ intent: String(formData.get("intent") ?? ""), slideshowId: String(formData.get("id") ?? ""), error: message }, message);
  }
  const change = parsed.data;
  const answer: SlideshowActionData = { intent: change.intent, slideshowId: change.id };
  const refused = (message: string) => reply.refused<SlideshowActionData>({ ...answer, error: message }, message);

  switch (change.intent) {
    case "duplicate": {
      const copy = await duplicateSlideshow(context, change.id);
      if (!copy.ok) return copy.upgrade ? planRefused(context, request, copy.message) : refused(copy.message);
      // The copy is the newest, first on the first page.
      return reply.done(answer, slideshowListHref(1, { slideshow: copy.data.id }), { message: t("slideshow.duplicated") });
    }
    case "video": {
      // The card's button makes the plain video with music; the editor offers the texts read aloud and the choice of music.
      const video = await turnIntoPlainVideo(context, change.id);
      if (!video.ok) return video.upgrade ? planRefused(context, request, video.message) : refused(video.message);
      return redirect(progressHref([video.data.id]));
    }
    case "delete": {
      const deleted = await deleteSlideshow(context, change.id);
      if (!deleted.ok) return refused(deleted.message);
      // The card goes with its slideshow, so the toast is what says it worked, with JavaScript too.
      const notice = deleted.data.gone ? { message: t("slideshow.gone"), level: "error" as const } : { message: t("slideshow.deleted") };
      return reply.done(answer, slideshowListHref(page), notice);
    }
  }
}

/** The user's slideshows, newest first, twelve a page, each with its way to the editor, its files and a video. */
export default function SlideshowsPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const working = data.slideshows.some(isRendering);
  useRefreshWhile(working, refreshSeconds);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <PageHeading title={t("slideshow.title")} intro={t("slideshow.intro")}>
        <div className="flex flex-wrap gap-2">
          <Link to={brandKitHref({ back: slideshowListPath })} className="btn-secondary">
            {t("slideshow.brandKits")}
          </Link>
          <Link to={batchSlideshowPath} className="btn-secondary">
            {t("slideshow.batch")}
          </Link>
          <Link to={createSlideshowPath} className="btn-primary">
            {t("slideshow.create")}
          </Link>
        </div>
      </PageHeading>

      {working ? (
        // With JavaScript the page refreshes its data by itself.
        <noscript>
          <p className="text-sm text-muted">
            {t("slideshow.stillWorking")}{" "}
            <a href={`${location.pathname}${location.search}`} className="link">
              {t("slideshow.checkAgain")}
            </a>
          </p>
        </noscript>
      ) : null}

      {data.failure ? (
        <TryAgainAlert title={t("slideshow.loadFailed")} message={data.failure} tryAgainLabel={t("slideshow.tryAgain")} />
      ) : data.slideshows.length === 0 ? (
        <NoticeCard title={t("slideshow.emptyTitle")} body={t("slideshow.emptyBody")}>
          <Link to={createSlideshowPath} className="btn-primary">
            {t("slideshow.create")}
          </Link>
        </NoticeCard>
      ) : (
        <>
          <p className="text-sm text-muted">{t("slideshow.count", { count: data.total })}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.slideshows.map((slideshow) => (
              <SlideshowCard key={slideshow.id} slideshow={slideshow} page={data.page} confirmingDelete={data.confirmDeleteId === slideshow.id} />
            ))}
          </ul>
          <PageLinks label={t("slideshow.pages")} page={data.page} pageCount={data.pageCount} hrefOf={(page) => slideshowListHref(page)} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
