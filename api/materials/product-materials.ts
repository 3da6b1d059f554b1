/**
 * A product's materials: the images read from its link (product_images) and the library items attached to it
 * (product_materials), in one order. Both tables' `position` share that order, so a person can put an upload before
 * a photo from the shop. This is what the writer picks a scene's media from, in this order.
 */
import type { Selectable } from "kysely";
import type { DbExecutor } from "../db/connection";
import type { ProductImagesTable } from "../db/schema";
import { ApiError } from "../http/errors";
import type { MaterialView } from "../contract/products";
import { findOwnLibraryItems, mediaFileUrl, mediaThumbnailUrl, type MediaItemRow } from "../media/library";

export const maxMaterialsPerProduct = 30;

type ProductImageRow = Selectable<ProductImagesTable>;

export type ProductMaterial = { origin: "link"; position: number; image: ProductImageRow } | { origin: "upload"; position: number; item: MediaItemRow };

export function materialId(material: ProductMaterial): string {
  return material.origin === "link" ? material.image.id : material.item.id;
}

export function materialKind(material: ProductMaterial): "image" | "clip" {
  return material.origin === "link" ? "image" : material.item.kind;
}

export function libraryMaterialView(item: MediaItemRow): MaterialView {
  return {
    id: item.id,
    kind: item.kind,
    origin: "upload",
    name: item.file_name,
    description: item.description,
    content_type: item.content_type,
    size: Number(item.byte_size),
    width: item.width,
    height: item.height,
    duration_ms: item.duration_ms,
    url: mediaFileUrl(item.id),
    thumbnail_url: mediaThumbnailUrl(item.id),
  };
}

/** The name a link image is shown with: the last part of the address it came from. */
function linkImageName(image: ProductImageRow): string {
  try {
    return decodeURIComponent(new URL(image.source_url ?? "").pathname.split("/").pop() ?? "") || "image";
  } catch {
    return "image";
  }
}

export function toMaterialView(material: ProductMaterial): MaterialView {
  if (material.origin === "upload") return libraryMaterialView(material.item);
  const { image } = material;
  return {
    id: image.id,
    kind: "image",
    origin: "link",
    name: linkImageName(image),
    description: null,
    content_type: image.content_type,
    size: image.byte_size,
    width: image.width,
    height: image.height,
    duration_ms: null,
    url: mediaFileUrl(image.id),
    // Link images are kept as the shop served them; the image is its own thumbnail.
    thumbnail_url: mediaFileUrl(image.id),
  };
}

/** Each product's materials in order (a link image before an upload at the same position). */
export async function productMaterialsOf(db: DbExecutor, productIds: string[]): Promise<Map<string, ProductMaterial[]>> {
  const byProduct = new Map<string, ProductMaterial[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return byProduct;
  const [images, attached] = await Promise.all([
    db.selectFrom("product_images").selectAll().where("product_id", "in", productIds).execute(),
    db
      .selectFrom("product_materials")
      .innerJoin("media_items", "media_items.id", "product_materials.media_id")
      .selectAll("media_items")
      .select(["product_materials.product_id", "product_materials.position"])
      .where("product_materials.product_id", "in", productIds)
      .execute(),
  ]);
  for (const image of images) byProduct.get(image.product_id)!.push({ origin: "link", position: image.position, image });
  for (const { product_id: productId, position, ...item } of attached) byProduct.get(productId)!.push({ origin: "upload", position, item });
  for (const materials of byProduct.values()) {
    materials.sort((a, b) => a.position - b.position || (a.origin === b.origin ? 0 : a.origin === "link" ? -1 : 1));
  }
  return byProduct;
}

export async function materialsOfProduct(db: DbExecutor, productId: string): Promise<ProductMaterial[]> {
  return (await productMaterialsOf(db, [productId])).get(productId)!;
}

/**
 * Makes the product's materials exactly `mediaIds`, in that order. Ids may name the product's link images or the
 * caller's library items (any other id: 404). A library item left out is detached and stays in the library; a link
 * image left out is deleted, as it lives nowhere else: its storage key is returned so the caller removes the file
 * once the transaction has committed.
 */
export async function setProductMaterials(
  trx: DbExecutor,
  owner: { userId: string; productId: string },
  mediaIds: readonly string[],
  now: number,
): Promise<{ removedKeys: string[] }> {
  const ids = [...new Set(mediaIds)];
  if (ids.length > maxMaterialsPerProduct) throw new ApiError(409, "product_materials_limit_reached", { max: maxMaterialsPerProduct });
  const linkImages = await trx.selectFrom("product_images").select(["id", "storage_key"]).where("product_id", "=", owner.productId).execute();
  const linkIds = new Set(linkImages.map((image) => image.id));
  const items = await findOwnLibraryItems(
    trx,
    owner.userId,
    ids.filter((id) => !linkIds.has(id)),
  );
  const removed = linkImages.filter((image) => !ids.includes(image.id));
  if (removed.length > 0)
    await trx
      .deleteFrom("product_images")
      .where(
        "id",
        "in",
        removed.map((image) => image.id),
      )
      .execute();
  for (const [position, id] of ids.entries()) {
    if (linkIds.has(id)) await trx.updateTable("product_images").set({ position }).where("id", "=", id).execute();
  }
  await trx.deleteFrom("product_materials").where("product_id", "=", owner.productId).execute();
  if (items.length > 0) {
    await trx
      .insertInto("product_materials")
      .values(items.map((item) => ({ product_id: owner.productId, media_id: item.id, user_id: owner.userId, position: ids.indexOf(item.id), created_at: now })))
      .execute();
  }
  return { removedKeys: removed.map((image) => image.storage_key) };
}

/** Adds library items after the product's current materials; ones already attached keep their place. */
export async function appendProductMaterials(trx: DbExecutor, owner: { userId: string; productId: string }, mediaIds: readonly string[], now: number): Promise<void> {
  const current = await materialsOfProduct(trx, owner.productId);
  const currentIds = new Set(current.map(materialId));
  const adding = await findOwnLibraryItems(
    trx,
    owner.userId,
    [...new Set(mediaIds)].filter((id) => !currentIds.has(id)),
  );
  if (adding.length === 0) return;
  if (current.length + adding.length > maxMaterialsPerProduct) throw new ApiError(409, "product_materials_limit_reached", { max: maxMaterialsPerProduct });
  const next = Math.max(-1, ...current.map((material) => material.position)) + 1;
  await trx
    .insertInto("product_materials")
    .values(adding.map((item, index) => ({ product_id: owner.productId, media_id: item.id, user_id: owner.userId, position: next + index, created_at: now })))
    .execute();
}
