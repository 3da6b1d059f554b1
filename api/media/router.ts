/**
 * The user's media library: uploads (`media/upload` into the library, `file/upload` for a generic file such as an
 * avatar's source), the list, deletes, resized copies for a channel, descriptions, and the files themselves — also
 * the product images read from a link (`GET media/file/:id` serves both, to their owner only).
 */
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { Hono, type Context } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { idField, readBody, readQuery } from "../products/fields";
import type { ApiEnv, ApiServices } from "../services";
import { fileResponse } from "../videos/file-response";
import { mediaKeyPath } from "../videos/videos";
import { descriptionField } from "./fields";
import { cropImage, thumbnailType } from "./image-processing";
import { findOwnMedia, insertMediaItem, libraryKeys, libraryUsage, mediaViews, toMediaView, type MediaItemRow } from "./library";
import { mediaLimits } from "../contract/media";
import { resizesByUser } from "./rate-limits";
import { placeFiles, removeFiles } from "./media-files";
import { resizeBody, resizedFileName, targetSize } from "./resize";
import type { MediaUploads } from "./uploads";

const uploadFields = z.object({ description: descriptionField.optional() });

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(mediaLimits.pageSize).default(20),
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
    let query = db.selectFrom("media_items").where("user_id", "=", user.id).where("purpose", "=", "library");
    if (kind) query = query.where("kind", "=", kind);
    const total = await query.select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const usage = await libraryUsage(db, user.id);
    return ok(context, {
      items: await mediaViews(db, rows),
      total: Number(total.n),
      page,
      page_size: pageSize,
      usage: { items: usage.items, bytes: usage.bytes, max_items: mediaLimits.itemsPerUser, max_bytes: mediaLimits.bytesPerUser },
    });
  });

  router.delete("/media/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { ids } = await readBody(context, idsBody);
    const removed = await db.transaction().execute(async (trx) => {
      const rows = await trx.selectFrom("media_items").select(["id", "storage_key", "thumbnail_key"]).where("user_id", "=", user.id).where("id", "in", [...new Set(ids)]).execute();
      // Attachments to products and brands go with the rows (ON DELETE CASCADE); a brand logo is unset.
      if (rows.length > 0) await trx.deleteFrom("media_items").where("user_id", "=", user.id).where("id", "in", rows.map((row) => row.id)).execute();
      return rows;
    });
    // Files go once the rows are gone: a failure here leaves at worst an unreferenced file, never a broken row.
    await removeFiles(mediaStore, removed.flatMap((row) => [row.storage_key, row.thumbnail_key]));
    return ok(context, { deleted: removed.map((row) => row.id) });
  });

  router.post("/media/description", async (context) => {
    const { user } = await authenticator.required(context);
    const { id, description } = await readBody(context, descriptionBody);
    const row = await findOwnMedia(db, user.id, id);
    await db.updateTable("media_items").set({ description, updated_at: config.now() }).where("id", "=", row.id).where("user_id", "=", user.id).execute();
    return ok(context, await viewOf(await findOwnMedia(db, user.id, row.id)));
  });

  router.post("/media/resize", async (context) => {
    const { user } = await authenticator.required(context);
    const request = await readBody(context, resizeBody);
    await rateLimit(resizesByUser, user.id);
    const source = await findOwnMedia(db, user.id, request.id);
    if (source.kind !== "image") throw new ApiError(400, "resize_not_image");
    const size = targetSize(source, request);
    const input = await readFile(mediaKeyPath(config.dataDir, source.storage_key)).catch(() => {
      throw new ApiError(404, "media_not_found");
    });
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
      created_at: now,
      updated_at: now,
    };
    await placeFiles(config.dataDir, mediaStore, [
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
    const id = context.req.param("id") ?? "";
    const item = await db.selectFrom("media_items").selectAll().where("id", "=", id).where("user_id", "=", user.id).executeTakeFirst();
    const file = item
      ? part === "file"
        ? { key: item.storage_key, contentType: item.content_type }
        : { key: item.thumbnail_key, contentType: thumbnailType.contentType }
      : await db
          .selectFrom("product_images")
          .select(["storage_key as key", "content_type as contentType"])
          .where("id", "=", id)
          .where("user_id", "=", user.id)
          .executeTakeFirst();
    const response = file && (await fileResponse(mediaKeyPath(config.dataDir, file.key), file.contentType, context.req.raw.headers));
    if (!response) throw new ApiError(404, "media_not_found");
    // The bytes under an id never change (a resize is a new item), but they are this user's only: no shared caches.
    response.headers.set("cache-control", "private, max-age=31536000, immutable");
    return response;
  }

  router.get("/media/file/:id", (context) => serveFile(context, "file"));
  router.get("/media/file/:id/thumbnail", (context) => serveFile(context, "thumbnail"));

  return router;
}
