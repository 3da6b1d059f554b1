import type { Kysely } from "kysely";

/**
 * Feedback rows expire and are counted per hour (api/lib/stored-reports.ts): both look them up by creation time,
 * as exception reports already could.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex("feedback_created_at").on("feedback").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("feedback_created_at").execute();
}
