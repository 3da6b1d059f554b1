/**
 * Avatars (docs/api-v1.md, Avatars): presenters trained from a user's photo or clip, the built-in drawn presenters,
 * and speaking previews of either. Another user's avatar or preview answers 404, as a missing one.
 */
import { readFile } from "node:fs/promises";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import { asPlan } from "../plans/plans";
import { idField, parseInput, readBody, readQuery } from "../products/fields";
import { readStoredBytes } from "../slideshows/stored-bytes";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "../videos/file-response";
import { failRendersShowingPresenter } from "../videos/presenter";
import { avatarLimitByPlan, avatarLimits, isBuiltinAvatarId } from "../contract/avatars";
import { builtinPresenterAsset, removeAvatarFiles } from "./asset-files";
import { avatarView, avatarViews, builtinAvatarIds, countedAvatars, deleteOwnAvatar, findBuiltinPresenter, findOwnAvatar, type ViewDeps } from "./avatars";
import { avatarTaskView, findOwnTask, startPreview } from "./infer";
import { avatarTaskKey } from "./infer-job";
import { createAvatarTraining } from "./train";

const avatarIdField = z.string().trim().min(1).max(72);
const voiceIdField = z.string().trim().min(1).max(64);
const listQuery = z.object({ id: avatarIdField.optional(), ...pageQueryFields(avatarLimits.pageSize) });
const deleteBody = z.object({ id: avatarIdField });
const detailBody = z.object({
  id: avatarIdField,
  name: z.string().trim().min(1).max(avatarLimits.name).optional(),
  /** null: the default voice. */
  default_voice_id: voiceIdField.nullable().optional(),
});
const inferBody = z.object({
  avatar_id: avatarIdField,
  text: z.string().trim().min(1).max(avatarLimits.previewText).optional(),
  voice_id: voiceIdField.optional(),
});
const tasksQuery = z.object({ avatar_id: avatarIdField.optional(), ...pageQueryFields(avatarLimits.pageSize) });

export function avatarsRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, jobs, mediaStore, renderStages } = services;
  const router = new Hono<ApiEnv>();
  const viewDeps: ViewDeps = { db, provider: renderStages.avatars };
  const train = createAvatarTraining(services);

  async function assertVoice(voiceId: string) {
    if (!(await renderStages.voice.listVoices()).some((voice) => voice.id === voiceId)) throw new ApiError(400, "voice_not_found", { voice: voiceId });
  }

  router.post("/avatar/train", async (context) => {
    const { user } = await authenticator.required(context);
    const row = await train(context, { id: user.id, email: user.email, plan: asPlan(user.current_plan) });
    return ok(context, (await avatarViews(viewDeps, user.id, [row], [], context.get("language")))[0]);
  });

  router.get("/avatar/train_avatars", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, page, page_size: pageSize } = readQuery(context, listQuery);
    const language = context.get("language");
    if (id !== undefined) return ok(context, await avatarView(viewDeps, user.id, id, language));
    const rows = await db
      .selectFrom("avatars")
      .selectAll()
      .where("user_id", "=", user.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize + 1)
      .offset((page - 1) * pageSize)
      .execute();
    // The built-in presenters follow the last page of the caller's own.
    const lastPage = rows.length <= pageSize;
    const avatars = await avatarViews(viewDeps, user.id, rows.slice(0, pageSize), lastPage ? builtinAvatarIds : [], language);
    return ok(context, { avatars, count: await countedAvatars(db, user.id), limit: avatarLimitByPlan[asPlan(user.current_plan)] });
  });

  router.delete("/avatar/train_avatars", async (context) => {
    const { user } = await authenticator.required(context);
    const { id } = await readBody(context, deleteBody);
    if (isBuiltinAvatarId(id)) throw new ApiError(400, "avatar_builtin_fixed");
    const { row, taskIds, jobIds } = await deleteOwnAvatar(db, user.id, id);
    await Promise.all(jobIds.map((jobId) => jobs.cancel(jobId)));
    // Videos still rendering with it fail now, saying why; finished videos keep their files.
    await failRendersShowingPresenter({ db, jobs, now: config.now }, user.id, row.id);
    await Promise.all(taskIds.map((taskId) => mediaStore.delete(avatarTaskKey({ user_id: user.id, id: taskId }))));
    await removeAvatarFiles(mediaStore, user.id, row.id);
    return ok(context, { deleted: [row.id] });
  });

  router.put("/avatar/train_avatar/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, detailBody);
    if (isBuiltinAvatarId(body.id)) throw new ApiError(400, "avatar_builtin_fixed");
    const row = await findOwnAvatar(db, user.id, body.id);
    if (body.default_voice_id) await assertVoice(body.default_voice_id);
    if (body.name !== undefined || body.default_voice_id !== undefined) {
      await db
        .updateTable("avatars")
        .set({
          ...(body.name !== undefined && { name: body.name }),
          ...(body.default_voice_id !== undefined && { default_voice_id: body.default_voice_id }),
          updated_at: config.now(),
        })
        .where("id", "=", row.id)
        .execute();
    }
    return ok(context, await avatarView(viewDeps, user.id, row.id, context.get("language")));
  });

  router.post("/avatar/infer", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, inferBody);
    const task = await startPreview({ db, jobs, voices: renderStages.voice, now: config.now }, user.id, {
      avatarId: body.avatar_id,
      text: body.text,
      voiceId: body.voice_id,
    });
    return ok(context, avatarTaskView(task, context.get("language")));
  });

  router.get("/avatar/infer_tasks", async (context) => {
    const { user } = await authenticator.required(context);
    const { avatar_id: avatarId, page, page_size: pageSize } = readQuery(context, tasksQuery);
    if (avatarId !== undefined && !isBuiltinAvatarId(avatarId)) await findOwnAvatar(db, user.id, avatarId);
    if (avatarId !== undefined && isBuiltinAvatarId(avatarId) && !findBuiltinPresenter(avatarId)) throw new ApiError(404, "avatar_not_found");
    let filtered = db.selectFrom("avatar_tasks").where("user_id", "=", user.id);
    if (avatarId !== undefined) filtered = filtered.where("avatar_id", "=", avatarId);
    const total = Number((await filtered.select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n);
    const rows = await filtered
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const language = context.get("language");
    return ok(context, { tasks: rows.map((row) => avatarTaskView(row, language)), page, page_size: pageSize, total });
  });

  router.get("/media/avatar/:id/still", async (context) => {
    const { user } = await authenticator.required(context);
    const id = parseInput(avatarIdField, context.req.param("id"));
    const bytes = isBuiltinAvatarId(id) ? await builtinStill(id) : await ownStill(user.id, id);
    if (!bytes) throw new ApiError(404, "media_not_found");
    // The address carries the avatar's version (`?v=`): a changed avatar has a new address.
    return new Response(new Uint8Array(bytes), {
      headers: {
        "content-type": "image/png",
        "content-length": String(bytes.length),
        "x-content-type-options": "nosniff",
        "cache-control": "private, max-age=31536000, immutable",
      },
    });
  });

  async function builtinStill(id: string): Promise<Buffer | undefined> {
    if (!findBuiltinPresenter(id)) throw new ApiError(404, "avatar_not_found");
    return readFile(builtinPresenterAsset(id).stillPath);
  }

  async function ownStill(userId: string, id: string): Promise<Buffer | undefined> {
    const row = await findOwnAvatar(db, userId, id);
    return row.still_key === null ? undefined : readStoredBytes(mediaStore, row.still_key);
  }

  router.get("/media/avatar-task/:id", async (context: Context<ApiEnv>) => {
    const { user } = await authenticator.required(context);
    const task = await findOwnTask(db, user.id, parseInput(idField, context.req.param("id")));
    const response = task.result_key && (await fileResponse(mediaStore, task.result_key, "video/mp4", context.req.raw.headers));
    if (!response) throw new ApiError(404, "media_not_found");
    return response;
  });

  return router;
}
