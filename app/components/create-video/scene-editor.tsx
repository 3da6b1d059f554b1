import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList, LabelledControl } from "~/components/form-fields";
import type { ScriptSceneView } from "../../../api/contract";
import { browserMediaHref } from "~/utils/video";
import { useFormResult, type FormActionData } from "~/components/use-form-result";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { SceneSchema, sceneFormId } from "./schemas";
import { useSchemaForm } from "~/components/use-schema-form";

/** One scene: its picture, spoken line and on-screen text; save the edit or ask for another wording. */
export function SceneEditor({ scriptId, scene, index }: { scriptId: string; scene: ScriptSceneView; index: number }) {
  const { t } = useTranslation();
  const formId = sceneFormId(scriptId, index);
  const fetcher = useFetcher<FormActionData>({ key: formId });
  const pageResult = useFormResult(formId);
  const [form, fields] = useSchemaForm(SceneSchema, {
    id: formId,
    lastResult: fetcher.data?.formId === formId ? fetcher.data.result : pageResult,
    defaultValue: { spoken: scene.spoken, onScreenText: scene.on_screen_text },
    // Only the lines count as changes; the hidden ids never do.
    shouldDirtyConsider: (name) => name === "spoken" || name === "onScreenText",
  });
  const sending = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  const number = index + 1;
  // The last save's notice stays until the scene is changed again.
  const [notice, setNotice] = useState<string | null>(null);
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.formId === formId) setNotice(fetcher.data.notice ?? null);
  }, [fetcher.state, fetcher.data, formId]);

  return (
    <li className="rounded-xl border border-line p-3 sm:p-4">
      {/* The form's id is also the anchor a plain post comes back to. */}
      <fetcher.Form
        method="post"
        preventScrollReset
        {...getFormProps(form)}
        aria-label={t("createVideo.script.scene", { number })}
        className="grid scroll-mt-4 gap-4 sm:grid-cols-[6rem_1fr]"
        onInput={() => setNotice(null)}
      >
        <ViaFetcher />
        <input type="hidden" name="script" value={scriptId} />
        <input type="hidden" name="scene" value={index} />
        <div className="flex gap-3 sm:flex-col">
          <SceneMedia scene={scene} />
          <div className="text-xs text-muted">
            <p className="font-semibold text-ink">{t("createVideo.script.scene", { number })}</p>
            <p>{t(`createVideo.role.${scene.role}`, scene.role)}</p>
            <p>{t("createVideo.script.duration", { seconds: (scene.duration_ms / 1000).toFixed(1) })}</p>
          </div>
        </div>
        <div className="min-w-0 space-y-3">
          <LabelledControl htmlFor={fields.spoken.id} label={t("createVideo.script.spoken")} errors={fields.spoken.errors}>
            <textarea {...getTextareaProps(fields.spoken)} rows={3} maxLength={400} className="input" />
          </LabelledControl>
          <LabelledControl htmlFor={fields.onScreenText.id} label={t("createVideo.script.onScreen")} errors={fields.onScreenText.errors}>
            <input {...getInputProps(fields.onScreenText, { type: "text" })} maxLength={120} className="input" />
          </LabelledControl>
          <ErrorList id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap items-center gap-2">
            <PendingButton pending={sending === "edit-scene"} disabled={Boolean(sending)} name="intent" value="edit-scene">
              {t("createVideo.script.save")}
            </PendingButton>
            <PendingButton pending={sending === "regen-scene"} disabled={Boolean(sending)} name="intent" value="regen-scene" className="btn-secondary" formNoValidate>
              {t("createVideo.script.reword")}
            </PendingButton>
            <span role="status" className="text-sm text-success">
              {sending ? null : notice}
            </span>
          </div>
        </div>
      </fetcher.Form>
    </li>
  );
}

/** The scene's picture: a product photo, or the name of the built-in moving background it plays over. */
function SceneMedia({ scene }: { scene: ScriptSceneView }) {
  const { t } = useTranslation();
  const { media } = scene;
  if (media.kind === "image") {
    return (
      <img
        src={browserMediaHref(media.url)}
        alt={t("createVideo.script.productPhoto")}
        width={96}
        height={96}
        className="h-20 w-20 shrink-0 rounded-lg bg-primary-soft object-cover sm:h-24 sm:w-24"
      />
    );
  }
  const label = media.kind === "broll" ? t(`createVideo.broll.${media.id}`, media.id) : t("createVideo.script.ownClip");
  return (
    <div className="flex h-20 w-20 shrink-0 items-end rounded-lg bg-gradient-to-br from-primary to-primary-soft p-2 text-[0.65rem] font-semibold leading-tight text-primary-ink sm:h-24 sm:w-24">
      {label}
    </div>
  );
}
