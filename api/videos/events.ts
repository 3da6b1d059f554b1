/**
 * `video/events`: a video's progress as server-sent events. In the process that renders, job updates arrive at once
 * (onJobUpdate); the row is also read every second, so a render in another worker process shows too. Events only
 * move forward (stage, then percent), whichever source is first; the stream ends with the final state. While a later
 * render of a ready video runs (more ratios, a new version), the stream follows that update instead (`kind`).
 */
import type { Db } from "../db/connection";
import { finalVideoStatuses, type VideoProgressEvent } from "../contract/videos";
import type { Language } from "../http/i18n";
import type { Job, JobQueue } from "../jobs";
import { logger } from "../lib/logger";
import { failureMessage } from "./render-failure";
import { waitingForSpaceStage } from "./render-job";
import { findActiveUpdate, findUpdate, type VideoUpdateRow } from "./updates";
import { findVideo, type VideoRow } from "./videos";

const stageOrder = ["queued", "preparing", "rendering", "finishing"];

function rankOf(event: VideoProgressEvent): number {
  if (finalVideoStatuses.includes(event.status)) return stageOrder.length;
  return Math.max(0, stageOrder.indexOf(event.stage));
}

function fromRow(row: VideoRow, language: Language): VideoProgressEvent {
  return { id: row.id, kind: "create", version: row.version, status: row.status, stage: row.stage, progress: row.progress, error: failureMessage(row.error, language) };
}

function fromUpdate(row: VideoUpdateRow, language: Language): VideoProgressEvent {
  return { id: row.video_id, kind: row.kind, version: row.version, status: row.status, stage: row.stage, progress: row.progress, error: failureMessage(row.error, language) };
}

/** What a stream follows: the render's job, its current state, and how to read it again (undefined: deleted). */
interface FollowedRender {
  jobId: string;
  current: VideoProgressEvent;
  read(): Promise<VideoProgressEvent | undefined>;
}

async function followedRender(db: Db, video: VideoRow, language: Language): Promise<FollowedRender> {
  const update = finalVideoStatuses.includes(video.status) ? await findActiveUpdate(db, video.id) : undefined;
  if (update) {
    const read = async () => {
      const row = await findUpdate(db, update.id);
      return row && fromUpdate(row, language);
    };
    return { jobId: update.job_id, current: fromUpdate(update, language), read };
  }
  const read = async () => {
    const row = await findVideo(db, video.id);
    return row && fromRow(row, language);
  };
  return { jobId: video.job_id, current: fromRow(video, language), read };
}

export interface VideoEventOptions {
  db: Db;
  jobs: JobQueue;
  video: VideoRow;
  /** The language a failure is said in. */
  language: Language;
  pollMs?: number;
  keepAliveMs?: number;
  /** Called once when the stream ends, by its final event or by the reader going away. */
  onClose?: () => void;
}

export async function videoEventStream({ db, jobs, video, language, pollMs = 1_000, keepAliveMs = 15_000, onClose }: VideoEventOptions): Promise<Response> {
  const followed = await followedRender(db, video, language);
  const encoder = new TextEncoder();
  let last: VideoProgressEvent | undefined;
  let closed = false;
  let cleanup = () => {};

  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      function close() {
        if (closed) return;
        closed = true;
        cleanup();
        controller.close();
      }

      function emit(event: VideoProgressEvent) {
        if (closed) return;
        if (last) {
          const rank = rankOf(event);
          const lastRank = rankOf(last);
          const same = event.status === last.status && event.stage === last.stage && event.progress === last.progress;
          // Waiting for disk space is a pause outside the order: into it and back out of it are both news.
          const pause = event.stage === waitingForSpaceStage || last.stage === waitingForSpaceStage;
          if (same || (!pause && (rank < lastRank || (rank === lastRank && event.progress < last.progress)))) return;
        }
        last = event;
        controller.enqueue(encoder.encode(`event: progress\ndata: ${JSON.stringify(event)}\n\n`));
        if (finalVideoStatuses.includes(event.status)) close();
      }

      async function readRow() {
        try {
          const event = await followed.read();
          // Deleted while watched: nothing more will happen to it.
          if (!event) emit({ ...(last ?? followed.current), status: "cancelled", stage: "cancelled" });
          else emit(event);
        } catch (error) {
          logger.warn("could not read a video's progress for its event stream", { videoId: video.id, error });
        }
      }

      function onJob(job: Job) {
        if (job.id !== followed.jobId) return;
        if (job.status === "running" && job.progress_stage !== null && job.progress_percent !== null) {
          emit({
            ...followed.current,
            status: job.progress_stage === "finishing" ? "exporting" : "generating",
            stage: job.progress_stage,
            progress: job.progress_percent,
            error: null,
          });
        } else {
          void readRow();
        }
      }

      const unsubscribe = jobs.onJobUpdate(onJob);
      const poll = setInterval(() => void readRow(), pollMs);
      const keepAlive = setInterval(() => !closed && controller.enqueue(encoder.encode(": keep-alive\n\n")), keepAliveMs);
      cleanup = () => {
        unsubscribe();
        clearInterval(poll);
        clearInterval(keepAlive);
        onClose?.();
      };
      emit(followed.current);
    },
    cancel() {
      closed = true;
      cleanup();
    },
  });

  return new Response(body, {
    status: 200,
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform: the web server's compression would otherwise hold each event in its buffer until the stream ends.
      "cache-control": "no-store, no-transform",
      connection: "keep-alive",
      // Proxies such as nginx would otherwise hold events back in their buffer.
      "x-accel-buffering": "no",
    },
  });
}
