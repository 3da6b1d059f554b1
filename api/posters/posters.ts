/** Data access for posters: the owner's rows, their views, the plan's monthly count, and deletion with previews. */
import type { Selectable } from "kysely";
import type { Db, DbExecutor } from "../db/connection";
import { paginate, type PageRequest } from "../db/paginate";
import type { PostersTable } from "../db/schema";
import { apiBasePath } from "../http/base-path";
import { ApiError } from "../http/errors";
import { monthlyPosterLimit, type PosterOffer, type PosterView } from "../contract/posters";
import type { Plan } from "../contract/plans";

export type PosterRow = Selectable<PostersTable>;

export async function findOwnPoster(db: DbExecutor, userId: string, id: string): Promise<PosterRow> {
  const row = await db.selectFrom("posters").selectAll().where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  if (!row) throw new ApiError(404, "poster_not_found");
  return row;
}

/** The caller's posters, newest first; of one product when productId is given. */
export function listOwnPosters(db: DbExecutor, userId: string, productId: string | undefined, page: PageRequest) {
  let filtered = db.selectFrom("posters").where("user_id", "=", userId);
  if (productId) filtered = filtered.where("product_id", "=", productId);
  return paginate(filtered, page, (query) => query.selectAll().orderBy("created_at", "desc").orderBy("id", "desc"));
}

function monthStart(now: number): number {
  const date = new Date(now);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1);
}

/** 403 `plan_limit_reached` (the upgrade dialog) once the plan's posters of this calendar month are made. */
export async function assertPosterRoom(db: DbExecutor, userId: string, plan: Plan, now: number): Promise<void> {
  const row = await db
    .selectFrom("posters")
    .select(db.fn.countAll<number>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">=", monthStart(now))
    .executeTakeFirstOrThrow();
  if (Number(row.n) + 1 > monthlyPosterLimit[plan]) throw new ApiError(403, "plan_limit_reached");
}

/** Where the owner fetches the stored preview; `v` is the file's hash, so a redrawn preview has a new address. */
export function posterPreviewUrl(row: Pick<PosterRow, "id" | "preview_key">): string {
  const name = row.preview_key.slice(row.preview_key.lastIndexOf("/") + 1);
  return `${apiBasePath}/media/poster/${row.id}?v=${name.slice(0, 12)}`;
}

export function offerOf(row: PosterRow): PosterOffer {
  const { headline, subline, price, old_price, badge, coupon, starts_on, ends_on, cta, qr_url } = row;
  return { headline, subline, price, old_price, badge, coupon, starts_on, ends_on, cta, qr_url };
}

async function productNames(db: DbExecutor, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom("products").select(["id", "name"]).where("id", "in", ids).execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function posterViews(db: DbExecutor, rows: PosterRow[]): Promise<PosterView[]> {
  const names = await productNames(db, [...new Set(rows.map((row) => row.product_id))]);
  return rows.map((row) => ({
    id: row.id,
    product_id: row.product_id,
    product_name: names.get(row.product_id) ?? "",
    template_id: row.template_id,
    brand_id: row.brand_id,
    image_id: row.image_id,
    size: row.size,
    offer: offerOf(row),
    preview_url: posterPreviewUrl(row),
    created_at: Number(row.created_at),
    updated_at: Number(row.updated_at),
  }));
}

export async function posterView(db: DbExecutor, row: PosterRow): Promise<PosterView> {
  return (await posterViews(db, [row]))[0]!;
}

/** Deletes the caller's posters among ids; returns the ids deleted and their previews' keys, to remove once the rows are gone. */
export async function deleteOwnPosters(db: Db, userId: string, ids: readonly string[]): Promise<{ deleted: string[]; keys: string[] }> {
  return db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("posters")
      .select(["id", "preview_key"])
      .where("user_id", "=", userId)
      .where("id", "in", [...new Set(ids)])
      .execute();
    if (rows.length === 0) return { deleted: [], keys: [] };
    const deleted = rows.map((row) => row.id);
    await trx.deleteFrom("posters").where("id", "in", deleted).execute();
    return { deleted, keys: rows.map((row) => row.preview_key) };
  });
}
