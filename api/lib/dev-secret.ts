import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { dataDirNotWritable } from "./data-dir";

/**
 * Returns a secret kept in `<dataDir>/secrets.json`, creating it on first use.
 * Only for development and tests: production must be given its secrets (see readApiConfig / readWebConfig).
 */
export function devSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, "utf8"));
  } catch {
    // No file yet (or an unreadable one): start a new set.
  }
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString("base64url");
    try {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    } catch (error) {
      throw dataDirNotWritable(dataDir, error);
    }
  }
  return secrets[name];
}
