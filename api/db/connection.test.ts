import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./connection";

describe("SQLite with its disk full", () => {
  const folder = mkdtempSync(path.join(os.tmpdir(), "promoreel-full-"));
  const db = openDatabase({ kind: "sqlite", file: path.join(folder, "full.sqlite") });
  afterAll(async () => {
    await db.destroy();
    rmSync(folder, { recursive: true, force: true });
  });

  it("fails a transaction with SQLite's own reason, not the rollback's", async () => {
    await sql`CREATE TABLE filler (bytes BLOB)`.execute(db);
    // No page may be added: every write that needs one fails as on a full disk (SQLITE_FULL).
    const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
    await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count}`).execute(db);
    const writing = db.transaction().execute(async (trx) => {
      for (let index = 0; index < 10; index++) await sql`INSERT INTO filler VALUES (randomblob(100000))`.execute(trx);
    });
    await expect(writing).rejects.toThrow("database or disk is full");
  });
});
