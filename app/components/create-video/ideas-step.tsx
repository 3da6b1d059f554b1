import { getFormProps } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { flowHref, maxScriptsAtOnce, scriptLengths, type Flow } from "~/utils/create-video-flow";
import type { IdeaView, ScriptView } from "../../../api/contract";
import type { Loaded } from "~/utils/api.server";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { PendingButton } from "~/components/pending-button";
import { WriteScriptsSchema } from "./schemas";
import { CardHeading } from "~/components/card-heading";
import { NoticeCard } from "~/components/notice-card";
import { useSchemaForm } from "~/components/use-schema-form";

/** Step 2: the product's ideas; pick one or several and a length, or ask for new ones. */
export function IdeasStep({ flow, ideas, scripts }: { flow: Flow; ideas: Loaded<{ ideas: IdeaView[] }>; scripts: Loaded<ScriptView[]> | null }) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm(WriteScriptsSchema, { id: "ideas", lastResult: useFormResult("ideas") });
  const moreResult = useFormResult("more-ideas");
  const writing = useIntentPending("write-scripts");
  const askingMore = useIntentPending("more-ideas");

  if (!ideas.ok) {
    return (
      <NoticeCard title={t("createVideo.ideas.failed")} body={ideas.message} alert>
        <div className="flex flex-wrap gap-3">
          <Link to={flowHref(flow)} className="btn-primary">
            {t("createVideo.tryAgain")}
          </Link>
          <Link to={flowHref(flow, { step: "product" })} className="btn-secondary">
            {t("createVideo.product.change")}
          </Link>
        </div>
      </NoticeCard>
    );
  }

  const written = scripts?.ok ? scripts.data : [];
  const chosen = new Set(written.map((script) => script.idea_id));
  const length = written[0]?.length_seconds ?? 30;
  const ideaErrorId = fields.idea.errors?.length ? "ideas-error" : undefined;

  return (
    <section aria-labelledby="ideas-title" className="card space-y-5">
      <CardHeading id="ideas-title" title={t("createVideo.ideas.title")} intro={t("createVideo.ideas.intro", { max: maxScriptsAtOnce })} />

      <Form method="post" {...getFormProps(form)} className="space-y-5">
        <input type="hidden" name="intent" value="write-scripts" />
        <fieldset aria-describedby={ideaErrorId}>
          <legend className="sr-only">{t("createVideo.ideas.title")}</legend>
          <ul className="grid gap-3 md:grid-cols-2">
            {ideas.data.ideas.map((idea) => (
              <li key={idea.id}>
                <label className="flex h-full cursor-pointer gap-3 rounded-xl border border-line p-4 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
                  <input
                    type="checkbox"
                    name="idea"
                    value={idea.id}
                    defaultChecked={chosen.has(idea.id)}
                    className="mt-1 h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]"
                  />
                  <span className="space-y-1">
                    <span className="flex flex-wrap items-center gap-2">
                      <span className="font-semibold">{idea.angle}</span>
                      <span className="rounded-full border border-line px-2 py-0.5 text-xs text-muted">{t(`createVideo.format.${idea.format}`, idea.format)}</span>
                    </span>
                    <span className="block text-sm">“{idea.hook}”</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <ErrorList id={ideaErrorId} errors={fields.idea.errors} />
        </fieldset>

        <fieldset className="space-y-2">
          <legend className="text-sm font-medium">{t("createVideo.ideas.length")}</legend>
          <div className="flex flex-wrap gap-2">
            {scriptLengths.map((seconds) => (
              <label
                key={seconds}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-line px-4 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary-soft"
              >
                <input type="radio" name="length" value={seconds} defaultChecked={seconds === length} className="accent-[rgb(var(--color-primary))]" />
                {t("createVideo.seconds", { count: seconds })}
              </label>
            ))}
          </div>
          <ErrorList errors={fields.length.errors} />
        </fieldset>

        <ErrorList id={form.errorId} errors={form.errors} />
        <div className="flex flex-wrap items-center gap-3">
          <PendingButton pending={writing}>{t("createVideo.ideas.write")}</PendingButton>
          {writing ? (
            <span role="status" className="text-sm text-muted">
              {t("createVideo.ideas.writing")}
            </span>
          ) : null}
        </div>
      </Form>

      <Form method="post" className="space-y-2 border-t border-line pt-4">
        <input type="hidden" name="intent" value="more-ideas" />
        <p className="text-sm text-muted">{t("createVideo.ideas.moreHint")}</p>
        <PendingButton pending={askingMore} className="btn-secondary">
          {t("createVideo.ideas.more")}
        </PendingButton>
        <ErrorList errors={moreResult?.error?.[""] ?? undefined} />
      </Form>
    </section>
  );
}
