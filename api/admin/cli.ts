/** `npm run admin -- <command>`: administrator commands against the configured database (see ./commands.ts). */
import os from "node:os";
import { readApiConfig } from "../config";
import { ConfigError } from "../contract/config";
import { openDatabase } from "../db/connection";
import { migrateToLatest } from "../db/migrate";
import { exitCodes, listErrorReports, listFeedback, listFormReports, makeSocialJobsDue, parseAdminCommand, setFormTakenDown, setPlan, usage } from "./commands";

// The command's own lines are its output; the migrator's info lines would only bury them.
process.env.LOG_LEVEL ??= "warn";

function operator(): string {
  try {
    return os.userInfo().username;
  } catch {
    return "unknown";
  }
}

async function main(args: string[]): Promise<number> {
  const command = parseAdminCommand(args);
  if (command.kind === "help") {
    console.log(usage);
    return exitCodes.ok;
  }
  if (command.kind === "usage-error") {
    console.error(command.message);
    return exitCodes.usage;
  }
  const config = readApiConfig(process.env);
  const db = openDatabase(config.database);
  try {
    await migrateToLatest(db);
    const context = { db, now: config.now, actor: operator(), out: (line: string) => console.log(line), err: (line: string) => console.error(line) };
    if (command.kind === "form-reports") return await listFormReports(context);
    if (command.kind === "errors") return await listErrorReports(context);
    if (command.kind === "feedback") return await listFeedback(context, command.count);
    if (command.kind === "social-due-now") return await makeSocialJobsDue(context, command.email);
    if (command.kind === "set-plan") return await setPlan(context, command.email, command.plan);
    return await setFormTakenDown(context, command.formId, command.kind === "disable-form");
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : `The command failed: ${(error as Error).message}`);
    process.exitCode = exitCodes.failed;
  },
);
