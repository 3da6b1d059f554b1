import { getFormProps, getInputProps, type FieldMetadata, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { EditHistory, EditorFormActions, readEditIntent, useEditorKey } from "~/components/edit-history/edit-history";
import { secondsOf, subtitleDefaults, SubtitleEditSchema, subtitleFormId } from "~/components/edit-history/subtitle-lines";
import { promotionalEditHref, promotionalListHref } from "~/components/promotional/promotional";
import { ErrorList, LabelledControl } from "~/components/form-fields";
import { NewVersionNotice } from "~/components/new-version-notice";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { NoticeCard } from "~/components/notice-card";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { useSchemaForm } from "~/components/use-schema-form";
import { VideoPlayer } from "~/components/videos/video-player";
import { loadPromotionalEditor, savePromotionalEdit, startPromotionalEdit, stepPromotionalHistory, type PromotionalEditOutcome } from "~/data/promotional-edit.server";
import { requirePower, requireUser } from "~/utils/auth.server";
import { readForm } from "~/utils/read-form.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { isPromotionalVideoId, type PromotionalVideoView } from "../../api/contract";

/** While a new version renders, the page reads its data again this often, and opens the editor once it is applied. */
const refreshSeconds = 3;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data ? `${data.title} · Promoreel` : "Promoreel" }];

function readVideoId(request: Request): string {
  const id = new URL(request.url).searchParams.get("id") ?? "";
  if (!isPromotionalVideoId(id)) throw new Response(null, { status: 404 });
  return id;
}

/** Without the `promotional` power (plans below Pro) the page offers the upgrade, as /promotional does. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  if (!user.powers.includes("promotional")) return json({ locked: true as const, title: context.t("editHistory.promo.heading") });
  const { video, editor } = await loadPromotionalEditor(context, readVideoId(request));
  return json({ locked: false as const, title: context.t("editHistory.promo.title", { title: video.title }), video, editor });
}

export interface PromotionalEditActionData {
  /** The lines form's answer (Save changes, Make new version). */
  result?: SubmissionResult<string[]>;
  /** The plan refused: the message links to the plans. */
  upgrade?: boolean;
  /** Why Undo or Redo was refused. */
  historyError?: string;
}

/**
 * Each button posts an `intent`: `save` records the changed lines, `undo` and `redo` step through the records, and
 * `composite` records what is left and makes the new version, then shows it on its way in the list.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "promotional");
  const videoId = readVideoId(request);
  const formData = await readForm(request, context);
  const intent = readEditIntent(formData);
  const { t } = context;

  if (intent === "undo" || intent === "redo") {
    const outcome = await stepPromotionalHistory(context, videoId, intent);
    if (outcome.status === "refused") return json<PromotionalEditActionData>({ historyError: outcome.message }, { status: 400 });
    context.toasts.success(t(intent === "undo" ? "editHistory.undoneToast" : "editHistory.redoneToast"));
    return redirect(promotionalEditHref(videoId));
  }

  const submission = parseWithZod(formData, { schema: SubtitleEditSchema });
  if (submission.status !== "success") return json<PromotionalEditActionData>({ result: submission.reply() }, { status: 400 });
  const outcome: PromotionalEditOutcome =
    intent === "save" ? await savePromotionalEdit(context, videoId, submission.value) : await startPromotionalEdit(context, videoId, submission.value);
  if (outcome.status === "unchanged")
    return json<PromotionalEditActionData>({ result: submission.reply({ formErrors: ["editHistory.promo.nothingChanged"] }) }, { status: 400 });
  if (outcome.status === "tooMany")
    return json<PromotionalEditActionData>({ result: submission.reply({ formErrors: [t("editHistory.promo.tooManyLines", { count: outcome.limit })] }) }, { status: 400 });
  if (outcome.status === "refused") {
    // The line the API names gets the sentence beside it; anything else is the form's error.
    const row = outcome.line === null ? -1 : submission.value.lines.findIndex((line) => line.index === outcome.line);
    const errors = row >= 0 ? { fieldErrors: { [`lines[${row}]`]: [outcome.message] } } : { formErrors: [outcome.message] };
    return json<PromotionalEditActionData>({ result: submission.reply(errors), upgrade: outcome.upgrade }, { status: 400 });
  }
  if (intent === "save") {
    context.toasts.success(t("editHistory.savedToast"));
    return redirect(promotionalEditHref(videoId));
  }
  context.toasts.success(t("editHistory.promo.started"));
  return redirect(promotionalListHref(1, { id: videoId }));
}

export default function PromotionalEditPage() {
  const { t } = useTranslation();
  const data = useLoaderData<typeof loader>();
  const location = useLocation();
  const editorKey = useEditorKey(!data.locked && data.editor ? data.editor.history.revision : "", useActionData<typeof action>() !== undefined);

  if (data.locked) {
    return (
      <div className="mx-auto max-w-3xl space-y-6">
        <h1 className="text-2xl font-semibold">{t("editHistory.promo.heading")}</h1>
        <NoticeCard title={t("editHistory.promo.locked.title")} body={t("editHistory.promo.locked.body")}>
          <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-primary">
            {t("editHistory.promo.locked.seePlans")}
          </Link>
        </NoticeCard>
      </div>
    );
  }

  const { video, editor } = data;
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <Link to={promotionalListHref(1, { id: video.id })} className="link inline-block text-sm">
        ← {t("editHistory.promo.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{t("editHistory.promo.heading")}</h1>
        <p className="break-words text-muted">
          {video.title} · {t("editHistory.promo.version", { number: video.version })}
        </p>
      </div>
      {editor ? <Editor key={editorKey} video={video} editor={editor} /> : <NotReady video={video} />}
    </div>
  );
}

type LoadedEditor = NonNullable<Extract<ReturnType<typeof useLoaderData<typeof loader>>, { locked: false }>["editor"]>;
type LineFields = z.input<typeof SubtitleEditSchema>["lines"][number];

const isRendering = (status: PromotionalVideoView["status"]) => status === "generating" || status === "exporting";

function Editor({ video, editor }: { video: PromotionalVideoView; editor: LoadedEditor }) {
  const { t } = useTranslation();
  const actionData = useActionData<typeof action>();
  const { subtitles } = editor;
  const [form, fields] = useSchemaForm(SubtitleEditSchema, { id: subtitleFormId, lastResult: actionData?.result, defaultValue: subtitleDefaults(subtitles.edited) });
  const updating = Boolean(video.update && isRendering(video.update.status));
  useRefreshWhile(updating, refreshSeconds);
  const changed = new Set(editor.changedLines);

  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_20rem]">
      <NoScriptRefresh working={updating} seconds={refreshSeconds} />
      <div className="space-y-4 lg:col-span-2">
        <UpdateNotice video={video} />
        <EditHistory history={editor.history} locked={updating} error={actionData?.historyError} />
      </div>
      <Form method="post" {...getFormProps(form)} className="min-w-0 space-y-6">
        <fieldset disabled={updating} className="space-y-6">
          <section aria-labelledby="lines-title" className="card space-y-4 p-4 sm:p-6">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="lines-title" className="text-lg font-semibold">
                {t("editHistory.promo.lines")}
              </h2>
              <p className="text-sm text-muted">{t("editHistory.promo.length", { seconds: secondsOf(subtitles.duration_ms) })}</p>
            </div>
            <p className="text-sm text-muted">{t("editHistory.promo.linesHint")}</p>
            {subtitles.edited.length === 0 ? <p>{t("editHistory.promo.noLines")}</p> : null}
            <ol className="space-y-3">
              {fields.lines.getFieldList().map((line, row) => {
                const index = subtitles.edited[row]?.index ?? row;
                return <LineFieldset key={line.key} field={line} number={index + 1} changed={changed.has(index)} maxSeconds={subtitles.duration_ms / 1000} />;
              })}
            </ol>
          </section>
          <EditorFormActions form={form} upgrade={actionData?.upgrade} hint={t("editHistory.promo.keepsOld")} submitLabel={t("editHistory.promo.submit")} />
        </fieldset>
      </Form>
      {/* Beside the editor on a wide screen, in view along a long list of lines; after it on a phone, where the editor comes first. */}
      <aside className="space-y-4 lg:sticky lg:top-4 lg:self-start">
        <CurrentVersion video={video} />
      </aside>
    </div>
  );
}

/** One line: its words, and when it shows and stops, in seconds with 0.1 s steps. */
function LineFieldset({ field, number, changed, maxSeconds }: { field: FieldMetadata<LineFields>; number: number; changed: boolean; maxSeconds: number }) {
  const { t } = useTranslation();
  const line = field.getFieldset();
  return (
    <li id={`line-${number}`} className="relative scroll-mt-4 rounded-xl border border-line p-3 sm:p-4">
      <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-[1fr_7rem_7rem]" aria-describedby={field.errors?.length ? field.errorId : undefined}>
        <legend className="mb-2 font-semibold">{t("editHistory.promo.line", { number })}</legend>
        {changed ? (
          <span className="absolute right-3 top-3 rounded-full bg-primary-soft px-2 py-0.5 text-xs font-semibold text-primary">{t("editHistory.promo.changed")}</span>
        ) : null}
        <input {...getInputProps(line.index, { type: "hidden" })} />
        <LabelledControl htmlFor={line.text.id} label={t("editHistory.promo.text")} errorId={line.text.errorId} errors={line.text.errors} className="col-span-2 sm:col-span-1">
          <input {...getInputProps(line.text, { type: "text" })} maxLength={120} className="input" />
        </LabelledControl>
        <LabelledControl htmlFor={line.start.id} label={t("editHistory.promo.start")} errorId={line.start.errorId} errors={line.start.errors}>
          <input {...getInputProps(line.start, { type: "number" })} step="0.1" min="0" max={maxSeconds} inputMode="decimal" className="input" />
        </LabelledControl>
        <LabelledControl htmlFor={line.end.id} label={t("editHistory.promo.end")} errorId={line.end.errorId} errors={line.end.errors}>
          <input {...getInputProps(line.end, { type: "number" })} step="0.1" min="0" max={maxSeconds} inputMode="decimal" className="input" />
        </LabelledControl>
        <div className="col-span-2 empty:hidden sm:col-span-3">
          <ErrorList id={field.errorId} errors={field.errors} />
        </div>
      </fieldset>
    </li>
  );
}

/** The version people see now: it keeps playing until the new one is applied. */
function CurrentVersion({ video }: { video: PromotionalVideoView }) {
  const { t } = useTranslation();
  const file = video.files[0];
  if (!file) return null;
  return (
    <section aria-labelledby="current-version" className="card space-y-3 p-4">
      <h2 id="current-version" className="font-semibold">
        {t("editHistory.promo.current")}
      </h2>
      <div className="relative mx-auto max-h-[70vh] overflow-hidden rounded-xl bg-zinc-900" style={{ aspectRatio: `${file.width} / ${file.height}` }}>
        <VideoPlayer file={file} title={video.title} />
      </div>
      <p className="text-xs text-muted">
        {t("editHistory.promo.version", { number: video.version })} · {video.aspect_ratios.join(", ")}
      </p>
    </section>
  );
}

/** A new version on its way (editing waits for it, with the way back to the list), or why the last one failed. */
function UpdateNotice({ video }: { video: PromotionalVideoView }) {
  const { t } = useTranslation();
  const { update } = video;
  if (!update) return null;
  return (
    <NewVersionNotice
      update={update}
      rendering={isRendering(update.status)}
      label={t("editHistory.promo.updating", { version: update.version })}
      failedText={t("editHistory.promo.versionFailed")}
    >
      <Link to={promotionalListHref(1, { id: video.id })} className="btn-secondary">
        {t("editHistory.promo.back")}
      </Link>
    </NewVersionNotice>
  );
}

function NotReady({ video }: { video: PromotionalVideoView }) {
  const { t } = useTranslation();
  return (
    <section className="card space-y-3" role="status">
      <p className="font-semibold">{t(video.status === "failed" || video.status === "cancelled" ? "editHistory.promo.cannotEdit" : "editHistory.promo.notReady")}</p>
      <Link to={promotionalListHref(1, { id: video.id })} className="btn-secondary">
        {t("editHistory.promo.back")}
      </Link>
    </section>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
