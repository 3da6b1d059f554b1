/** Whose materials a call changes: a product or a brand, each keeping its own ordered list. */
import type { Db, DbExecutor } from "../db/connection";
import { appendBrandMaterials, setBrandMaterials } from "./brands";
import { appendProductMaterials, setProductMaterials } from "./product-materials";

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
