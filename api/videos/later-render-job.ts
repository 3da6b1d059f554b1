/**
 * The job of a later render (later-render.ts), a video's or a promotional video's, on the one render runner
 * (docs/decisions/151): the update's timeline rendered into files named after the update beside the ones playing,
 * then swapped in with one transaction, and the files no longer played removed. Delivery is at least once
 * (docs/decisions/050): rows change only while the update is active and the target is still at the version it
 * started from, and a later render never records usage (docs/decisions/070).
 */
import type { Transaction } from "kysely";
import type { CaptionLine, RenderStages } from "../../studio/render";
import type { ApiConfig } from "../config";
import { activeVideoStatuses, type VideoStatus } from "../contract/videos";
import type { Db, DbExecutor } from "../db/connection";
import type { Database } from "../db/schema";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderRowChanges } from "../jobs/render-runner";
import type { MediaStore } from "../storage/media-store";
import { laterRenderFiles, type LaterRenderPayload } from "./later-render";
import { storedFailure } from "./render-failure";
import { fileKeys, renderedFileKeys, storedFiles, storedRenderInput, type StoredRender } from "./render-rows";
import type { VideoFile } from "./videos";

type LaterRenderRow = StoredRender & { id: string; status: VideoStatus; version: number };

/** The target as the update is applied to it, locked for the transaction on PostgreSQL. */
export interface AppliedTarget {
  id: string;
  aspect_ratios: string;
  /** The files it plays until the update is applied. */
  files: VideoFile[];
}

/** What the render made, as the runner hands it over. */
export interface RenderedVersion {
  files: VideoFile[];
  durationMs: number;
  presenter: RenderedPresenterInfo;
  captionLines: CaptionLine[];
}

/** What tells one kind of later render from the other. */
export interface LaterRender<Update extends LaterRenderRow> {
  /** How logs name it: "a video update". */
  label: string;
  /** The work folder's name starts with this, so a stray one says whose it was. */
  workFolderPrefix: string;
  /** Ids that logs carry with every line about this render. */
  logContext(update: Update): Record<string, string>;
  updateTable: "video_updates" | "promotional_video_updates";
  targetTable: "videos" | "promotional_videos";
  targetId(update: Update): string;
  targetFolderKey(update: Update): string;
  find(updateId: string): Promise<Update | undefined>;
  /** Changes the update only while it is active: a cancel or the target's deletion always wins. */
  updateActive(updateId: string, changes: RenderRowChanges): Promise<unknown>;
  /** The version the target must still be at: the one the update started from. */
  startedFrom(update: Update): number;
  /** Writes the rendered files, and whatever else the update changes, into the target; answers the files it plays now. */
  swapIn(trx: Transaction<Database>, target: AppliedTarget, update: Update, rendered: RenderedVersion, now: number): Promise<VideoFile[]>;
}

export interface LaterRenderDeps {
  config: Pick<ApiConfig, "now" | "database">;
  db: Db;
  mediaStore: MediaStore;
  stages: RenderStages;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

type LaterRenderResult = { status: string } | { skipped: "update-deleted" | "already-final" };

export function laterRenderHandler<Update extends LaterRenderRow>(deps: LaterRenderDeps, render: LaterRender<Update>): JobHandler {
  const { config, db, mediaStore } = deps;

  const filesPlace = (update: Update) => laterRenderFiles(render.targetFolderKey(update), render.targetId(update), update.id);

  function findTarget(executor: DbExecutor, update: Update, lock: boolean) {
    const query = executor.selectFrom(render.targetTable).select(["id", "status", "version", "aspect_ratios", "files"]).where("id", "=", render.targetId(update));
    return (lock ? query.forUpdate() : query).executeTakeFirst();
  }

  /**
   * Swaps the rendered files in. Returns the keys no longer played, or undefined when the update was cancelled, or the
   * target deleted or changed, meanwhile (then nothing is written).
   */
  async function apply(update: Update, rendered: RenderedVersion): Promise<string[] | undefined> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      const target = await findTarget(trx, update, config.database.kind === "postgres");
      if (!target || target.status !== "ready" || target.version !== render.startedFrom(update)) return undefined;
      const marked = await trx
        .updateTable(render.updateTable)
        .set({ status: "ready", stage: "done", progress: 100, error: null, finished_at: now, updated_at: now })
        .where("id", "=", update.id)
        .where("status", "in", activeVideoStatuses)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return undefined;
      const before = storedFiles(target);
      const inUse = new Set(fileKeys(await render.swapIn(trx, { ...target, files: before }, update, rendered, now)));
      return fileKeys(before).filter((key) => !inUse.has(key));
    });
  }

  /** Removes files nobody plays any more; a player still holding one open reads it to the end. */
  async function removeKeys(keys: readonly string[]) {
    await Promise.all(keys.map((key) => mediaStore.delete(key)));
  }

  /** After a failure or cancel: this update's own files go; when the target itself is gone, its whole folder. */
  async function removeOwnFiles(update: Update) {
    const target = await findTarget(db, update, false);
    if (!target) {
      await mediaStore.deletePrefix(render.targetFolderKey(update));
      return;
    }
    const inUse = new Set(fileKeys(storedFiles(target)));
    await removeKeys(renderedFileKeys(update, filesPlace(update)).filter((key) => !inUse.has(key)));
  }

  return async (job, context): Promise<LaterRenderResult> => {
    const { updateId } = job.payload as LaterRenderPayload;
    const update = await render.find(updateId);
    if (!update) return { skipped: "update-deleted" };
    if (!activeVideoStatuses.includes(update.status)) return { skipped: "already-final" };

    return runRenderJob(
      job,
      context,
      {
        label: render.label,
        logContext: render.logContext(update),
        workFolderPrefix: render.workFolderPrefix,
        updateActive: (changes) => render.updateActive(update.id, changes),
        prepare: (inputDir) => storedRenderInput({ db, mediaStore }, update, filesPlace(update), inputDir),
        store: async (files, durationMs, presenter, captionLines) => {
          const unused = await apply(update, { files, durationMs, presenter, captionLines });
          if (unused) {
            await removeKeys(unused);
            return { status: "ready" };
          }
          // Cancelled, or the target deleted or changed, while the last step ran: these files are not wanted.
          await render.updateActive(update.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
          await removeOwnFiles(update);
          return { status: (await render.find(update.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "update_failed"),
        removeFiles: () => removeOwnFiles(update),
      },
      // No `storage`: a later render still fails on a full disk rather than waiting (docs/decisions/151).
      { stages: deps.stages, mediaStore, now: config.now, scale: deps.scale },
    );
  };
}
