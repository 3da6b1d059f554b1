/** Public shares of ready videos: one live share per video, found by its unguessable token. */
import { randomBytes, randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import { isUniqueViolation, type Db } from "../db/connection";
import type { VideoSharesTable } from "../db/schema";
import { ApiError } from "../http/errors";
import { sharePagePath, shareTokenPattern, type ShareView } from "../contract/shares";
import type { VideoRow } from "../videos/videos";

export type ShareRow = Selectable<VideoSharesTable>;

export function toShareView(row: ShareRow, appUrl: string): ShareView {
  const path = sharePagePath(row.token);
  return { video_id: row.video_id, token: row.token, path, url: `${appUrl}${path}`, created_at: row.created_at };
}

export function findLiveShare(db: Db, videoId: string): Promise<ShareRow | undefined> {
  return db.selectFrom("video_shares").selectAll().where("video_id", "=", videoId).where("revoked_at", "is", null).executeTakeFirst();
}

/** The video's live share, created if it has none; two parallel requests end with the same one. */
export async function shareVideo(db: Db, video: VideoRow, now: number): Promise<ShareRow> {
  const existing = await findLiveShare(db, video.id);
  if (existing) return existing;
  try {
    return await db
      .insertInto("video_shares")
      .values({ id: randomUUID(), video_id: video.id, user_id: video.user_id, token: randomBytes(32).toString("base64url"), created_at: now, revoked_at: null })
      .returningAll()
      .executeTakeFirstOrThrow();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (await findLiveShare(db, video.id))!;
  }
}

export async function revokeShare(db: Db, videoId: string, now: number): Promise<void> {
  await db.updateTable("video_shares").set({ revoked_at: now }).where("video_id", "=", videoId).where("revoked_at", "is", null).execute();
}

/** The live share with this token and its video, or 404 for an unknown, revoked or malformed token alike. */
export async function findSharedVideo(db: Db, token: string): Promise<{ share: ShareRow; video: VideoRow }> {
  if (shareTokenPattern.test(token)) {
    const share = await db.selectFrom("video_shares").selectAll().where("token", "=", token).where("revoked_at", "is", null).executeTakeFirst();
    const video = share && (await db.selectFrom("videos").selectAll().where("id", "=", share.video_id).executeTakeFirst());
    if (share && video) return { share, video };
  }
  throw new ApiError(404, "share_not_found");
}
