import { useTranslation } from "react-i18next";
import type { AvatarStatus, AvatarTaskStatus } from "../../../api/contract";

const tones: Record<AvatarStatus | AvatarTaskStatus, string> = {
  ready: "bg-success/10 text-success",
  failed: "bg-danger/10 text-danger",
  queued: "bg-line text-muted",
  training: "bg-primary-soft text-primary",
  running: "bg-primary-soft text-primary",
};

/** An avatar's state (training, ready, failed) as a small coloured label. */
export function AvatarStatusBadge({ status }: { status: AvatarStatus }) {
  const { t } = useTranslation();
  return <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>{t(`avatars.status.${status}`)}</span>;
}

/** A speaking preview's state (waiting, making, ready, failed). */
export function TaskStatusBadge({ status }: { status: AvatarTaskStatus }) {
  const { t } = useTranslation();
  return <span className={`whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${tones[status]}`}>{t(`avatars.tasks.status.${status}`)}</span>;
}
