/**
 * Runs only the render worker (`npm run worker`) against the configured database, next to servers started with
 * RENDER_WORKER=off or on other machines (PostgreSQL; one worker process per SQLite file, see decision 050).
 * SIGTERM or SIGINT: stop claiming, let running renders finish (or give them back after the timeout), then exit.
 */
import { rm } from "node:fs/promises";
import { ConfigError, createApi, logger, readApiConfig } from "./index";
import { useOwnTempFolder } from "./worker-temp-folder";

/** Renders take long: wait this much for running ones before giving them back to the queue. */
const stopTimeoutMs = 60_000;

async function main() {
  const config = readApiConfig(process.env);
  const tempFolder = await useOwnTempFolder();
  const api = await createApi(config);
  await api.migrate();
  await api.preloadWorkerModels();
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
