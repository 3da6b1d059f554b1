import type { MediaStore } from "../storage/media-store";

/** A stored file's bytes, or undefined when there is none; slides and their exports are small enough to hold. */
export async function readStoredBytes(store: MediaStore, key: string): Promise<Buffer | undefined> {
  const file = await store.get(key);
  if (!file) return undefined;
  return Buffer.from(await new Response(file.body).arrayBuffer());
}
