/** Data access for the user's media library, where its files live, and an item as its view (api/contract/media.ts). */
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import type { MediaItemsTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { paginate, type PageRequest } from "../db/paginate";
import { ApiError } from "../http/errors";
import { mediaLimits, type MediaSourceView, type MediaView } from "../contract/media";
import { thumbnailType } from "./image-processing";

export type MediaItemRow = Selectable<MediaItemsTable>;

/** Where the owner fetches a stored file: a library item or a product's image (GET media/file/:id). */
export function mediaFileUrl(id: string): string {
  return `${apiBasePath}/media/file/${id}`;
}

export function mediaThumbnailUrl(id: string): string {
  return `${apiBasePath}/media/file/${id}/thumbnail`;
}

/** The columns that say where a stock download came from: all null for the user's own files. */
export type SourceColumns = Pick<MediaItemsTable, "source_provider" | "source_url" | "author_name" | "author_url" | "license_name" | "license_url">;

export const ownFileSource: SourceColumns = { source_provider: null, source_url: null, author_name: null, author_url: null, license_name: null, license_url: null };

export function sourceColumnsOf(row: SourceColumns): SourceColumns {
  const { source_provider, source_url, author_name, author_url, license_name, license_url } = row;
  return { source_provider, source_url, author_name, author_url, license_name, license_url };
}

function sourceView(row: SourceColumns): MediaSourceView | null {
  if (!row.source_provider) return null;
  return {
    provider: row.source_provider,
    url: row.source_url,
    author: row.author_name ? { name: row.author_name, url: row.author_url } : null,
    license: row.license_name ? { name: row.license_name, url: row.license_url } : null,
  };
}

export interface Attachments {
  products: { id: string; name: string }[];
  brands: { id: string; name: string }[];
}

const noAttachments: Attachments = { products: [], brands: [] };

export function toMediaView(row: MediaItemRow, attachments: Attachments = noAttachments): MediaView {
  return {
    id: row.id,
    kind: row.kind,
    purpose: row.purpose,
    name: row.file_name,
    description: row.description,
    content_type: row.content_type,
    size: Number(row.byte_size),
    width: row.width,
    height: row.height,
    duration_ms: row.duration_ms,
    url: mediaFileUrl(row.id),
    thumbnail_url: mediaThumbnailUrl(row.id),
    source: sourceView(row),
    products: attachments.products,
    brands: attachments.brands,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The products and brands each item is a material of, by item id. */
export async function attachmentsOf(db: DbExecutor, mediaIds: string[]): Promise<Map<string, Attachments>> {
  const byId = new Map<string, Attachments>(mediaIds.map((id) => [id, { products: [], brands: [] }]));
  if (mediaIds.length === 0) return byId;
  const [products, brands] = await Promise.all([
    db
      .selectFrom("product_materials")
      .innerJoin("products", "products.id", "product_materials.product_id")
      .select(["product_materials.media_id", "products.id", "products.name"])
      .where("product_materials.media_id", "in", mediaIds)
      .orderBy("products.name")
      .execute(),
    db
      .selectFrom("brand_materials")
      .innerJoin("brands", "brands.id", "brand_materials.brand_id")
      .select(["brand_materials.media_id", "brands.id", "brands.name"])
      .where("brand_materials.media_id", "in", mediaIds)
      .orderBy("brands.name")
      .execute(),
  ]);
  for (const row of products) byId.get(row.media_id)!.products.push({ id: row.id, name: row.name });
  for (const row of brands) byId.get(row.media_id)!.brands.push({ id: row.id, name: row.name });
  return byId;
}

export async function mediaViews(db: DbExecutor, rows: MediaItemRow[]): Promise<MediaView[]> {
  const attachments = await attachmentsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toMediaView(row, attachments.get(row.id)));
}

/** The caller's item, or 404 (another user's item is as unknown as a missing one). */
export async function findOwnMedia(db: DbExecutor, userId: string, mediaId: string): Promise<MediaItemRow> {
  const row = await db.selectFrom("media_items").selectAll().where("id", "=", mediaId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "media_not_found");
  return row;
}

/**
 * The caller's library items among ids, in the order given; an id that is not one (missing, another user's, or a
 * generic file) is a 404 naming it.
 */
export async function findOwnLibraryItems(db: DbExecutor, userId: string, ids: readonly string[]): Promise<MediaItemRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom("media_items")
    .selectAll()
    .where("user_id", "=", userId)
    .where("purpose", "=", "library")
    .where("id", "in", [...ids])
    .execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw new ApiError(404, "media_not_found", {}, { id });
    return row;
  });
}

export interface LibraryUsage {
  items: number;
  bytes: number;
}

export async function libraryUsage(db: DbExecutor, userId: string): Promise<LibraryUsage> {
  const row = await db
    .selectFrom("media_items")
    .select((eb) => [eb.fn.countAll<number>().as("items"), eb.fn.sum<number>("byte_size").as("bytes")])
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  // PostgreSQL sums a bigint column as numeric, which arrives as text.
  return { items: Number(row.items), bytes: Number(row.bytes ?? 0) };
}

/** 409 when the library cannot take `addingBytes` more (or any more items). */
export function assertLibraryRoom(usage: LibraryUsage, addingBytes: number): void {
  if (usage.items >= mediaLimits.itemsPerUser) throw new ApiError(409, "media_library_full", { max: mediaLimits.itemsPerUser });
  if (usage.bytes + addingBytes > mediaLimits.bytesPerUser) {
    throw new ApiError(409, "media_storage_full", { max: Math.round(mediaLimits.bytesPerUser / 1024 ** 3) });
  }
}

/**
 * Inserts an item after checking, in the same transaction, that the library has room; `alsoInTransaction` attaches
 * it somewhere (material/upload) so the item and its attachment appear together or not at all. On PostgreSQL the
 * user's row is locked first so two parallel uploads cannot both take the last place.
 */
export async function insertMediaItem(db: Db, options: { postgres: boolean }, row: MediaItemsTable, alsoInTransaction?: (trx: DbExecutor) => Promise<void>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (options.postgres) await trx.selectFrom("users").select("id").where("id", "=", row.user_id).forUpdate().execute();
    assertLibraryRoom(await libraryUsage(trx, row.user_id), Number(row.byte_size));
    await trx.insertInto("media_items").values(row).execute();
    if (alsoInTransaction) await alsoInTransaction(trx);
  });
}

/** Keys of a library item's files: `<userId>/library/<mediaId>.<ext>` and its thumbnail beside it. */
export function libraryKeys(userId: string, mediaId: string, extension: string, thumbnailExtension: string) {
  return {
    storage_key: `${userId}/library/${mediaId}.${extension}`,
    thumbnail_key: `${userId}/library/${mediaId}-thumbnail.${thumbnailExtension}`,
  };
}

/** A file name as shown and searched: no folders, no control characters, at most 200 characters. */
export function displayFileName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? "";
  const clean = base
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return (clean || fallback).slice(0, mediaLimits.fileName);
}

/** The caller's library, newest first; of one kind when asked. */
export function listOwnLibrary(db: DbExecutor, userId: string, { kind }: { kind?: MediaItemRow["kind"] }, page: PageRequest) {
  let filtered = db.selectFrom("media_items").where("user_id", "=", userId).where("purpose", "=", "library");
  if (kind) filtered = filtered.where("kind", "=", kind);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

/**
 * Deletes the caller's items among `ids` and returns them: their attachments to products and brands go with the rows
 * (ON DELETE CASCADE), a brand logo is unset. Their files are the caller's to remove, once the rows are gone.
 */
export function deleteOwnMedia(db: Db, userId: string, ids: readonly string[]) {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("media_items")
      .select(["id", "storage_key", "thumbnail_key"])
      .where("user_id", "=", userId)
      .where("id", "in", [...new Set(ids)])
      .execute();
    if (rows.length > 0)
      await trx
        .deleteFrom("media_items")
        .where("user_id", "=", userId)
        .where(
          "id",
          "in",
          rows.map((row) => row.id),
        )
        .execute();
    return rows;
  });
}

export async function describeMedia(db: DbExecutor, row: MediaItemRow, description: string | null, now: number): Promise<void> {
  await db.updateTable("media_items").set({ description, updated_at: now }).where("id", "=", row.id).where("user_id", "=", row.user_id).execute();
}

/** A library item's file or thumbnail, or a product image read from a link (its own thumbnail): the caller's only. */
export async function findOwnMediaFile(db: DbExecutor, userId: string, id: string, part: "file" | "thumbnail"): Promise<{ key: string; contentType: string } | undefined> {
  const item = await db.selectFrom("media_items").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (item) return part === "file" ? { key: item.storage_key, contentType: item.content_type } : { key: item.thumbnail_key, contentType: thumbnailType.contentType };
  return db.selectFrom("product_images").select(["storage_key as key", "content_type as contentType"]).where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
}

/** Which of these ids are items that still exist. */
export async function existingMediaIds(db: DbExecutor, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  return new Set(
    (
      await db
        .selectFrom("media_items")
        .select("id")
        .where("id", "in", [...ids])
        .execute()
    ).map((row) => row.id),
  );
}
