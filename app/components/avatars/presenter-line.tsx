import { useTranslation } from "react-i18next";
import type { VideoPresenterView } from "../../../api/contract";

/** Who presents the video and how it was drawn; when the lip-sync service fell back, the sentence saying so. */
export function PresenterLine({ presenter }: { presenter: VideoPresenterView | null }) {
  const { t } = useTranslation();
  if (!presenter) return null;
  return (
    <div className="space-y-1 text-sm" data-testid="video-presenter">
      <p className="text-muted">
        {presenter.look
          ? t("avatars.presenter.line", { name: presenter.name, look: t(`avatars.look.${presenter.look}`) })
          : t("avatars.presenter.lineNotYet", { name: presenter.name })}
      </p>
      {presenter.fallback_reason ? <p className="text-muted">{t("avatars.presenter.fallback")}</p> : null}
    </div>
  );
}
