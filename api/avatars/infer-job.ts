/**
 * The `avatar.infer` job: the voice says the task's line, the presenter provider makes the presenter speak it alone,
 * and the clip is kept as an H.264 MP4 with the voice, which every browser plays. A drawn presenter comes with an
 * alpha channel, so it is laid over a plain background first. Delivery is at least once (docs/decisions/050): the
 * file is named after the task and overwritten by a retry, and the row changes only while the task is active, so a
 * deletion meanwhile always wins.
 */
import { createHash } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { AvatarAsset, RenderedPresenter } from "../../studio/avatar";
import { MediaError, type MediaTools, type RenderStages } from "../../studio/render";
import { runFfmpeg } from "../../studio/render/process";
import { isBuiltinAvatarId } from "../contract/avatars";
import type { ApiConfig } from "../config";
import type { Db } from "../db/connection";
import { JobCancelledError, type JobHandler } from "../jobs";
import { logger } from "../lib/logger";
import { removeFiles } from "../media/media-files";
import type { MediaStore } from "../storage/media-store";
import { storedFailure } from "../videos/render-failure";
import { avatarFolderKey, builtinPresenterAsset, downloadAssetFiles } from "./asset-files";
import type { AvatarTaskRow } from "./avatars";
import type { AvatarInferPayload } from "./infer";

export interface AvatarInferDeps {
  config: Pick<ApiConfig, "now">;
  db: Db;
  mediaStore: MediaStore;
  stages: Pick<RenderStages, "tools" | "voice" | "avatars">;
}

/** A preview's frame: the presenter's crop scaled to this height (even sizes for H.264), at the videos' frame rate. */
const previewHeight = 640;
const previewFps = 30;
/** The plain background a drawn presenter stands on in a preview. */
const previewBackground = "0xe9edf2";

type TaskChanges = Partial<Pick<AvatarTaskRow, "status" | "stage" | "progress" | "error" | "result_key" | "provider" | "look" | "fallback_reason" | "finished_at">>;

export type AvatarInferResult = { status: "ready" | "failed" } | { skipped: "task-deleted" | "already-final" };

/** Where a task's clip is kept in the media store. */
export function avatarTaskKey(task: Pick<AvatarTaskRow, "user_id" | "id">): string {
  return `${task.user_id}/avatar-tasks/${task.id}.mp4`;
}

/** The presenter's asset, or a "media-missing" failure when the avatar was deleted after the task was queued. */
async function presenterAsset(mediaStore: MediaStore, task: AvatarTaskRow, workDir: string): Promise<AvatarAsset> {
  if (isBuiltinAvatarId(task.avatar_id)) return builtinPresenterAsset(task.avatar_id);
  const asset = await downloadAssetFiles(mediaStore, avatarFolderKey(task.user_id, task.avatar_id), path.join(workDir, "asset"));
  if (!asset) throw new MediaError("media-missing", `The avatar "${task.avatar_name}" was deleted before its preview was made.`);
  return asset;
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/** The rendered presenter as a browser-playable MP4 with the voice: flattened over a plain background when it has alpha. */
async function encodePreview(
  tools: MediaTools,
  rendered: RenderedPresenter,
  voicePath: string,
  size: { width: number; height: number },
  outputPath: string,
  signal: AbortSignal,
) {
  const video = rendered.alpha
    ? [
        ...["-f", "lavfi", "-i", `color=c=${previewBackground}:s=${size.width}x${size.height}:r=${previewFps}`, "-i", rendered.path, "-i", voicePath],
        ...["-filter_complex", "[0:v][1:v]overlay=shortest=1:format=auto,format=yuv420p[v]", "-map", "[v]", "-map", "2:a"],
        ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23"],
      ]
    : [...["-i", rendered.path, "-i", voicePath, "-map", "0:v", "-map", "1:a"], ...["-c:v", "libx264", "-preset", "veryfast", "-crf", "23", "-pix_fmt", "yuv420p"]];
  await runFfmpeg(tools, [...video, "-c:a", "aac", "-b:a", "128k", "-shortest", "-movflags", "+faststart", outputPath], { signal });
}

export function avatarInferHandler({ config, db, mediaStore, stages }: AvatarInferDeps): JobHandler {
  async function updateActive(id: string, changes: TaskChanges): Promise<boolean> {
    const result = await db
      .updateTable("avatar_tasks")
      .set({ ...changes, updated_at: config.now() })
      .where("id", "=", id)
      .where("status", "in", ["queued", "running"])
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return async (job, context): Promise<AvatarInferResult> => {
    const { taskId } = job.payload as AvatarInferPayload;
    const task = await db.selectFrom("avatar_tasks").selectAll().where("id", "=", taskId).executeTakeFirst();
    if (!task) return { skipped: "task-deleted" };
    if (task.status !== "queued" && task.status !== "running") return { skipped: "already-final" };
    const progress = (stage: string, percent: number) => {
      context.reportProgress(stage, percent);
      return updateActive(task.id, { status: "running", stage, progress: percent });
    };
    const workDir = await mkdtemp(path.join(tmpdir(), "promoreel-avatar-preview-"));
    const key = avatarTaskKey(task);
    try {
      await progress("voice", 10);
      const asset = await presenterAsset(mediaStore, task, workDir);
      const speech = await stages.voice.synthesize(task.text, task.voice_id, { outputDir: workDir, signal: context.signal });
      await progress("presenter", 35);
      const size = { width: even((previewHeight * asset.crop.width) / asset.crop.height), height: previewHeight };
      const seed = createHash("sha256").update(task.id).digest().readUInt32BE(0);
      const rendered = await stages.avatars.render({
        asset,
        audioPath: speech.wavPath,
        phones: speech.phones,
        durationMs: speech.durationMs,
        ...size,
        fps: previewFps,
        seed,
        outputPath: path.join(workDir, asset.kind === "builtin" ? "presenter.mov" : "presenter.mp4"),
        signal: context.signal,
      });
      await progress("encoding", 80);
      const outputPath = path.join(workDir, "preview.mp4");
      await encodePreview(stages.tools, rendered, speech.wavPath, size, outputPath, context.signal);
      await mediaStore.putFile(key, outputPath);
      const ready = await updateActive(task.id, {
        status: "ready",
        stage: "done",
        progress: 100,
        error: null,
        result_key: key,
        provider: rendered.provider,
        look: rendered.look,
        fallback_reason: rendered.fallbackReason ?? null,
        finished_at: config.now(),
      });
      if (ready) return { status: "ready" };
      await removeFiles(mediaStore, [key]);
      return { skipped: "task-deleted" };
    } catch (error) {
      if (context.signal.aborted && !(context.signal.reason instanceof JobCancelledError)) throw error;
      await removeFiles(mediaStore, [key]);
      const permanent = error instanceof MediaError && error.code !== "tool-failed";
      if (context.signal.aborted) {
        await updateActive(task.id, { status: "failed", stage: "cancelled", finished_at: config.now() });
        throw error;
      }
      if (!permanent && job.attempts < job.max_attempts) {
        await updateActive(task.id, { status: "queued", stage: "queued", progress: 0 });
        throw error;
      }
      if (!(error instanceof MediaError)) logger.error("an avatar preview could not be made", { taskId: task.id, error });
      const stored = error instanceof MediaError ? storedFailure(error, "render_failed") : JSON.stringify({ key: "avatar_preview_failed", params: {} });
      await updateActive(task.id, { status: "failed", stage: "failed", error: stored, finished_at: config.now() });
      return { status: "failed" };
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  };
}
