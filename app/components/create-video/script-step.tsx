import { Link, useFetcher } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { flowHref, type Flow } from "~/utils/create-video-flow";
import type { ScriptView } from "../../../api/contract";
import type { Loaded } from "~/utils/api.server";
import { useFormResult, type FormActionData } from "~/components/use-form-result";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { SceneEditor } from "./scene-editor";
import { NoticeCard } from "~/components/notice-card";

/** Step 3: each chosen idea's script, scene by scene: edit the lines, or ask for a new wording. */
export function ScriptStep({ flow, scripts }: { flow: Flow; scripts: Loaded<ScriptView[]> }) {
  const { t } = useTranslation();
  if (!scripts.ok) {
    return (
      <NoticeCard title={t("createVideo.script.failed")} body={scripts.message} alert>
        <Link to={flowHref(flow, { step: "ideas", scriptIds: [] })} className="btn-primary">
          {t("createVideo.script.backToIdeas")}
        </Link>
      </NoticeCard>
    );
  }

  return (
    <div className="space-y-6">
      <p className="text-sm text-muted">{t("createVideo.script.intro")}</p>
      {scripts.data.map((script, index) => (
        <ScriptCard key={script.id} script={script} number={index + 1} count={scripts.data.length} />
      ))}
      <StepNavigation back={flowHref(flow, { step: "ideas" })} next={flowHref(flow, { step: "settings" })} nextLabel={t("createVideo.script.next")} />
    </div>
  );
}

function ScriptCard({ script, number, count }: { script: ScriptView; number: number; count: number }) {
  const { t } = useTranslation();
  const formId = `script-${script.id}`;
  const fetcher = useFetcher<FormActionData>({ key: formId });
  const pageResult = useFormResult(formId);
  const result = fetcher.data?.formId === formId ? fetcher.data.result : pageResult;

  return (
    <section id={formId} aria-labelledby={`${formId}-title`} className="card scroll-mt-4 space-y-4 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="text-xs font-medium uppercase tracking-wide text-muted">
            {count > 1 ? t("createVideo.script.numbered", { number, count }) : t("createVideo.script.single")}
          </p>
          <h2 id={`${formId}-title`} className="text-lg font-semibold">
            {script.angle}
          </h2>
          <p className="text-sm text-muted">
            {t(`createVideo.format.${script.format}`, script.format)} · {t("createVideo.seconds", { count: script.length_seconds })} ·{" "}
            {t("createVideo.script.sceneCount", { count: script.scenes.length })}
          </p>
        </div>
        <fetcher.Form method="post" preventScrollReset>
          <ViaFetcher />
          <input type="hidden" name="intent" value="regen-script" />
          <input type="hidden" name="script" value={script.id} />
          <PendingButton pending={fetcher.state !== "idle"} className="btn-secondary">
            {t("createVideo.script.rewrite")}
          </PendingButton>
        </fetcher.Form>
      </div>
      <ErrorList errors={result?.error?.[""] ?? undefined} />
      {fetcher.state === "idle" && fetcher.data?.notice ? (
        <p role="status" className="text-sm text-success">
          {fetcher.data.notice}
        </p>
      ) : null}
      <ol className="space-y-3">
        {script.scenes.map((scene, index) => (
          // Keyed by content, so a new wording from the server replaces what the fields show.
          <SceneEditor key={`${scene.id}|${scene.spoken}|${scene.on_screen_text}`} scriptId={script.id} scene={scene} index={index} />
        ))}
      </ol>
    </section>
  );
}

export function StepNavigation({ back, next, nextLabel }: { back: string; next?: string; nextLabel?: string }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <Link to={back} className="btn-secondary">
        {t("createVideo.back")}
      </Link>
      {next ? (
        <Link to={next} className="btn-primary">
          {nextLabel}
        </Link>
      ) : null}
    </div>
  );
}
