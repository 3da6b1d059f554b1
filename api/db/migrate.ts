import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./connection";
import * as accounts from "./migrations/001_accounts";
import * as jobs from "./migrations/002_jobs";
import * as products from "./migrations/003_products";
import * as videos from "./migrations/004_videos";

// Imported statically, not read from a folder, so the esbuild bundle of server.ts carries them.
const migrations: Record<string, Migration> = {
  "001_accounts": accounts,
  "002_jobs": jobs,
  "003_products": products,
  "004_videos": videos,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; a no-op (one small query) when it already is. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}
