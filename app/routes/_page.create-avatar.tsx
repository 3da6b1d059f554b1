import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { avatarIdPattern, avatarsPath, createAvatarFormId, CreateAvatarSchema, createdAvatarHref, isTraining } from "~/components/avatars/avatars";
import { CreateAvatarForm } from "~/components/avatars/create-avatar-form";
import { ReadyAvatar, TrainingAvatar } from "~/components/avatars/trained-avatar";
import { CardHeading } from "~/components/card-heading";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { PageHeading } from "~/components/page-heading";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import type { FormActionData } from "~/components/use-form-result";
import { listAvatars, readAvatar } from "~/data/avatars.server";
import { avatarUploadLimits, trainAvatar } from "~/data/create-avatar.server";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { formReply, planRefused } from "~/utils/form-reply.server";
import { readUpload } from "~/utils/read-upload.server";
import { megabytes } from "../../api/contract";
import { withUpgradeDialog } from "~/utils/workspace-menu";

/** While the avatar trains, the page reads it again this often. */
const refreshSeconds = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

/** The upload form, or (`?avatar=<id>`) the avatar it started: training, ready, or failed with the form again. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  requireUserId(request, context);
  const avatarId = new URL(request.url).searchParams.get("avatar");
  const title = `${context.t("avatars.create.title")} · ${context.t("app.name")}`;
  if (avatarId !== null) {
    if (!avatarIdPattern.test(avatarId)) throw new Response(null, { status: 404 });
    const found = await readAvatar(context, avatarId);
    if (!found.ok) throw json({ message: found.message }, { status: 502 });
    if (!found.data || found.data.builtin) throw new Response(null, { status: 404 });
    return json({ title, avatar: found.data, full: false });
  }
  const list = await listAvatars(context, 1);
  return json({ title, avatar: null, full: list.ok && list.data.count >= list.data.limit });
}

/** The upload, streamed to disk and sent on; the refusals (the web server's, the form's, the API's) come back by the form. */
export async function action({ request, context }: ActionFunctionArgs) {
  // A revoked session goes to sign-in before up to 100 MB are written to disk.
  await requireUser(request, context);
  const reading = await readUpload(request, { limits: avatarUploadLimits });
  const reply = formReply(context, reading.viaFetcher);
  const fields = new FormData();
  for (const [name, value] of Object.entries(reading.fields)) fields.append(name, value);
  const submission = parseWithZod(fields, { schema: CreateAvatarSchema });
  const refused = (message?: string) => {
    const result = submission.reply(message ? { formErrors: [message] } : undefined);
    return reply.refused<FormActionData>({ formId: createAvatarFormId, result }, message);
  };

  try {
    if (!reading.ok) {
      return refused(
        reading.problem === "tooLarge"
          ? context.t("avatars.create.tooLarge", { max: megabytes(avatarUploadLimits.fileBytes) })
          : context.t(reading.problem === "noFile" ? "avatars.create.noFile" : "addMaterial.upload.unreadable"),
      );
    }
    if (submission.status !== "success") return refused();
    const trained = await trainAvatar(context, reading.file, submission.value.name);
    if (!trained.ok) return trained.upgrade ? planRefused(context, request, trained.message) : refused(trained.message);
    context.toasts.success(context.t("avatars.create.started", { name: trained.data.name }));
    return redirect(createdAvatarHref(trained.data.id));
  } finally {
    if (reading.ok) await reading.discard();
  }
}

/** /create-avatar: a photo or clip, a name and consent, then the avatar's training, its face and its crop. */
export default function CreateAvatarPage() {
  const { t } = useTranslation();
  const { avatar, full } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const location = useLocation();
  const training = avatar !== null && isTraining(avatar);
  useRefreshWhile(training, refreshSeconds);
  const lastResult = actionData && "formId" in actionData && actionData.formId === createAvatarFormId ? actionData.result : undefined;

  return (
    <div className="space-y-6">
      <NoScriptRefresh working={training} seconds={refreshSeconds} />
      <Link to={avatarsPath} className="link inline-block text-sm">
        ← {t("avatars.create.seeAll")}
      </Link>
      <PageHeading title={t("avatars.create.title")} intro={t("avatars.create.intro")} />

      {avatar && training ? <TrainingAvatar avatar={avatar} /> : null}
      {avatar?.status === "ready" ? <ReadyAvatar avatar={avatar} /> : null}
      {avatar?.status === "failed" ? (
        <section aria-labelledby="failed-title" className="card space-y-4">
          <CardHeading id="failed-title" title={t("avatars.create.failed.title", { name: avatar.name })} />
          <p role="alert" className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm" data-testid="avatar-error">
            {avatar.error ?? t("avatars.failedNoReason")}
          </p>
          <h3 className="font-semibold">{t("avatars.create.failed.again")}</h3>
          <CreateAvatarForm lastResult={lastResult} defaultName={avatar.name} />
        </section>
      ) : null}

      {avatar === null ? (
        full ? (
          <NoticeCard title={t("avatars.create.limitTitle")} body={t("avatars.create.limitBody")}>
            <div className="flex flex-wrap gap-3">
              <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-primary">
                {t("avatars.create.seePlans")}
              </Link>
              <Link to={avatarsPath} className="btn-secondary">
                {t("avatars.create.seeAll")}
              </Link>
            </div>
          </NoticeCard>
        ) : (
          <section className="card">
            <CreateAvatarForm lastResult={lastResult} />
          </section>
        )
      ) : null}
    </div>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
