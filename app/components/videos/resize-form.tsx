import { useTranslation } from "react-i18next";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ErrorList } from "~/components/form-fields";
import { ratioSlug, type VideoView } from "../../../api/contract";
import { missingRatios } from "./library";
import { useVideoAction } from "./use-video-action";

/** `POST video/size/adjust` for one size the video lacks; it renders next to the files the video already has. */
export function ResizeForm({ video }: { video: VideoView }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useVideoAction("resize", video.id);
  const ratios = missingRatios(video);
  if (ratios.length === 0) return null;
  const selectId = `resize-${video.id}`;

  return (
    <fetcher.Form method="post" preventScrollReset className="space-y-1">
      <ViaFetcher />
      <input type="hidden" name="id" value={video.id} />
      <label htmlFor={selectId} className="block text-sm font-medium">
        {t("videos.resizeLabel")}
      </label>
      <div className="flex gap-2">
        <select id={selectId} name="ratio" className="input min-w-0 flex-1 text-sm">
          {ratios.map((ratio) => (
            <option key={ratio} value={ratio}>
              {ratio} · {t(`createVideo.ratio.${ratioSlug(ratio)}`)}
            </option>
          ))}
        </select>
        <PendingButton pending={pending} name="intent" value="resize" className="btn-secondary shrink-0">
          {t("videos.resize")}
        </PendingButton>
      </div>
      <ErrorList errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}
