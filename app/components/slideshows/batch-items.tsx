import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import type { SlideshowBatchItemView } from "../../../api/contract";
import { SlideshowStatusBadge } from "./slideshow-status";
import { slideshowEditHref } from "./slideshows";

/**
 * A batch's products as they are made: waiting, working, ready with a link to the slideshow, or failed with why.
 * Each is named by its link, or by its product's name when it came from the folder.
 */
export function BatchItems({ items, productNames }: { items: SlideshowBatchItemView[]; productNames: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <ol className="divide-y divide-line rounded-xl border border-line">
      {items.map((item, index) => (
        <li key={`${index}-${item.source}`} data-status={item.status} className="flex flex-wrap items-center gap-3 px-4 py-3">
          <span className="w-6 shrink-0 text-sm text-muted">{index + 1}.</span>
          <span className="min-w-0 flex-1 basis-48 break-all text-sm font-medium">{productNames[item.source] ?? item.source}</span>
          <SlideshowStatusBadge status={item.status} />
          {item.status === "ready" && item.slideshow_id ? (
            <Link to={slideshowEditHref(item.slideshow_id)} className="btn-secondary px-3 py-1.5">
              {t("batchSlideshow.open")}
              <span className="sr-only"> {productNames[item.source] ?? item.source}</span>
            </Link>
          ) : null}
          {item.status === "failed" ? (
            <p className="w-full rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">{item.error ?? t("slideshow.failedNoReason")}</p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
