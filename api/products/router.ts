/**
 * Products: from a link (fetched through the intake's guard) or typed details with the user's own uploads, listed,
 * edited, deleted, and their media. Routes sit at the top of /api/v1 (`generate-info`, `products`, …) as the web app calls them.
 */
import { randomUUID } from "node:crypto";
import { Hono } from "hono";
import { z } from "zod";
import type { Authenticator } from "../auth/authenticate";
import { ok } from "../http/envelope";
import { ApiError } from "../http/errors";
import { pageQueryFields } from "../http/page-query";
import type { RateLimit } from "../http/rate-limit";
import type { ApiEnv, ApiServices } from "../services";
import { productMaterialsOf } from "../materials/product-materials";
import { removeFiles } from "../media/media-files";
import { idField, mediaIdsField, parseInput, productDetails, productFields, productLimits, readBody, readQuery, type ProductDetails } from "./fields";
import { assertProductRoom, insertProductWithImages, readProductLink } from "./from-link";
import { changeProduct, deleteOwnProducts, findOwnProduct, findOwnProducts, ownProductViewsPage, productView, toProductView } from "./products";
import type { ProductImagesTable } from "../db/schema";

const minute = 60_000;
/** Each link costs a page and up to six image downloads from someone else's shop. Times RATE_LIMIT_FACTOR. */
export const generateInfoByUser: RateLimit = { name: "generate-info:user", limit: 20, windowMs: 10 * minute };

const fromLink = z.object({ url: z.string().trim().min(1).max(productLimits.url) });

const listQuery = z.object(pageQueryFields(productLimits.pageSize));

const deleteBody = z.object({ ids: z.array(idField).min(1).max(productLimits.idsPerDelete) });

/** `GET products?ids=a,b` (or `ids=a&ids=b`): those of the caller's products, for a screen that names one. */
const idsQuery = z.array(idField).min(1).max(productLimits.pageSize);

const detailUpdate = z.object({
  id: idField,
  name: productFields.name.optional(),
  description: productFields.description.nullish(),
  price: productFields.price.nullish(),
  brand: productFields.brand.nullish(),
  features: productFields.features.optional(),
  media_ids: mediaIdsField.optional(),
});

const mediaBody = z.object({ product_id: idField });
const ownMedia = z.object({ media_ids: mediaIdsField.optional() });

export function productsRouter(services: ApiServices, authenticator: Authenticator) {
  const { config, db, mediaStore, rateLimit } = services;
  const router = new Hono<ApiEnv>();

  router.post("/generate-info", async (context) => {
    const { user } = await authenticator.required(context);
    const body = await readBody(context, z.object({}).passthrough());
    // Checked before a link is fetched: a wrong list costs nothing.
    const { media_ids: mediaIds } = parseInput(ownMedia, body);
    if (body.url != null) await rateLimit(generateInfoByUser, user.id);
    await assertProductRoom(services, user.id);
    const productId = randomUUID();
    const now = config.now();
    let details: ProductDetails;
    let sourceUrl: string | null = null;
    let images: ProductImagesTable[] = [];
    if (body.url != null) {
      const { url } = parseInput(fromLink, body);
      ({ details, sourceUrl, images } = await readProductLink(services, { userId: user.id, productId }, url, now));
    } else {
      if (body.name == null) throw new ApiError(400, "product_source_required");
      details = parseInput(productDetails, body);
    }
    await insertProductWithImages(services, { id: productId, userId: user.id, details, sourceUrl, images, mediaIds }, now);
    return ok(context, await productView(db, await findOwnProduct(db, user.id, productId)));
  });

  router.get("/products", async (context) => {
    const { user } = await authenticator.required(context);
    const wanted = (context.req.queries("ids") ?? []).flatMap((value) => value.split(",")).filter(Boolean);
    if (wanted.length > 0) {
      const parsed = idsQuery.safeParse(wanted);
      if (!parsed.success) throw new ApiError(400, "field_invalid", { field: "ids" });
      const ids = [...new Set(parsed.data)];
      const rows = await findOwnProducts(db, user.id, ids);
      const materials = await productMaterialsOf(
        db,
        rows.map((row) => row.id),
      );
      const byId = new Map(rows.map((row) => [row.id, toProductView(row, materials.get(row.id)!)]));
      // In the order asked; ids that are not the caller's products are left out, as a missing one is.
      const items = ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
      return ok(context, { items, total: items.length, page: 1, page_size: ids.length });
    }
    const { page, page_size: pageSize } = readQuery(context, listQuery);
    return ok(context, { ...(await ownProductViewsPage(db, user.id, { page, page_size: pageSize })), page, page_size: pageSize });
  });

  router.delete("/products", async (context) => {
    const { user } = await authenticator.required(context);
    const { ids } = await readBody(context, deleteBody);
    const removedKeys = await deleteOwnProducts(db, user.id, ids);
    // Files go once the rows are gone, so a failure here leaves at worst an unreferenced file, never a broken row.
    await Promise.all(removedKeys.keys.map((key) => mediaStore.delete(key)));
    return ok(context, { deleted: removedKeys.ownIds });
  });

  router.put("/product/detail", async (context) => {
    const { user } = await authenticator.required(context);
    const changes = await readBody(context, detailUpdate);
    const product = await findOwnProduct(db, user.id, changes.id);
    const { removedKeys } = await changeProduct(db, product, changes, config.now());
    // A link image left out was deleted with its row; its file goes once that is committed.
    await removeFiles(mediaStore, removedKeys);
    return ok(context, await productView(db, await findOwnProduct(db, user.id, product.id)));
  });

  router.post("/product-media", async (context) => {
    const { user } = await authenticator.required(context);
    const { product_id: productId } = await readBody(context, mediaBody);
    const product = await findOwnProduct(db, user.id, productId);
    const materials = (await productMaterialsOf(db, [product.id])).get(product.id)!;
    const view = toProductView(product, materials);
    return ok(context, { images: view.images, media: view.media });
  });

  return router;
}
