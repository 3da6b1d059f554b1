/**
 * Lip-sync results kept by a hash of everything the service was sent, so the same presenter saying the same line at
 * the same size (a re-render after an edit elsewhere in the video) costs no second job. The caller owns the folder and
 * its clean-up; files are named `<sha256>.mp4` and written whole before they appear.
 */
import { createHash, randomBytes } from "node:crypto";
import { access, copyFile, mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import type { FaceBox } from "../avatar-provider";

export interface LipsyncCacheInputs {
  still: Buffer;
  /** The part of the still that is sent: the same photo cropped elsewhere is another request. */
  crop: FaceBox;
  audio: Buffer;
  width: number;
  height: number;
  fps: number;
  /** Another service (or the same one moved) draws another video. */
  serviceUrl: string;
}

/** Bump when what is sent for the same inputs changes (the crop's scaling, the protocol's version). */
const cacheVersion = "avatar-http 1";

export function lipsyncCacheKey(inputs: LipsyncCacheInputs): string {
  const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
  const { crop } = inputs;
  return createHash("sha256")
    .update(
      [
        cacheVersion,
        inputs.serviceUrl,
        `${inputs.width}x${inputs.height}@${inputs.fps}`,
        `crop ${crop.x},${crop.y},${crop.width},${crop.height}`,
        `still ${digest(inputs.still)}`,
        `audio ${digest(inputs.audio)}`,
      ].join("\n"),
    )
    .digest("hex");
}

export class LipsyncResultCache {
  constructor(readonly folder: string) {}

  /** Copies a kept result to `outputPath`; false when there is none. */
  async copyTo(key: string, outputPath: string): Promise<boolean> {
    const kept = this.pathOf(key);
    try {
      await access(kept);
    } catch {
      return false;
    }
    await copyFile(kept, outputPath);
    return true;
  }

  /** A private path in the cache folder to download into, on the same disk so `keep` is a rename. */
  async scratchPath(key: string, suffix: string): Promise<string> {
    await mkdir(this.folder, { recursive: true });
    return join(this.folder, `${key}.${randomBytes(6).toString("hex")}${suffix}`);
  }

  /** Moves a finished download into the cache: two renders of the same inputs at once both end with a whole file. */
  async keep(key: string, downloadedPath: string): Promise<string> {
    const kept = this.pathOf(key);
    await rename(downloadedPath, kept);
    return kept;
  }

  private pathOf(key: string): string {
    return join(this.folder, `${key}.mp4`);
  }
}
