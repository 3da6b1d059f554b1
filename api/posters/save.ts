/**
 * Creating, copying and changing a poster, all or nothing: every check first (template, size, ownership, the plan's
 * month, texts that fit every size), then the preview is drawn and stored, then the row is written. A failed write
 * removes the preview it stored, so no row lacks its preview and no stored file lacks its row.
 */
import { randomUUID } from "node:crypto";
import type { Db } from "../db/connection";
import { ApiError } from "../http/errors";
import type { Language } from "../http/i18n";
import { findBrandByName } from "../materials/brands";
import { materialId, materialKind, productMaterialsOf } from "../materials/product-materials";
import { findOwnProduct } from "../products/products";
import { readStoredBytes } from "../slideshows/stored-bytes";
import { contentKey, type MediaStore } from "../storage/media-store";
import type { Plan } from "../contract/plans";
import type { PosterOffer, PosterSize } from "../contract/posters";
import { assertFitsEverySize, assertSize, assertTemplate, posterRequestOf, storePreview, type PosterDesign } from "./draw";
import { assertPosterRoom, findOwnPoster, offerOf, type PosterRow } from "./posters";

export interface SaveDeps {
  db: Db;
  mediaStore: MediaStore;
  now: () => number;
}

export interface Caller {
  id: string;
  plan: Plan;
  language: Language;
}

/** Stores the preview `draw` makes, then runs `write` with its key; the preview goes again if `write` fails. */
async function withPreview(mediaStore: MediaStore, draw: () => Promise<string>, write: (key: string) => Promise<void>, keptKey?: string): Promise<string> {
  const key = await draw();
  try {
    await write(key);
  } catch (error) {
    // The same drawing as before has the same key, which the unchanged row still names.
    if (key !== keptKey) await mediaStore.delete(key);
    throw error;
  }
  return key;
}

async function insertPoster(deps: SaveDeps, caller: Caller, row: Omit<PosterRow, "preview_key">, draw: () => Promise<string>): Promise<PosterRow> {
  const key = await withPreview(deps.mediaStore, draw, (previewKey) =>
    deps.db.transaction().execute(async (trx) => {
      // Counted again where the row is written: two requests at once cannot both take the month's last poster.
      await assertPosterRoom(trx, caller.id, caller.plan, row.created_at);
      await trx
        .insertInto("posters")
        .values({ ...row, preview_key: previewKey })
        .execute();
    }),
  );
  return { ...row, preview_key: key };
}

function rowOf(id: string, userId: string, productId: string, design: PosterDesign, now: number): Omit<PosterRow, "preview_key"> {
  return {
    id,
    user_id: userId,
    product_id: productId,
    template_id: design.templateId,
    brand_id: design.brandId,
    image_id: design.imageId,
    size: design.size,
    ...design.offer,
    created_at: now,
    updated_at: now,
  };
}

export interface NewPoster {
  productId: string;
  templateId: string;
  size: string;
  /** Left out: the kit of the product's brand, if it has one; null: no brand. */
  brandId?: string | null;
  /** Left out: the product's first photo, if any; null: no photo. */
  imageId?: string | null;
  offer: PosterOffer;
}

/** The design a new poster (or its preview) is drawn from, after checking the template, size and product. */
export async function designFor(deps: SaveDeps, caller: Caller, request: NewPoster): Promise<{ productId: string; design: PosterDesign }> {
  assertTemplate(request.templateId);
  assertSize(request.size);
  const product = await findOwnProduct(deps.db, caller.id, request.productId);
  const brandId = request.brandId !== undefined ? request.brandId : product.brand ? ((await findBrandByName(deps.db, caller.id, product.brand))?.id ?? null) : null;
  const photo = (await productMaterialsOf(deps.db, [product.id])).get(product.id)!.find((material) => materialKind(material) === "image");
  const imageId = request.imageId !== undefined ? request.imageId : photo ? materialId(photo) : null;
  return { productId: product.id, design: { templateId: request.templateId, size: request.size, brandId, imageId, offer: request.offer } };
}

export async function createPoster(deps: SaveDeps, caller: Caller, request: NewPoster): Promise<PosterRow> {
  const { productId, design } = await designFor(deps, caller, request);
  const now = deps.now();
  await assertPosterRoom(deps.db, caller.id, caller.plan, now);
  const posterRequest = await posterRequestOf(deps, caller.id, design, caller.language);
  await assertFitsEverySize(posterRequest);
  const id = randomUUID();
  return insertPoster(deps, caller, rowOf(id, caller.id, productId, design, now), () => storePreview(deps.mediaStore, id, posterRequest));
}

export function designOf(row: PosterRow): PosterDesign {
  return { templateId: row.template_id, size: row.size, brandId: row.brand_id, imageId: row.image_id, offer: offerOf(row) };
}

/** A copy of the caller's poster (it counts towards the month), with a copy of its preview. */
export async function duplicatePoster(deps: SaveDeps, caller: Caller, sourceId: string): Promise<PosterRow> {
  const source = await findOwnPoster(deps.db, caller.id, sourceId);
  const now = deps.now();
  await assertPosterRoom(deps.db, caller.id, caller.plan, now);
  const id = randomUUID();
  const copyPreview = async () => {
    const bytes = await readStoredBytes(deps.mediaStore, source.preview_key);
    if (!bytes) return storePreview(deps.mediaStore, id, await posterRequestOf(deps, caller.id, designOf(source), caller.language, "leave out"));
    const key = contentKey(`posters/${id}`, bytes, "image/jpeg");
    await deps.mediaStore.put(key, bytes);
    return key;
  };
  return insertPoster(deps, caller, rowOf(id, caller.id, source.product_id, designOf(source), now), copyPreview);
}

export interface PosterChanges {
  template_id?: string;
  size?: string;
  brand_id?: string | null;
  image_id?: string | null;
  offer?: PosterOffer;
}

/** Applies the changes (an offer replaces the whole offer) and redraws the preview; nothing changes on a refusal. */
export async function updatePoster(deps: SaveDeps, caller: Caller, row: PosterRow, changes: PosterChanges): Promise<PosterRow> {
  if (changes.template_id !== undefined) assertTemplate(changes.template_id);
  if (changes.size !== undefined) assertSize(changes.size);
  const before = designOf(row);
  const design: PosterDesign = {
    templateId: changes.template_id ?? before.templateId,
    size: (changes.size as PosterSize | undefined) ?? before.size,
    brandId: changes.brand_id !== undefined ? changes.brand_id : before.brandId,
    imageId: changes.image_id !== undefined ? changes.image_id : before.imageId,
    offer: changes.offer ?? before.offer,
  };
  // A photo deleted since the poster was made is left out; one newly asked for must be there.
  const posterRequest = await posterRequestOf(deps, caller.id, design, caller.language, changes.image_id === undefined ? "leave out" : "refuse");
  await assertFitsEverySize(posterRequest);
  const now = deps.now();
  const changed = { ...rowOf(row.id, row.user_id, row.product_id, design, row.created_at), updated_at: now };
  const key = await withPreview(
    deps.mediaStore,
    () => storePreview(deps.mediaStore, row.id, posterRequest),
    async (previewKey) => {
      const result = await deps.db
        .updateTable("posters")
        .set({ ...changed, preview_key: previewKey })
        .where("id", "=", row.id)
        .where("user_id", "=", caller.id)
        .executeTakeFirst();
      // Deleted while it was being drawn: nothing to change, and the new preview goes.
      if (Number(result.numUpdatedRows) === 0) throw new ApiError(404, "poster_not_found");
    },
    row.preview_key,
  );
  if (key !== row.preview_key) await deps.mediaStore.delete(row.preview_key);
  return { ...changed, preview_key: key };
}
