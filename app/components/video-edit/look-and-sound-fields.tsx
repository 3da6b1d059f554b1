import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { Link, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { LabelledControl, SelectField } from "~/components/form-fields";
import type { MusicTrackView, VoiceView } from "../../../api/contract";
import { captionPositions, captionStyles } from "../../../api/contract";
import { withUpgradeDialog } from "~/utils/workspace-menu";

/** Captions, voice, music and the closing call to action of the new version. */
export function LookAndSoundFields({
  fields,
  voices,
  music,
  currentMusic,
}: {
  fields: {
    captionStyle: FieldMetadata<string>;
    captionPosition: FieldMetadata<string>;
    voice: FieldMetadata<string>;
    music: FieldMetadata<string>;
    callToAction: FieldMetadata<string>;
  };
  voices: VoiceView[];
  music: { allowed: boolean; tracks: MusicTrackView[] };
  currentMusic: string | null;
}) {
  const { t } = useTranslation();
  const location = useLocation();

  return (
    <section aria-labelledby="look-and-sound" className="card grid gap-4 sm:grid-cols-2">
      <h2 id="look-and-sound" className="text-lg font-semibold sm:col-span-2">
        {t("videoEdit.lookAndSound")}
      </h2>
      <SelectField label={t("createVideo.settings.captionStyle")} field={fields.captionStyle}>
        {captionStyles.map((style) => (
          <option key={style} value={style}>
            {t(`createVideo.captions.${style}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("createVideo.settings.captionPosition")} field={fields.captionPosition}>
        {captionPositions.map((position) => (
          <option key={position} value={position}>
            {t(`createVideo.position.${position}`)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t("createVideo.settings.voice")} field={fields.voice}>
        {voices.map((voice) => (
          <option key={voice.id} value={voice.id}>
            {voice.language ? `${voice.name} (${voice.language})` : voice.name}
          </option>
        ))}
      </SelectField>
      {music.allowed ? (
        <SelectField label={t("createVideo.settings.music")} field={fields.music}>
          <option value="">{t("createVideo.settings.noMusic")}</option>
          {music.tracks.map((track) => (
            <option key={track.id} value={track.id}>
              {track.mood ? `${track.name} · ${t(`createVideo.mood.${track.mood}`, track.mood)}` : track.name}
            </option>
          ))}
        </SelectField>
      ) : (
        <div className="space-y-2 rounded-xl border border-dashed border-line p-3" data-testid="music-locked">
          {/* The plan cannot choose music: the video keeps what it has. */}
          <input type="hidden" name={fields.music.name} value={currentMusic ?? ""} />
          <p className="text-sm font-medium">{t("createVideo.settings.music")}</p>
          <p className="text-sm text-danger">{t("createVideo.settings.musicLocked")}</p>
          <Link to={withUpgradeDialog(location)} preventScrollReset className="link text-sm">
            {t("home.seePlans")}
          </Link>
        </div>
      )}
      <LabelledControl
        htmlFor={fields.callToAction.id}
        label={t("videoEdit.callToAction")}
        errorId={fields.callToAction.errorId}
        errors={fields.callToAction.errors}
        className="sm:col-span-2"
      >
        <input {...getInputProps(fields.callToAction, { type: "text" })} maxLength={60} className="input" aria-describedby={`${fields.callToAction.id}-hint`} />
        <p id={`${fields.callToAction.id}-hint`} className="text-xs text-muted">
          {t("videoEdit.callToActionHint")}
        </p>
      </LabelledControl>
    </section>
  );
}
