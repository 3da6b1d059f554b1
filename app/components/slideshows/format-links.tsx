import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { slideFormats, type SlideFormat } from "../../../api/contract";
import { formatSize } from "./format-name";

/** The formats as links (the samples below are drawn in the chosen one), each with its size in pixels. */
export function FormatLinks({ current, hrefOf }: { current: SlideFormat; hrefOf: (format: SlideFormat) => string }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("createSlideshow.format")}>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4 lg:grid-cols-7">
        {slideFormats.map((format) => (
          <li key={format}>
            <Link
              to={hrefOf(format)}
              replace
              preventScrollReset
              aria-current={format === current ? "true" : undefined}
              className={`flex h-full flex-col rounded-xl border px-3 py-2 text-sm focus:outline-none focus-visible:ring-2 focus-visible:ring-primary ${
                format === current ? "border-primary bg-primary-soft" : "border-line hover:bg-primary-soft"
              }`}
            >
              <span className="font-medium">{t(`slideshow.formats.${format}`)}</span>
              <span className="text-xs text-muted">{formatSize(format)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
