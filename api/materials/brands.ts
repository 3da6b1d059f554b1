/**
 * Brands: a name with a logo, colours and materials, grouping the user's products that carry that brand name.
 * Grouping is by name (trimmed, case-insensitive), so a product read from a link joins its brand with no extra step;
 * a product created or edited with a new brand name creates the brand.
 */
import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { z } from "zod";
import type { Db, DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { BrandsTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { findOwnLibraryItems, findOwnMedia, type MediaItemRow } from "../media/library";

export const brandLimits = { brandsPerUser: 200, materialsPerBrand: 50, colors: 8, name: 100 } as const;

export type BrandRow = Selectable<BrandsTable>;

/** A brand colour as `#rgb` or `#rrggbb`, stored as lower-case `#rrggbb`. */
export const brandColorField = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "color_invalid")
  .transform((hex) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex).toLowerCase());

/** "  Northpeak  Outfitters " and "northpeak outfitters" are one brand. */
export function brandKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

export async function findOwnBrand(db: DbExecutor, userId: string, brandId: string): Promise<BrandRow> {
  const row = await db.selectFrom("brands").selectAll().where("id", "=", brandId).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "brand_not_found");
  return row;
}

export async function findBrandByName(db: DbExecutor, userId: string, name: string): Promise<BrandRow | undefined> {
  return db.selectFrom("brands").selectAll().where("user_id", "=", userId).where("name_key", "=", brandKey(name)).executeTakeFirst();
}

async function countBrands(db: DbExecutor, userId: string): Promise<number> {
  const row = await db.selectFrom("brands").select(db.fn.countAll<number>().as("n")).where("user_id", "=", userId).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The brand called name, created if there is none yet. Over the cap: 409 when asked for, nothing when implied. */
export async function ensureBrand(trx: DbExecutor, userId: string, name: string, now: number, options: { required: boolean }): Promise<BrandRow | undefined> {
  const existing = await findBrandByName(trx, userId, name);
  if (existing) return existing;
  if ((await countBrands(trx, userId)) >= brandLimits.brandsPerUser) {
    if (options.required) throw new ApiError(409, "brands_limit_reached", { max: brandLimits.brandsPerUser });
    return undefined;
  }
  await trx
    .insertInto("brands")
    .values({
      id: randomUUID(),
      user_id: userId,
      name: name.trim().replace(/\s+/g, " "),
      name_key: brandKey(name),
      logo_media_id: null,
      colors: "[]",
      created_at: now,
      updated_at: now,
    })
    // Two requests naming the same new brand at once: one row, both use it.
    .onConflict((conflict) => conflict.columns(["user_id", "name_key"]).doNothing())
    .execute();
  return findBrandByName(trx, userId, name);
}

/** The user's products of each brand key (names compared in JS: SQL's lower() differs between the databases). */
export async function productsByBrandKey(db: DbExecutor, userId: string): Promise<Map<string, { id: string; name: string; created_at: number }[]>> {
  const rows = await db
    .selectFrom("products")
    .select(["id", "name", "brand", "created_at"])
    .where("user_id", "=", userId)
    .where("brand", "is not", null)
    .orderBy("created_at", "desc")
    .execute();
  const byKey = new Map<string, { id: string; name: string; created_at: number }[]>();
  for (const row of rows) {
    const key = brandKey(row.brand!);
    byKey.set(key, [...(byKey.get(key) ?? []), { id: row.id, name: row.name, created_at: row.created_at }]);
  }
  return byKey;
}

/** A brand's materials: library items in order. */
export async function brandMaterialsOf(db: DbExecutor, brandIds: string[]): Promise<Map<string, MediaItemRow[]>> {
  const byBrand = new Map<string, MediaItemRow[]>(brandIds.map((id) => [id, []]));
  if (brandIds.length === 0) return byBrand;
  const rows = await db
    .selectFrom("brand_materials")
    .innerJoin("media_items", "media_items.id", "brand_materials.media_id")
    .selectAll("media_items")
    .select("brand_materials.brand_id")
    .where("brand_materials.brand_id", "in", brandIds)
    .orderBy("brand_materials.position")
    .execute();
  for (const { brand_id: brandId, ...item } of rows) byBrand.get(brandId)!.push(item);
  return byBrand;
}

/** Makes the brand's materials exactly these library items, in order (others are detached, not deleted). */
export async function setBrandMaterials(trx: DbExecutor, owner: { userId: string; brandId: string }, mediaIds: readonly string[], now: number): Promise<void> {
  const ids = [...new Set(mediaIds)];
  if (ids.length > brandLimits.materialsPerBrand) throw new ApiError(409, "brand_materials_limit_reached", { max: brandLimits.materialsPerBrand });
  const items = await findOwnLibraryItems(trx, owner.userId, ids);
  await trx.deleteFrom("brand_materials").where("brand_id", "=", owner.brandId).execute();
  if (items.length > 0) {
    await trx
      .insertInto("brand_materials")
      .values(items.map((item, position) => ({ brand_id: owner.brandId, media_id: item.id, user_id: owner.userId, position, created_at: now })))
      .execute();
  }
}

export async function appendBrandMaterials(trx: DbExecutor, owner: { userId: string; brandId: string }, mediaIds: readonly string[], now: number): Promise<void> {
  const current = (await brandMaterialsOf(trx, [owner.brandId])).get(owner.brandId)!;
  const currentIds = new Set(current.map((item) => item.id));
  const adding = await findOwnLibraryItems(
    trx,
    owner.userId,
    [...new Set(mediaIds)].filter((id) => !currentIds.has(id)),
  );
  if (adding.length === 0) return;
  if (current.length + adding.length > brandLimits.materialsPerBrand) throw new ApiError(409, "brand_materials_limit_reached", { max: brandLimits.materialsPerBrand });
  const next = await trx
    .selectFrom("brand_materials")
    .select((eb) => eb.fn.max<number>("position").as("last"))
    .where("brand_id", "=", owner.brandId)
    .executeTakeFirst();
  const first = next?.last === null || next?.last === undefined ? 0 : Number(next.last) + 1;
  await trx
    .insertInto("brand_materials")
    .values(adding.map((item, index) => ({ brand_id: owner.brandId, media_id: item.id, user_id: owner.userId, position: first + index, created_at: now })))
    .execute();
}

/** The caller's brands by name. */
export function listOwnBrands(db: DbExecutor, userId: string, page: PageRequest) {
  const filtered = db.selectFrom("brands").where("user_id", "=", userId);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("name_key").orderBy("id"));
}

export interface BrandChanges {
  /** An existing brand to change; without it, the brand named `name` (made when there is none). */
  id?: string;
  name?: string;
  logo_media_id?: string | null;
  colors?: string[];
}

/** Makes or changes a brand in one transaction and returns its id. */
export function saveBrand(db: Db, userId: string, changes: BrandChanges, now: number): Promise<string> {
  return db.transaction().execute(async (trx) => {
    let brand: BrandRow;
    if (changes.id) brand = await findOwnBrand(trx, userId, changes.id);
    else if (changes.name) brand = (await ensureBrand(trx, userId, changes.name, now, { required: true }))!;
    else throw new ApiError(400, "brand_required");
    await applyBrandChanges(trx, userId, brand, changes, now);
    return brand.id;
  });
}

/** A new name (products carrying the old one follow), logo and colours; nothing given, nothing changed. */
async function applyBrandChanges(trx: DbExecutor, userId: string, brand: BrandRow, changes: BrandChanges, now: number) {
  const renamed = changes.id !== undefined && changes.name !== undefined && changes.name !== brand.name;
  if (!renamed && changes.logo_media_id === undefined && changes.colors === undefined) return;
  if (renamed) {
    const clash = await findBrandByName(trx, userId, changes.name!);
    if (clash && clash.id !== brand.id) throw new ApiError(409, "brand_name_taken", { name: clash.name });
    const products = (await productsByBrandKey(trx, userId)).get(brand.name_key) ?? [];
    if (products.length > 0) {
      await trx
        .updateTable("products")
        .set({ brand: changes.name!, updated_at: now })
        .where("user_id", "=", userId)
        .where(
          "id",
          "in",
          products.map((product) => product.id),
        )
        .execute();
    }
  }
  if (changes.logo_media_id) {
    const logo = await findOwnMedia(trx, userId, changes.logo_media_id);
    if (logo.kind !== "image" || logo.purpose !== "library") throw new ApiError(400, "brand_logo_not_image");
  }
  await trx
    .updateTable("brands")
    .set({
      ...(renamed && { name: changes.name!, name_key: brandKey(changes.name!) }),
      ...(changes.logo_media_id !== undefined && { logo_media_id: changes.logo_media_id }),
      ...(changes.colors !== undefined && { colors: JSON.stringify(changes.colors) }),
      updated_at: now,
    })
    .where("id", "=", brand.id)
    .execute();
}
