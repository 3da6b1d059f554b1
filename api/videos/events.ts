/**
 * `video/events`: a video's progress as server-sent events. In the process that renders, job updates arrive at once
 * (onJobUpdate); the video row is also read every second, so a render in another worker process shows too. Events
 * only move forward (stage, then percent), whichever source is first; the stream ends with the final state.
 */
import type { Db } from "../db/connection";
import type { VideoStatus } from "../db/schema";
import type { Job, JobQueue } from "../jobs";
import { logger } from "../lib/logger";
import { findVideo, finalVideoStatuses, type VideoRow } from "./videos";

export interface VideoProgressEvent {
  id: string;
  status: VideoStatus;
  stage: string;
  progress: number;
  error: string | null;
}

const stageOrder = ["queued", "preparing", "rendering", "finishing"];

function rankOf(event: VideoProgressEvent): number {
  if (finalVideoStatuses.includes(event.status)) return stageOrder.length;
  return Math.max(0, stageOrder.indexOf(event.stage));
}

function fromRow(row: VideoRow): VideoProgressEvent {
  return { id: row.id, status: row.status, stage: row.stage, progress: row.progress, error: row.error };
}

export interface VideoEventOptions {
  db: Db;
  jobs: JobQueue;
  video: VideoRow;
  pollMs?: number;
  keepAliveMs?: number;
}

export function videoEventStream({ db, jobs, video, pollMs = 1_000, keepAliveMs = 15_000 }: VideoEventOptions): Response {
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
          if (same || rank < lastRank || (rank === lastRank && event.progress < last.progress)) return;
        }
        last = event;
        controller.enqueue(encoder.encode(`event: progress\ndata: ${JSON.stringify(event)}\n\n`));
        if (finalVideoStatuses.includes(event.status)) close();
      }

      async function readRow() {
        try {
          const row = await findVideo(db, video.id);
          // Deleted while watched: nothing more will happen to it.
          if (!row) emit({ ...(last ?? fromRow(video)), status: "cancelled", stage: "cancelled" });
          else emit(fromRow(row));
        } catch (error) {
          logger.warn("could not read a video's progress for its event stream", { videoId: video.id, error });
        }
      }

      function onJob(job: Job) {
        if (job.id !== video.job_id) return;
        if (job.status === "running" && job.progress_stage !== null && job.progress_percent !== null) {
          emit({
            id: video.id,
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
      };
      emit(fromRow(video));
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
      "cache-control": "no-store",
      connection: "keep-alive",
      // Proxies such as nginx would otherwise hold events back in their buffer.
      "x-accel-buffering": "no",
    },
  });
}
