import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { flowHref, type Flow } from "~/utils/create-video-flow";
import type { AvatarView, MusicTrackView, ScriptView, VoiceView } from "../../../api/contract";
import type { Loaded } from "~/utils/api.server";
import type { ProductView, UserView } from "../../../api/contract";
import { useFormResult } from "~/components/use-form-result";
import { useIntentPending } from "~/components/use-intent-pending";
import { PendingButton } from "~/components/pending-button";
import { CardHeading } from "~/components/card-heading";
import { LabelledValue } from "~/components/labelled-value";

/** Step 5: what will be made, what it costs in quota, and the button that starts rendering. */
export function GenerateStep({
  flow,
  user,
  product,
  scripts,
  voices,
  music,
  presenters,
}: {
  flow: Flow;
  user: UserView;
  product: ProductView | null;
  scripts: Loaded<ScriptView[]>;
  voices: { voices: VoiceView[] };
  music: MusicTrackView[];
  presenters: AvatarView[];
}) {
  const { t } = useTranslation();
  const result = useFormResult("generate");
  const pending = useIntentPending("generate");
  const { settings } = flow;
  const count = flow.scriptIds.length;
  const voiceName = voices.voices.find((voice) => voice.id === settings.voice)?.name ?? (settings.voice || t("createVideo.settings.defaultVoice"));
  const musicName = settings.music ? (music.find((track) => track.id === settings.music)?.name ?? settings.music) : t("createVideo.settings.noMusic");
  const tooMany = count > user.quota.remaining;
  const presenter = settings.presenter ? presenters.find((avatar) => avatar.id === settings.presenter) : undefined;
  const presenterName = settings.presenter
    ? `${presenter?.name ?? settings.presenter} · ${t(`avatars.presenter.layouts.${settings.layout}`)}`
    : t("avatars.presenter.faceless");

  return (
    <section aria-labelledby="generate-title" className="card space-y-5">
      <CardHeading id="generate-title" title={t("createVideo.generate.title")} intro={t("createVideo.generate.intro", { count })} />

      {scripts.ok ? (
        <ul className="divide-y divide-line rounded-xl border border-line">
          {scripts.data.map((script) => (
            <li key={script.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
              <span className="font-medium">{product ? `${product.name} · ${script.angle}` : script.angle}</span>
              <span className="text-sm text-muted">
                {t("createVideo.seconds", { count: script.length_seconds })} · {t("createVideo.script.sceneCount", { count: script.scenes.length })}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p role="alert" className="text-sm text-danger">
          {scripts.message}
        </p>
      )}

      <dl className="grid gap-3 sm:grid-cols-2">
        <LabelledValue look="summary" label={t("avatars.presenter.title")}>
          {presenterName}
        </LabelledValue>
        <LabelledValue look="summary" label={t("createVideo.settings.voice")}>
          {voiceName}
        </LabelledValue>
        <LabelledValue look="summary" label={t("createVideo.settings.music")}>
          {musicName}
        </LabelledValue>
        <LabelledValue look="summary" label={t("createVideo.settings.captionStyle")}>
          {t(`createVideo.captions.${settings.captionStyle}`)} · {t(`createVideo.position.${settings.captionPosition}`)}
        </LabelledValue>
        <LabelledValue look="summary" label={t("createVideo.settings.ratios")}>
          {settings.ratios.join(", ")}
        </LabelledValue>
      </dl>

      <p className={`text-sm ${tooMany ? "text-danger" : "text-muted"}`}>
        {t("createVideo.generate.quota", { count, remaining: user.quota.remaining, limit: user.quota.limit })}
      </p>

      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="generate" />
        <ErrorList id="generate-error" errors={result?.error?.[""] ?? undefined} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Link to={flowHref(flow, { step: "settings" })} className="btn-secondary">
            {t("createVideo.generate.editSettings")}
          </Link>
          <PendingButton pending={pending} disabled={!scripts.ok}>
            {t("createVideo.generate.submit", { count })}
          </PendingButton>
        </div>
      </Form>
      <p className="text-xs text-muted">{t("createVideo.generate.emailNote", { email: user.email })}</p>
    </section>
  );
}
