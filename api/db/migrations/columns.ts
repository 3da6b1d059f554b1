/**
 * The columns most tables begin and end with, written once: an `id`, the user a row belongs to, and the times it was
 * made and changed. A helper only ever adds the same column definitions the migrations spelled out before
 * (api/db/schema-snapshot.test.ts holds them to that), so an old migration keeps building the schema it always did.
 */
import type { ColumnDefinitionBuilder, CreateTableBuilder, Kysely } from "kysely";

type OnDelete = "cascade" | "set null";

export const notNull = (column: ColumnDefinitionBuilder) => column.notNull();

/** A table named after one thing: its first column is `id text primary key`. */
export function createTableWithId(db: Kysely<unknown>, name: string) {
  return db.schema.createTable(name).addColumn("id", "text", (column) => column.primaryKey());
}

/** A text column naming a row of `target` ("users.id"): required unless said, deleted (or emptied) with that row. */
export function reference<N extends string>(name: N, target: string, { onDelete = "cascade", optional = false }: { onDelete?: OnDelete; optional?: boolean } = {}) {
  return <TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) =>
    table.addColumn(name, "text", (column) => (optional ? column : column.notNull()).references(target).onDelete(onDelete));
}

/** `user_id`: the user whose row this is; deleting them deletes it. */
export const ownedByUser = reference("user_id", "users.id");

/** `user_id` of a row anyone may leave (feedback, reports): a deleted user's rows stay, without the user. */
export const leftByUser = reference("user_id", "users.id", {
  onDelete: "set null",
  optional: true,
});

/** `created_at`: epoch ms, as every time in the schema. */
export function createdAt<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table.addColumn("created_at", "bigint", notNull);
}

/** `created_at` and `updated_at`. */
export function timestamps<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return createdAt(table).addColumn("updated_at", "bigint", notNull);
}

/** What a render's row reports as it runs (videos, their later renders): its state, then what it renders. */
export function renderColumns<TB extends string, C extends string>(table: CreateTableBuilder<TB, C>) {
  return table
    .addColumn("status", "text", notNull)
    .addColumn("stage", "text", notNull)
    .addColumn("progress", "integer", (column) => column.notNull().defaultTo(0))
    .addColumn("error", "text")
    .addColumn("timeline", "text", notNull)
    .addColumn("aspect_ratios", "text", notNull);
}
