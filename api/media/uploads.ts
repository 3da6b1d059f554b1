/**
 * The one upload flow behind `media/upload`, `file/upload`, `material/upload` and stock downloads: limits first (rate, library room,
 * declared size), then the body streamed to a staging file with the cap for what its first bytes say it is, then the
 * real check by content (sharp decodes the image, ffprobe reads every packet of the clip), then the files are moved
 * into place and the row inserted. Any failure removes whatever was written: no row without its files, no files
 * without their row.
 */
import { randomUUID } from "node:crypto";
import { open } from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";
import type { z } from "zod";
import type { DbExecutor } from "../db/connection";
import type { MediaItemsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { parseInput } from "../products/fields";
import type { ApiServices } from "../services";
import { clipContainers, sniffBytes, sniffUpload, type SniffedUpload } from "./sniff";
import { extractPoster, probeClip } from "./clip-processing";
import { normaliseImage, thumbnailOf, thumbnailType } from "./image-processing";
import { assertLibraryRoom, displayFileName, insertMediaItem, libraryKeys, libraryUsage, ownFileSource, type MediaItemRow, type SourceColumns } from "./library";
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

interface StoredItem {
  purpose: MediaPurpose;
  description: string | null;
  source: SourceColumns;
  attach?: (trx: DbExecutor, item: MediaItemsTable) => Promise<void>;
}

/** What a fetched file is stored as: its name, description and where it came from. */
export interface ImportedFile {
  fileName: string;
  description: string | null;
  source: SourceColumns;
}

export interface ImportRequest {
  /** Writes the file to `stagingPath`, reading at most `maxBytes`, and says what it is. */
  fetchInto: (stagingPath: string, maxBytes: number) => Promise<ImportedFile>;
  expectedKind: "image" | "clip";
  /** Checks that need the database, before anything is fetched. */
  check?: () => Promise<void>;
  /** Runs in the insert's transaction, e.g. to attach the new item to a product. */
  attach?: (trx: DbExecutor, item: MediaItemsTable) => Promise<void>;
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

  /** Checks the staged file by its content, then places its files and inserts its row (both or neither). */
  async function store(userId: string, folder: string, file: StagedFile, item: StoredItem): Promise<MediaItemRow> {
    const processed = await processStaged(file, folder);
    const now = config.now();
    const id = randomUUID();
    const keys = libraryKeys(userId, id, processed.extension, thumbnailType.extension);
    const row: MediaItemsTable = {
      id,
      user_id: userId,
      purpose: item.purpose,
      kind: processed.kind,
      ...keys,
      content_type: processed.contentType,
      byte_size: processed.mainBytes,
      width: processed.width,
      height: processed.height,
      duration_ms: processed.durationMs,
      file_name: displayFileName(file.fileName, processed.kind === "image" ? "image" : "clip"),
      description: item.description,
      ...item.source,
      created_at: now,
      updated_at: now,
    };
    await placeFiles(mediaStore, [
      { key: keys.storage_key, source: processed.main },
      { key: keys.thumbnail_key, source: { bytes: processed.thumbnail } },
    ]);
    try {
      await insertMediaItem(db, { postgres: config.database.kind === "postgres" }, row, item.attach && ((trx) => item.attach!(trx, row)));
    } catch (error) {
      await removeFiles(mediaStore, [keys.storage_key, keys.thumbnail_key]);
      throw error;
    }
    return row;
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
        return await store(userId, folder, received.file, {
          purpose: request.purpose,
          description: request.description?.(fields) ?? null,
          source: ownFileSource,
          attach: request.attach && ((trx, row) => request.attach!(trx, row, fields)),
        });
      } finally {
        await staging.close(folder);
      }
    },

    /**
     * A file the server fetches itself (a stock download) into the library, under the same limits and checks as an
     * upload: `fetchInto` writes it to the staging path given (capped at `maxBytes`); what its first bytes say it is
     * must be `expectedKind`, within that kind's cap, and then it has to read as one.
     */
    async importFile(userId: string, request: ImportRequest): Promise<MediaItemRow> {
      await rateLimit(uploadsByUser, userId);
      assertLibraryRoom(await libraryUsage(db, userId), 0);
      await request.check?.();
      const folder = await staging.open();
      try {
        const stagingPath = path.join(folder, "import");
        const imported = await request.fetchInto(stagingPath, request.expectedKind === "image" ? mediaLimits.imageBytes : mediaLimits.clipBytes);
        const file = await stagedFileAt(stagingPath, imported.fileName);
        if (file.sniffed.kind !== request.expectedKind) throw new ApiError(415, "upload_type_unsupported");
        const cap = capFor(file.sniffed);
        if (file.size > cap.maxBytes) throw cap.tooLarge();
        return await store(userId, folder, file, { purpose: "library", description: imported.description, source: imported.source, attach: request.attach });
      } finally {
        await staging.close(folder);
      }
    },
  };
}

/** A file already on disk, as the upload path sees one: its size and what its first bytes say it is. */
async function stagedFileAt(filePath: string, fileName: string): Promise<StagedFile> {
  const handle = await open(filePath, "r");
  try {
    const head = Buffer.alloc(sniffBytes);
    const { bytesRead } = await handle.read(head, 0, sniffBytes, 0);
    const { size } = await handle.stat();
    return { path: filePath, size, fileName, sniffed: sniffUpload(head.subarray(0, bytesRead)) };
  } finally {
    await handle.close();
  }
}

export type MediaUploads = ReturnType<typeof createMediaUploads>;
