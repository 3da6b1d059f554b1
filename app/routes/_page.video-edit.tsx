import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PendingButton } from "~/components/pending-button";
import { ErrorList } from "~/components/form-fields";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { LookAndSoundFields } from "~/components/video-edit/look-and-sound-fields";
import { PresenterFields } from "~/components/video-edit/presenter-fields";
import { extraOptions, SceneFields } from "~/components/video-edit/scene-fields";
import { CurrentVersion, UpdateNotice } from "~/components/video-edit/video-state";
import { editDefaults, editFormId, EditVideoSchema, readEditAddress, totalSeconds, type EditableVideo } from "~/components/video-edit/video-edit";
import { readEditableVideo, readEditorChoices, startVideoEdit } from "~/data/video-edit.server";
import { isUpdating } from "~/components/videos/library";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Promoreel` : "Promoreel" }];

/** Where the library shows this video, with its card highlighted (the new version's progress is shown there). */
const libraryVideoHref = (videoId: string) => `/videos?id=${encodeURIComponent(videoId)}#video-${videoId}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { videoId, pick } = readEditAddress(new URL(request.url).searchParams);
  if (!videoId) throw new Response(null, { status: 404 });
  const video = await readEditableVideo(context, videoId);
  const title = context.t("videoEdit.title", { title: video.title });
  if (video.status !== "ready") return json({ title, video, pick: null, editor: null });
  return json({ title, video, pick, editor: await readEditorChoices(context, video.product_id, user.current_plan) });
}

export interface VideoEditActionData {
  result: SubmissionResult<string[]>;
  /** The plan does not allow a choice (music, b-roll): the message links to the plans. */
  upgrade?: boolean;
}

export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const { videoId } = readEditAddress(new URL(request.url).searchParams);
  if (!videoId) throw new Response(null, { status: 404 });
  const submission = parseWithZod(await readForm(request, context), { schema: EditVideoSchema });
  if (submission.status !== "success") return json<VideoEditActionData>({ result: submission.reply() }, { status: 400 });

  const outcome = await startVideoEdit(context, videoId, submission.value);
  if (outcome.status === "unchanged") return json<VideoEditActionData>({ result: submission.reply({ formErrors: ["videoEdit.nothingChanged"] }) }, { status: 400 });
  if (outcome.status === "refused")
    return json<VideoEditActionData>({ result: submission.reply({ formErrors: [outcome.message] }), upgrade: outcome.upgrade }, { status: 400 });
  context.toasts.success(context.t("videoEdit.started"));
  return redirect(libraryVideoHref(videoId));
}

export default function VideoEditPage() {
  const { t } = useTranslation();
  const { video, editor } = useLoaderData<typeof loader>();

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={libraryVideoHref(video.id)} className="link inline-block text-sm">
        ← {t("videoEdit.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{t("videoEdit.heading")}</h1>
        <p className="text-muted">{video.title}</p>
      </div>
      {editor ? <Editor video={video} editor={editor} /> : <NotReady video={video} />}
    </div>
  );
}

function Editor({ video, editor }: { video: EditableVideo; editor: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["editor"]> }) {
  const { t } = useTranslation();
  const { pick } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const location = useLocation();
  const defaults = editDefaults(video.timeline, pick);
  const [form, fields] = useSchemaForm(EditVideoSchema, { id: editFormId, lastResult: actionData?.result, defaultValue: defaults });
  const [total, setTotal] = useState(() => totalSeconds(defaults.scenes.map((scene) => scene.seconds)));
  const updating = isUpdating(video);
  const extra = extraOptions(
    defaults.scenes.map((scene) => scene.media),
    editor.options,
    () => t("videoEdit.media.picked"),
  );
  const options = { ...editor.options, extra };
  const pending = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="lg:col-span-2 empty:hidden">
        <UpdateNotice video={video} />
      </div>
      <Form
        method="post"
        {...getFormProps(form)}
        className="min-w-0 space-y-6"
        onInput={(event) => {
          const data = new FormData(event.currentTarget);
          setTotal(totalSeconds([...data.entries()].filter(([name]) => name.endsWith(".seconds")).map(([, value]) => String(value))));
        }}
      >
        <fieldset disabled={updating} className="space-y-6">
          <section aria-labelledby="scenes-title" className="card space-y-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="scenes-title" className="text-lg font-semibold">
                {t("videoEdit.scenes")}
              </h2>
              <p className="text-sm text-muted" aria-live="polite">
                {t("videoEdit.total", { seconds: total, lengths: "15, 30, 60" })}
              </p>
            </div>
            <p className="text-sm text-muted">{t("videoEdit.scenesHint")}</p>
            <ol className="space-y-3">
              {fields.scenes.getFieldList().map((scene, index) => (
                <SceneFields
                  key={scene.key}
                  field={scene}
                  number={index + 1}
                  options={options}
                  addMaterialHref={`/add-material?${new URLSearchParams({ video: video.id, scene: String(index + 1) })}`}
                />
              ))}
            </ol>
          </section>
          <PresenterFields fields={fields} presenters={editor.presenters} current={video.presenter} />
          <LookAndSoundFields fields={fields} voices={editor.voices} music={editor.music} currentMusic={video.timeline.music?.trackId ?? null} />
          <div className="card space-y-3">
            <ErrorList id={form.errorId} errors={form.errors} />
            {actionData?.upgrade ? (
              <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-secondary">
                {t("home.seePlans")}
              </Link>
            ) : null}
            <div className="flex flex-wrap items-center justify-between gap-3">
              <p className="text-sm text-muted">{t("videoEdit.keepsOld")}</p>
              <PendingButton pending={pending}>{t("videoEdit.submit")}</PendingButton>
            </div>
          </div>
        </fieldset>
      </Form>
      {/* Beside the editor on a wide screen; after it on a phone, where the editor comes first. */}
      <aside className="space-y-4">
        <CurrentVersion video={video} />
      </aside>
    </div>
  );
}

function NotReady({ video }: { video: EditableVideo }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-3" role="status">
      <p className="font-semibold">{t(video.status === "failed" || video.status === "cancelled" ? "videoEdit.cannotEdit" : "videoEdit.notReady")}</p>
      <Link to={libraryVideoHref(video.id)} className="btn-secondary">
        {t("videoEdit.back")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
