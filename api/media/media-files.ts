/**
 * Library files on disk. They live in the media store's folder under its keys (`${DATA_DIR}/media/<key>`), but are
 * moved there from the upload's staging folder rather than written from memory: the store's `put` takes bytes, and
 * a 200 MB clip should not be held in memory to be stored. Rendered videos live the same way (api/videos).
 * Staging sits beside the media folder, so the move is a rename on the same disk.
 */
import { randomUUID } from "node:crypto";
import { copyFile, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { assertValidKey, type MediaStore } from "../storage/media-store";
import { mediaKeyPath } from "../videos/videos";

export type FileSource = { path: string } | { bytes: Uint8Array };

/** Puts each file under its key; if one fails, those already placed are removed and the error is thrown. */
export async function placeFiles(dataDir: string, mediaStore: MediaStore, files: { key: string; source: FileSource }[]): Promise<void> {
  const placed: string[] = [];
  try {
    for (const file of files) {
      await placeFile(dataDir, file.key, file.source);
      placed.push(file.key);
    }
  } catch (error) {
    await removeFiles(mediaStore, placed);
    throw error;
  }
}

async function placeFile(dataDir: string, key: string, source: FileSource): Promise<void> {
  assertValidKey(key);
  const target = mediaKeyPath(dataDir, key);
  await mkdir(path.dirname(target), { recursive: true });
  if ("bytes" in source) {
    // Written beside the target, then renamed: a reader never sees half a file.
    const temporary = `${target}.${randomUUID()}.partial`;
    try {
      await writeFile(temporary, source.bytes);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return;
  }
  try {
    await rename(source.path, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EXDEV") throw error;
    // DATA_DIR/media mounted from another disk: copy, then the staged file goes with its folder.
    const temporary = `${target}.${randomUUID()}.partial`;
    await copyFile(source.path, temporary);
    await rename(temporary, target);
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
