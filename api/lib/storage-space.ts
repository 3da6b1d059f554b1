/**
 * The data disk filling up (docs/decisions/052): every write fails while reads go on, so a server that only checks
 * that its database answers looks healthy, and a render stops with nobody told why. This module tells a full disk
 * apart from other failures, checks that writes still work, and keeps a small reserve file in DATA_DIR that is given
 * up when the disk is full, so that the few writes that tell users what is happening still find room.
 */
import { randomUUID } from "node:crypto";
import { rm, statfs, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { logger } from "./logger";

/** A write failed because the disk (or the SQLite file's page limit, or a quota) is full, on either database. */
export function isStorageFull(error: unknown): boolean {
  const { code, message, detail } = (error ?? {}) as { code?: unknown; message?: unknown; detail?: unknown };
  if (code === "SQLITE_FULL" || code === "ENOSPC" || code === "EDQUOT" || code === "53100") return true;
  // ffmpeg and festival say it in their error output, which MediaError carries.
  return [message, detail].some((text) => typeof text === "string" && /No space left on device|database or disk is full/i.test(text));
}

export interface StorageSpaceOptions {
  /** Below this much free space the disk counts as full. */
  minFreeBytes?: number;
  /** Size of the reserve file kept for the writes that tell users the disk is full. */
  reserveBytes?: number;
  /** A check's answer is reused this long: health checks may come every second. */
  checkEveryMs?: number;
}

export interface StorageSpace {
  /** True when DATA_DIR has room and a small file can be written there. */
  isWritable(): Promise<boolean>;
  /** Deletes the reserve file, giving its room to the next writes. */
  releaseReserve(): Promise<void>;
  /** Resolves once DATA_DIR is writable again (checked every checkEveryMs); rejects when signal aborts. */
  waitForSpace(signal: AbortSignal): Promise<void>;
}

export function createStorageSpace(dataDir: string, options: StorageSpaceOptions = {}): StorageSpace {
  const { minFreeBytes = 8 * 1024 * 1024, reserveBytes = 1024 * 1024, checkEveryMs = 5_000 } = options;
  const reservePath = path.join(dataDir, ".space-reserve");
  let reserveHeld = false;
  let lastCheck: { at: number; answer: Promise<boolean> } | undefined;

  async function holdReserve() {
    if (reserveHeld) return;
    try {
      await writeFile(reservePath, Buffer.alloc(reserveBytes), { flag: "w" });
      reserveHeld = true;
    } catch {
      // No room for it yet: tried again at the next check that finds space.
      await rm(reservePath, { force: true }).catch(() => {});
    }
  }

  async function check(): Promise<boolean> {
    try {
      const stats = await statfs(dataDir);
      if (stats.bavail * stats.bsize < minFreeBytes) return false;
      const probe = path.join(dataDir, `.write-check-${randomUUID()}`);
      try {
        await writeFile(probe, Buffer.alloc(4096));
      } finally {
        await rm(probe, { force: true });
      }
      await holdReserve();
      return true;
    } catch {
      return false;
    }
  }

  function checkNow(): Promise<boolean> {
    lastCheck = { at: Date.now(), answer: check() };
    return lastCheck.answer;
  }

  return {
    isWritable() {
      if (lastCheck && Date.now() - lastCheck.at < checkEveryMs) return lastCheck.answer;
      return checkNow();
    },
    async releaseReserve() {
      if (!reserveHeld) return;
      reserveHeld = false;
      await rm(reservePath, { force: true });
      logger.warn("the data disk is full: gave up the reserve file so that users can be told", { dataDir });
    },
    async waitForSpace(signal) {
      while (!(await checkNow())) await sleep(checkEveryMs, undefined, { signal });
    },
  };
}
