/**
 * The schema the migrations build, written out as each database describes it, against a stored copy: a change to a
 * migration that alters a column, a constraint or an index by mistake fails here. A deliberate schema change is a new
 * migration, and updates the copy (`npx vitest run api/db/schema-snapshot -u`).
 */
import { sql } from "kysely";
import { expect, it } from "vitest";
import type { Db } from "./connection";
import { describeOnEachDatabase } from "../testing/harness";

async function sqliteSchema(db: Db): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; sql: string | null }>`
    SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name
  `.execute(db);
  return rows.map((row) => `${row.type} ${row.name}\n${row.sql ?? "(made by SQLite)"}\n`).join("\n");
}

async function postgresSchema(db: Db): Promise<string> {
  const { rows: columns } = await sql<Record<string, string | null>>`
    SELECT table_name, ordinal_position, column_name, data_type, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position
  `.execute(db);
  const { rows: constraints } = await sql<{ table_name: string; name: string; definition: string }>`
    SELECT rel.relname AS table_name, con.conname AS name, pg_get_constraintdef(con.oid) AS definition
    FROM pg_constraint con JOIN pg_class rel ON rel.oid = con.conrelid
    WHERE rel.relnamespace = current_schema()::regnamespace ORDER BY rel.relname, con.conname
  `.execute(db);
  const { rows: indexes } = await sql<{ indexname: string; indexdef: string }>`
    SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY tablename, indexname
  `.execute(db);
  const schemaName = (await sql<{ name: string }>`SELECT current_schema() AS name`.execute(db)).rows[0]!.name;
  return [
    ...columns.map((column) => Object.values(column).join(" | ")),
    "",
    ...constraints.map((constraint) => `${constraint.table_name} ${constraint.name}: ${constraint.definition}`),
    "",
    // Each test run has its own schema: its name is not part of the schema.
    ...indexes.map((index) => index.indexdef.replaceAll(`${schemaName}.`, "")),
  ].join("\n");
}

describeOnEachDatabase("the migrated schema", (harness) => {
  it("is the one stored", async () => {
    const schema = harness.kind === "sqlite" ? await sqliteSchema(harness.db) : await postgresSchema(harness.db);
    await expect(schema).toMatchFileSnapshot(`./__snapshots__/schema.${harness.kind}.txt`);
  });
});
