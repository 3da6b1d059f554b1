import type { Kysely } from "kysely";
import { createTableWithId, createdAt, notNull, reference } from "./columns";

/**
 * Hosted forms made by users can be reported and taken down: `forms.disabled_at` (set by the operator's
 * `npm run admin -- disable-form`) hides a form and refuses its answers; `form_reports` keeps what visitors reported.
 * Responses expire, so the purge needs them by age across forms.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable("forms").addColumn("disabled_at", "bigint").execute();

  await createTableWithId(db, "form_reports")
    .$call(reference("form_id", "forms.id"))
    .addColumn("reason", "text", notNull)
    .addColumn("details", "text")
    .$call(createdAt)
    .execute();
  await db.schema.createIndex("form_reports_form_created_at").on("form_reports").columns(["form_id", "created_at"]).execute();
  await db.schema.createIndex("form_reports_created_at").on("form_reports").column("created_at").execute();

  await db.schema.createIndex("form_responses_created_at").on("form_responses").column("created_at").execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex("form_responses_created_at").execute();
  await db.schema.dropTable("form_reports").execute();
  await db.schema.alterTable("forms").dropColumn("disabled_at").execute();
}
