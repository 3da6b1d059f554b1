/**
 * Materials: what a product or a brand is shown with. A product's materials are the images read from its link and
 * the library items attached to it, in one order (what its videos use); a brand has a logo, colours and materials,
 * and groups the products carrying its name. Search covers the user's own media and the built-in b-roll.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import type { RateLimit } from "../http/rate-limit";
import { existingMediaIds, mediaFileUrl, mediaThumbnailUrl, toMediaView } from "../media/library";
import { mediaLimits } from "../contract/media";
import { removeFiles } from "../media/media-files";
import { descriptionField } from "../media/fields";
import type { MediaUploads } from "../media/uploads";
import { idField, readBody, readQuery } from "../products/fields";
import { findOwnProduct, listOwnProducts } from "../products/products";
import type { ApiEnv, ApiServices } from "../services";
import { brandColorField, brandLimits, brandMaterialsOf, findBrandByName, findOwnBrand, listOwnBrands, productsByBrandKey, saveBrand, type BrandRow } from "./brands";
import { appendOwnerMaterials, appendOwnerMaterialsAtOnce, checkOwner, checkOwnerHasRoom, setOwnerMaterials, type Owner } from "./material-owners";
import { libraryMaterialView, materialKind, materialsOfProduct, maxMaterialsPerProduct, productMaterialsOf, toMaterialView } from "./product-materials";
import { searchBody, searchMaterials } from "./search";

const minute = 60_000;
/** Search ranks every item of the user's library in memory. Times RATE_LIMIT_FACTOR. */
export const searchesByUser: RateLimit = { name: "material-search:user", limit: 300, windowMs: 10 * minute };

const listQuery = z.object(pageQueryFields(mediaLimits.pageSize));
const productBody = z.object({ product_id: idField });
const brandBody = z.object({
  id: idField.optional(),
  name: z.string().trim().min(1).max(brandLimits.name).optional(),
  logo_media_id: idField.nullish(),
  colors: z.array(brandColorField).max(brandLimits.colors).optional(),
});
/** Whose materials: a product or a brand, exactly one. */
const ownerFields = { product_id: idField.optional(), brand_id: idField.optional() };
const materialsBody = z.object({ ...ownerFields, media_ids: z.array(idField).max(brandLimits.materialsPerBrand) });
const uploadFields = z.object({ ...ownerFields, description: descriptionField.optional() });

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
    const [materials, products] = await Promise.all([
      brandMaterialsOf(
        db,
        brands.map((brand) => brand.id),
      ),
      productsByBrandKey(db, userId),
    ]);
    const logoIds = brands.flatMap((brand) => (brand.logo_media_id ? [brand.logo_media_id] : []));
    const logos = await existingMediaIds(db, logoIds);
    return brands.map((brand) => ({
      id: brand.id,
      name: brand.name,
      colors: JSON.parse(brand.colors) as string[],
      logo:
        brand.logo_media_id && logos.has(brand.logo_media_id)
          ? { id: brand.logo_media_id, url: mediaFileUrl(brand.logo_media_id), thumbnail_url: mediaThumbnailUrl(brand.logo_media_id) }
          : null,
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
    const productMaterials = await productMaterialsOf(
      db,
      products.map((product) => product.id),
    );
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

  const detailOf = (userId: string, owner: Owner) => (owner.type === "product" ? productDetail(userId, owner.id) : brandDetail(userId, owner.id));

  router.get("/material/product/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const { rows, total } = await listOwnProducts(db, user.id, { page, page_size: pageSize });
    const materials = await productMaterialsOf(
      db,
      rows.map((row) => row.id),
    );
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
    return ok(context, { items, total, page, page_size: pageSize });
  });

  router.post("/material/product/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const { product_id: productId } = await readBody(context, productBody);
    return ok(context, await productDetail(user.id, productId));
  });

  router.get("/material/brand/list", async (context) => {
    const { user } = await authenticator.required(context);
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    const { rows, total } = await listOwnBrands(db, user.id, { page, page_size: pageSize });
    return ok(context, { items: await brandSummaries(user.id, rows), total, page, page_size: pageSize });
  });

  router.post("/material/brand/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, brandBody);
    const brandId = await saveBrand(db, user.id, body, config.now());
    return ok(context, await brandDetail(user.id, brandId));
  });

  router.post("/material/submit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, materialsBody);
    const owner = ownerOf(body);
    await checkOwner(db, user.id, owner);
    const { removedKeys } = await setOwnerMaterials(db, user.id, owner, body.media_ids, config.now());
    await removeFiles(mediaStore, removedKeys);
    return ok(context, await detailOf(user.id, owner));
  });

  router.post("/material/uploaded/submit", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, materialsBody.extend({ media_ids: materialsBody.shape.media_ids.min(1) }));
    const owner = ownerOf(body);
    await checkOwner(db, user.id, owner);
    await appendOwnerMaterialsAtOnce(db, user.id, owner, body.media_ids, config.now());
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
        await checkOwnerHasRoom(db, user.id, owner);
      },
      attach: async (trx, item) => {
        // In the upload's transaction: a full product or brand refuses the upload, and nothing is kept.
        await appendOwnerMaterials(trx, user.id, owner!, [item.id], item.created_at);
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
