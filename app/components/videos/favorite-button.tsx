import { useTranslation } from "react-i18next";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList } from "~/components/form-fields";
import type { VideoView } from "../../../api/contract";
import { useVideoAction } from "./use-video-action";

/** A toggle (aria-pressed) that shows the new state at once while the change is on its way. */
export function FavoriteButton({ video }: { video: VideoView }) {
  const { t } = useTranslation();
  const { fetcher, error } = useVideoAction("favorite", video.id);
  const sent = fetcher.formData?.get("favorite");
  const favorite = typeof sent === "string" ? sent === "true" : video.favorite;

  return (
    <fetcher.Form method="post" preventScrollReset className="shrink-0 text-right">
      <ViaFetcher />
      <input type="hidden" name="id" value={video.id} />
      <input type="hidden" name="favorite" value={String(!favorite)} />
      <button
        type="submit"
        name="intent"
        value="favorite"
        aria-pressed={favorite}
        title={t(favorite ? "videos.unfavoriteHint" : "videos.favoriteHint")}
        className={`btn-secondary px-2.5 ${favorite ? "text-primary" : "text-muted"}`}
      >
        <StarIcon filled={favorite} />
        <span className="sr-only">{t("videos.favorite")}</span>
      </button>
      <ErrorList errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}

function StarIcon({ filled }: { filled: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill={filled ? "currentColor" : "none"} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d="m12 3 2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3Z" />
    </svg>
  );
}
