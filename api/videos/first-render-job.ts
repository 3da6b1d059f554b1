/**
 * The job of a first render, a video's or a promotional video's, on the one render runner (docs/decisions/151): the
 * row's timeline → an MP4 and a thumbnail per requested ratio in the row's own folder, then the row ready and counted
 * against the plan's videos. Delivery is at least once (docs/decisions/050), so every effect is idempotent: files are
 * named after the row and overwritten by a retry, the row changes only while it is still rendering, and usage is
 * counted once.
 */
import type { UpdateObject } from "kysely";
import type { CaptionLine, RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import { activeVideoStatuses, type VideoStatus } from "../contract/videos";
import type { Db } from "../db/connection";
import type { Database } from "../db/schema";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderRowChanges } from "../jobs/render-runner";
import type { StorageSpace } from "../lib/storage-space";
import { recordUsage } from "../plans/plans";
import { presenterColumns } from "./presenter";
import type { MediaStore } from "../storage/media-store";
import { storedFailure } from "./render-failure";
import { storedRenderInput, type StoredRender } from "./render-rows";
import type { VideoFile } from "./videos";

/** The rows whose first render uses one of the plan's videos. */
export type FirstRenderTable = "videos" | "promotional_videos";

type FirstRenderRow = StoredRender & { id: string; status: VideoStatus };

/** What tells one kind of first render from the other. */
export interface FirstRender<Table extends FirstRenderTable, Row extends FirstRenderRow> {
  table: Table;
  /** How logs name it: "a video render". */
  label: string;
  /** The name of the row's id in the job's payload and in every log line about the render. */
  idKey: string;
  /** The work folder's name starts with this, so a stray one says whose it was. */
  workFolderPrefix: string;
  find(id: string): Promise<Row | undefined>;
  /** The row's own media folder: its files are named after the row there. */
  folderKey(row: Row): string;
  /** Changes the row only while it is still rendering: a cancel or a delete always wins. */
  updateActive(id: string, changes: RenderRowChanges): Promise<unknown>;
  /** Columns of this table alone, written with `ready` from the caption lines the render showed. */
  readyColumns?(captionLines: CaptionLine[]): UpdateObject<Database, Table>;
  /** Once the row is ready; must not throw, or the render would run again. */
  afterReady?(row: Row): Promise<void>;
}

export interface FirstRenderDeps {
  config: Pick<ApiConfig, "now">;
  db: Db;
  mediaStore: MediaStore;
  stages: RenderStages;
  storage: StorageSpace;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

type FirstRenderResult = { status: VideoStatus } | { skipped: "video-deleted" | "already-final" };

export function firstRenderHandler<Table extends FirstRenderTable, Row extends FirstRenderRow>(deps: FirstRenderDeps, render: FirstRender<Table, Row>): JobHandler {
  const { config, db } = deps;

  async function markReady(row: Row, files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo, captionLines: CaptionLine[]): Promise<boolean> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable(render.table as FirstRenderTable)
        .set({
          status: "ready",
          stage: "done",
          progress: 100,
          error: null,
          files: JSON.stringify(files),
          duration_ms: durationMs,
          ...presenterColumns(presenter),
          // Kysely types an update of either table by the columns both have; these are the render's own table's.
          ...(render.readyColumns?.(captionLines) as UpdateObject<Database, FirstRenderTable> | undefined),
          usage_recorded_at: now,
          finished_at: now,
          updated_at: now,
        })
        .where("id", "=", row.id)
        .where("status", "in", activeVideoStatuses)
        .where("usage_recorded_at", "is", null)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return false;
      // Only a render that succeeds uses quota, and only once per row: the guard above makes this run once.
      await recordUsage(trx, { userId: row.user_id, kind: "video", now });
      return true;
    });
  }

  /** Removes the row's folder unless the row says its files are in use. */
  async function removeUnlessReady(row: Row) {
    const current = await render.find(row.id);
    if (current?.status !== "ready") await deps.mediaStore.deletePrefix(render.folderKey(row));
  }

  return async (job, context): Promise<FirstRenderResult> => {
    const row = await render.find((job.payload as Record<string, string>)[render.idKey]!);
    if (!row) return { skipped: "video-deleted" };
    if (!activeVideoStatuses.includes(row.status)) return { skipped: "already-final" };

    return runRenderJob(
      job,
      context,
      {
        label: render.label,
        logContext: { [render.idKey]: row.id },
        workFolderPrefix: render.workFolderPrefix,
        updateActive: (changes) => render.updateActive(row.id, changes),
        prepare: (inputDir) => storedRenderInput({ db, mediaStore: deps.mediaStore }, row, { folderKey: render.folderKey(row), baseName: row.id }, inputDir),
        store: async (files, durationMs, presenter, captionLines) => {
          if (await markReady(row, files, durationMs, presenter, captionLines)) {
            await render.afterReady?.(row);
            return { status: "ready" };
          }
          // Cancelled or deleted while the last step ran: its files are not wanted.
          await removeUnlessReady(row);
          return { status: (await render.find(row.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "render_failed"),
        removeFiles: () => removeUnlessReady(row),
      },
      { stages: deps.stages, mediaStore: deps.mediaStore, now: config.now, scale: deps.scale, storage: deps.storage },
    );
  };
}
