/** Whose materials a call changes: a product or a brand, each keeping its own ordered list. */
import type { Db, DbExecutor } from "../db/connection";
import { ApiError } from "../http/errors";
import { findOwnProduct } from "../products/products";
import { appendBrandMaterials, brandLimits, brandMaterialsOf, findOwnBrand, setBrandMaterials } from "./brands";
import { appendProductMaterials, materialsOfProduct, maxMaterialsPerProduct, setProductMaterials } from "./product-materials";

export type Owner = { type: "product"; id: string } | { type: "brand"; id: string };

/**
 * Makes the owner's materials exactly these library items, in order. Returns the keys of a product's link images left
 * out: their rows are gone, their files are the caller's to remove once this is committed.
 */
export function setOwnerMaterials(db: Db, userId: string, owner: Owner, mediaIds: readonly string[], now: number): Promise<{ removedKeys: string[] }> {
  return db.transaction().execute(async (trx) => {
    if (owner.type === "brand") {
      await setBrandMaterials(trx, { userId, brandId: owner.id }, mediaIds, now);
      return { removedKeys: [] };
    }
    return setProductMaterials(trx, { userId, productId: owner.id }, mediaIds, now);
  });
}

/** Adds these library items after the owner's own; within an upload's transaction, a full owner refuses the upload. */
export async function appendOwnerMaterials(trx: DbExecutor, userId: string, owner: Owner, mediaIds: readonly string[], now: number): Promise<void> {
  if (owner.type === "brand") await appendBrandMaterials(trx, { userId, brandId: owner.id }, mediaIds, now);
  else await appendProductMaterials(trx, { userId, productId: owner.id }, mediaIds, now);
}

export function appendOwnerMaterialsAtOnce(db: Db, userId: string, owner: Owner, mediaIds: readonly string[], now: number): Promise<void> {
  return db.transaction().execute((trx) => appendOwnerMaterials(trx, userId, owner, mediaIds, now));
}

/** The owner exists and is the caller's (404 otherwise). */
export async function checkOwner(db: DbExecutor, userId: string, owner: Owner): Promise<void> {
  if (owner.type === "product") await findOwnProduct(db, userId, owner.id);
  else await findOwnBrand(db, userId, owner.id);
}

/** Before a new item is processed: its owner exists and has room for one more (checked again when it is attached). */
export async function checkOwnerHasRoom(db: DbExecutor, userId: string, owner: Owner): Promise<void> {
  await checkOwner(db, userId, owner);
  if (owner.type === "product" && (await materialsOfProduct(db, owner.id)).length >= maxMaterialsPerProduct) {
    throw new ApiError(409, "product_materials_limit_reached", { max: maxMaterialsPerProduct });
  }
  if (owner.type === "brand" && (await brandMaterialsOf(db, [owner.id])).get(owner.id)!.length >= brandLimits.materialsPerBrand) {
    throw new ApiError(409, "brand_materials_limit_reached", { max: brandLimits.materialsPerBrand });
  }
}
