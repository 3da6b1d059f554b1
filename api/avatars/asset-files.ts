/**
 * Where an avatar's files live and how its prepared asset is kept: everything under the owner's media folder
 * (`<user>/avatars/<id>/`), the asset JSON with paths relative to that folder so the data folder can move, and made
 * absolute again when a render or a preview needs it. Built-in presenters are drawn by the studio, never stored.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { builtinAsset } from "../../studio/avatar/builtin";
import type { AvatarAsset } from "../../studio/avatar";
import { builtinAvatarPrefix } from "../contract/avatars";
import { mediaKeyPath } from "../videos/videos";

/** The media-store folder of one avatar. */
export function avatarFolderKey(userId: string, avatarId: string): string {
  return `${userId}/avatars/${avatarId}`;
}

export function avatarFolderPath(dataDir: string, userId: string, avatarId: string): string {
  return mediaKeyPath(dataDir, avatarFolderKey(userId, avatarId));
}

/** The prepared asset's description, beside the still it names. */
export const assetFileName = "asset.json";

/** Keeps the asset the provider prepared into the avatar's folder, its paths relative to that folder. */
export async function writeAssetFile(folder: string, asset: AvatarAsset): Promise<void> {
  const relative = { ...asset, stillPath: path.relative(folder, asset.stillPath) };
  await writeFile(path.join(folder, assetFileName), JSON.stringify(relative));
}

/** The stored asset with absolute paths, or undefined when its file is gone (the avatar was deleted meanwhile). */
export async function readAssetFile(folder: string): Promise<AvatarAsset | undefined> {
  const text = await readFile(path.join(folder, assetFileName), "utf8").catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return undefined;
    throw error;
  });
  if (text === undefined) return undefined;
  const stored = JSON.parse(text) as AvatarAsset;
  const stillPath = path.resolve(folder, stored.stillPath);
  // A stored path never leads out of its folder, whatever the file says.
  if (!stillPath.startsWith(folder + path.sep)) throw new Error(`avatar asset in ${folder} names a still outside its folder`);
  return { ...stored, stillPath };
}

/** A built-in presenter's asset, its still drawn once into the data folder's shared presenter folder. */
export function builtinPresenterAsset(dataDir: string, avatarId: string): AvatarAsset {
  return builtinAsset(avatarId.slice(builtinAvatarPrefix.length), path.join(dataDir, "media", "presenters"));
}

export async function removeAvatarFolder(dataDir: string, userId: string, avatarId: string): Promise<void> {
  await rm(avatarFolderPath(dataDir, userId, avatarId), { recursive: true, force: true });
}
