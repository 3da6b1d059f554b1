import type { Kysely } from "kysely";

/**
 * A TikTok post keeps whether it discloses promoting a brand ("none", "your-brand" or "branded-content"), which the
 * publish job sends to TikTok as `brand_organic_toggle` / `brand_content_toggle` (TikTok's Content Sharing Guidelines).
 * Posts made before it disclosed nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable("social_posts")
    .addColumn("tiktok_disclosure", "text", (column) => column.notNull().defaultTo("none"))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("social_posts").dropColumn("tiktok_disclosure").execute();
}
