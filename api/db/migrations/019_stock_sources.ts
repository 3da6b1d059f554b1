import type { Kysely } from "kysely";

/**
 * A library item downloaded from a stock provider keeps where it came from, who made it and under which licence, so
 * the screen can credit the author and the user can check the terms later. Uploads have none of these.
 */
const columns = ["source_provider", "source_url", "author_name", "author_url", "license_name", "license_url"] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const column of columns) await db.schema.alterTable("media_items").addColumn(column, "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of [...columns].reverse()) await db.schema.alterTable("media_items").dropColumn(column).execute();
}
