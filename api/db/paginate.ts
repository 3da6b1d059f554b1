/** One page of a list that the database orders: the total first, then the page's rows, both from the same filter. */
import { sql, type SelectQueryBuilder } from "kysely";

export interface PageRequest {
  /** From 1. */
  page: number;
  page_size: number;
}

export interface PageOfRows<Row> {
  rows: Row[];
  /** Rows the filter finds on every page. */
  total: number;
}

/** `filtered` says which rows (a `where`), `select` what of them and in which order (it must order by a unique key). */
export async function paginate<DB, TB extends keyof DB, Row>(
  filtered: SelectQueryBuilder<DB, TB, object>,
  { page, page_size: pageSize }: PageRequest,
  select: (query: SelectQueryBuilder<DB, TB, object>) => SelectQueryBuilder<DB, TB, Row>,
): Promise<PageOfRows<Row>> {
  const counted = await filtered.select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow();
  const rows = await select(filtered)
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return { rows, total: Number((counted as { n: number | string }).n) };
}
