import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import type { HistorySummary } from "~/data/edit-records.server";
import { withUpgradeDialog } from "~/utils/workspace-menu";

/** The intents the editors' forms post: the edit form's two buttons, and this card's two. */
export const editIntents = ["save", "composite", "undo", "redo"] as const;
export type EditIntent = (typeof editIntents)[number];

/** The intent a post carries; anything else is the edit form's main button, as before the records. */
export function readEditIntent(formData: FormData): EditIntent {
  const intent = formData.get("intent");
  return editIntents.find((known) => known === intent) ?? "composite";
}

/** Which of the editor's buttons is on its way (with JavaScript), for its spinner. */
export function usePendingIntent(): EditIntent | null {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formMethod?.toLowerCase() !== "post") return null;
  return readEditIntent(navigation.formData ?? new FormData());
}

/**
 * The key an editor's form is drawn under: a new one when the saved state changed under it (a save, an undo, a
 * redo, each a redirect), so the fields show that state; the same one after a refused post (`refused`, the
 * action's answer on the page), whose records were kept but whose fields already hold them. A new key there drew
 * the form again when the page's data came back, after the refusal showed: what was typed meanwhile was lost.
 */
export function useEditorKey(revision: string, refused: boolean): string {
  const key = useRef(revision);
  if (!refused) key.current = revision;
  return key.current;
}

/**
 * The editor's saved changes: how many are kept and undone, what the last one changed, and Undo and Redo, each its
 * own small form so they work without JavaScript. They act on what was saved; the records live on the server, so
 * they survive a reload.
 */
export function EditHistory({ history, locked = false, error }: { history: HistorySummary; locked?: boolean; error?: string | null }) {
  const { t, i18n } = useTranslation();
  const pending = usePendingIntent();
  const parts = history.lastChanged;
  const what = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(parts.map(({ key, number }) => t(`editHistory.fields.${key}`, { number })));
  const saved = t("editHistory.saved", { count: history.saved });
  const summary =
    history.saved + history.undone === 0
      ? t("editHistory.none")
      : history.undone
        ? t("editHistory.both", { saved, undone: t("editHistory.undone", { count: history.undone }) })
        : saved;

  return (
    <section aria-labelledby="edit-history-title" className="card flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 flex-1 basis-64 space-y-1">
        <h2 id="edit-history-title" className="font-semibold">
          {t("editHistory.title")}
        </h2>
        <p className="text-sm" data-testid="edit-history-line">
          {summary}
        </p>
        {parts.length > 0 ? <p className="break-words text-sm text-muted">{t("editHistory.last", { what })}</p> : null}
        {locked ? <p className="text-sm text-muted">{t("editHistory.waitForVersion")}</p> : null}
        <ErrorList errors={error ? [error] : undefined} />
      </div>
      <div className="flex shrink-0 gap-2">
        <StepButton intent="undo" allowed={history.canUndo && !locked} pending={pending === "undo"} />
        <StepButton intent="redo" allowed={history.canRedo && !locked} pending={pending === "redo"} />
      </div>
    </section>
  );
}

function StepButton({ intent, allowed, pending }: { intent: "undo" | "redo"; allowed: boolean; pending: boolean }) {
  const { t } = useTranslation();
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      <PendingButton pending={pending} disabled={!allowed} className="btn-secondary">
        {t(`editHistory.${intent}`)}
      </PendingButton>
    </Form>
  );
}

/**
 * The end of an editor's form: what was refused (with the plans when the plan refused it), what a new version does,
 * then "Save changes" and the button that renders. Save comes first in the form, so Enter in a field saves.
 */
export function EditorFormActions({
  form,
  upgrade,
  hint,
  submitLabel,
}: {
  form: { errorId: string; errors?: string[] };
  upgrade?: boolean;
  hint: string;
  submitLabel: string;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const pending = usePendingIntent();
  return (
    <div className="card space-y-3">
      <ErrorList id={form.errorId} errors={form.errors} />
      {upgrade ? (
        <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-secondary">
          {t("home.seePlans")}
        </Link>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted">{hint}</p>
        <div className="flex flex-wrap gap-2">
          <PendingButton name="intent" value="save" pending={pending === "save"} className="btn-secondary">
            {t("editHistory.save")}
          </PendingButton>
          <PendingButton name="intent" value="composite" pending={pending === "composite"}>
            {submitLabel}
          </PendingButton>
        </div>
      </div>
    </div>
  );
}
