import type { Kysely } from "kysely";
import { createTableWithId, notNull, ownedByUser, timestamps } from "./columns";

/**
 * Avatars (docs/api-v1.md, Avatars; docs/decisions/170): a user's presenter trained from a photo or a clip, its
 * files in the user's media folder (`<user>/avatars/<id>/`: the upload, the still and the asset JSON), the consent
 * given on upload, and the speaking previews made from it or from a built-in presenter. A preview task's `avatar_id`
 * may name a built-in presenter (`builtin:<id>`), so it is no foreign key; deleting an avatar deletes its tasks.
 * A video keeps what its presenter was when it was rendered: the name it had, who drew it, the look, any fallback.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createTableWithId(db, "avatars")
    .$call(ownedByUser)
    .addColumn("name", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("stage", "text", notNull)
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error_code", "text")
    .addColumn("source_kind", "text", notNull)
    .addColumn("source_key", "text", notNull)
    .addColumn("still_key", "text")
    .addColumn("width", "integer")
    .addColumn("height", "integer")
    .addColumn("face", "text")
    .addColumn("crop", "text")
    .addColumn("default_voice_id", "text")
    .addColumn("consent_version", "integer", notNull)
    .addColumn("consent_given_at", "bigint", notNull)
    .addColumn("consent_email", "text", notNull)
    .addColumn("job_id", "text", notNull)
    .$call(timestamps)
    .execute();
  await db.schema.createIndex("avatars_user_created_at").on("avatars").columns(["user_id", "created_at", "id"]).execute();

  await createTableWithId(db, "avatar_tasks")
    .$call(ownedByUser)
    .addColumn("avatar_id", "text", notNull)
    .addColumn("avatar_name", "text", notNull)
    .addColumn("kind", "text", notNull)
    .addColumn("text", "text", notNull)
    .addColumn("voice_id", "text", notNull)
    .addColumn("status", "text", notNull)
    .addColumn("stage", "text", notNull)
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("result_key", "text")
    .addColumn("provider", "text")
    .addColumn("look", "text")
    .addColumn("fallback_reason", "text")
    .addColumn("job_id", "text", notNull)
    .$call(timestamps)
    .addColumn("finished_at", "bigint")
    .execute();
  await db.schema.createIndex("avatar_tasks_user_avatar_created_at").on("avatar_tasks").columns(["user_id", "avatar_id", "created_at"]).execute();

  // SQLite adds one column per statement.
  for (const table of ["videos", "video_updates"]) {
    await db.schema.alterTable(table).addColumn("presenter_name", "text").execute();
  }
  await db.schema.alterTable("videos").addColumn("presenter_provider", "text").execute();
  await db.schema.alterTable("videos").addColumn("presenter_look", "text").execute();
  await db.schema.alterTable("videos").addColumn("presenter_fallback_reason", "text").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ["presenter_fallback_reason", "presenter_look", "presenter_provider", "presenter_name"]) {
    await db.schema.alterTable("videos").dropColumn(column).execute();
  }
  await db.schema.alterTable("video_updates").dropColumn("presenter_name").execute();
  await db.schema.dropTable("avatar_tasks").execute();
  await db.schema.dropTable("avatars").execute();
}
