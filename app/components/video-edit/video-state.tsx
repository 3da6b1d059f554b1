import { useTranslation } from "react-i18next";
import { isUpdating } from "~/components/videos/library";
import { NewVersionNotice } from "~/components/new-version-notice";
import { VideoPlayer } from "~/components/videos/video-player";
import type { EditableVideo } from "./video-edit";
import { PresenterLine } from "~/components/avatars/presenter-line";

/** The version people see now: it keeps playing, downloading and sharing until the new one is ready. */
export function CurrentVersion({ video }: { video: EditableVideo }) {
  const { t } = useTranslation();
  const file = video.files[0];
  if (!file) return null;
  return (
    <section aria-labelledby="current-version" className="card space-y-3 p-4">
      <h2 id="current-version" className="font-semibold">
        {t("videoEdit.current")}
      </h2>
      <div className="relative aspect-[4/5] overflow-hidden rounded-xl bg-zinc-900">
        <VideoPlayer file={file} title={video.title} />
      </div>
      <p className="text-xs text-muted">{video.aspect_ratios.join(", ")}</p>
      <PresenterLine presenter={video.presenter} />
    </section>
  );
}

/** A new version on its way (editing waits for it), or why the last one could not be made. */
export function UpdateNotice({ video }: { video: EditableVideo }) {
  const { t } = useTranslation();
  const { update } = video;
  if (!update || update.kind !== "composite") return null;
  return (
    <NewVersionNotice update={update} rendering={isUpdating(video)} label={t("videos.makingVersion")} failedText={t("videoEdit.versionFailed")}>
      <p className="text-sm text-muted">{t("videoEdit.waitForVersion")}</p>
    </NewVersionNotice>
  );
}
