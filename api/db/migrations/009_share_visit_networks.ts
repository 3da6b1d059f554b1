import type { Kysely } from "kysely";

/**
 * Each counted visit also keeps a keyed hash of the visitor's network (an IPv4 address or an IPv6 /64) under the same
 * daily salt, so a share counts a bounded number of browsers per network a day: changing the user agent no longer
 * makes one machine many visitors (docs/decisions/071). Visits counted before have none and count as they were.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("share_visits").addColumn("network_hash", "text").execute();
  await db.schema.createIndex("share_visits_network").on("share_visits").columns(["share_id", "day", "kind", "network_hash"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("share_visits_network").execute();
  await db.schema.alterTable("share_visits").dropColumn("network_hash").execute();
}
