/**
 * `avatar/infer`: a speaking preview of a presenter, the caller's own ready avatar or a built-in one, queued as a
 * task the `avatar.infer` job renders. The line defaults to a short hello in the voice's language; the voice to the
 * avatar's own, then the default voice. A user has at most a few previews waiting at once.
 */
import { randomUUID } from "node:crypto";
import { defaultVoiceId, type VoiceProvider } from "../../studio/voice";
import type { Db, DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { translate, type Language } from "../http/i18n";
import type { JobQueue } from "../jobs";
import { isBuiltinAvatarId, type AvatarTaskView } from "../contract/avatars";
import { failureMessage } from "../videos/render-failure";
import { avatarTaskResultUrl, findBuiltinPresenter, findOwnAvatar, type AvatarTaskRow } from "./avatars";

export const avatarInferJobKind = "avatar.infer";

export interface AvatarInferPayload {
  taskId: string;
}

/** Previews queued or running per user: each costs a core for several seconds. */
export const maxWaitingPreviews = 3;

export interface PreviewRequest {
  avatarId: string;
  text?: string;
  voiceId?: string;
}

/** The presenter's name, after checking it may speak: a built-in one, or the caller's own ready avatar. */
async function presenterToPreview(db: DbExecutor, userId: string, avatarId: string): Promise<{ name: string; voiceId: string | null }> {
  if (isBuiltinAvatarId(avatarId)) {
    const presenter = findBuiltinPresenter(avatarId);
    if (!presenter) throw new ApiError(404, "avatar_not_found");
    return { name: presenter.name, voiceId: null };
  }
  const avatar = await findOwnAvatar(db, userId, avatarId);
  if (avatar.status !== "ready") throw new ApiError(409, "avatar_not_ready");
  return { name: avatar.name, voiceId: avatar.default_voice_id };
}

export interface PreviewDeps {
  db: Db;
  jobs: JobQueue;
  voices: VoiceProvider;
  now: () => number;
}

export async function startPreview(deps: PreviewDeps, userId: string, request: PreviewRequest): Promise<AvatarTaskRow> {
  const { db, jobs } = deps;
  const presenter = await presenterToPreview(db, userId, request.avatarId);
  const voiceId = request.voiceId ?? presenter.voiceId ?? defaultVoiceId;
  const voice = (await deps.voices.listVoices()).find((candidate) => candidate.id === voiceId);
  if (!voice) throw new ApiError(400, "voice_not_found", { voice: voiceId });
  // The hello is said in the voice's own language: a Chinese line is not sayable by an English voice.
  const language: Language = voice.language.toLowerCase().startsWith("zh") ? "zh-Hans" : "en";
  const text = request.text ?? translate("avatar_greeting", language, { name: presenter.name });

  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom("avatar_tasks")
      .select(trx.fn.countAll<number>().as("n"))
      .where("user_id", "=", userId)
      .where("status", "in", ["queued", "running"])
      .executeTakeFirstOrThrow();
    if (Number(waiting.n) >= maxWaitingPreviews) throw new ApiError(429, "avatar_previews_busy", { max: maxWaitingPreviews });
    const id = randomUUID();
    const job = await jobs.enqueue<AvatarInferPayload>(avatarInferJobKind, { taskId: id }, { ownerUserId: userId, trx });
    const now = deps.now();
    const row: AvatarTaskRow = {
      id,
      user_id: userId,
      avatar_id: request.avatarId,
      avatar_name: presenter.name,
      kind: "preview",
      text,
      voice_id: voiceId,
      status: "queued",
      stage: "queued",
      progress: 0,
      error: null,
      result_key: null,
      provider: null,
      look: null,
      fallback_reason: null,
      job_id: job.id,
      created_at: now,
      updated_at: now,
      finished_at: null,
    };
    await trx.insertInto("avatar_tasks").values(row).execute();
    return row;
  });
}

export function avatarTaskView(row: AvatarTaskRow, language: Language): AvatarTaskView {
  return {
    id: row.id,
    avatar_id: row.avatar_id,
    avatar_name: row.avatar_name,
    kind: row.kind,
    text: row.text,
    voice_id: row.voice_id,
    status: row.status,
    stage: row.stage,
    progress: row.progress,
    error: failureMessage(row.error, language),
    result_url: row.status === "ready" && row.result_key ? avatarTaskResultUrl(row.id) : null,
    provider: row.provider,
    look: row.look,
    fallback_reason: row.fallback_reason,
    created_at: row.created_at,
    finished_at: row.finished_at,
  };
}

export async function findOwnTask(db: DbExecutor, userId: string, id: string): Promise<AvatarTaskRow> {
  const row = await db.selectFrom("avatar_tasks").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "media_not_found");
  return row;
}
