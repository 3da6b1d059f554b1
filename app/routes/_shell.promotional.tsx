import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PageLinks } from "~/components/page-links";
import { PromotionalCard } from "~/components/promotional/promotional-card";
import {
  createPromotionalPath,
  isPromotionalId,
  isWorking,
  PromotionalActionSchema,
  promotionalListHref,
  readPage,
  type PromotionalActionData,
} from "~/components/promotional/promotional";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { TryAgainAlert } from "~/components/try-again-alert";
import { deletePromotionalVideo, listPromotionalVideos } from "~/data/promotional.server";
import { requirePower, requireUser } from "~/utils/auth.server";
import { formReply, isViaFetcher } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import type { PromotionalVideoView } from "../../api/contract";

/** While a video on the page is being made, the page reads its data again this often. */
const refreshSeconds = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/**
 * The user's promotional videos, newest first. Without the `promotional` power (plans below Pro) the screen says what
 * it is for and offers the upgrade instead of the list.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  const page = readPage(params);
  const title = `${context.t("promotional.title")} · ${context.t("app.name")}`;
  const none = {
    page,
    failure: null,
    videos: [] as PromotionalVideoView[],
    productNames: {} as Record<string, string>,
    total: 0,
    pageCount: 1,
    confirmDeleteId: null,
    highlightId: null,
  };
  if (!user.powers.includes("promotional")) return json({ title, locked: true, ...none });

  const list = await listPromotionalVideos(context, page);
  if (!list.ok) return json({ title, locked: false, ...none, failure: list.message });
  const { items, total, pageCount, productNames } = list.data;
  // A page emptied by deletes, or a number typed past the end, shows the last page instead.
  if (page > pageCount) throw redirect(promotionalListHref(pageCount));
  const confirmDeleteId = items.find((video) => video.id === params.get("confirm-delete"))?.id ?? null;
  const highlighted = params.get("id");
  return json({
    title,
    locked: false,
    page,
    failure: null,
    videos: items,
    productNames,
    total,
    pageCount,
    confirmDeleteId,
    highlightId: isPromotionalId(highlighted) ? highlighted : null,
  });
}

/** Deleting a video: a form post with an `intent`, answered as decision 146 says (formReply). */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "promotional");
  const page = readPage(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const { t } = context;

  const parsed = PromotionalActionSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success) {
    const message = t("errors.formRejected");
    return reply.refused<PromotionalActionData>({ intent: String(formData.get("intent") ?? ""), videoId: String(formData.get("id") ?? ""), error: message }, message);
  }
  const answer: PromotionalActionData = { intent: parsed.data.intent, videoId: parsed.data.id };
  const deleted = await deletePromotionalVideo(context, parsed.data.id);
  if (!deleted.ok) return reply.refused<PromotionalActionData>({ ...answer, error: deleted.message }, deleted.message);
  // The card goes with its video, so the toast is what says it worked, with JavaScript too.
  const notice = deleted.data.gone ? { message: t("promotional.gone"), level: "error" as const } : { message: t("promotional.deleted") };
  return reply.done(answer, promotionalListHref(page), notice);
}

export default function PromotionalPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const working = data.videos.some(isWorking);
  useRefreshWhile(working, refreshSeconds);

  if (data.locked) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <PageHeading title={t("promotional.title")} intro={t("promotional.intro")} />
        <NoticeCard title={t("promotional.lockedTitle")} body={t("promotional.lockedBody")}>
          <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-primary">
            {t("promotional.seePlans")}
          </Link>
        </NoticeCard>
      </div>
    );
  }

  const newButton = (
    <Link to={createPromotionalPath} className="btn-primary">
      {t("promotional.create")}
    </Link>
  );

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <NoScriptRefresh working={working} seconds={refreshSeconds} />
      <PageHeading title={t("promotional.title")} intro={t("promotional.intro")}>
        {data.videos.length > 0 ? newButton : null}
      </PageHeading>

      {data.failure ? (
        <TryAgainAlert title={t("promotional.loadFailed")} message={data.failure} tryAgainLabel={t("promotional.tryAgain")} />
      ) : data.videos.length === 0 ? (
        <NoticeCard title={t("promotional.emptyTitle")} body={t("promotional.emptyBody")}>
          <ol className="list-inside list-decimal space-y-1 text-sm text-muted">
            <li>{t("promotional.emptyStep1")}</li>
            <li>{t("promotional.emptyStep2")}</li>
            <li>{t("promotional.emptyStep3")}</li>
          </ol>
          <div>{newButton}</div>
        </NoticeCard>
      ) : (
        <>
          <p className="text-sm text-muted">{t("promotional.count", { count: data.total })}</p>
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.videos.map((video) => (
              <PromotionalCard
                key={video.id}
                video={video}
                productNames={data.productNames}
                page={data.page}
                confirmingDelete={data.confirmDeleteId === video.id}
                highlighted={data.highlightId === video.id}
              />
            ))}
          </ul>
          <PageLinks label={t("promotional.pages")} page={data.page} pageCount={data.pageCount} hrefOf={(page) => promotionalListHref(page)} />
        </>
      )}
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
