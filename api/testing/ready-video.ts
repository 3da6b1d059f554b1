import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ApiHarness } from "./harness";
import type { VideoFile } from "../videos/videos";

/** A ready video row of the user's, straight in the database, with these files (none: not rendered to a file). */
export async function insertVideo(harness: ApiHarness, userId: string, options: { id?: string; productId?: string; files?: VideoFile[] } = {}): Promise<string> {
  const id = options.id ?? randomUUID();
  const at = harness.clock.now;
  await harness.db
    .insertInto("videos")
    .values({
      id,
      user_id: userId,
      product_id: options.productId ?? "product",
      script_id: "script",
      job_id: "job",
      title: "Trail bottle",
      status: "ready",
      stage: "done",
      progress: 100,
      error: null,
      timeline: "{}",
      aspect_ratios: JSON.stringify(["9:16"]),
      favorite_at: null,
      duration_ms: 15_000,
      files: options.files ? JSON.stringify(options.files) : null,
      usage_recorded_at: null,
      created_at: at,
      updated_at: at,
      finished_at: at,
    })
    .execute();
  return id;
}

/** A ready 9:16 video of the user's with `bytes` as its stored file, written straight to the database: what a post needs. */
export async function insertReadyVideo(harness: ApiHarness, userId: string, bytes: Uint8Array): Promise<string> {
  const id = randomUUID();
  const key = `${userId}/videos/${id}/video-9x16.mp4`;
  const file = path.join(harness.config.dataDir, "media", ...key.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  const thumbnailKey = `${userId}/videos/${id}/thumb.jpg`;
  return insertVideo(harness, userId, { id, files: [{ ratio: "9:16", video_key: key, thumbnail_key: thumbnailKey, width: 720, height: 1280, size: bytes.length }] });
}
