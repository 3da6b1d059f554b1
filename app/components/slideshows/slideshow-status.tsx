import { useTranslation } from "react-i18next";
import type { SlideshowBatchItemView, SlideshowStatus } from "../../../api/contract";

type ShownStatus = SlideshowStatus | SlideshowBatchItemView["status"];

/** A slideshow's state (rendering, ready, failed), or a batch item's (queued, working too), as a small coloured label. */
export function SlideshowStatusBadge({ status }: { status: ShownStatus }) {
  const { t } = useTranslation();
  const tone =
    status === "ready"
      ? "bg-success/10 text-success"
      : status === "failed"
        ? "bg-danger/10 text-danger"
        : status === "queued"
          ? "bg-line text-muted"
          : "bg-primary-soft text-primary";
  return <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{t(`slideshow.status.${status}`)}</span>;
}
