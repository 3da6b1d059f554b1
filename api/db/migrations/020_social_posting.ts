import type { Kysely } from "kysely";
import { createdAt, createTableWithId, notNull, ownedByUser, reference, timestamps } from "./columns";

/**
 * Posting to social platforms (docs/decisions/198-social-posting.md). `social_accounts`: a user's connection to one
 * platform account; its tokens are AES-256-GCM ciphertexts (api/social/token-crypto.ts), never clear text.
 * `social_oauth_attempts`: one consent round trip, single use (`used_at`), with its PKCE verifier encrypted.
 * `social_posts`: one video sent (or to be sent) to one account, with the stored `PublishProgress` so a killed
 * worker resumes. `social_post_stats`: the platform's figures for a post each time they were fetched.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "social_accounts")
    .$call(ownedByUser)
    .addColumn("platform", "text", notNull)
    .addColumn("platform_account_id", "text", notNull)
    .addColumn("platform_account_name", "text", notNull)
    .addColumn("access_token", "text", notNull)
    .addColumn("refresh_token", "text")
    .addColumn("expires_at", "bigint", notNull)
    .addColumn("refresh_expires_at", "bigint")
    .addColumn("scopes", "text", notNull)
    .addColumn("state", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("social_accounts_user_platform_account").on("social_accounts").columns(["user_id", "platform", "platform_account_id"]).unique().execute();

  await createTableWithId(db, "social_oauth_attempts")
    .$call(ownedByUser)
    .addColumn("platform", "text", notNull)
    .addColumn("state", "text", (column) => column.notNull().unique())
    .addColumn("code_verifier", "text", notNull)
    .addColumn("return_path", "text", notNull)
    .addColumn("expires_at", "bigint", notNull)
    .addColumn("used_at", "bigint")
    .$call(createdAt)
    .execute();

  await createTableWithId(db, "social_posts")
    .$call(ownedByUser)
    .$call(reference("video_id", "videos.id"))
    .$call(reference("account_id", "social_accounts.id"))
    .addColumn("platform", "text", notNull)
    .addColumn("ratio", "text", notNull)
    .addColumn("title", "text", notNull)
    .addColumn("caption", "text", notNull)
    .addColumn("privacy", "text", notNull)
    .addColumn("scheduled_at", "bigint", notNull)
    .addColumn("time_zone", "text", notNull)
    .addColumn("state", "text", notNull)
    .addColumn("failure_kind", "text")
    .addColumn("failure_reason", "text")
    .addColumn("progress", "text")
    .addColumn("uploaded_bytes", "bigint", (column) => column.notNull().defaultTo(0))
    .addColumn("file_bytes", "bigint")
    .addColumn("platform_post_id", "text")
    .addColumn("platform_post_url", "text")
    .addColumn("attempts", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("job_id", "text")
    .addColumn("published_at", "bigint")
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("social_posts_user_created").on("social_posts").columns(["user_id", "created_at"]).execute();
  await db.schema.createIndex("social_posts_video").on("social_posts").columns(["video_id", "created_at"]).execute();

  await createTableWithId(db, "social_post_stats")
    .$call(reference("post_id", "social_posts.id"))
    .addColumn("views", "bigint", notNull)
    .addColumn("likes", "bigint", notNull)
    .addColumn("comments", "bigint", notNull)
    .addColumn("shares", "bigint", notNull)
    .addColumn("fetched_at", "bigint", notNull)
    .execute();
  await db.schema.createIndex("social_post_stats_post_fetched").on("social_post_stats").columns(["post_id", "fetched_at"]).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ["social_post_stats", "social_posts", "social_oauth_attempts", "social_accounts"]) await db.schema.dropTable(table).execute();
}
