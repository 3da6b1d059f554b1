import { getFormProps } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { LookAndSoundFields } from "~/components/video-edit/look-and-sound-fields";
import { PresenterFields } from "~/components/video-edit/presenter-fields";
import { extraOptions, SceneFields } from "~/components/video-edit/scene-fields";
import { CurrentVersion, UpdateNotice } from "~/components/video-edit/video-state";
import { editDefaults, editFormId, EditVideoSchema, readEditAddress, totalSeconds, type EditableVideo } from "~/components/video-edit/video-edit";
import { loadVideoEditor, saveVideoEdit, startVideoEdit, stepVideoHistory, type VideoEditOutcome } from "~/data/video-edit.server";
import { EditHistory, EditorFormActions, readEditIntent, useEditorKey } from "~/components/edit-history/edit-history";
import { isUpdating } from "~/components/videos/library";
import { requireUser, requireUserId } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { useSchemaForm } from "~/components/use-schema-form";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Promoreel` : "Promoreel" }];

/** Where the library shows this video, with its card highlighted (the new version's progress is shown there). */
const libraryVideoHref = (videoId: string) => `/videos?id=${encodeURIComponent(videoId)}#video-${videoId}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const { videoId, pick } = readEditAddress(new URL(request.url).searchParams);
  if (!videoId) throw new Response(null, { status: 404 });
  const { video, editor } = await loadVideoEditor(context, videoId, user.current_plan);
  return json({ title: context.t("videoEdit.title", { title: video.title }), video, pick: editor ? pick : null, editor });
}

export interface VideoEditActionData {
  /** The edit form's answer (Save changes, Make the new version). */
  result?: SubmissionResult<string[]>;
  /** The plan does not allow a choice (music, b-roll): the message links to the plans. */
  upgrade?: boolean;
  /** Why Undo or Redo was refused. */
  historyError?: string;
}

/**
 * Each button posts an `intent`: `save` records what the form changed, `undo` and `redo` step through the records,
 * and `composite` (the main button) records what is left and makes the new version from the records.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireUserId(request, context);
  const url = new URL(request.url);
  const { videoId } = readEditAddress(url.searchParams);
  if (!videoId) throw new Response(null, { status: 404 });
  const formData = await readForm(request, context);
  const intent = readEditIntent(formData);
  const back = `${url.pathname}?${new URLSearchParams({ id: videoId })}`;

  if (intent === "undo" || intent === "redo") {
    const outcome = await stepVideoHistory(context, videoId, intent);
    if (outcome.status === "refused") return json<VideoEditActionData>({ historyError: outcome.message }, { status: 400 });
    context.toasts.success(context.t(intent === "undo" ? "editHistory.undoneToast" : "editHistory.redoneToast"));
    return redirect(back);
  }

  const submission = parseWithZod(formData, { schema: EditVideoSchema });
  if (submission.status !== "success") return json<VideoEditActionData>({ result: submission.reply() }, { status: 400 });
  const outcome: VideoEditOutcome = intent === "save" ? await saveVideoEdit(context, videoId, submission.value) : await startVideoEdit(context, videoId, submission.value);
  if (outcome.status === "unchanged") return json<VideoEditActionData>({ result: submission.reply({ formErrors: ["videoEdit.nothingChanged"] }) }, { status: 400 });
  if (outcome.status === "refused")
    return json<VideoEditActionData>({ result: submission.reply({ formErrors: [outcome.message] }), upgrade: outcome.upgrade }, { status: 400 });
  if (intent === "save") {
    context.toasts.success(context.t("editHistory.savedToast"));
    return redirect(back);
  }
  context.toasts.success(context.t("videoEdit.started"));
  return redirect(libraryVideoHref(videoId));
}

export default function VideoEditPage() {
  const { t } = useTranslation();
  const { video, editor } = useLoaderData<typeof loader>();
  const editorKey = useEditorKey(editor?.history.revision ?? "", useActionData<typeof action>() !== undefined);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={libraryVideoHref(video.id)} className="link inline-block text-sm">
        ← {t("videoEdit.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{t("videoEdit.heading")}</h1>
        <p className="text-muted">{video.title}</p>
      </div>
      {editor ? <Editor key={editorKey} video={video} editor={editor} /> : <NotReady video={video} />}
    </div>
  );
}

function Editor({ video, editor }: { video: EditableVideo; editor: NonNullable<ReturnType<typeof useLoaderData<typeof loader>>["editor"]> }) {
  const { t } = useTranslation();
  const { pick } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const defaults = editDefaults(editor.draft, pick);
  const [form, fields] = useSchemaForm(EditVideoSchema, { id: editFormId, lastResult: actionData?.result, defaultValue: defaults });
  const [total, setTotal] = useState(() => totalSeconds(defaults.scenes.map((scene) => scene.seconds)));
  const updating = isUpdating(video);
  const extra = extraOptions(
    defaults.scenes.map((scene) => scene.media),
    editor.options,
    () => t("videoEdit.media.picked"),
  );
  const options = { ...editor.options, extra };

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
      <div className="space-y-4 lg:col-span-2">
        <UpdateNotice video={video} />
        <EditHistory history={editor.history} locked={updating} error={actionData?.historyError} />
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
          <EditorFormActions form={form} upgrade={actionData?.upgrade} hint={t("videoEdit.keepsOld")} submitLabel={t("videoEdit.submit")} />
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
