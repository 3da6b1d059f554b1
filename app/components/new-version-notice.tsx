import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProgressBar } from "~/components/video-progress/progress-bar";

/**
 * An editor's notice of a new version: its progress while it renders (`children` say what to do meanwhile), or why
 * it could not be made. Nothing once it is applied.
 */
export function NewVersionNotice({
  update,
  rendering,
  label,
  failedText,
  children,
}: {
  update: { progress: number; status: string; error: string | null };
  rendering: boolean;
  label: string;
  failedText: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  if (rendering) {
    return (
      <section className="card space-y-3 p-4" role="status">
        <p className="font-medium">{label}</p>
        <ProgressBar value={update.progress} label={t("videoProgress.progressLabel", { stage: label, percent: update.progress })} />
        {children}
      </section>
    );
  }
  if (update.status !== "failed") return null;
  return (
    <section className="card space-y-1 border-danger/40 p-4" role="alert">
      <p className="font-medium text-danger">{failedText}</p>
      {update.error ? <p className="text-sm">{update.error}</p> : null}
    </section>
  );
}
