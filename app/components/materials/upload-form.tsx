import { useActionData, useMatches, useNavigate } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "remix-utils/use-hydrated";
import { PendingButton, Spinner } from "~/components/pending-button";
import { ErrorList, LabelledControl } from "~/components/form-fields";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { materialsHref, uploadAnchor, uploadFormId, type MaterialsActionData, type MaterialsView } from "./materials";
import { sendUpload, uploadDataUrl } from "./send-upload";
import { acceptedFiles, checkBeforeUpload, uploadHintValues, uploadLimits, uploadProblemMessage } from "./upload-limits";
import { CardHeading } from "~/components/card-heading";

type UploadState = { phase: "idle" } | { phase: "sending"; percent: number } | { phase: "checking" } | { phase: "done"; name: string } | { phase: "error"; message: string };

/**
 * The upload: a native multipart post without JavaScript (the page comes back with a toast, or with the refusal
 * next to the form); with it, the same form sent by XMLHttpRequest with a progress bar, then the list read again.
 */
export function UploadForm({ view }: { view: MaterialsView }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const routeId = useMatches().at(-1)?.id ?? "";
  const pageAnswer = useActionData() as MaterialsActionData | undefined;
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const abort = useRef<(() => void) | null>(null);
  const action = materialsHref({ ...view, tab: "library" });

  // Leaving the page stops an upload on its way.
  useEffect(() => () => abort.current?.(), []);

  async function upload(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const chosen = data.get("file");
    const file = chosen instanceof File && chosen.name ? chosen : null;
    const problem = checkBeforeUpload(file, String(data.get("description") ?? ""));
    if (problem) {
      const { key, values } = uploadProblemMessage(problem);
      setState({ phase: "error", message: t(key, values) });
      return;
    }
    data.set("via", "fetcher");
    setState({ phase: "sending", percent: 0 });
    const sending = sendUpload(uploadDataUrl(action, routeId), data, (percent) => setState(percent >= 100 ? { phase: "checking" } : { phase: "sending", percent }));
    abort.current = sending.abort;
    const answer = await sending.answer;
    abort.current = null;
    switch (answer.kind) {
      case "uploaded": {
        form.reset();
        setState({ phase: "done", name: answer.item.name });
        // The new item is first in the library: show that page, which also reads the list (and the toast) again.
        const kind = view.kind === answer.item.kind ? view.kind : null;
        navigate(materialsHref({ tab: "library", kind, page: 1, pick: view.pick }), { preventScrollReset: true });
        return;
      }
      case "refused":
        setState({ phase: "error", message: answer.message });
        return;
      case "redirect":
        window.location.assign(answer.to);
        return;
      case "failed":
        setState({ phase: "error", message: t("addMaterial.upload.failed") });
        return;
      case "cancelled":
        setState({ phase: "error", message: t("addMaterial.upload.cancelled") });
        return;
    }
  }

  const busy = state.phase === "sending" || state.phase === "checking";
  const pageError = pageAnswer?.formId === uploadFormId ? pageAnswer.error : undefined;
  const error = state.phase === "error" ? state.message : state.phase === "idle" ? pageError : undefined;
  const errorId = error ? "upload-error" : undefined;

  return (
    <section id={uploadAnchor} aria-labelledby="upload-title" className="card scroll-mt-4 space-y-4">
      <CardHeading id="upload-title" title={t("addMaterial.upload.title")} intro={t("addMaterial.upload.intro")} />
      <form method="post" encType="multipart/form-data" action={action} onSubmit={hydrated ? upload : undefined} className="space-y-4">
        <LabelledControl htmlFor="upload-file" label={t("addMaterial.upload.file")}>
          <input
            id="upload-file"
            type="file"
            name="file"
            accept={acceptedFiles}
            required
            disabled={busy}
            aria-describedby={errorId ? `upload-file-hint ${errorId}` : "upload-file-hint"}
            aria-invalid={error ? true : undefined}
            className="block w-full min-w-0 text-sm file:mr-3 file:rounded-lg file:border file:border-line file:bg-surface file:px-3 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-primary-soft"
          />
          <p id="upload-file-hint" className="text-xs text-muted">
            {t("addMaterial.upload.fileHint", uploadHintValues)}
          </p>
        </LabelledControl>
        <LabelledControl htmlFor="upload-description" label={t("addMaterial.upload.description")}>
          <input
            id="upload-description"
            type="text"
            name="description"
            maxLength={uploadLimits.descriptionChars}
            defaultValue={pageAnswer?.formId === uploadFormId ? pageAnswer.description : undefined}
            disabled={busy}
            aria-describedby="upload-description-hint"
            className="input"
          />
          <p id="upload-description-hint" className="text-xs text-muted">
            {t("addMaterial.upload.descriptionHint")}
          </p>
        </LabelledControl>
        <div role="alert" id={errorId}>
          <ErrorList errors={error ? [error] : undefined} />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <PendingButton pending={busy}>{t("addMaterial.upload.submit")}</PendingButton>
          {state.phase === "sending" ? (
            <button type="button" onClick={() => abort.current?.()} className="btn-secondary">
              {t("addMaterial.upload.cancel")}
            </button>
          ) : null}
        </div>
        <UploadProgress state={state} />
      </form>
    </section>
  );
}

/** The bar's place is kept while nothing is on its way, so starting an upload moves nothing on the page. */
function UploadProgress({ state }: { state: UploadState }) {
  const { t } = useTranslation();
  const label =
    state.phase === "sending"
      ? t("addMaterial.upload.sending", { percent: state.percent })
      : state.phase === "checking"
        ? t("addMaterial.upload.checking")
        : state.phase === "done"
          ? t("addMaterial.upload.complete", { name: state.name })
          : null;
  return (
    <div aria-live="polite" className="min-h-[2.25rem] space-y-1">
      {label ? (
        <>
          <ProgressBar value={state.phase === "sending" ? state.percent : 100} label={label} />
          <p className="flex items-center gap-2 truncate text-xs text-muted">
            {state.phase === "checking" ? <Spinner className="h-3 w-3" /> : null}
            {label}
          </p>
        </>
      ) : null}
    </div>
  );
}
