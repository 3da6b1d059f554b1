/**
 * Data access for avatars: the owner's rows, their views (with the built-in presenters), the plan's count, and
 * deletion with files and preview tasks. Another user's avatar answers 404, as a missing one.
 */
import type { Selectable } from "kysely";
import { builtinPresenters } from "../../studio/avatar";
import type { AvatarProvider } from "../../studio/avatar";
import type { Db, DbExecutor } from "../db/connection";
import type { AvatarsTable, AvatarTasksTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { avatarLimitByPlan, builtinAvatarPrefix, isBuiltinAvatarId, type AvatarBox, type AvatarView, type PresenterLook } from "../contract/avatars";
import type { Plan } from "../contract/plans";
import { builtinPresenterAsset } from "./asset-files";
import { trainingFailureMessage } from "./training-errors";

export type AvatarRow = Selectable<AvatarsTable>;
export type AvatarTaskRow = Selectable<AvatarTasksTable>;

/** A user's presenter looks like what the configured provider draws: a service's lip-sync, or the photo animated offline. */
export function userAvatarLook(provider: Pick<AvatarProvider, "name">): PresenterLook {
  return provider.name === "http" ? "lip-sync" : "animated-photo";
}

export async function findOwnAvatar(db: DbExecutor, userId: string, id: string): Promise<AvatarRow> {
  const row = await db.selectFrom("avatars").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "avatar_not_found");
  return row;
}

export function findBuiltinPresenter(id: string) {
  return builtinPresenters.find((presenter) => `${builtinAvatarPrefix}${presenter.id}` === id);
}

/** Avatars that count towards the plan: every own one that did not fail. */
export async function countedAvatars(db: DbExecutor, userId: string): Promise<number> {
  const row = await db.selectFrom("avatars").select(db.fn.countAll<number>().as("n")).where("user_id", "=", userId).where("status", "!=", "failed").executeTakeFirstOrThrow();
  return Number(row.n);
}

/** 403 `avatar_limit` (the upgrade dialog, as every plan limit) once the plan's avatars are kept. */
export async function assertAvatarRoom(db: DbExecutor, userId: string, plan: Plan): Promise<void> {
  const count = await countedAvatars(db, userId);
  const limit = avatarLimitByPlan[plan];
  if (count >= limit) throw new ApiError(403, "avatar_limit", { max: limit }, { count, limit });
}

/** The latest ready preview of each avatar among ids, by avatar id. */
async function latestPreviews(db: DbExecutor, userId: string, avatarIds: readonly string[]): Promise<Map<string, AvatarTaskRow>> {
  if (avatarIds.length === 0) return new Map();
  const rows = await db
    .selectFrom("avatar_tasks")
    .selectAll()
    .where("user_id", "=", userId)
    .where("avatar_id", "in", [...avatarIds])
    .where("status", "=", "ready")
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return new Map(rows.map((row) => [row.avatar_id, row]));
}

export function avatarTaskResultUrl(taskId: string): string {
  return `${apiBasePath}/media/avatar-task/${taskId}`;
}

function stillUrl(id: string, version: number): string {
  return `${apiBasePath}/media/avatar/${encodeURIComponent(id)}/still?v=${version}`;
}

function box(json: string | null): AvatarBox | null {
  return json === null ? null : (JSON.parse(json) as AvatarBox);
}

function ownView(row: AvatarRow, look: PresenterLook, preview: AvatarTaskRow | undefined, language: Language): AvatarView {
  return {
    id: row.id,
    builtin: false,
    name: row.name,
    description: null,
    status: row.status,
    progress: row.progress,
    error: row.error_code === null ? null : trainingFailureMessage(row.error_code, language),
    error_code: row.error_code,
    look,
    still_url: row.still_key === null ? null : stillUrl(row.id, row.updated_at),
    width: row.width,
    height: row.height,
    face: box(row.face),
    crop: box(row.crop),
    preview_url: preview ? avatarTaskResultUrl(preview.id) : null,
    default_voice_id: row.default_voice_id,
    consent: { version: row.consent_version, given_at: row.consent_given_at, given_by: row.consent_email },
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** A built-in presenter as an avatar: always ready, drawn, with no consent (no one's likeness). */
function builtinView(id: string, preview: AvatarTaskRow | undefined): AvatarView {
  const presenter = findBuiltinPresenter(id)!;
  const asset = builtinPresenterAsset(id);
  return {
    id,
    builtin: true,
    name: presenter.name,
    description: presenter.description,
    status: "ready",
    progress: 100,
    error: null,
    error_code: null,
    look: "drawn",
    still_url: stillUrl(id, 1),
    width: asset.width,
    height: asset.height,
    face: asset.face,
    crop: asset.crop,
    preview_url: preview ? avatarTaskResultUrl(preview.id) : null,
    default_voice_id: null,
    consent: null,
    created_at: 0,
    updated_at: 0,
  };
}

export interface ViewDeps {
  db: DbExecutor;
  provider: Pick<AvatarProvider, "name">;
}

export const builtinAvatarIds = builtinPresenters.map((presenter) => `${builtinAvatarPrefix}${presenter.id}`);

/** Own avatars' views followed by the built-in presenters'. */
export async function avatarViews(deps: ViewDeps, userId: string, rows: readonly AvatarRow[], builtinIds: readonly string[], language: Language): Promise<AvatarView[]> {
  const previews = await latestPreviews(deps.db, userId, [...rows.map((row) => row.id), ...builtinIds]);
  const look = userAvatarLook(deps.provider);
  return [...rows.map((row) => ownView(row, look, previews.get(row.id), language)), ...builtinIds.map((id) => builtinView(id, previews.get(id)))];
}

/** One avatar's view: the caller's own, or a built-in presenter (404 for anything else). */
export async function avatarView(deps: ViewDeps, userId: string, id: string, language: Language): Promise<AvatarView> {
  if (isBuiltinAvatarId(id)) {
    if (!findBuiltinPresenter(id)) throw new ApiError(404, "avatar_not_found");
    return (await avatarViews(deps, userId, [], [id], language))[0]!;
  }
  return (await avatarViews(deps, userId, [await findOwnAvatar(deps.db, userId, id)], [], language))[0]!;
}

/** Deletes the caller's avatar row and its preview tasks; returns their ids and the jobs still running for them, to cancel. */
export async function deleteOwnAvatar(db: Db, userId: string, id: string): Promise<{ row: AvatarRow; taskIds: string[]; jobIds: string[] }> {
  return db.transaction().execute(async (trx) => {
    const row = await findOwnAvatar(trx, userId, id);
    const tasks = await trx.selectFrom("avatar_tasks").select(["id", "job_id", "status"]).where("user_id", "=", userId).where("avatar_id", "=", id).execute();
    await trx.deleteFrom("avatar_tasks").where("user_id", "=", userId).where("avatar_id", "=", id).execute();
    await trx.deleteFrom("avatars").where("id", "=", id).execute();
    const active = tasks.filter((task) => task.status === "queued" || task.status === "running").map((task) => task.job_id);
    return { row, taskIds: tasks.map((task) => task.id), jobIds: row.status === "training" ? [row.job_id, ...active] : active };
  });
}
