import { useTranslation } from "react-i18next";
import type { VideoStatus } from "../../../api/contract";

/** A video's state (generating, exporting, failed, ready) as a small coloured label. */
export function StatusBadge({ status }: { status: VideoStatus }) {
  const { t } = useTranslation();
  const tone =
    status === "ready"
      ? "bg-success/10 text-success"
      : status === "failed"
        ? "bg-danger/10 text-danger"
        : status === "cancelled"
          ? "bg-line text-muted"
          : "bg-primary-soft text-primary";
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`videoProgress.badge.${status}`)}</span>;
}
