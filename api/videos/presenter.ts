/**
 * A video's presenter (docs/api-v1.md, Videos): chosen on create (or changed by a composite) as a built-in presenter
 * or the caller's own ready avatar, kept in the timeline by id with the name it had, resolved to its prepared asset
 * when a render starts, and said on `VideoView.presenter` with what the render reported (who drew it, the look, any
 * fallback). Deleting an avatar fails the renders still using it, with a sentence saying so.
 */
import path from "node:path";
import { z } from "zod";
import type { AvatarAsset } from "../../studio/avatar";
import { presenterLayouts, type Timeline } from "../../studio/timeline";
import { avatarFolderKey, builtinPresenterAsset, downloadAssetFiles } from "../avatars/asset-files";
import type { MediaStore } from "../storage/media-store";
import { findBuiltinPresenter } from "../avatars/avatars";
import { isBuiltinAvatarId } from "../contract/avatars";
import { activeVideoStatuses } from "../contract/videos";
import type { DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import type { RenderedPresenterInfo } from "../jobs/render-runner";
import { PresenterDeletedError, storedFailure } from "./render-failure";

/** `presenter` of `video/create-by-product` and `video/composite`; null (or left out on create) for none. */
export const presenterField = z
  .object({
    avatar_id: z.string().trim().min(1).max(72),
    layout: z.enum(presenterLayouts).default("pip"),
    show_label: z.boolean().default(true),
  })
  .nullable()
  .optional();
export type PresenterChoice = NonNullable<z.output<typeof presenterField>>;

export interface ChosenPresenter {
  timeline: NonNullable<Timeline["presenter"]>;
  name: string;
}

/** The chosen presenter for the timeline, and its name: a built-in one, or the caller's own ready avatar (404, 409). */
export async function choosePresenter(db: DbExecutor, userId: string, choice: PresenterChoice): Promise<ChosenPresenter> {
  const timeline = { avatarId: choice.avatar_id, layout: choice.layout, showLabel: choice.show_label };
  if (isBuiltinAvatarId(choice.avatar_id)) {
    const presenter = findBuiltinPresenter(choice.avatar_id);
    if (!presenter) throw new ApiError(404, "avatar_not_found");
    return { timeline, name: presenter.name };
  }
  const avatar = await db.selectFrom("avatars").select(["name", "status"]).where("id", "=", choice.avatar_id).where("user_id", "=", userId).executeTakeFirst();
  if (!avatar) throw new ApiError(404, "avatar_not_found");
  if (avatar.status !== "ready") throw new ApiError(409, "avatar_not_ready");
  return { timeline, name: avatar.name };
}

/** The timeline's presenter as the renderer takes it: a built-in one's asset, or the owner's stored one with absolute paths. */
export async function resolvePresenterAsset(
  deps: { db: DbExecutor; mediaStore: MediaStore; inputDir: string },
  userId: string,
  timeline: Timeline,
  name: string | null,
): Promise<AvatarAsset | undefined> {
  const presenter = timeline.presenter;
  if (!presenter) return undefined;
  const missing = () => new PresenterDeletedError(name ?? presenter.avatarId);
  if (isBuiltinAvatarId(presenter.avatarId)) {
    if (!findBuiltinPresenter(presenter.avatarId)) throw missing();
    return builtinPresenterAsset(presenter.avatarId);
  }
  const avatar = await deps.db.selectFrom("avatars").select("status").where("id", "=", presenter.avatarId).where("user_id", "=", userId).executeTakeFirst();
  const asset =
    avatar?.status === "ready" ? await downloadAssetFiles(deps.mediaStore, avatarFolderKey(userId, presenter.avatarId), path.join(deps.inputDir, "presenter")) : undefined;
  if (!asset) throw missing();
  return asset;
}

/** What the render said of its presenter, as the video row keeps it. */
export function presenterColumns(result: RenderedPresenterInfo) {
  return {
    presenter_provider: result?.provider ?? null,
    presenter_look: result?.look ?? null,
    presenter_fallback_reason: result?.fallbackReason ?? null,
  };
}

interface FailDeps {
  db: DbExecutor;
  jobs: JobQueue;
  now: () => number;
}

/** Renders (first renders and later versions) still making a video that shows the avatar fail now, saying why. */
export async function failRendersShowingPresenter({ db, jobs, now }: FailDeps, userId: string, avatarId: string): Promise<void> {
  const shows = (timeline: string) => (JSON.parse(timeline) as Timeline).presenter?.avatarId === avatarId;
  const videos = await db
    .selectFrom("videos")
    .select(["id", "job_id", "timeline", "presenter_name"])
    .where("user_id", "=", userId)
    .where("status", "in", activeVideoStatuses)
    .execute();
  const updates = await db
    .selectFrom("video_updates")
    .select(["id", "job_id", "timeline", "presenter_name"])
    .where("user_id", "=", userId)
    .where("status", "in", activeVideoStatuses)
    .execute();
  const failure = (name: string | null) => storedFailure(new PresenterDeletedError(name ?? avatarId), "render_failed");
  for (const [table, rows] of [
    ["videos", videos],
    ["video_updates", updates],
  ] as const) {
    for (const row of rows.filter((candidate) => shows(candidate.timeline))) {
      const time = now();
      await db
        .updateTable(table)
        .set({ status: "failed", stage: "failed", error: failure(row.presenter_name), finished_at: time, updated_at: time })
        .where("id", "=", row.id)
        .where("status", "in", activeVideoStatuses)
        .execute();
      await jobs.cancel(row.job_id);
    }
  }
}
