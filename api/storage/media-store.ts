/**
 * Where users' media files live. The API only speaks to this interface, so a later object store (S3 and the like)
 * can replace the local disk without touching the routers. Keys are relative paths such as
 * `<userId>/<productId>/<sha256>.jpg`: the file name is the content's hash, so writing the same bytes twice is a no-op.
 */
import { createHash, randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

export interface StoredFile {
  /** A ReadableStream of the file's bytes. */
  body: ReadableStream<Uint8Array>;
  size: number;
}

export interface MediaStore {
  /** Writes bytes under key; atomic (readers see the whole file or none). */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The file, or undefined when there is none under key. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
}

const keyPattern = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*\/[A-Za-z0-9_-]+\.[a-z0-9]+$/;

/** Ids and hashes only: a key never climbs out of the store's folder, whatever a caller passes. */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.length > 400) throw new Error(`not a valid media key: ${JSON.stringify(key)}`);
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
  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.partial`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key) {
      const file = fileOf(key);
      const info = await stat(file).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return undefined;
        throw error;
      });
      if (!info?.isFile()) return undefined;
      return { body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>, size: info.size };
    },
    async delete(key) {
      const file = fileOf(key);
      await rm(file, { force: true });
      // Empty per-product and per-user folders go too; a folder still holding files stays (rmdir refuses).
      for (let folder = path.dirname(file); folder.startsWith(rootDir + path.sep); folder = path.dirname(folder)) {
        if (
          !(await rmdir(folder).then(
            () => true,
            () => false,
          ))
        )
          break;
      }
    },
  };
}
