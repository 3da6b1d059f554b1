/**
 * The `avatar.train` job: the provider's `prepare` finds the one face in the uploaded photo (or a clip's best frame),
 * checks it and keeps the still and the asset JSON in the avatar's folder; the avatar is then ready, or failed with
 * the AvatarError's code (the view says in the caller's language what to upload instead). Delivery is at least once
 * (docs/decisions/050): prepare overwrites its own files, and the row changes only while the avatar is training, so
 * a deletion meanwhile always wins (its folder is removed again here).
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AvatarError, type AvatarProvider } from "../../studio/avatar";
import type { ApiConfig } from "../config";
import type { Db } from "../db/connection";
import { JobCancelledError, type JobHandler } from "../jobs";
import { logger } from "../lib/logger";
import type { MediaStore } from "../storage/media-store";
import { avatarFolderKey, removeAvatarFiles, storeAssetFiles } from "./asset-files";
import type { AvatarRow } from "./avatars";
import type { AvatarTrainPayload } from "./train";
import { trainFailedCode } from "./training-errors";

export interface AvatarTrainDeps {
  config: Pick<ApiConfig, "now">;
  db: Db;
  mediaStore: MediaStore;
  avatars: AvatarProvider;
}

type TrainingChanges = Partial<Pick<AvatarRow, "status" | "stage" | "progress" | "error_code" | "still_key" | "width" | "height" | "face" | "crop">>;

export type AvatarTrainResult = { status: "ready" | "failed" } | { skipped: "avatar-deleted" | "already-final" };

export function avatarTrainHandler({ config, db, mediaStore, avatars }: AvatarTrainDeps): JobHandler {
  /** Changes the avatar only while it is training; false when it was deleted (or finished) meanwhile. */
  async function updateTraining(id: string, changes: TrainingChanges): Promise<boolean> {
    const result = await db
      .updateTable("avatars")
      .set({ ...changes, updated_at: config.now() })
      .where("id", "=", id)
      .where("status", "=", "training")
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return async (job, context): Promise<AvatarTrainResult> => {
    const { avatarId } = job.payload as AvatarTrainPayload;
    const avatar = await db.selectFrom("avatars").selectAll().where("id", "=", avatarId).executeTakeFirst();
    if (!avatar) return { skipped: "avatar-deleted" };
    if (avatar.status !== "training") return { skipped: "already-final" };
    const folderKey = avatarFolderKey(avatar.user_id, avatar.id);
    const progress = (stage: string, percent: number) => {
      context.reportProgress(stage, percent);
      return updateTraining(avatar.id, { stage, progress: percent });
    };

    // The upload comes down from the store and the asset is made here, then stored: no shared disk is assumed.
    const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-avatar-train-"));
    try {
      await progress("checking", 5);
      const source = { kind: avatar.source_kind, path: path.join(workDir, path.basename(avatar.source_key)) };
      if (!(await mediaStore.download(avatar.source_key, source.path))) throw new Error(`the upload of avatar ${avatar.id} is missing from the media store`);
      await progress("finding_face", 15);
      const asset = await avatars.prepare(source, { outputDir: path.join(workDir, "asset"), signal: context.signal });
      await progress("preparing", 90);
      const stillKey = await storeAssetFiles(mediaStore, folderKey, asset);
      const ready = await updateTraining(avatar.id, {
        status: "ready",
        stage: "done",
        progress: 100,
        error_code: null,
        still_key: stillKey,
        width: asset.width,
        height: asset.height,
        face: JSON.stringify(asset.face),
        crop: JSON.stringify(asset.crop),
      });
      if (ready) return { status: "ready" };
      // Deleted while it trained: what this attempt wrote goes too.
      const kept = await db.selectFrom("avatars").select("id").where("id", "=", avatar.id).executeTakeFirst();
      if (!kept) await removeAvatarFiles(mediaStore, avatar.user_id, avatar.id);
      return { skipped: "avatar-deleted" };
    } catch (error) {
      if (context.signal.aborted && !(context.signal.reason instanceof JobCancelledError)) throw error;
      const refused = error instanceof AvatarError;
      if (!refused && !context.signal.aborted && job.attempts < job.max_attempts) throw error;
      if (!refused) logger.error("an avatar could not be trained", { avatarId: avatar.id, error });
      // The upload is of no more use: a failed avatar keeps only its row, to say what to upload instead.
      await removeAvatarFiles(mediaStore, avatar.user_id, avatar.id);
      await updateTraining(avatar.id, { status: "failed", stage: "failed", error_code: refused ? error.code : trainFailedCode });
      if (context.signal.aborted) throw error;
      return { status: "failed" };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
