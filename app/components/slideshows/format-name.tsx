import { useTranslation } from "react-i18next";
import { slideFormatSizes, type SlideFormat } from "../../../api/contract";

/** "1080 × 1920": the pixel size a format's slides are drawn at. */
export function formatSize(format: SlideFormat): string {
  const { width, height } = slideFormatSizes[format];
  return `${width} × ${height}`;
}

/** A format's name and, quieter, its size in pixels. */
export function FormatName({ format }: { format: SlideFormat }) {
  const { t } = useTranslation();
  return (
    <>
      {t(`slideshow.formats.${format}`)} <span className="whitespace-nowrap text-muted">· {formatSize(format)}</span>
    </>
  );
}
