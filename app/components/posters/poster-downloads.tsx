import { useTranslation } from "react-i18next";
import { posterDownloadHref, posterDownloadPath } from "./posters";

const socialSizes = ["story", "feed", "square"] as const;

/**
 * A poster's files: the print sizes as PDF, with bleed and crop marks as options (a GET form), the social sizes as
 * PNG and every size as a ZIP (links). Plain browser downloads, so they work without JavaScript and the page stays.
 */
export function PosterDownloads({ posterId, back }: { posterId: string; back: string }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <form method="get" action={posterDownloadPath} aria-label={t("posters.download.print")} className="space-y-3 rounded-xl border border-line p-3">
        <input type="hidden" name="id" value={posterId} />
        <input type="hidden" name="type" value="pdf" />
        <input type="hidden" name="back" value={back} />
        <p className="text-sm font-medium">{t("posters.download.print")}</p>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
          <label className="flex items-center gap-2">
            <input type="checkbox" name="bleed" value="1" className="h-4 w-4 accent-[rgb(var(--color-primary))]" />
            {t("posters.download.bleed")}
          </label>
          <label className="flex items-center gap-2">
            <input type="checkbox" name="crop_marks" value="1" className="h-4 w-4 accent-[rgb(var(--color-primary))]" />
            {t("posters.download.cropMarks")}
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="size" value="a4" className="btn-primary">
            <span aria-hidden="true">↓</span> {t("posters.download.a4")}
          </button>
          <button type="submit" name="size" value="letter" className="btn-secondary">
            <span aria-hidden="true">↓</span> {t("posters.download.letter")}
          </button>
        </div>
      </form>
      <div className="space-y-3 rounded-xl border border-line p-3">
        <p id="social-downloads" className="text-sm font-medium">
          {t("posters.download.social")}
        </p>
        <ul aria-labelledby="social-downloads" className="flex flex-wrap gap-2">
          {socialSizes.map((size) => (
            <li key={size}>
              <a href={posterDownloadHref(posterId, size, { type: "png", back })} className="btn-secondary">
                <span aria-hidden="true">↓</span> {t(`posters.download.${size}`)}
              </a>
            </li>
          ))}
          <li>
            <a href={posterDownloadHref(posterId, "all", { back })} className="btn-secondary">
              <span aria-hidden="true">↓</span> {t("posters.download.all")}
            </a>
          </li>
        </ul>
      </div>
    </div>
  );
}
