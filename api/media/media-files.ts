/**
 * Library files: put into the media store from the upload's staging folder (streamed, never held in memory whole: a
 * 200 MB clip is a file, not a buffer) or from bytes. The staging folder is the only place an upload lies on this
 * machine's disk, and only until its request ends.
 */
import { mkdir, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { MediaStore } from "../storage/media-store";

export type FileSource = { path: string } | { bytes: Uint8Array };

/** Puts each file under its key; if one fails, those already placed are removed and the error is thrown. */
export async function placeFiles(mediaStore: MediaStore, files: { key: string; source: FileSource }[]): Promise<void> {
  const placed: string[] = [];
  try {
    for (const file of files) {
      await ("bytes" in file.source ? mediaStore.put(file.key, file.source.bytes) : mediaStore.putFile(file.key, file.source.path));
      placed.push(file.key);
    }
  } catch (error) {
    await removeFiles(mediaStore, placed);
    throw error;
  }
}

/** Removes files by key (a missing one is fine), with the folders they leave empty. */
export async function removeFiles(mediaStore: MediaStore, keys: readonly string[]): Promise<void> {
  await Promise.all(keys.map((key) => mediaStore.delete(key)));
}

const staleStagingMs = 60 * 60_000;
const sweepEveryMs = 10 * 60_000;

/** A fresh folder for one upload's files under `${DATA_DIR}/upload-staging`; the caller removes it when done. */
export function createStaging(dataDir: string) {
  const root = path.join(dataDir, "upload-staging");
  let lastSweep = 0;

  /** Folders left by a process that died mid-upload; found at most every 10 minutes, removed after an hour. */
  async function sweepStale(now: number) {
    if (now - lastSweep < sweepEveryMs) return;
    lastSweep = now;
    const entries = await readdir(root).catch(() => [] as string[]);
    await Promise.all(
      entries.map(async (entry) => {
        const folder = path.join(root, entry);
        const info = await stat(folder).catch(() => undefined);
        if (info && now - info.mtimeMs > staleStagingMs) await rm(folder, { recursive: true, force: true });
      }),
    );
  }

  return {
    async open(): Promise<string> {
      await mkdir(root, { recursive: true });
      await sweepStale(Date.now());
      return mkdtemp(path.join(root, "upload-"));
    },
    close: (folder: string) => rm(folder, { recursive: true, force: true }),
  };
}
