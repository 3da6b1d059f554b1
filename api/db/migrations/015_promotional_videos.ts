import type { Kysely } from "kysely";
import { createTableWithId, notNull, ownedByUser, renderColumns, timestamps } from "./columns";

/**
 * Promotional videos (docs/api-v1.md, Promotional videos): an offer across 1 to 6 of the user's products, scripted
 * and rendered like a video but kept apart, with 16-character ids. The products, the offer and the script are JSON
 * text, as a video's timeline is: the video keeps what it was made from and outlives its products, so `product_ids`
 * is no foreign key. Its render counts against the plan's videos once, when it succeeds (`usage_recorded_at`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "promotional_videos")
    .$call(ownedByUser)
    .addColumn("job_id", "text", notNull)
    .addColumn("title", "text", notNull)
    .addColumn("product_ids", "text", notNull)
    .addColumn("offer", "text", notNull)
    .addColumn("script", "text", notNull)
    .$call(renderColumns)
    .addColumn("duration_ms", "integer")
    .addColumn("files", "text")
    .addColumn("usage_recorded_at", "bigint")
    .addColumn("presenter_name", "text")
    .addColumn("presenter_provider", "text")
    .addColumn("presenter_look", "text")
    .addColumn("presenter_fallback_reason", "text")
    .$call(timestamps)
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("promotional_videos_user_created_at").on("promotional_videos").columns(["user_id", "created_at", "id"]).execute();
  await db.schema.createIndex("promotional_videos_job_id").on("promotional_videos").column("job_id").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable("promotional_videos").execute();
}
