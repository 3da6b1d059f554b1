/**
 * Where the local media store (the default) keeps a key on disk, for tests that look at the files themselves.
 * Production code never opens a stored file by path: it goes through the MediaStore.
 */
import path from "node:path";
import { avatarFolderKey } from "../avatars/asset-files";
import { promotionalFolderKey } from "../promote/promotional-videos";
import { videoFolderKey } from "../videos/videos";

export function mediaKeyPath(dataDir: string, key: string): string {
  return path.join(dataDir, "media", ...key.split("/"));
}

export const videoFolderPath = (dataDir: string, userId: string, videoId: string) => mediaKeyPath(dataDir, videoFolderKey(userId, videoId));
export const promotionalFolderPath = (dataDir: string, userId: string, id: string) => mediaKeyPath(dataDir, promotionalFolderKey(userId, id));
export const avatarFolderPath = (dataDir: string, userId: string, avatarId: string) => mediaKeyPath(dataDir, avatarFolderKey(userId, avatarId));
