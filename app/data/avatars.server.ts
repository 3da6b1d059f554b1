/**
 * What /avatars reads from the API (the user's avatars and the built-in presenters, the speaking previews being
 * made, the voices) and changes in it (a name, a default voice, a new speaking preview, a delete); docs/api-v1.md,
 * Avatars. The presenter choices of /create-video and /video-edit are read here too.
 */
import type { AppLoadContext } from "@remix-run/node";
import { pageCountOf, type AvatarsView } from "~/components/avatars/avatars";
import { loaded, type Loaded } from "~/utils/api.server";
import { avatarLimits, type AvatarListView, type AvatarTaskView, type AvatarView } from "../../api/contract";
import { outcomeOf, type Outcome } from "./slideshow.server";

interface TaskPage {
  tasks: AvatarTaskView[];
  page: number;
  page_size: number;
  total: number;
}

export interface ShownAvatars extends AvatarListView {
  /** Pages of the user's own avatars (built-in presenters come with every page). */
  pageCount: number;
}

export interface ShownTasks {
  tasks: AvatarTaskView[];
  total: number;
  pageCount: number;
}

/** One page of the user's avatars, then the built-in presenters, and how many the plan allows. */
export async function listAvatars(context: AppLoadContext, page: number): Promise<Loaded<ShownAvatars>> {
  const list = await context.api.get<AvatarListView>("avatar/train_avatars", { page }, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { ...list.data, pageCount: pageCountOf(list.data.count) } };
}

/** One page of the speaking previews, newest first. */
export async function listAvatarTasks(context: AppLoadContext, page: number): Promise<Loaded<ShownTasks>> {
  const list = await context.api.get<TaskPage>("avatar/infer_tasks", { page }, { toast: false });
  if (!list.ok) return { ok: false, message: list.message };
  return { ok: true, data: { tasks: list.data.tasks, total: list.data.total, pageCount: pageCountOf(list.data.total, list.data.page_size || avatarLimits.pageSize) } };
}

/** Both lists of the page, read together. */
export async function readAvatarsPage(context: AppLoadContext, view: AvatarsView) {
  const [avatars, tasks] = await Promise.all([listAvatars(context, view.page), listAvatarTasks(context, view.tasksPage)]);
  return { avatars, tasks };
}

/** One avatar (a user's or a built-in one); null when it is not there (deleted, or never the user's). */
export async function readAvatar(context: AppLoadContext, avatarId: string): Promise<Loaded<AvatarView | null>> {
  const found = await context.api.get<AvatarView>("avatar/train_avatars", { id: avatarId }, { toast: false });
  if (!found.ok && found.status === 404) return { ok: true, data: null };
  return loaded(found);
}

/** A new name and default voice (empty: none) of the user's avatar. */
export async function updateAvatar(context: AppLoadContext, avatarId: string, { name, voice }: { name: string; voice: string }): Promise<Loaded<AvatarView>> {
  return loaded(await context.api.call<AvatarView>("PUT", "avatar/train_avatar/detail", { body: { id: avatarId, name, default_voice_id: voice || null }, toast: false }));
}

/** A short speaking clip of the presenter alone, made on the job queue; its progress is in the task list. */
export async function makeSpeakingPreview(context: AppLoadContext, avatarId: string): Promise<Outcome<AvatarTaskView>> {
  return outcomeOf(await context.api.post<AvatarTaskView>("avatar/infer", { avatar_id: avatarId }, { toast: false }));
}

/** Deletes the user's avatar with its files and previews; `gone` when it was not there any more. */
export async function deleteAvatar(context: AppLoadContext, avatarId: string): Promise<Loaded<{ gone: boolean }>> {
  const deleted = await context.api.call<unknown>("DELETE", "avatar/train_avatars", { body: { id: avatarId }, toast: false });
  if (deleted.ok) return { ok: true, data: { gone: false } };
  return deleted.status === 404 ? { ok: true, data: { gone: true } } : { ok: false, message: deleted.message };
}

/**
 * The presenters a video can have: the user's ready avatars and the built-in presenters, in the list's order. When
 * the list cannot be read the video can still be faceless, so the choice is simply empty.
 */
export async function listPresenters(context: AppLoadContext): Promise<AvatarView[]> {
  const list = await context.api.get<AvatarListView>("avatar/train_avatars", { page: 1 }, { toast: false });
  return list.ok ? list.data.avatars.filter((avatar) => avatar.status === "ready") : [];
}
