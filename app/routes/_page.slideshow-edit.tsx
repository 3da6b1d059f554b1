import { parseWithZod } from "@conform-to/zod";
import type { SubmissionResult } from "@conform-to/react";
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { NestedErrorBoundary } from "~/components/general-error-boundary";
import { uploadProblemMessage } from "~/components/materials/upload-limits";
import { PendingButton } from "~/components/pending-button";
import { EditToolbar, FormatPanel, SettingsPanel, VideoPanel } from "~/components/slideshows/edit-panels";
import { NoScriptRefresh, useRefreshWhile } from "~/components/slideshows/refresh-while-working";
import { SlideEditor } from "~/components/slideshows/slide-editor";
import {
  DeleteSlideSchema,
  HistorySchema,
  MoveSlideSchema,
  ResizeSchema,
  SettingsSchema,
  slideFormId,
  SlideImageSchema,
  SlideTextsSchema,
  VideoSchema,
} from "~/components/slideshows/slideshow-edit";
import { SlideshowStatusBadge } from "~/components/slideshows/slideshow-status";
import { FormatName } from "~/components/slideshows/format-name";
import { isRendering, slideshowEditHref, slideshowListHref, slideshowListPath } from "~/components/slideshows/slideshows";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { useFormResult, type FormActionData } from "~/components/use-form-result";
import { ErrorList } from "~/components/form-fields";
import { useIntentPending } from "~/components/use-intent-pending";
import {
  changeSlide,
  copyInFormat,
  deleteSlide,
  readEditChoices,
  readSlideshow,
  renderAgain,
  saveSlideshowSettings,
  stepHistory,
  uploadSlideImage,
} from "~/data/slideshow-edit.server";
import { turnIntoVideo } from "~/data/slideshow.server";
import { requirePower } from "~/utils/auth.server";
import { planRefused } from "~/utils/form-reply.server";
import { readForm } from "~/utils/read-form.server";
import { readUpload } from "~/utils/read-upload.server";
import { RecordIdSchema } from "~/utils/validation";
import { progressHref } from "~/utils/video";
import { idPattern, type SlideshowView } from "../../api/contract";

/** While the slides are being drawn the page reads them again this often: a meta refresh without JavaScript, a revalidation with it. */
const refreshSeconds = 2;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Promoreel" }];

function slideshowIdOf(request: Request): string {
  const id = new URL(request.url).searchParams.get("id");
  if (!id || !idPattern.test(id)) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requirePower(request, context, "slideshow");
  const slideshow = await readSlideshow(context, slideshowIdOf(request));
  const title = `${context.t("slideshowEdit.pageTitle", { title: slideshow.title })} · ${context.t("app.name")}`;
  if (slideshow.status !== "ready") return json({ title, slideshow, choices: null, confirmDeleteId: null });
  const confirmDelete = new URL(request.url).searchParams.get("confirm-delete");
  const confirmDeleteId = slideshow.slides.find((slide) => slide.id === confirmDelete)?.id ?? null;
  return json({ title, slideshow, choices: await readEditChoices(context, slideshow, user.current_plan), confirmDeleteId });
}

const refused = (formId: string, result: SubmissionResult<string[]>) => json<FormActionData>({ formId, result }, { status: 400 });

/** Back to the editor (at the slide that changed, if one did), with what was done as a toast. */
function done(context: AppLoadContext, slideshowId: string, message: string, slideId?: string) {
  context.toasts.success(message);
  return redirect(slideshowEditHref(slideshowId, { slide: slideId }));
}

/** Each form posts its `intent`; an upload is the one multipart post. A refusal is shown by the form it came from. */
export async function action({ request, context }: ActionFunctionArgs) {
  await requirePower(request, context, "slideshow");
  const id = slideshowIdOf(request);
  if (/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) return upload(request, context, id);
  const formData = await readForm(request, context);
  const { t } = context;

  switch (formData.get("intent")) {
    case "texts": {
      const submission = parseWithZod(formData, { schema: SlideTextsSchema });
      const formId = slideFormId(String(formData.get("slide") ?? ""), "texts");
      if (submission.status !== "success") return refused(formId, submission.reply());
      const { slide } = submission.value;
      // The form's fields are named after the layers; the rest of it is not sent on.
      const saved = await changeSlide(context, id, { kind: "texts", slideId: slide, texts: submission.value });
      if (!saved.ok) return refused(formId, submission.reply(saved.layer ? { fieldErrors: { [saved.layer]: [saved.message] } } : { formErrors: [saved.message] }));
      return done(context, id, t("slideshowEdit.textsSaved"), slide);
    }
    case "move": {
      const submission = parseWithZod(formData, { schema: MoveSlideSchema });
      const formId = slideFormId(String(formData.get("slide") ?? ""), "move");
      if (submission.status !== "success") return refused(formId, submission.reply());
      const moved = await changeSlide(context, id, { kind: "move", slideId: submission.value.slide, move: submission.value.move });
      if (!moved.ok) return refused(formId, submission.reply({ formErrors: [moved.message] }));
      return done(context, id, t("slideshowEdit.moved"), submission.value.slide);
    }
    case "image": {
      const submission = parseWithZod(formData, { schema: SlideImageSchema });
      const formId = slideFormId(String(formData.get("slide") ?? ""), "image");
      if (submission.status !== "success") return refused(formId, submission.reply());
      const { slide, image } = submission.value;
      const changed = await changeSlide(context, id, { kind: "image", slideId: slide, imageId: image === "none" ? null : image });
      if (!changed.ok) return refused(formId, submission.reply({ formErrors: [changed.message] }));
      return done(context, id, t("slideshowEdit.imageChanged"), slide);
    }
    case "delete": {
      const submission = parseWithZod(formData, { schema: DeleteSlideSchema });
      const formId = slideFormId(String(formData.get("id") ?? ""), "delete");
      if (submission.status !== "success") return refused(formId, submission.reply());
      const deleted = await deleteSlide(context, id, submission.value.id);
      if (!deleted.ok) return refused(formId, submission.reply({ formErrors: [deleted.message] }));
      return done(context, id, t("slideshowEdit.slideDeleted"));
    }
    case "settings": {
      const submission = parseWithZod(formData, { schema: SettingsSchema });
      if (submission.status !== "success") return refused("settings", submission.reply());
      const { title, template, brand } = submission.value;
      const saved = await saveSlideshowSettings(context, id, { title, templateId: template, brandId: brand ?? null });
      if (saved.ok === "unchanged") return refused("settings", submission.reply({ formErrors: ["slideshowEdit.nothingChanged"] }));
      if (!saved.ok) return refused("settings", submission.reply({ formErrors: [saved.message] }));
      return done(context, id, t("slideshowEdit.settingsSaved"));
    }
    case "undo":
    case "redo": {
      const submission = parseWithZod(formData, { schema: HistorySchema });
      if (submission.status !== "success") return refused("history", submission.reply());
      const stepped = await stepHistory(context, id, submission.value.intent);
      if (!stepped.ok) return refused("history", submission.reply({ formErrors: [stepped.message] }));
      return done(context, id, t(submission.value.intent === "undo" ? "slideshowEdit.undone" : "slideshowEdit.redone"));
    }
    case "resize": {
      const submission = parseWithZod(formData, { schema: ResizeSchema });
      if (submission.status !== "success") return refused("resize", submission.reply());
      const copy = await copyInFormat(context, id, submission.value.format);
      if (!copy.ok) return copy.upgrade ? planRefused(context, request, copy.message) : refused("resize", submission.reply({ formErrors: [copy.message] }));
      return done(context, copy.data.id, t("slideshowEdit.copyStarted"));
    }
    case "video": {
      const submission = parseWithZod(formData, { schema: VideoSchema });
      if (submission.status !== "success") return refused("video", submission.reply());
      const video = await turnIntoVideo(context, id, { voice: submission.value.voice ?? false, music: submission.value.music });
      if (!video.ok) return video.upgrade ? planRefused(context, request, video.message) : refused("video", submission.reply({ formErrors: [video.message] }));
      return redirect(progressHref([video.data.id]));
    }
    case "render": {
      const again = await renderAgain(context, id);
      if (!again.ok) return refused("render", { status: "error", error: { "": [again.message] } });
      return redirect(slideshowEditHref(id));
    }
    default:
      return refused("unknown", { status: "error", error: { "": [t("errors.formRejected")] } });
  }
}

/** A new image for a slide, from the device: a multipart post read to disk, then sent on to the API. */
async function upload(request: Request, context: AppLoadContext, slideshowId: string) {
  const reading = await readUpload(request);
  const slideId = RecordIdSchema.safeParse(reading.fields.slide);
  const formId = slideFormId(slideId.success ? slideId.data : "", "upload");
  const refusedWith = (message: string) => refused(formId, { status: "error", error: { "": [message] } });
  if (!reading.ok) {
    const { key, values } = uploadProblemMessage(reading.problem);
    return refusedWith(context.t(key, values));
  }
  try {
    if (!slideId.success) return refusedWith(context.t("errors.formRejected"));
    const uploaded = await uploadSlideImage(context, slideshowId, slideId.data, reading.file);
    if (!uploaded.ok) return refusedWith(uploaded.message);
    return done(context, slideshowId, context.t("slideshowEdit.imageUploaded"), slideId.data);
  } finally {
    await reading.discard();
  }
}

/** /slideshow-edit: the slides in order, each with its texts, place and image; the slideshow's settings, history, files and video. */
export default function SlideshowEditPage() {
  const { t } = useTranslation();
  const { slideshow, choices, confirmDeleteId } = useLoaderData<typeof loader>();
  const working = isRendering(slideshow);
  useRefreshWhile(working, refreshSeconds);

  return (
    <div className="space-y-6">
      <NoScriptRefresh working={working} seconds={refreshSeconds} />
      <Link to={slideshowListHref(1, { slideshow: slideshow.id })} className="link inline-block text-sm">
        ← {t("slideshowEdit.back")}
      </Link>
      <div className="space-y-1">
        <h1 className="break-words text-2xl font-semibold">{slideshow.title}</h1>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
          <SlideshowStatusBadge status={slideshow.status} />
          <span>
            <FormatName format={slideshow.format} />
          </span>
          {slideshow.product_name ? <span className="text-muted">{slideshow.product_name}</span> : null}
        </p>
      </div>

      {slideshow.status === "rendering" ? <Drawing slideshow={slideshow} /> : null}
      {slideshow.status === "failed" ? <Failed slideshow={slideshow} /> : null}
      {slideshow.status === "ready" && choices ? (
        <>
          <EditToolbar slideshow={slideshow} />
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_18rem] lg:items-start">
            <section aria-label={t("slideshowEdit.slides")} className="min-w-0">
              <ol className="space-y-4">
                {slideshow.slides.map((slide, index) => (
                  <SlideEditor key={slide.id} slideshow={slideshow} slide={slide} index={index} images={choices.images} confirmingDelete={confirmDeleteId === slide.id} />
                ))}
              </ol>
            </section>
            <aside className="space-y-4">
              <SettingsPanel
                key={`${slideshow.title}-${slideshow.template_id}-${slideshow.brand_id}`}
                slideshow={slideshow}
                templates={choices.templates}
                brands={choices.brands}
              />
              <FormatPanel slideshow={slideshow} />
              <VideoPanel music={choices.music} />
            </aside>
          </div>
        </>
      ) : null}
    </div>
  );
}

/** The slides being drawn, with how far it has come; the page follows by itself. */
function Drawing({ slideshow }: { slideshow: SlideshowView }) {
  const { t } = useTranslation();
  return (
    <section role="status" className="card space-y-3">
      <p className="font-semibold">{t("slideshowEdit.drawing")}</p>
      <ProgressBar value={slideshow.progress} label={t("slideshow.progressLabel", { percent: slideshow.progress })} />
      <p className="text-sm text-muted">{t("slideshowEdit.drawingHint", { percent: slideshow.progress })}</p>
    </section>
  );
}

function Failed({ slideshow }: { slideshow: SlideshowView }) {
  const { t } = useTranslation();
  const pending = useIntentPending("render");
  const result = useFormResult("render");
  return (
    <section role="alert" className="card space-y-3">
      <p className="font-semibold text-danger">{t("slideshowEdit.failed")}</p>
      <p className="text-sm text-muted">{slideshow.error ?? t("slideshow.failedNoReason")}</p>
      <ErrorList errors={result?.error?.[""] ?? undefined} />
      <Form method="post" className="flex flex-wrap gap-2">
        <PendingButton pending={pending} name="intent" value="render">
          {t("slideshowEdit.drawAgain")}
        </PendingButton>
        <Link to={slideshowListPath} className="btn-secondary">
          {t("slideshowEdit.back")}
        </Link>
      </Form>
    </section>
  );
}

export const ErrorBoundary = NestedErrorBoundary;
