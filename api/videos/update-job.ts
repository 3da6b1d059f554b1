/**
 * The update job: renders a ready video's missing ratios (`resize`) or its edited timeline as a new version
 * (`composite`) into new files beside the ones being served, then swaps them in with one transaction. Delivery is at
 * least once (docs/decisions/050): files are named after the update, rows change only while the update is active and
 * the video is still at the version it started from, and an update never records usage (docs/decisions/070).
 */
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { MediaError, renderVideoInRatios, type RenderStages } from "../../studio/render";
import type { Timeline } from "../../studio/timeline";
import type { ApiConfig } from "../config";
import type { Db } from "../db/connection";
import { JobCancelledError, type JobHandler } from "../jobs";
import { logger } from "../lib/logger";
import type { MediaStore } from "../storage/media-store";
import { statusOfStage, throttledProgressWriter } from "./progress-writer";
import { storedFailure } from "./render-failure";
import { permanentMediaErrors } from "./render-job";
import { withLocalMedia } from "./timeline-media";
import { findUpdate, updateBaseName, updateFileKeys, videoRatios, type VideoUpdatePayload, type VideoUpdateRow } from "./updates";
import { activeVideoStatuses } from "../contract/videos";
import { findVideo, videoFiles, videoFolderKey, videoFolderPath, type VideoFile } from "./videos";

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
  function updateActive(updateId: string, changes: Partial<Pick<VideoUpdateRow, "status" | "stage" | "progress" | "error" | "finished_at">>) {
    return db
      .updateTable("video_updates")
      .set({ ...changes, updated_at: config.now() })
      .where("id", "=", updateId)
      .where("status", "in", activeVideoStatuses)
      .executeTakeFirst();
  }

  /**
   * Swaps the rendered files in. Resize adds its ratios to the video's files; composite replaces files, timeline and
   * ratios and moves the video to the update's version. Returns the keys no longer used, or undefined when the update
   * was cancelled, or the video deleted or changed, meanwhile (then nothing is written).
   */
  async function apply(update: VideoUpdateRow, files: VideoFile[], durationMs: number): Promise<string[] | undefined> {
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
      const ratios = update.kind === "composite" ? (JSON.parse(update.aspect_ratios) as VideoFile["ratio"][]) : [...videoRatios(video), ...added].filter((ratio, index, all) => all.indexOf(ratio) === index);
      const kept = update.kind === "composite" ? [] : before.filter((file) => !added.has(file.ratio));
      const after = [...kept, ...files].sort((a, b) => ratios.indexOf(a.ratio) - ratios.indexOf(b.ratio));
      await trx
        .updateTable("videos")
        .set({
          files: JSON.stringify(after),
          aspect_ratios: JSON.stringify(ratios),
          ...(update.kind === "composite" && { timeline: update.timeline, version: update.version, duration_ms: durationMs }),
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

    const outputDir = videoFolderPath(config.dataDir, update.user_id, update.video_id);
    const progress = throttledProgressWriter(
      (stage, percent) => updateActive(update.id, { status: statusOfStage(stage), stage, progress: percent }),
      { videoId: update.video_id, updateId: update.id },
    );
    const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-update-"));
    try {
      await updateActive(update.id, { status: "generating", stage: "preparing", progress: 0, error: null });
      const timeline = await withLocalMedia({ db, dataDir: config.dataDir }, update.user_id, JSON.parse(update.timeline) as Timeline);
      const result = await renderVideoInRatios(timeline, JSON.parse(update.aspect_ratios) as VideoFile["ratio"][], stages, {
        outputDir,
        baseName: updateBaseName(update),
        scale: deps.scale,
        signal: context.signal,
        workDir: path.join(workDir, "render"),
        onProgress: ({ stage, percent }) => {
          context.reportProgress(stage, percent);
          progress.report(stage, percent);
        },
      });
      await progress.flush();
      const folderKey = videoFolderKey(update.user_id, update.video_id);
      const files: VideoFile[] = await Promise.all(
        result.videos.map(async (rendered) => ({
          ratio: rendered.ratio,
          video_key: `${folderKey}/${path.basename(rendered.videoPath)}`,
          thumbnail_key: `${folderKey}/${path.basename(rendered.thumbnailPath)}`,
          width: rendered.width,
          height: rendered.height,
          size: (await stat(rendered.videoPath)).size,
        })),
      );
      const unused = await apply(update, files, result.videos[0]?.durationMs ?? 0);
      if (unused) {
        await removeKeys(unused);
        return { status: "ready" };
      }
      // Cancelled, or the video deleted or changed, while the last step ran: these files are not wanted.
      await updateActive(update.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
      await removeOwnFiles(update);
      return { status: (await findUpdate(db, update.id))?.status ?? "cancelled" };
    } catch (error) {
      await progress.flush();
      const reason = context.signal.aborted ? context.signal.reason : undefined;
      if (reason !== undefined && !(reason instanceof JobCancelledError)) {
        // The worker is stopping or lost the lease: another attempt renders it; leave the row and files to it.
        throw error;
      }
      if (reason instanceof JobCancelledError) {
        await updateActive(update.id, { status: "cancelled", stage: "cancelled", finished_at: config.now() });
        await removeOwnFiles(update);
        throw error;
      }
      const permanent = error instanceof MediaError && permanentMediaErrors.has(error.code);
      if (permanent || job.attempts >= job.max_attempts) {
        await updateActive(update.id, { status: "failed", stage: "failed", error: storedFailure(error, "update_failed"), finished_at: config.now() });
        await removeOwnFiles(update);
        logger.warn("a video update failed", { videoId: update.video_id, updateId: update.id, attempt: job.attempts, ...(permanent ? { reason: error.message } : { error }) });
        if (permanent) return { status: "failed" };
        throw error;
      }
      await updateActive(update.id, { status: "generating", stage: "queued", progress: 0 });
      throw error;
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
