/**
 * The one upload flow behind `media/upload`, `file/upload` and `material/upload`: limits first (rate, library room,
 * declared size), then the body streamed to a staging file with the cap for what its first bytes say it is, then the
 * real check by content (sharp decodes the image, ffprobe reads every packet of the clip), then the files are moved
 * into place and the row inserted. Any failure removes whatever was written: no row without its files, no files
 * without their row.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Context } from "hono";
import type { z } from "zod";
import type { DbExecutor } from "../db/connection";
import type { MediaItemsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { parseInput } from "../products/fields";
import type { ApiServices } from "../services";
import { clipContainers, type SniffedUpload } from "./sniff";
import { extractPoster, probeClip } from "./clip-processing";
import { normaliseImage, thumbnailOf, thumbnailType } from "./image-processing";
import { assertLibraryRoom, displayFileName, insertMediaItem, libraryKeys, libraryUsage, type MediaItemRow } from "./library";
import { createStaging, placeFiles, removeFiles, type FileSource } from "./media-files";
import { megabytes, mediaLimits, type MediaPurpose } from "../contract/media";
import { uploadsByUser } from "./rate-limits";
import { receiveUpload, type StagedFile } from "./multipart";

export interface UploadRequest<Fields extends z.ZodTypeAny> {
  purpose: MediaPurpose;
  /** The text fields sent with the file, checked before the file is processed. */
  fields: Fields;
  /** Checks that need the database (the product exists, its materials have room); runs before processing. */
  check?: (fields: z.output<Fields>) => Promise<void>;
  /** Runs in the insert's transaction, e.g. to attach the new item to a product. */
  attach?: (trx: DbExecutor, item: MediaItemsTable, fields: z.output<Fields>) => Promise<void>;
  /** The item's description, if the fields carry one. */
  description?: (fields: z.output<Fields>) => string | null;
}

/** What the first bytes allow: the byte cap for an image or a clip, or a refusal naming what we accept. */
function capFor(sniffed: SniffedUpload) {
  switch (sniffed.kind) {
    case "image":
      return { maxBytes: mediaLimits.imageBytes, tooLarge: () => new ApiError(413, "upload_image_too_large", { max: megabytes(mediaLimits.imageBytes) }) };
    case "clip":
      return { maxBytes: mediaLimits.clipBytes, tooLarge: () => new ApiError(413, "upload_clip_too_large", { max: megabytes(mediaLimits.clipBytes) }) };
    case "heic":
      throw new ApiError(415, "upload_heic_unsupported");
    case "unknown":
      throw new ApiError(415, "upload_type_unsupported");
  }
}

interface ProcessedUpload {
  kind: "image" | "clip";
  contentType: string;
  extension: string;
  width: number;
  height: number;
  durationMs: number | null;
  main: FileSource;
  mainBytes: number;
  thumbnail: Uint8Array;
}

export function createMediaUploads(services: ApiServices) {
  const { config, db, mediaStore, rateLimit, renderStages } = services;
  const staging = createStaging(config.dataDir);

  async function processStaged(file: StagedFile, folder: string): Promise<ProcessedUpload> {
    if (file.sniffed.kind === "image") {
      const image = await normaliseImage(file.path);
      return { kind: "image", ...image, durationMs: null, main: { bytes: image.bytes }, mainBytes: image.bytes.length, thumbnail: image.thumbnail };
    }
    if (file.sniffed.kind !== "clip") throw new ApiError(415, "upload_type_unsupported");
    const clip = await probeClip(renderStages.tools, file.path, file.sniffed.container);
    const posterPath = path.join(folder, "poster.png");
    await extractPoster(renderStages.tools, file.path, file.sniffed.container, clip.durationMs, posterPath);
    const container = clipContainers[file.sniffed.container];
    return {
      kind: "clip",
      contentType: container.contentType,
      extension: container.extension,
      width: clip.width,
      height: clip.height,
      durationMs: clip.durationMs,
      main: { path: file.path },
      mainBytes: file.size,
      thumbnail: await thumbnailOf(posterPath),
    };
  }

  return {
    async upload<Fields extends z.ZodTypeAny>(context: Context, userId: string, request: UploadRequest<Fields>): Promise<MediaItemRow> {
      await rateLimit(uploadsByUser, userId);
      // Refused before a byte of the body is read when the library is already full.
      assertLibraryRoom(await libraryUsage(db, userId), 0);
      const folder = await staging.open();
      try {
        const received = await receiveUpload(context.req.raw, {
          stagingPath: path.join(folder, "upload"),
          maxRequestBytes: mediaLimits.clipBytes + mediaLimits.multipartOverheadBytes,
          requestTooLarge: () => new ApiError(413, "upload_too_large", { max: megabytes(mediaLimits.clipBytes) }),
          capFor,
          maxTextFields: mediaLimits.textFields,
          maxTextFieldBytes: mediaLimits.textFieldBytes,
        });
        const fields = parseInput(request.fields, received.fields);
        await request.check?.(fields);
        const processed = await processStaged(received.file, folder);

        const now = config.now();
        const id = randomUUID();
        const keys = libraryKeys(userId, id, processed.extension, thumbnailType.extension);
        const row: MediaItemsTable = {
          id,
          user_id: userId,
          purpose: request.purpose,
          kind: processed.kind,
          ...keys,
          content_type: processed.contentType,
          byte_size: processed.mainBytes,
          width: processed.width,
          height: processed.height,
          duration_ms: processed.durationMs,
          file_name: displayFileName(received.file.fileName, processed.kind === "image" ? "image" : "clip"),
          description: request.description?.(fields) ?? null,
          created_at: now,
          updated_at: now,
        };
        await placeFiles(config.dataDir, mediaStore, [
          { key: keys.storage_key, source: processed.main },
          { key: keys.thumbnail_key, source: { bytes: processed.thumbnail } },
        ]);
        try {
          await insertMediaItem(db, { postgres: config.database.kind === "postgres" }, row, request.attach && ((trx) => request.attach!(trx, row, fields)));
        } catch (error) {
          await removeFiles(mediaStore, [keys.storage_key, keys.thumbnail_key]);
          throw error;
        }
        return row;
      } finally {
        await staging.close(folder);
      }
    },
  };
}

export type MediaUploads = ReturnType<typeof createMediaUploads>;
