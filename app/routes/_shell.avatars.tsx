import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { AvatarCard } from "~/components/avatars/avatar-card";
import { AvatarTasks } from "~/components/avatars/avatar-tasks";
import {
  AvatarActionSchema,
  avatarsHref,
  createAvatarPath,
  isTaskRunning,
  isTraining,
  readAvatarsView,
  tasksAnchor,
  type AvatarActionData,
} from "~/components/avatars/avatars";
import { CardHeading } from "~/components/card-heading";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { PageLinks } from "~/components/page-links";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { TryAgainAlert } from "~/components/try-again-alert";
import { deleteAvatar, makeSpeakingPreview, readAvatarsPage, updateAvatar } from "~/data/avatars.server";
import { listVoices } from "~/data/create-video.server";
import { requireUserId } from "~/utils/auth.server";
import { formReply, isViaFetcher, planRefused } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";

/** While an avatar trains or a preview is being made, the page's data is read again this often. */
const refreshSeconds = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const params = new URL(request.url).searchParams;
  const view = readAvatarsView(params);
  const title = `${context.t("avatars.title")} · ${context.t("app.name")}`;
  const [{ avatars, tasks }, voices] = await Promise.all([readAvatarsPage(context, view), listVoices(context)]);
  if (avatars.ok && view.page > avatars.data.pageCount) throw redirect(avatarsHref({ ...view, page: avatars.data.pageCount }));
  const confirmDeleteId = avatars.ok ? (avatars.data.avatars.find((avatar) => !avatar.builtin && avatar.id === params.get("confirm-delete"))?.id ?? null) : null;
  return json({ title, view, avatars, tasks, voices: voices.voices, confirmDeleteId });
}

/** Every change is a form post with an `intent`, answered as decision 146 says (formReply). */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const view = readAvatarsView(new URL(request.url).searchParams);
  const formData = await readForm(request, context);
  const reply = formReply(context, isViaFetcher(formData));
  const { t } = context;

  const parsed = AvatarActionSchema.safeParse(Object.fromEntries(formData));
  const answer: AvatarActionData = { intent: String(formData.get("intent") ?? ""), avatarId: String(formData.get("id") ?? "") };
  const refused = (message: string, extra: Partial<AvatarActionData> = {}) => reply.refused<AvatarActionData>({ ...answer, ...extra, error: message }, message);
  if (!parsed.success) {
    const message = t(parsed.error.issues[0]?.message ?? "errors.formRejected");
    return refused(message, { name: String(formData.get("name") ?? "") });
  }
  const change = parsed.data;

  switch (change.intent) {
    case "update": {
      const updated = await updateAvatar(context, change.id, change);
      if (!updated.ok) return refused(updated.message, { name: change.name });
      return reply.done(answer, avatarsHref(view, { avatar: change.id }), { message: t("avatars.edit.saved", { name: updated.data.name }) });
    }
    case "preview": {
      const task = await makeSpeakingPreview(context, change.id);
      if (!task.ok) return task.upgrade ? planRefused(context, request, task.message) : refused(task.message);
      // The new task is first in the list, on its first page.
      return reply.done(answer, avatarsHref({ ...view, tasksPage: 1 }, { hash: tasksAnchor }), { message: t("avatars.preview.started", { name: task.data.avatar_name }) });
    }
    case "delete": {
      const deleted = await deleteAvatar(context, change.id);
      if (!deleted.ok) return refused(deleted.message);
      // The card goes with its avatar, so the toast is what says it worked, with JavaScript too.
      const notice = deleted.data.gone ? { message: t("avatars.gone"), level: "error" as const } : { message: t("avatars.deleted") };
      return reply.done(answer, avatarsHref(view), notice);
    }
  }
}

/** /avatars: the user's presenters and the built-in ones, and the speaking previews being made of them. */
export default function AvatarsPage() {
  const { t } = useTranslation();
  const { view, avatars, tasks, voices, confirmDeleteId } = useLoaderData<typeof loader>();
  const location = useLocation();
  const list = avatars.ok ? avatars.data : null;
  const working = Boolean(list?.avatars.some(isTraining)) || (tasks.ok && tasks.data.tasks.some(isTaskRunning));
  useRefreshWhile(working, refreshSeconds);
  const full = list !== null && list.count >= list.limit;
  const own = list?.avatars.filter((avatar) => !avatar.builtin) ?? [];
  const builtin = list?.avatars.filter((avatar) => avatar.builtin) ?? [];
  const stills = new Map((list?.avatars ?? []).flatMap((avatar) => (avatar.still_url ? [[avatar.id, avatar.still_url] as const] : [])));

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <NoScriptRefresh working={working} seconds={refreshSeconds} />
      <PageHeading title={t("avatars.title")} intro={t("avatars.intro")}>
        <Link to={full ? withUpgradeDialog(location) : createAvatarPath} preventScrollReset={full} className="btn-primary">
          {t("avatars.newAvatar")}
        </Link>
      </PageHeading>

      {working ? (
        <noscript>
          <p className="text-sm text-muted">
            {t("avatars.stillWorking")}{" "}
            <a href={`${location.pathname}${location.search}`} className="link">
              {t("avatars.checkAgain")}
            </a>
          </p>
        </noscript>
      ) : null}

      {!avatars.ok ? (
        <TryAgainAlert title={t("avatars.loadFailed")} message={avatars.message} tryAgainLabel={t("avatars.tryAgain")} />
      ) : (
        <>
          <section aria-labelledby="own-title" className="space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <CardHeading id="own-title" title={t("avatars.own.title")} />
              <p className={`text-sm ${full ? "text-danger" : "text-muted"}`}>{t("avatars.usage", { count: avatars.data.count, limit: avatars.data.limit })}</p>
            </div>
            {full ? <p className="text-sm text-muted">{t("avatars.limitReached")}</p> : null}
            {own.length === 0 ? (
              <NoticeCard title={t("avatars.own.emptyTitle")} body={t("avatars.own.emptyBody")} headingLevel={3}>
                <Link to={full ? withUpgradeDialog(location) : createAvatarPath} className="btn-primary">
                  {t("avatars.newAvatar")}
                </Link>
              </NoticeCard>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {own.map((avatar) => (
                  <AvatarCard key={avatar.id} avatar={avatar} view={view} voices={voices} confirmingDelete={confirmDeleteId === avatar.id} />
                ))}
              </ul>
            )}
            <PageLinks label={t("avatars.pages")} page={view.page} pageCount={avatars.data.pageCount} hrefOf={(page) => avatarsHref({ ...view, page })} />
          </section>

          {builtin.length > 0 ? (
            <section aria-labelledby="builtin-title" className="space-y-4">
              <CardHeading id="builtin-title" title={t("avatars.builtin.title")} intro={t("avatars.builtin.intro")} />
              <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {builtin.map((avatar) => (
                  <AvatarCard key={avatar.id} avatar={avatar} view={view} voices={voices} confirmingDelete={false} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}

      <AvatarTasks tasks={tasks} view={view} stills={stills} />
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
