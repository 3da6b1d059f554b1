/**
 * The update job: renders a ready video's missing ratios (`resize`) or its edited timeline as a new version
 * (`composite`) into new files beside the ones being served, then swaps them in with one transaction. Delivery is at
 * least once (docs/decisions/050): files are named after the update, rows change only while the update is active and
 * the video is still at the version it started from, and an update never records usage (docs/decisions/070).
 */
import { rm } from "node:fs/promises";
import type { RenderStages } from "../../studio/render";
import type { Timeline } from "../../studio/timeline";
import type { ApiConfig } from "../config";
import type { Db } from "../db/connection";
import type { JobHandler } from "../jobs";
import { runRenderJob, type RenderedPresenterInfo, type RenderRowChanges } from "../jobs/render-runner";
import type { MediaStore } from "../storage/media-store";
import { presenterColumns, resolvePresenterAsset } from "./presenter";
import { storedFailure } from "./render-failure";
import { withLocalMedia } from "./timeline-media";
import { findUpdate, updateBaseName, updateFileKeys, videoRatios, type VideoUpdatePayload, type VideoUpdateRow } from "./updates";
import { activeVideoStatuses } from "../contract/videos";
import { findVideo, updateActiveRender, videoFiles, videoFolderKey, videoFolderPath, type VideoFile } from "./videos";

export interface VideoUpdateDeps {
  config: Pick<ApiConfig, "dataDir" | "now" | "database">;
  db: Db;
  mediaStore: MediaStore;
  stages: RenderStages;
  /** Below 1 renders smaller frames (tests, previews); 1 by default. */
  scale?: number;
}

export type VideoUpdateResult = { status: string } | { skipped: "update-deleted" | "already-final" };

export function videoUpdateHandler(deps: VideoUpdateDeps): JobHandler {
  const { config, db, mediaStore, stages } = deps;

  /** Changes the update only while it is active: a cancel or the video's deletion always wins. */
  const updateActive = (updateId: string, changes: RenderRowChanges) => updateActiveRender(db, "video_updates", updateId, changes, config.now());

  /**
   * Swaps the rendered files in. Resize adds its ratios to the video's files; composite replaces files, timeline and
   * ratios and moves the video to the update's version. Returns the keys no longer used, or undefined when the update
   * was cancelled, or the video deleted or changed, meanwhile (then nothing is written).
   */
  async function apply(update: VideoUpdateRow, files: VideoFile[], durationMs: number, presenter: RenderedPresenterInfo): Promise<string[] | undefined> {
    const now = config.now();
    return db.transaction().execute(async (trx) => {
      let videoQuery = trx.selectFrom("videos").selectAll().where("id", "=", update.video_id);
      if (config.database.kind === "postgres") videoQuery = videoQuery.forUpdate();
      const video = await videoQuery.executeTakeFirst();
      const startedFrom = update.kind === "composite" ? update.version - 1 : update.version;
      if (!video || video.status !== "ready" || video.version !== startedFrom) return undefined;
      const marked = await trx
        .updateTable("video_updates")
        .set({ status: "ready", stage: "done", progress: 100, error: null, finished_at: now, updated_at: now })
        .where("id", "=", update.id)
        .where("status", "in", activeVideoStatuses)
        .executeTakeFirst();
      if (Number(marked.numUpdatedRows) !== 1) return undefined;

      const before = videoFiles(video);
      const added = new Set(files.map((file) => file.ratio));
      const ratios =
        update.kind === "composite"
          ? (JSON.parse(update.aspect_ratios) as VideoFile["ratio"][])
          : [...videoRatios(video), ...added].filter((ratio, index, all) => all.indexOf(ratio) === index);
      const kept = update.kind === "composite" ? [] : before.filter((file) => !added.has(file.ratio));
      const after = [...kept, ...files].sort((a, b) => ratios.indexOf(a.ratio) - ratios.indexOf(b.ratio));
      await trx
        .updateTable("videos")
        .set({
          files: JSON.stringify(after),
          aspect_ratios: JSON.stringify(ratios),
          ...(update.kind === "composite" && {
            timeline: update.timeline,
            version: update.version,
            duration_ms: durationMs,
            presenter_name: update.presenter_name,
            ...presenterColumns(presenter),
          }),
          updated_at: now,
        })
        .where("id", "=", video.id)
        .execute();
      const inUse = new Set(after.flatMap((file) => [file.video_key, file.thumbnail_key]));
      return before.flatMap((file) => [file.video_key, file.thumbnail_key]).filter((key) => !inUse.has(key));
    });
  }

  /** Removes files nobody serves any more; a file a player still holds open stays readable until it closes it. */
  async function removeKeys(keys: readonly string[]) {
    await Promise.all(keys.map((key) => mediaStore.delete(key)));
  }

  /** After a failure or cancel: this update's own files go; when the video itself is gone, its whole folder. */
  async function removeOwnFiles(update: VideoUpdateRow) {
    const video = await findVideo(db, update.video_id);
    if (!video) {
      await rm(videoFolderPath(config.dataDir, update.user_id, update.video_id), { recursive: true, force: true });
      return;
    }
    const inUse = new Set(videoFiles(video).flatMap((file) => [file.video_key, file.thumbnail_key]));
    await removeKeys(updateFileKeys(update).filter((key) => !inUse.has(key)));
  }

  return async (job, context): Promise<VideoUpdateResult> => {
    const { updateId } = job.payload as VideoUpdatePayload;
    const update = await findUpdate(db, updateId);
    if (!update) return { skipped: "update-deleted" };
    if (!activeVideoStatuses.includes(update.status)) return { skipped: "already-final" };

    return runRenderJob(
      job,
      context,
      {
        label: "a video update",
        logContext: { videoId: update.video_id, updateId: update.id },
        workFolderPrefix: "promoreel-update-",
        updateActive: (changes) => updateActive(update.id, changes),
        prepare: async () => ({
          timeline: await withLocalMedia({ db, dataDir: config.dataDir }, update.user_id, JSON.parse(update.timeline) as Timeline),
          presenter: await resolvePresenterAsset({ db, dataDir: config.dataDir }, update.user_id, JSON.parse(update.timeline) as Timeline, update.presenter_name),
          ratios: JSON.parse(update.aspect_ratios) as VideoFile["ratio"][],
          outputDir: videoFolderPath(config.dataDir, update.user_id, update.video_id),
          folderKey: videoFolderKey(update.user_id, update.video_id),
          baseName: updateBaseName(update),
        }),
        store: async (files, durationMs, presenter) => {
          const unused = await apply(update, files, durationMs, presenter);
          if (unused) {
            await removeKeys(unused);
            return { status: "ready" };
          }
          // Cancelled, or the video deleted or changed, while the last step ran: these files are not wanted.
          await updateActive(update.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
          await removeOwnFiles(update);
          return { status: (await findUpdate(db, update.id))?.status ?? "cancelled" };
        },
        failureText: (error) => storedFailure(error, "update_failed"),
        removeFiles: () => removeOwnFiles(update),
      },
      { stages, now: config.now, scale: deps.scale },
    );
  };
}
