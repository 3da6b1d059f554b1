/**
 * DATA_DIR must take writes: the SQLite file, generated secrets, the mail outbox, uploads being received and (without
 * S3_BUCKET) every stored file and video live there. A read-only or foreign-owned folder made the server die on its
 * first write with a raw stack; it now stops at start with one line naming the variable and what to do.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ConfigError } from "../contract/config";

export function dataDirNotWritable(dataDir: string, error: unknown): ConfigError {
  const code = (error as NodeJS.ErrnoException | null)?.code ?? "unknown error";
  return new ConfigError(
    `DATA_DIR (${dataDir}) is not writable (${code}): the server keeps its database, secrets and files there. Point DATA_DIR at a writable folder or give this user write access to it.`,
  );
}

/** Creates the folder if needed and writes and removes a small file in it; throws a ConfigError when it cannot. */
export function assertDataDirWritable(dataDir: string): void {
  const probe = path.join(dataDir, `.write-check-${process.pid}`);
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(probe, "ok");
    rmSync(probe, { force: true });
  } catch (error) {
    throw dataDirNotWritable(dataDir, error);
  }
}
