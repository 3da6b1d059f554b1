import { Migrator, PostgresAdapter, sql, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./connection";
import * as accounts from "./migrations/001_accounts";
import * as jobs from "./migrations/002_jobs";
import * as products from "./migrations/003_products";
import * as videos from "./migrations/004_videos";
import * as media from "./migrations/005_media";
import * as videoUpdatesAndShares from "./migrations/006_video_updates_and_shares";
import * as billing from "./migrations/007_billing";
import * as forms from "./migrations/008_forms";
import * as shareVisitNetworks from "./migrations/009_share_visit_networks";
import * as formHardening from "./migrations/010_form_hardening";
import * as opsHardening from "./migrations/011_ops_hardening";
import * as slideshows from "./migrations/012_slideshows";
import * as posters from "./migrations/013_posters";
import * as avatars from "./migrations/014_avatars";
import * as promotionalVideos from "./migrations/015_promotional_videos";
import * as editRecords from "./migrations/016_edit_records";
import * as affiliates from "./migrations/017_affiliates";
import * as stockSources from "./migrations/019_stock_sources";
import * as socialPosting from "./migrations/020_social_posting";
import * as tiktokDisclosure from "./migrations/021_tiktok_disclosure";

// Imported statically, not read from a folder, so the esbuild bundle of server.ts carries them.
const migrations: Record<string, Migration> = {
  "001_accounts": accounts,
  "002_jobs": jobs,
  "003_products": products,
  "004_videos": videos,
  "005_media": media,
  "006_video_updates_and_shares": videoUpdatesAndShares,
  "007_billing": billing,
  "008_forms": forms,
  "009_share_visit_networks": shareVisitNetworks,
  "010_form_hardening": formHardening,
  "011_ops_hardening": opsHardening,
  "012_slideshows": slideshows,
  "013_posters": posters,
  "014_avatars": avatars,
  "015_promotional_videos": promotionalVideos,
  "016_edit_records": editRecords,
  "017_affiliates": affiliates,
  "019_stock_sources": stockSources,
  "020_social_posting": socialPosting,
  "021_tiktok_disclosure": tiktokDisclosure,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the database to the latest schema; a no-op (one small query) when it already is. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { error, results } = await new Migrator({ db, provider, migrationTableSchema: await ownSchema(db) }).migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((result) => result.status === "Success").map((result) => result.migrationName);
}

/**
 * Kysely looks for its migration tables in every schema unless told which, so on PostgreSQL a database holding
 * another schema with them (another app, or a parallel test's schema) made it skip creating its own and fail
 * ("relation kysely_migration_lock does not exist"). Name the connection's own schema (public by default).
 */
async function ownSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return undefined;
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  return rows[0]?.schema;
}
