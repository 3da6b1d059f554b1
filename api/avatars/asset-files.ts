/**
 * Where an avatar's files live and how its prepared asset is kept: everything in the media store under the owner's
 * folder (`<user>/avatars/<id>/`), the asset JSON with the still's name relative to that folder. A job that needs the
 * asset downloads both into its own temporary folder and gets the paths there. Built-in presenters are drawn by the
 * studio into a temporary folder, never stored.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { builtinAsset } from "../../studio/avatar/builtin";
import type { AvatarAsset } from "../../studio/avatar";
import { builtinAvatarPrefix } from "../contract/avatars";
import type { MediaStore } from "../storage/media-store";

/** The media-store folder of one avatar. */
export function avatarFolderKey(userId: string, avatarId: string): string {
  return `${userId}/avatars/${avatarId}`;
}

/** The prepared asset's description, beside the still it names. */
export const assetFileName = "asset.json";

/** Stores the asset the provider prepared in workDir: its still, and its description naming the still by file name. */
export async function storeAssetFiles(store: MediaStore, folderKey: string, asset: AvatarAsset): Promise<string> {
  const stillKey = `${folderKey}/${path.basename(asset.stillPath)}`;
  await store.putFile(stillKey, asset.stillPath);
  await store.put(`${folderKey}/${assetFileName}`, Buffer.from(JSON.stringify({ ...asset, stillPath: path.basename(asset.stillPath) })));
  return stillKey;
}

/** The stored asset downloaded into intoDir, with paths there; undefined when its files are gone (deleted meanwhile). */
export async function downloadAssetFiles(store: MediaStore, folderKey: string, intoDir: string): Promise<AvatarAsset | undefined> {
  const description = path.join(intoDir, assetFileName);
  if (!(await store.download(`${folderKey}/${assetFileName}`, description))) return undefined;
  const stored = JSON.parse(await readFile(description, "utf8")) as AvatarAsset;
  // A stored name never leads out of its folder, whatever the file says (the store refuses such a key).
  const stillKey = `${folderKey}/${stored.stillPath}`;
  const stillPath = path.join(intoDir, path.basename(stored.stillPath));
  if (!(await store.download(stillKey, stillPath))) return undefined;
  return { ...stored, stillPath };
}

/** A built-in presenter's asset, its still drawn once into the system's temporary folder. */
export function builtinPresenterAsset(avatarId: string): AvatarAsset {
  return builtinAsset(avatarId.slice(builtinAvatarPrefix.length));
}

export async function removeAvatarFiles(store: MediaStore, userId: string, avatarId: string): Promise<void> {
  await store.deletePrefix(avatarFolderKey(userId, avatarId));
}
