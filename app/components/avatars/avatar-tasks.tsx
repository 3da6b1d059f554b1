import { useTranslation } from "react-i18next";
import { CardHeading } from "~/components/card-heading";
import { PageLinks } from "~/components/page-links";
import { TryAgainAlert } from "~/components/try-again-alert";
import { ProgressBar } from "~/components/video-progress/progress-bar";
import type { Loaded } from "~/utils/api.server";
import { browserMediaHref, formatDay } from "~/utils/video";
import type { AvatarTaskView } from "../../../api/contract";
import type { ShownTasks } from "~/data/avatars.server";
import { TaskStatusBadge } from "./avatar-status";
import { avatarsHref, isTaskRunning, tasksAnchor, type AvatarsView } from "./avatars";

/** The speaking previews, newest first: each one's state and progress, its clip once ready, why it failed. */
export function AvatarTasks({ tasks, view, stills }: { tasks: Loaded<ShownTasks>; view: AvatarsView; stills: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  return (
    <section id={tasksAnchor} aria-labelledby="tasks-title" className="scroll-mt-4 space-y-4">
      <CardHeading id="tasks-title" title={t("avatars.tasks.title")} intro={t("avatars.tasks.intro")} />
      {!tasks.ok ? (
        <TryAgainAlert title={t("avatars.loadFailed")} message={tasks.message} tryAgainLabel={t("avatars.tryAgain")} />
      ) : tasks.data.tasks.length === 0 ? (
        <p className="card text-sm text-muted">{t("avatars.tasks.empty")}</p>
      ) : (
        <>
          <ul className="grid gap-3 md:grid-cols-2">
            {tasks.data.tasks.map((task) => (
              <TaskRow key={task.id} task={task} still={stills.get(task.avatar_id)} />
            ))}
          </ul>
          <PageLinks
            label={t("avatars.tasks.pages")}
            page={view.tasksPage}
            pageCount={tasks.data.pageCount}
            hrefOf={(tasksPage) => avatarsHref({ ...view, tasksPage }, { hash: tasksAnchor })}
          />
        </>
      )}
    </section>
  );
}

/** One preview; `still` (the presenter's picture, when the page lists it) stands in for the clip until it plays. */
function TaskRow({ task, still }: { task: AvatarTaskView; still: string | undefined }) {
  const { t, i18n } = useTranslation();
  const percent = task.status === "ready" ? 100 : task.progress;
  return (
    <li data-task-id={task.id} data-status={task.status} className="card flex gap-3 p-3">
      <div className="aspect-[3/4] w-24 shrink-0 overflow-hidden rounded-lg bg-zinc-900">
        {task.status === "ready" && task.result_url ? (
          <video
            controls
            playsInline
            preload="none"
            src={browserMediaHref(task.result_url)}
            poster={still ? browserMediaHref(still) : undefined}
            aria-label={t("avatars.preview.label", { name: task.avatar_name })}
            className="h-full w-full object-contain"
          />
        ) : still ? (
          <img src={browserMediaHref(still)} alt="" loading="lazy" decoding="async" className={`h-full w-full object-cover ${task.status === "failed" ? "opacity-40" : ""}`} />
        ) : null}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <p className="break-words font-medium">{task.avatar_name}</p>
          <TaskStatusBadge status={task.status} />
        </div>
        <p className="line-clamp-2 break-words text-sm text-muted">{t("avatars.tasks.said", { text: task.text })}</p>
        {isTaskRunning(task) ? <ProgressBar value={percent} label={t("avatars.tasks.progressLabel", { name: task.avatar_name, percent })} /> : null}
        {task.status === "failed" ? <p className="text-sm text-danger">{task.error ?? t("avatars.tasks.failedNoReason")}</p> : null}
        {task.fallback_reason ? <p className="text-xs text-muted">{t("avatars.presenter.fallback")}</p> : null}
        <p className="text-xs text-muted">
          {formatDay(task.created_at, i18n.language)}
          {task.look ? ` · ${t(`avatars.look.${task.look}`)}` : ""}
        </p>
      </div>
    </li>
  );
}
