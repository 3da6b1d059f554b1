/**
 * Starting a later render (docs/decisions/070), of a video (`video/resize`, `video/composite`) or a promotional video
 * (`promote/compositing-video`): a row in the updates table and its job, written together, while the target keeps
 * playing its files; later-render-job.ts renders and applies it.
 */
import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import { isUniqueViolation, type Db } from "../db/connection";
import type { Database } from "../db/schema";
import { ApiError } from "../http/errors";
import type { JobQueue } from "../jobs";
import { queuedRenderColumns, type RenderedFilesPlace, type StoredRender } from "./render-rows";

/** The job payload of every later render: its row in the updates table. */
export interface LaterRenderPayload {
  updateId: string;
}

/** What a later render renders, and the version its target becomes (or stays at) once it is applied. */
export type NewLaterRender = StoredRender & { version: number };

/** The columns every updates table has, filled for a render that has not started. */
export type LaterRenderColumns = NewLaterRender & typeof queuedRenderColumns & { id: string; job_id: string; created_at: number; updated_at: number };

/**
 * The update row (`insert` adds its target's columns to `columns`) and its job in one transaction; the database's
 * one-active-update index settles a race (409).
 */
export async function startLaterRender(
  db: Db,
  jobs: JobQueue,
  jobKind: string,
  render: NewLaterRender,
  now: number,
  insert: (trx: Transaction<Database>, columns: LaterRenderColumns) => Promise<unknown>,
): Promise<void> {
  const updateId = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      const job = await jobs.enqueue<LaterRenderPayload>(jobKind, { updateId }, { ownerUserId: render.user_id, trx });
      await insert(trx, { ...render, ...queuedRenderColumns, id: updateId, job_id: job.id, created_at: now, updated_at: now });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new ApiError(409, "video_update_in_progress");
    throw error;
  }
}

/**
 * A later render's files go in its target's folder, named after the update (`<target id>-<update id>-<ratio>`): they
 * never overwrite the files still being played, and an update that fails or is cancelled removes exactly its own
 * files, whatever another update started since is writing.
 */
export function laterRenderFiles(targetFolderKey: string, targetId: string, updateId: string): RenderedFilesPlace {
  return { folderKey: targetFolderKey, baseName: `${targetId}-${updateId}` };
}
