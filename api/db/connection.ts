import { mkdirSync } from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, SqliteDriver, sql, type DatabaseConnection, type Driver, type SqliteDialectConfig, type Transaction } from "kysely";
import pg from "pg";
import type { DatabaseConfig } from "../config";
import { logger } from "../lib/logger";
import type { Database } from "./schema";

export type Db = Kysely<Database>;
/** A database handle or an open transaction: data-access functions accept either. */
export type DbExecutor = Kysely<Database> | Transaction<Database>;

const int8Oid = 20;
// Times are epoch ms in BIGINT columns and counts come back as BIGINT; both fit a JS number.
const postgresTypes = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === int8Oid ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

export function openDatabase(config: DatabaseConfig): Db {
  if (config.kind === "postgres") {
    const pool = new pg.Pool({ connectionString: config.url, types: postgresTypes, max: 10 });
    // An idle connection dropped by the server emits 'error' on the pool; unhandled, it would crash the process.
    pool.on("error", (error) => logger.warn("an idle PostgreSQL connection failed", { error }));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SqliteDatabase(config.file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  // Other processes (the migrate CLI, a second server) may hold the write lock briefly: wait instead of failing.
  sqlite.pragma("busy_timeout = 5000");
  return new Kysely<Database>({ dialect: new SqliteDialectKeepingTheCause({ database: sqlite }, sqlite) });
}

/**
 * On some errors (a full disk, an I/O error) SQLite has already rolled the transaction back when the statement fails.
 * Kysely's ROLLBACK then fails with "cannot rollback - no transaction is active", and that error replaced the real
 * one: the log said nothing of the full disk. Skip the rollback when there is no transaction left to roll back.
 */
class SqliteDialectKeepingTheCause extends SqliteDialect {
  constructor(
    private readonly config: SqliteDialectConfig,
    private readonly sqlite: SqliteDatabase.Database,
  ) {
    super(config);
  }

  override createDriver(): Driver {
    const sqlite = this.sqlite;
    return new (class extends SqliteDriver {
      override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
        if (sqlite.inTransaction) await super.rollbackTransaction(connection);
      }
    })(this.config);
  }
}

export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}

/** True for a unique-constraint violation on either database. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE";
}
