import { useTranslation } from "react-i18next";
import { browserMediaHref } from "~/utils/video";
import type { VideoFileView } from "../../../api/contract";

/**
 * One rendered file, played in place with the browser's own controls (so it works without JavaScript), its thumbnail
 * shown until asked, both fetched through the web server with the session. It fills the box it is put in.
 */
export function VideoPlayer({ file, title, preload = "none", className = "" }: { file: VideoFileView; title: string; preload?: "none" | "metadata"; className?: string }) {
  const { t } = useTranslation();
  return (
    <video
      controls
      playsInline
      preload={preload}
      poster={browserMediaHref(file.thumbnail_url)}
      src={browserMediaHref(file.url)}
      aria-label={t("videoProgress.player", { title })}
      className={`absolute inset-0 h-full w-full object-contain ${className}`}
    />
  );
}
