/**
 * The user's media library: uploads (`media/upload` into the library, `file/upload` for a generic file such as an
 * avatar's source), the list, deletes, resized copies for a channel, descriptions, and the files themselves — also
 * the product images read from a link (`GET media/file/:id` serves both, to their owner only).
 */
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import { idField, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "../videos/file-response";
import { readStoredBytes } from "../slideshows/stored-bytes";
import { descriptionField } from "./fields";
import { cropImage, thumbnailType } from "./image-processing";
import {
  deleteOwnMedia,
  describeMedia,
  findOwnMedia,
  findOwnMediaFile,
  insertMediaItem,
  libraryKeys,
  libraryUsage,
  listOwnLibrary,
  mediaViews,
  toMediaView,
  sourceColumnsOf,
  type MediaItemRow,
} from "./library";
import { mediaLimits } from "../contract/media";
import { resizesByUser } from "./rate-limits";
import { placeFiles, removeFiles } from "./media-files";
import { resizeBody, resizedFileName, targetSize } from "./resize";
import type { MediaUploads } from "./uploads";

const uploadFields = z.object({ description: descriptionField.optional() });

const listQuery = z.object({
  ...pageQueryFields(mediaLimits.pageSize),
  kind: z.enum(["image", "clip"]).optional(),
});
const idsBody = z.object({ ids: z.array(idField).min(1).max(mediaLimits.idsPerCall) });
const descriptionBody = z.object({ id: idField, description: descriptionField.nullable() });

export function mediaRouter(services: ApiServices, authenticator: Authenticator, uploads: MediaUploads) {
  const { config, db, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();

  const viewOf = async (row: MediaItemRow) => (await mediaViews(db, [row]))[0]!;

  router.post("/media/upload", async (context) => {
    const { user } = await authenticator.required(context);
    const row = await uploads.upload(context, user.id, { purpose: "library", fields: uploadFields, description: (fields) => fields.description ?? null });
    return ok(context, toMediaView(row));
  });

  router.post("/file/upload", async (context) => {
    const { user } = await authenticator.required(context);
    const row = await uploads.upload(context, user.id, { purpose: "file", fields: z.object({}) });
    return ok(context, toMediaView(row));
  });

  router.get("/media/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize, kind } = readQuery(context, listQuery);
    const { rows, total } = await listOwnLibrary(db, user.id, { kind }, { page, page_size: pageSize });
    const usage = await libraryUsage(db, user.id);
    return ok(context, {
      items: await mediaViews(db, rows),
      total,
      page,
      page_size: pageSize,
      usage: { items: usage.items, bytes: usage.bytes, max_items: mediaLimits.itemsPerUser, max_bytes: mediaLimits.bytesPerUser },
    });
  });

  router.delete("/media/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { ids } = await readBody(context, idsBody);
    const removed = await deleteOwnMedia(db, user.id, ids);
    // Files go once the rows are gone: a failure here leaves at worst an unreferenced file, never a broken row.
    await removeFiles(
      mediaStore,
      removed.flatMap((row) => [row.storage_key, row.thumbnail_key]),
    );
    return ok(context, { deleted: removed.map((row) => row.id) });
  });

  router.post("/media/description", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, description } = await readBody(context, descriptionBody);
    const row = await findOwnMedia(db, user.id, id);
    await describeMedia(db, row, description, config.now());
    return ok(context, await viewOf(await findOwnMedia(db, user.id, row.id)));
  });

  router.post("/media/resize", async (context) => {
    const { user } = await authenticator.required(context);
    const request = await readBody(context, resizeBody);
    await rateLimit(resizesByUser, user.id);
    const source = await findOwnMedia(db, user.id, request.id);
    if (source.kind !== "image") throw new ApiError(400, "resize_not_image");
    const size = targetSize(source, request);
    const input = await readStoredBytes(mediaStore, source.storage_key);
    if (!input) throw new ApiError(404, "media_not_found");
    const image = await cropImage(input, { ...size, fit: request.fit, position: request.position, background: request.background });

    const id = randomUUID();
    const now = config.now();
    const keys = libraryKeys(user.id, id, image.extension, thumbnailType.extension);
    const row = {
      id,
      user_id: user.id,
      purpose: "library" as const,
      kind: "image" as const,
      ...keys,
      content_type: image.contentType,
      byte_size: image.bytes.length,
      width: image.width,
      height: image.height,
      duration_ms: null,
      file_name: resizedFileName(source.file_name, image),
      description: request.description === undefined ? source.description : request.description,
      // A resized stock image is still under its licence and still credits its author.
      ...sourceColumnsOf(source),
      created_at: now,
      updated_at: now,
    };
    await placeFiles(mediaStore, [
      { key: keys.storage_key, source: { bytes: image.bytes } },
      { key: keys.thumbnail_key, source: { bytes: image.thumbnail } },
    ]);
    try {
      await insertMediaItem(db, { postgres: config.database.kind === "postgres" }, row);
    } catch (error) {
      await removeFiles(mediaStore, [keys.storage_key, keys.thumbnail_key]);
      throw error;
    }
    return ok(context, toMediaView(row));
  });

  /** A library item's file or thumbnail, or a product image read from a link (its own thumbnail). */
  async function serveFile(context: Context<ApiEnv>, part: "file" | "thumbnail") {
    const { user } = await authenticator.required(context);
    const file = await findOwnMediaFile(db, user.id, context.req.param("id") ?? "", part);
    const response = file && (await fileResponse(mediaStore, file.key, file.contentType, context.req.raw.headers));
    if (!response) throw new ApiError(404, "media_not_found");
    // The bytes under an id never change (a resize is a new item), but they are this user's only: no shared caches.
    response.headers.set("cache-control", "private, max-age=31536000, immutable");
    return response;
  }

  router.get("/media/file/:id", (context) => serveFile(context, "file"));
  router.get("/media/file/:id/thumbnail", (context) => serveFile(context, "thumbnail"));

  return router;
}
