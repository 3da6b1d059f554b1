/**
 * Runs only the render worker (`npm run worker`) against the configured database, next to servers started with
 * RENDER_WORKER=off or on other machines (PostgreSQL; one worker process per SQLite file, see decision 050).
 * SIGTERM or SIGINT: stop claiming, let running renders finish (or give them back after the timeout), then exit.
 */
import { mkdir, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ConfigError, createApi, logger, readApiConfig } from "./index";

/** Renders take long: wait this much for running ones before giving them back to the queue. */
const stopTimeoutMs = 60_000;

/**
 * Renders remove their work files when they end, but a worker killed outright (SIGKILL, the OOM killer, a power cut)
 * removes nothing. So each worker process works in a temporary folder of its own, named after the host and its pid,
 * and at start removes the folders of this host's workers that no longer run (decision 081).
 */
async function useOwnTempFolder(): Promise<string> {
  const base = os.tmpdir();
  const prefix = `promoreel-worker-${os.hostname().replace(/[^A-Za-z0-9.]/g, "_")}-`;
  for (const entry of await readdir(base)) {
    const pid = entry.startsWith(prefix) ? Number(entry.slice(prefix.length)) : NaN;
    if (Number.isInteger(pid) && pid !== process.pid && !isRunning(pid)) {
      await rm(path.join(base, entry), { recursive: true, force: true });
      logger.info("removed the work files of a render worker that stopped without cleaning up", { folder: entry });
    }
  }
  const own = path.join(base, `${prefix}${process.pid}`);
  await rm(own, { recursive: true, force: true });
  await mkdir(own);
  // os.tmpdir() reads TMPDIR on every call: every render's work folder is made in here from now on.
  process.env.TMPDIR = own;
  return own;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function main() {
  const config = readApiConfig(process.env);
  const tempFolder = await useOwnTempFolder();
  const api = await createApi(config);
  await api.migrate();
  const worker = api.startRenderWorker();
  logger.info("render worker started", { workerId: worker.workerId, concurrency: config.renderConcurrency ?? "default" });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info("render worker stopping", { signal });
    await worker.stop({ timeoutMs: stopTimeoutMs });
    await api.close();
    await rm(tempFolder, { recursive: true, force: true });
    logger.info("render worker stopped");
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
