/**
 * Where users' media files live: uploads, rendered videos and thumbnails, posters, slides, exports, avatar assets.
 * The API only speaks to this interface, so an S3-compatible object store (api/storage/s3-media-store.ts) replaces the
 * local disk by configuration. Keys are relative paths such as `<userId>/<productId>/<sha256>.jpg`; a process never
 * assumes it can open a stored file by path: renders download their inputs into their own temporary folder and upload
 * what they made (docs/decisions/200-object-storage.md).
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { copyFile, link, mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";

export interface StoredFile {
  /** A ReadableStream of the file's bytes (only the asked range's, when a range was asked). */
  body: ReadableStream<Uint8Array>;
  /** The whole file's size, whatever range was asked. */
  size: number;
}

export interface StoredFileInfo {
  size: number;
  lastModified: Date;
}

/** Inclusive byte offsets, as in an HTTP Range header. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface MediaStore {
  /** Writes bytes under key; atomic (readers see the whole file or none). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** Streams the file at filePath under key (a render, a clip): it is never held in memory whole. */
  putFile(key: string, filePath: string): Promise<void>;
  /** The file, or only `range` of it, or undefined when there is none under key. */
  get(key: string, range?: ByteRange): Promise<StoredFile | undefined>;
  /** Size and age, or undefined when there is no file under key. */
  head(key: string): Promise<StoredFileInfo | undefined>;
  /** Copies the file into filePath (a render's input); false when there is none under key. */
  download(key: string, filePath: string): Promise<boolean>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every file whose key starts with `<prefix>/` (a video's folder, a user's files). */
  deletePrefix(prefix: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;
const prefixPattern = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;

/** Ids and hashes only: a key never climbs out of the store's folder, whatever a caller passes. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 400) throw new Error(`not a valid media key: ${JSON.stringify(key)}`);
}

export function assertValidPrefix(prefix: string): void {
  if (!prefixPattern.test(prefix) || prefix.length > 400) throw new Error(`not a valid media key prefix: ${JSON.stringify(prefix)}`);
}

const extensions: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/gif": "gif" };

/** `<folder>/<sha256 of bytes>.<extension of contentType>`. */
export function contentKey(folder: string, bytes: Uint8Array, contentType: string): string {
  const extension = extensions[contentType];
  if (!extension) throw new Error(`no file extension for ${contentType}`);
  const key = `${folder}/${createHash("sha256").update(bytes).digest("hex")}.${extension}`;
  assertValidKey(key);
  return key;
}

/** Files under rootDir (`${DATA_DIR}/media`), one folder per path segment of the key. */
export function createLocalMediaStore(rootDir: string): MediaStore {
  const fileOf = (key: string) => {
    assertValidKey(key);
    return path.join(rootDir, ...key.split("/"));
  };
  const fileInfo = (file: string) =>
    stat(file).then(
      (info) => (info.isFile() ? info : undefined),
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" || error.code === "ENOTDIR") return undefined;
        throw error;
      },
    );
  /** Written beside the target, then renamed: a reader never sees half a file. */
  const writeAtomically = async (key: string, write: (temporary: string) => Promise<void>) => {
    const file = fileOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temporary = `${file}.${randomUUID()}.partial`;
    try {
      await write(temporary);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
  /** Empty per-product and per-user folders go too; a folder still holding files stays (rmdir refuses). */
  const removeEmptyFolders = async (from: string) => {
    for (let folder = from; folder.startsWith(rootDir + path.sep); folder = path.dirname(folder)) {
      const removed = await rmdir(folder).then(
        () => true,
        () => false,
      );
      if (!removed) break;
    }
  };
  return {
    put: (key, bytes) => writeAtomically(key, (temporary) => writeFile(temporary, bytes)),
    putFile: (key, filePath) =>
      writeAtomically(key, async (temporary) => {
        // A hard link when the source is on the same disk (a staged upload): no copy of a large clip.
        await link(filePath, temporary).catch(() => copyFile(filePath, temporary));
      }),
    async get(key, range) {
      const file = fileOf(key);
      const info = await fileInfo(file);
      if (!info) return undefined;
      return { body: Readable.toWeb(createReadStream(file, range)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async head(key) {
      const info = await fileInfo(fileOf(key));
      return info && { size: info.size, lastModified: info.mtime };
    },
    async download(key, filePath) {
      const file = fileOf(key);
      if (!(await fileInfo(file))) return false;
      await mkdir(path.dirname(filePath), { recursive: true });
      // A render's temp folder on the data disk gets a hard link: a 200 MB clip is not copied for every render.
      await link(file, filePath).catch(() => copyFile(file, filePath));
      return true;
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      await removeEmptyFolders(path.dirname(file));
    },
    async deletePrefix(prefix) {
      assertValidPrefix(prefix);
      const folder = path.join(rootDir, ...prefix.split("/"));
      await rm(folder, { recursive: true, force: true });
      await removeEmptyFolders(path.dirname(folder));
    },
  };
}

/** Streams a web body into a file (used by stores whose get gives a stream). */
export async function writeStreamToFile(body: ReadableStream<Uint8Array>, filePath: string): Promise<void> {
  await mkdir(path.dirname(filePath), { recursive: true });
  await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream), createWriteStream(filePath));
}
