/** For the media tests: a temporary folder for the tests of the enclosing describe block, removed after them. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";

/** Returns the folder's path, which exists from the block's first test on. */
export function useTempFolder(prefix: string): () => string {
  let folder = "";
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), prefix));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return () => folder;
}
