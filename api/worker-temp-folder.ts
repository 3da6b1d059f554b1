/**
 * Renders remove their work files when they end, but a process killed outright (SIGKILL, the OOM killer, a power cut)
 * removes nothing. So each process that renders (`npm run worker`, or the web server with its inline worker) works in
 * a temporary folder of its own, named after the host and its pid, and at start removes the folders of this host's
 * rendering processes that no longer run (decision 081).
 */
import { mkdir, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { logger } from "./lib/logger";

export async function useOwnTempFolder(): Promise<string> {
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
