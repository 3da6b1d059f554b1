import { useTranslation } from "react-i18next";
import { ErrorList } from "~/components/form-fields";
import { PendingButton } from "~/components/pending-button";
import { ViaFetcher } from "~/components/via-fetcher";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import { browserMediaHref } from "~/utils/video";
import { avatarLimits, builtinAvatarPrefix, type AvatarView, type VoiceView } from "../../../api/contract";
import { AvatarPicture } from "./avatar-picture";
import { AvatarStatusBadge } from "./avatar-status";
import { avatarAnchor, isTraining, type AvatarsView } from "./avatars";
import { DeleteAvatarButton, DeleteAvatarConfirmation } from "./delete-avatar";
import { useAvatarAction } from "./use-avatar-action";

/**
 * One presenter of the list: its still, or its latest speaking preview over it; its state; and what can be done
 * with it (a preview for any ready one; a name, a default voice and a delete for the user's own).
 */
export function AvatarCard({ avatar, view, voices, confirmingDelete }: { avatar: AvatarView; view: AvatarsView; voices: VoiceView[]; confirmingDelete: boolean }) {
  const { t } = useTranslation();
  const titleId = `${avatarAnchor(avatar.id)}-title`;
  return (
    <li id={avatarAnchor(avatar.id)} className="scroll-mt-4">
      <article aria-labelledby={titleId} data-avatar-id={avatar.id} data-status={avatar.status} className="card flex h-full flex-col gap-4 p-4">
        {avatar.preview_url ? <SpeakingPreview avatar={avatar} url={avatar.preview_url} /> : <AvatarPicture avatar={avatar} className="mx-auto w-full max-w-[16rem]" />}

        <div className="min-w-0 space-y-1">
          <h3 id={titleId} className="break-words font-semibold">
            {avatar.name}
          </h3>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
            {avatar.builtin ? (
              <span className="rounded-full bg-line px-2 py-0.5 text-xs font-semibold text-ink">{t("avatars.builtinBadge")}</span>
            ) : (
              <AvatarStatusBadge status={avatar.status} />
            )}
            <span>{t(`avatars.look.${avatar.look}`)}</span>
          </p>
          {avatar.description ? (
            <p className="text-sm text-muted">{t(`avatars.builtinDescriptions.${avatar.id.replace(builtinAvatarPrefix, "")}`, { defaultValue: avatar.description })}</p>
          ) : null}
        </div>

        <TrainingState avatar={avatar} />

        {avatar.status === "ready" ? <PreviewButton avatar={avatar} /> : null}
        {avatar.builtin ? null : (
          <>
            {avatar.status === "ready" ? <EditDetails avatar={avatar} voices={voices} /> : null}
            <div className="mt-auto">{confirmingDelete ? <DeleteAvatarConfirmation avatar={avatar} view={view} /> : <DeleteAvatarButton avatar={avatar} view={view} />}</div>
          </>
        )}
      </article>
    </li>
  );
}

/** The latest speaking preview, the still as its poster until it plays. */
function SpeakingPreview({ avatar, url }: { avatar: AvatarView; url: string }) {
  const { t } = useTranslation();
  return (
    <div className="relative mx-auto aspect-[3/4] w-full max-w-[16rem] overflow-hidden rounded-xl bg-zinc-900">
      <video
        controls
        playsInline
        preload="none"
        src={browserMediaHref(url)}
        poster={avatar.still_url ? browserMediaHref(avatar.still_url) : undefined}
        aria-label={t("avatars.preview.label", { name: avatar.name })}
        className="h-full w-full object-contain"
      />
    </div>
  );
}

/** Training with its progress, or failed with the sentence saying what to upload instead. */
function TrainingState({ avatar }: { avatar: AvatarView }) {
  const { t } = useTranslation();
  if (isTraining(avatar)) {
    return (
      <div className="space-y-1">
        <ProgressBar value={avatar.progress} label={t("avatars.progressLabel", { percent: avatar.progress })} />
        <p className="text-sm text-muted">{t("avatars.trainingPercent", { percent: avatar.progress })}</p>
      </div>
    );
  }
  if (avatar.status !== "failed") return null;
  return <p className="rounded-lg border border-danger/40 bg-danger/5 px-3 py-2 text-sm">{avatar.error ?? t("avatars.failedNoReason")}</p>;
}

/** Starts a speaking preview; it joins the task list below, which follows its progress. */
function PreviewButton({ avatar }: { avatar: AvatarView }) {
  const { t } = useTranslation();
  const { fetcher, pending, error } = useAvatarAction("preview", avatar.id);
  return (
    <fetcher.Form method="post" className="space-y-2">
      <ViaFetcher />
      <input type="hidden" name="id" value={avatar.id} />
      <PendingButton pending={pending} name="intent" value="preview" className="btn-secondary">
        {t(avatar.preview_url ? "avatars.preview.again" : "avatars.preview.make")}
        <span className="sr-only"> {avatar.name}</span>
      </PendingButton>
      <ErrorList errors={error ? [error] : undefined} />
    </fetcher.Form>
  );
}

/** The name and the default voice, folded away (a native disclosure, so it opens without JavaScript). */
function EditDetails({ avatar, voices }: { avatar: AvatarView; voices: VoiceView[] }) {
  const { t } = useTranslation();
  const { fetcher, pending, error, answer } = useAvatarAction("update", avatar.id);
  const nameId = `${avatarAnchor(avatar.id)}-name`;
  const voiceId = `${avatarAnchor(avatar.id)}-voice`;
  return (
    <details open={Boolean(error)} className="rounded-xl border border-line">
      <summary className="cursor-pointer px-3 py-2 text-sm font-medium">
        {t("avatars.edit.summary")}
        <span className="sr-only"> {avatar.name}</span>
      </summary>
      <fetcher.Form method="post" className="space-y-3 border-t border-line p-3">
        <ViaFetcher />
        <input type="hidden" name="id" value={avatar.id} />
        <div className="space-y-1">
          <label htmlFor={nameId} className="block text-sm font-medium">
            {t("avatars.edit.name")}
          </label>
          <input id={nameId} name="name" type="text" required maxLength={avatarLimits.name} defaultValue={answer?.name ?? avatar.name} className="input" />
        </div>
        <div className="space-y-1">
          <label htmlFor={voiceId} className="block text-sm font-medium">
            {t("avatars.edit.voice")}
          </label>
          <select id={voiceId} name="voice" defaultValue={avatar.default_voice_id ?? ""} aria-describedby={`${voiceId}-hint`} className="input">
            <option value="">{t("avatars.edit.noVoice")}</option>
            {voices.map((voice) => (
              <option key={voice.id} value={voice.id}>
                {voice.language ? `${voice.name} (${voice.language})` : voice.name}
              </option>
            ))}
          </select>
          <p id={`${voiceId}-hint`} className="text-xs text-muted">
            {t("avatars.edit.voiceHint")}
          </p>
        </div>
        <ErrorList errors={error ? [error] : undefined} />
        <PendingButton pending={pending} name="intent" value="update" className="btn-primary">
          {t("avatars.edit.save")}
        </PendingButton>
      </fetcher.Form>
    </details>
  );
}
