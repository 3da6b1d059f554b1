/** What `/test` shows (docs/api-v1.md, Diagnostics): the health report a monitor reads, and a user's self-test. */
import type { VideoStatus } from "./videos";

export const healthCheckNames = ["database", "disk", "queue", "workers", "ffmpeg", "voice"] as const;
export type HealthCheckName = (typeof healthCheckNames)[number];

/** One check: `ok` false makes the whole report unhealthy (503). Only counts and ages: no names, paths or secrets. */
export interface HealthCheck {
  name: HealthCheckName;
  ok: boolean;
}

export interface HealthReport {
  status: "ok" | "unavailable";
  version: string;
  checked_at: number;
  /** The checks that failed, by name, so a monitor's alert says which. */
  failing: HealthCheckName[];
  checks: {
    database: HealthCheck;
    /** Free bytes on the data disk; null when it could not be read. */
    disk: HealthCheck & { free_bytes: number | null };
    /** Jobs due and waiting for a worker, and how long the oldest has waited (ms; null with none waiting). */
    queue: HealthCheck & { waiting: number; oldest_waiting_ms: number | null };
    /** Workers that renewed a job's lease in the last minute (an idle worker holds no lease, decision 191). */
    workers: HealthCheck & { seen_last_minute: number };
    ffmpeg: HealthCheck;
    voice: HealthCheck;
  };
}

/** The 5-second sample video of the self-test, rendered by the job queue in the caller's plan's settings. */
export interface SampleRenderView {
  id: string;
  status: VideoStatus;
  stage: string | null;
  progress: number;
  /** The failure's sentence in the caller's language; null unless failed. */
  error: string | null;
  /** With music only on a plan that has it, as a video of the caller's would be. */
  music: boolean;
  /** Where the MP4 is served (the owner only); null until ready. */
  video_url: string | null;
  created_at: number;
}

/** Where the test e-mail went. */
export interface TestEmailView {
  to: string;
  sent_at: number;
}
