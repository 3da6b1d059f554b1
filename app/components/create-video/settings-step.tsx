import { Form, Link, useLocation, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { createVideoPath, flowHref, type Flow } from "~/utils/create-video-flow";
import type { AvatarView, MusicTrackView, VoiceView } from "../../../api/contract";
import { PresenterChoice } from "~/components/avatars/presenter-choice";
import { browserMediaHref } from "~/utils/video";
import { aspectRatios, captionPositions, captionStyles } from "../../../api/contract";
import { withUpgradeDialog } from "~/utils/workspace-menu";
import { PendingButton } from "~/components/pending-button";
import { CardHeading } from "~/components/card-heading";

/**
 * Step 4: how the videos look and sound. A GET form: the choices go into the URL of the next step, so going back
 * shows them again and nothing is stored until the videos are generated.
 */
export function SettingsStep({
  flow,
  voices,
  music,
  presenters,
  scriptCount,
}: {
  flow: Flow;
  voices: { voices: VoiceView[]; fallback: boolean };
  music: { allowed: boolean; tracks: MusicTrackView[] };
  /** The ready presenters: the user's avatars and the built-in ones. */
  presenters: AvatarView[];
  scriptCount: number;
}) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const pending = navigation.state === "loading" && navigation.location.pathname === createVideoPath && navigation.location.search.includes("step=generate");
  const { settings } = flow;
  const chosenVoice = settings.voice || voices.voices[0]?.id || "";

  return (
    <Form method="get" action={createVideoPath} className="space-y-6">
      {flow.productId ? <input type="hidden" name="product" value={flow.productId} /> : null}
      {flow.scriptIds.map((id) => (
        <input key={id} type="hidden" name="script" value={id} />
      ))}
      <input type="hidden" name="step" value="generate" />

      <CardHeading className="card" title={t("createVideo.settings.title")} intro={t("createVideo.settings.intro", { count: scriptCount })} />

      <PresenterChoice presenters={presenters} presenter={settings.presenter} layout={settings.layout} />

      <Group title={t("createVideo.settings.voice")}>
        {voices.fallback ? (
          <Choice name="voice" value="" checked title={t("createVideo.settings.defaultVoice")} detail={t("createVideo.settings.defaultVoiceHint")} />
        ) : (
          voices.voices.map((voice) => (
            <Choice
              key={voice.id}
              name="voice"
              value={voice.id}
              checked={voice.id === chosenVoice}
              title={voice.name}
              detail={voice.language}
              extra={
                voice.sample_url ? (
                  <audio
                    controls
                    preload="none"
                    src={browserMediaHref(voice.sample_url)}
                    className="mt-2 h-8 w-full max-w-xs"
                    aria-label={t("createVideo.settings.voiceSample", { name: voice.name })}
                  />
                ) : null
              }
            />
          ))
        )}
      </Group>

      <Group title={t("createVideo.settings.music")}>
        {!music.allowed ? (
          <div className="rounded-xl border border-dashed border-line p-4 sm:col-span-2" data-testid="music-locked">
            <p className="font-medium text-danger">{t("createVideo.settings.musicLocked")}</p>
            <p className="mt-1 text-sm text-muted">{t("createVideo.settings.musicPaid")}</p>
            <Link to={withUpgradeDialog(location)} preventScrollReset className="btn-secondary mt-3">
              {t("home.seePlans")}
            </Link>
          </div>
        ) : (
          <>
            <Choice name="music" value="" checked={!settings.music} title={t("createVideo.settings.noMusic")} />
            {music.tracks.map((track) => (
              <Choice
                key={track.id}
                name="music"
                value={track.id}
                checked={settings.music === track.id}
                title={track.name}
                detail={track.mood ? t(`createVideo.mood.${track.mood}`, track.mood) : undefined}
                extra={
                  track.preview_url ? (
                    <audio
                      controls
                      preload="none"
                      src={browserMediaHref(track.preview_url)}
                      className="mt-2 h-8 w-full max-w-xs"
                      aria-label={t("createVideo.settings.musicSample", { name: track.name })}
                    />
                  ) : null
                }
              />
            ))}
          </>
        )}
      </Group>

      <Group title={t("createVideo.settings.captionStyle")}>
        {captionStyles.map((style) => (
          <Choice key={style} name="captions" value={style} checked={settings.captionStyle === style} title={t(`createVideo.captions.${style}`)} />
        ))}
      </Group>

      <Group title={t("createVideo.settings.captionPosition")}>
        {captionPositions.map((position) => (
          <Choice key={position} name="position" value={position} checked={settings.captionPosition === position} title={t(`createVideo.position.${position}`)} />
        ))}
      </Group>

      <Group title={t("createVideo.settings.ratios")} hint={t("createVideo.settings.ratiosHint")}>
        {aspectRatios.map((ratio) => (
          <Choice
            key={ratio}
            type="checkbox"
            name="ratio"
            value={ratio}
            checked={settings.ratios.includes(ratio)}
            title={ratio}
            detail={t(`createVideo.ratio.${ratio.replace(":", "x")}`)}
          />
        ))}
      </Group>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <Link to={flowHref(flow, { step: "script" })} className="btn-secondary">
          {t("createVideo.back")}
        </Link>
        <PendingButton pending={pending}>{t("createVideo.settings.next")}</PendingButton>
      </div>
    </Form>
  );
}

function Group({ title, hint, children }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="card space-y-3">
      <legend className="float-left mb-1 w-full text-base font-semibold">{title}</legend>
      {hint ? <p className="clear-both text-sm text-muted">{hint}</p> : null}
      <div className="clear-both grid gap-2 sm:grid-cols-2 lg:grid-cols-3">{children}</div>
    </fieldset>
  );
}

function Choice({
  type = "radio",
  name,
  value,
  checked,
  title,
  detail,
  extra,
}: {
  type?: "radio" | "checkbox";
  name: string;
  value: string;
  checked: boolean;
  title: string;
  detail?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-line p-3 has-[:checked]:border-primary has-[:checked]:bg-primary-soft">
      <label className="flex cursor-pointer items-start gap-3">
        <input type={type} name={name} value={value} defaultChecked={checked} className="mt-1 h-4 w-4 shrink-0 accent-[rgb(var(--color-primary))]" />
        <span>
          <span className="block font-medium">{title}</span>
          {detail ? <span className="block text-sm text-muted">{detail}</span> : null}
        </span>
      </label>
      {extra}
    </div>
  );
}
