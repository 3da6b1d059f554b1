/**
 * Materials: what a product or a brand is shown with. A product's materials are the images read from its link and
 * the library items attached to it, in one order (what its videos use); a brand has a logo, colours and materials,
 * and groups the products carrying its name. Search covers the user's own media and the built-in b-roll.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import type { DbExecutor } from "../db/connection";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import type { RateLimit } from "../http/rate-limit";
import { findOwnMedia, mediaFileUrl, mediaThumbnailUrl, toMediaView } from "../media/library";
import { mediaLimits } from "../contract/media";
import { removeFiles } from "../media/media-files";
import { descriptionField } from "../media/fields";
import type { MediaUploads } from "../media/uploads";
import { idField, readBody, readQuery } from "../products/fields";
import { findOwnProduct } from "../products/products";
import type { ApiEnv, ApiServices } from "../services";
import {
  appendBrandMaterials,
  brandKey,
  brandLimits,
  brandMaterialsOf,
  ensureBrand,
  findBrandByName,
  findOwnBrand,
  productsByBrandKey,
  setBrandMaterials,
  type BrandRow,
} from "./brands";
import {
  appendProductMaterials,
  libraryMaterialView,
  materialKind,
  materialsOfProduct,
  maxMaterialsPerProduct,
  productMaterialsOf,
  setProductMaterials,
  toMaterialView,
} from "./product-materials";
import { searchBody, searchMaterials } from "./search";

const minute = 60_000;
/** Search ranks every item of the user's library in memory. Times RATE_LIMIT_FACTOR. */
export const searchesByUser: RateLimit = { name: "material-search:user", limit: 300, windowMs: 10 * minute };

const listQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(mediaLimits.pageSize).default(20),
});
const productBody = z.object({ product_id: idField });
const colorField = z
  .string()
  .trim()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, "color_invalid")
  .transform((hex) => (hex.length === 4 ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex).toLowerCase());
const brandBody = z.object({
  id: idField.optional(),
  name: z.string().trim().min(1).max(brandLimits.name).optional(),
  logo_media_id: idField.nullish(),
  colors: z.array(colorField).max(brandLimits.colors).optional(),
});
/** Whose materials: a product or a brand, exactly one. */
const ownerFields = { product_id: idField.optional(), brand_id: idField.optional() };
const materialsBody = z.object({ ...ownerFields, media_ids: z.array(idField).max(brandLimits.materialsPerBrand) });
const uploadFields = z.object({ ...ownerFields, description: descriptionField.optional() });

type Owner = { type: "product"; id: string } | { type: "brand"; id: string };

function ownerOf(fields: { product_id?: string; brand_id?: string }): Owner {
  if (Boolean(fields.product_id) === Boolean(fields.brand_id)) throw new ApiError(400, "material_owner_required");
  return fields.product_id ? { type: "product", id: fields.product_id } : { type: "brand", id: fields.brand_id! };
}

export function materialsRouter(services: ApiServices, authenticator: Authenticator, uploads: MediaUploads) {
  const { config, db, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();

  async function productDetail(userId: string, productId: string) {
    const product = await findOwnProduct(db, userId, productId);
    const brand = product.brand ? await findBrandByName(db, userId, product.brand) : undefined;
    const materials = await materialsOfProduct(db, product.id);
    return {
      product_id: product.id,
      name: product.name,
      brand: brand ? { id: brand.id, name: brand.name } : null,
      materials: materials.map(toMaterialView),
      max_materials: maxMaterialsPerProduct,
    };
  }

  async function brandSummaries(userId: string, brands: BrandRow[]) {
    const [materials, products] = await Promise.all([brandMaterialsOf(db, brands.map((brand) => brand.id)), productsByBrandKey(db, userId)]);
    const logoIds = brands.flatMap((brand) => (brand.logo_media_id ? [brand.logo_media_id] : []));
    const logos = new Set(logoIds.length > 0 ? (await db.selectFrom("media_items").select("id").where("id", "in", logoIds).execute()).map((row) => row.id) : []);
    return brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      colors: JSON.parse(brand.colors) as string[],
      logo: brand.logo_media_id && logos.has(brand.logo_media_id) ? { id: brand.logo_media_id, url: mediaFileUrl(brand.logo_media_id), thumbnail_url: mediaThumbnailUrl(brand.logo_media_id) } : null,
      material_count: materials.get(brand.id)!.length,
      product_count: products.get(brand.name_key)?.length ?? 0,
      created_at: brand.created_at,
      updated_at: brand.updated_at,
    }));
  }

  async function brandDetail(userId: string, brandId: string) {
    const brand = await findOwnBrand(db, userId, brandId);
    const [summary] = await brandSummaries(userId, [brand]);
    const products = (await productsByBrandKey(db, userId)).get(brand.name_key) ?? [];
    const productMaterials = await productMaterialsOf(db, products.map((product) => product.id));
    const materials = (await brandMaterialsOf(db, [brand.id])).get(brand.id)!;
    return {
      ...summary!,
      materials: materials.map(libraryMaterialView),
      max_materials: brandLimits.materialsPerBrand,
      products: products.map((product) => {
        const cover = productMaterials.get(product.id)![0];
        return { id: product.id, name: product.name, cover_url: cover ? toMaterialView(cover).thumbnail_url : null };
      }),
    };
  }

  /** The owner exists and is the caller's (404 otherwise). */
  async function checkOwner(userId: string, owner: Owner) {
    if (owner.type === "product") await findOwnProduct(db, userId, owner.id);
    else await findOwnBrand(db, userId, owner.id);
  }

  /** Before an upload is processed: its owner exists and has room for one more (checked again when it is attached). */
  async function checkOwnerHasRoom(userId: string, owner: Owner) {
    await checkOwner(userId, owner);
    if (owner.type === "product" && (await materialsOfProduct(db, owner.id)).length >= maxMaterialsPerProduct) {
      throw new ApiError(409, "product_materials_limit_reached", { max: maxMaterialsPerProduct });
    }
    if (owner.type === "brand" && (await brandMaterialsOf(db, [owner.id])).get(owner.id)!.length >= brandLimits.materialsPerBrand) {
      throw new ApiError(409, "brand_materials_limit_reached", { max: brandLimits.materialsPerBrand });
    }
  }

  const detailOf = (userId: string, owner: Owner) => (owner.type === "product" ? productDetail(userId, owner.id) : brandDetail(userId, owner.id));

  router.get("/material/product/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const query = db.selectFrom("products").where("user_id", "=", user.id);
    const total = await query.select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const rows = await query
      .select(["id", "name", "brand", "created_at", "updated_at"])
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    const materials = await productMaterialsOf(db, rows.map((row) => row.id));
    const items = rows.map((row) => {
      const own = materials.get(row.id)!;
      const cover = own[0];
      return {
        id: row.id,
        name: row.name,
        brand: row.brand,
        material_count: own.length,
        image_count: own.filter((material) => materialKind(material) === "image").length,
        clip_count: own.filter((material) => materialKind(material) === "clip").length,
        cover_url: cover ? toMaterialView(cover).thumbnail_url : null,
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    });
    return ok(context, { items, total: Number(total.n), page, page_size: pageSize });
  });

  router.post("/material/product/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const { product_id: productId } = await readBody(context, productBody);
    return ok(context, await productDetail(user.id, productId));
  });

  router.get("/material/brand/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const query = db.selectFrom("brands").where("user_id", "=", user.id);
    const total = await query.select(db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
    const rows = await query
      .selectAll()
      .orderBy("name_key")
      .orderBy("id")
      .limit(pageSize)
      .offset((page - 1) * pageSize)
      .execute();
    return ok(context, { items: await brandSummaries(user.id, rows), total: Number(total.n), page, page_size: pageSize });
  });

  router.post("/material/brand/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, brandBody);
    const now = config.now();
    const brandId = await db.transaction().execute(async (trx) => {
      let brand: BrandRow;
      if (body.id) brand = await findOwnBrand(trx, user.id, body.id);
      else if (body.name) brand = (await ensureBrand(trx, user.id, body.name, now, { required: true }))!;
      else throw new ApiError(400, "brand_required");
      await applyBrandChanges(trx, user.id, brand, body, now);
      return brand.id;
    });
    return ok(context, await brandDetail(user.id, brandId));
  });

  /** A new name (products carrying the old one follow), logo and colours; nothing given, nothing changed. */
  async function applyBrandChanges(trx: DbExecutor, userId: string, brand: BrandRow, changes: z.output<typeof brandBody>, now: number) {
    const renamed = changes.id !== undefined && changes.name !== undefined && changes.name !== brand.name;
    if (!renamed && changes.logo_media_id === undefined && changes.colors === undefined) return;
    if (renamed) {
      const clash = await findBrandByName(trx, userId, changes.name!);
      if (clash && clash.id !== brand.id) throw new ApiError(409, "brand_name_taken", { name: clash.name });
      const products = (await productsByBrandKey(trx, userId)).get(brand.name_key) ?? [];
      if (products.length > 0) {
        await trx.updateTable("products").set({ brand: changes.name!, updated_at: now }).where("user_id", "=", userId).where("id", "in", products.map((product) => product.id)).execute();
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

  router.post("/material/submit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, materialsBody);
    const owner = ownerOf(body);
    await checkOwner(user.id, owner);
    const now = config.now();
    const { removedKeys } = await db.transaction().execute(async (trx) => {
      if (owner.type === "brand") {
        await setBrandMaterials(trx, { userId: user.id, brandId: owner.id }, body.media_ids, now);
        return { removedKeys: [] as string[] };
      }
      return setProductMaterials(trx, { userId: user.id, productId: owner.id }, body.media_ids, now);
    });
    await removeFiles(mediaStore, removedKeys);
    return ok(context, await detailOf(user.id, owner));
  });

  router.post("/material/uploaded/submit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, materialsBody.extend({ media_ids: materialsBody.shape.media_ids.min(1) }));
    const owner = ownerOf(body);
    await checkOwner(user.id, owner);
    const now = config.now();
    await db.transaction().execute(async (trx) => {
      if (owner.type === "brand") await appendBrandMaterials(trx, { userId: user.id, brandId: owner.id }, body.media_ids, now);
      else await appendProductMaterials(trx, { userId: user.id, productId: owner.id }, body.media_ids, now);
    });
    return ok(context, await detailOf(user.id, owner));
  });

  router.post("/material/upload", async (context) => {
    const { user } = await authenticator.required(context);
    let owner: Owner | undefined;
    const row = await uploads.upload(context, user.id, {
      purpose: "library",
      fields: uploadFields,
      description: (fields) => fields.description ?? null,
      check: async (fields) => {
        owner = ownerOf(fields);
        await checkOwnerHasRoom(user.id, owner);
      },
      attach: async (trx, item) => {
        // In the upload's transaction: a full product or brand refuses the upload, and nothing is kept.
        if (owner!.type === "brand") await appendBrandMaterials(trx, { userId: user.id, brandId: owner!.id }, [item.id], item.created_at);
        else await appendProductMaterials(trx, { userId: user.id, productId: owner!.id }, [item.id], item.created_at);
      },
    });
    return ok(context, { media: toMediaView(row), owner: { type: owner!.type, id: owner!.id }, detail: await detailOf(user.id, owner!) });
  });

  router.post("/material/search", async (context) => {
    const { user } = await authenticator.required(context);
    const request = await readBody(context, searchBody);
    await rateLimit(searchesByUser, user.id);
    return ok(context, await searchMaterials(db, user.id, request));
  });

  return router;
}
