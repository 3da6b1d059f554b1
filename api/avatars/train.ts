/**
 * `POST avatar/train`: a photo or a clip of one person, checked by its content (and a clip's length) while it
 * arrives, kept in the new avatar's folder, and the `avatar.train` job queued to find the face and prepare the
 * presenter. Refusals come before any file is kept: the plan's count, the rate, consent, the type, the size.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Context } from "hono";
import { z } from "zod";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { checkImageHeader } from "../media/image-processing";
import { probeClip } from "../media/clip-processing";
import { createStaging, placeFiles, removeFiles } from "../media/media-files";
import { receiveUpload } from "../media/multipart";
import { clipContainers, type SniffedUpload } from "../media/sniff";
import { mediaLimits } from "../contract/media";
import { avatarLimits, consentStatementVersion } from "../contract/avatars";
import type { Plan } from "../contract/plans";
import { parseInput } from "../products/fields";
import type { ApiServices } from "../services";
import { avatarFolderKey } from "./asset-files";
import { assertAvatarRoom, type AvatarRow } from "./avatars";

/** The job kind the worker trains avatars with. */
export const avatarTrainJobKind = "avatar.train";

export interface AvatarTrainPayload {
  avatarId: string;
}

const hour = 3_600_000;
/** Each training runs face detection for a few seconds of a core; ten an hour is plenty for a person. Times RATE_LIMIT_FACTOR. */
export const avatarTrainsByUser: RateLimit = { name: "avatar-train:user", limit: 10, windowMs: hour };

const trainFields = z.object({
  name: z.string().trim().min(1).max(avatarLimits.name),
  consent: z.string().optional(),
});

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

const photoFormats = new Set(["jpeg", "png", "webp"]);
const clipFormats = new Set(["mp4", "mov", "webm"]);

/** The byte cap for what the first bytes say the file is, or the refusal naming what an avatar is made from. */
function capFor(sniffed: SniffedUpload) {
  if (sniffed.kind === "image" && photoFormats.has(sniffed.format)) {
    return { maxBytes: avatarLimits.photoBytes, tooLarge: () => new ApiError(413, "avatar_photo_too_large", { max: megabytes(avatarLimits.photoBytes) }) };
  }
  if (sniffed.kind === "clip" && clipFormats.has(sniffed.container)) {
    return {
      maxBytes: avatarLimits.clipBytes,
      tooLarge: () => new ApiError(413, "avatar_clip_too_large", { max: megabytes(avatarLimits.clipBytes), seconds: avatarLimits.clipSeconds }),
    };
  }
  if (sniffed.kind === "heic") throw new ApiError(415, "upload_heic_unsupported");
  throw new ApiError(415, "avatar_type_unsupported");
}

export interface Trainer {
  id: string;
  email: string;
  plan: Plan;
}

export function createAvatarTraining(services: ApiServices) {
  const { config, db, jobs, mediaStore, rateLimit, renderStages } = services;
  const staging = createStaging(config.dataDir);

  /** Reads the file's header (a photo) or every packet (a clip): what cannot be read is refused now, not after queueing. */
  async function checkContent(file: { path: string; sniffed: SniffedUpload }): Promise<{ kind: "photo" | "clip"; extension: string }> {
    if (file.sniffed.kind === "image") {
      await checkImageHeader(file.path);
      return { kind: "photo", extension: file.sniffed.format === "jpeg" ? "jpg" : file.sniffed.format };
    }
    if (file.sniffed.kind !== "clip") throw new ApiError(415, "avatar_type_unsupported");
    const clip = await probeClip(renderStages.tools, file.path, file.sniffed.container);
    if (clip.durationMs > avatarLimits.clipSeconds * 1000) throw new ApiError(422, "avatar_clip_too_long", { max: avatarLimits.clipSeconds });
    return { kind: "clip", extension: clipContainers[file.sniffed.container].extension };
  }

  return async function train(context: Context, trainer: Trainer): Promise<AvatarRow> {
    // Refused before a byte of the body is read when the plan's avatars are all kept.
    await assertAvatarRoom(db, trainer.id, trainer.plan);
    await rateLimit(avatarTrainsByUser, trainer.id);
    const folder = await staging.open();
    try {
      const received = await receiveUpload(context.req.raw, {
        stagingPath: path.join(folder, "upload"),
        maxRequestBytes: avatarLimits.clipBytes + mediaLimits.multipartOverheadBytes,
        requestTooLarge: () => new ApiError(413, "avatar_clip_too_large", { max: megabytes(avatarLimits.clipBytes), seconds: avatarLimits.clipSeconds }),
        capFor,
        maxTextFields: mediaLimits.textFields,
        maxTextFieldBytes: mediaLimits.textFieldBytes,
      });
      const fields = parseInput(trainFields, received.fields);
      if (fields.consent !== "true") throw new ApiError(400, "consent_required");
      const source = await checkContent(received.file);

      const id = randomUUID();
      const now = config.now();
      const sourceKey = `${avatarFolderKey(trainer.id, id)}/source.${source.extension}`;
      await placeFiles(mediaStore, [{ key: sourceKey, source: { path: received.file.path } }]);
      try {
        return await db.transaction().execute(async (trx) => {
          // Counted again where the row is written: two uploads at once cannot both take the plan's last avatar.
          await assertAvatarRoom(trx, trainer.id, trainer.plan);
          const job = await jobs.enqueue<AvatarTrainPayload>(avatarTrainJobKind, { avatarId: id }, { ownerUserId: trainer.id, trx });
          const row: AvatarRow = {
            id,
            user_id: trainer.id,
            name: fields.name,
            status: "training",
            stage: "queued",
            progress: 0,
            error_code: null,
            source_kind: source.kind,
            source_key: sourceKey,
            still_key: null,
            width: null,
            height: null,
            face: null,
            crop: null,
            default_voice_id: null,
            consent_version: consentStatementVersion,
            consent_given_at: now,
            consent_email: trainer.email,
            job_id: job.id,
            created_at: now,
            updated_at: now,
          };
          await trx.insertInto("avatars").values(row).execute();
          return row;
        });
      } catch (error) {
        await removeFiles(mediaStore, [sourceKey]);
        throw error;
      }
    } finally {
      await staging.close(folder);
    }
  };
}
