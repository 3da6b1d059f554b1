/**
 * The self-test's sample video (docs/decisions/191): five seconds of built-in b-roll with the built-in voice and
 * captions, and music only on a plan that has it, rendered by the job queue on the one render runner (decision 151).
 * It has no row of its own: its job is its row (status, progress, result), owned by the user, and its file is kept
 * in the user's media folder until their next sample. It is not one of the plan's videos: it counts against no
 * quota, appears in no list and cannot be shared; one at a time and a few an hour keep it a test.
 */
import { defaultVoiceId } from "../../studio/voice";
import type { Timeline } from "../../studio/timeline";
import type { Plan } from "../contract/plans";
import type { SampleRenderView } from "../contract/diagnostics";
import type { Language } from "../http/i18n";
import type { Job, JobHandler, JobQueue } from "../jobs";
import { runRenderJob, type RenderRunnerDeps } from "../jobs/render-runner";
import { statusOfStage } from "../jobs/render-progress";
import { planFeatures } from "../plans/plans";
import { failureMessage, storedFailure } from "../videos/render-failure";
import type { MediaStore } from "../storage/media-store";
import type { VideoFile } from "../videos/videos";
import type { RenderStage } from "../../studio/render";
import { translate } from "../http/i18n";

export const sampleRenderJobKind = "diagnostics.sample-render";

export interface SampleRenderPayload {
  userId: string;
  music: boolean;
}

type SampleRenderResult = { status: "ready"; file: VideoFile; duration_ms: number } | { status: "failed"; error: string | null };

/** The plan's settings: music is a plan feature, so a free plan's sample is voice and captions only. */
export function samplePayload(userId: string, plan: Plan): SampleRenderPayload {
  return { userId, music: planFeatures[plan].includes("music") };
}

export function sampleTimeline({ music }: SampleRenderPayload): Timeline {
  return {
    version: 1,
    seed: 7,
    aspectRatio: "9:16",
    lengthSeconds: 15,
    product: { name: "Promoreel" },
    scenes: [
      {
        id: "hello",
        spoken: "This is your Promoreel test video.",
        onScreenText: "Test video",
        media: { kind: "broll", id: "gradient-sweep" },
        durationMs: 2500,
        transition: "cut",
      },
      { id: "works", spoken: "Rendering works.", onScreenText: "It works", media: { kind: "broll", id: "light-leaks" }, durationMs: 2500, transition: "fade" },
    ],
    captions: { style: "word-highlight", position: "bottom" },
    voice: { id: defaultVoiceId },
    music: music ? { trackId: "bright-pop", volumeDb: -18 } : null,
  };
}

/** Every sample of a user lives under one folder, so starting a new one clears the old. */
export function sampleFolderKey(userId: string): string {
  return `${userId}/diagnostics`;
}

export function sampleRenderHandler(deps: RenderRunnerDeps): JobHandler {
  return async (job: Job<SampleRenderPayload>, context): Promise<SampleRenderResult> => {
    const folderKey = `${sampleFolderKey(job.payload.userId)}/${job.id}`;
    // The runner says a failure through the render's row; this job's row is the job, so the sentence goes in its result.
    let failure: string | null = null;
    const outcome = await runRenderJob<SampleRenderResult>(
      job,
      context,
      {
        label: "a self-test sample render",
        logContext: { sampleJobId: job.id },
        workFolderPrefix: "promoreel-sample-",
        updateActive: async (changes) => {
          if (changes.error) failure = changes.error;
        },
        prepare: async () => ({ timeline: sampleTimeline(job.payload), ratios: ["9:16"], folderKey, baseName: "sample" }),
        store: async ([file], durationMs) => ({ status: "ready", file: file!, duration_ms: durationMs }),
        failureText: (error) => storedFailure(error, "render_failed"),
        removeFiles: () => deps.mediaStore.deletePrefix(folderKey),
      },
      deps,
    );
    return outcome.status === "failed" ? { status: "failed", error: failure } : outcome;
  };
}

/** The user's sample still queued or rendering, if any. */
export async function activeSample(jobs: JobQueue, userId: string): Promise<Job | undefined> {
  const [active] = await jobs.list({ ownerUserId: userId, kind: sampleRenderJobKind, statuses: ["queued", "running"], limit: 1 });
  return active;
}

/** A new sample: the previous one's file goes (nothing of it is rendering: one sample at a time). */
export async function startSample(deps: { jobs: JobQueue; mediaStore: MediaStore }, userId: string, plan: Plan): Promise<Job> {
  await deps.mediaStore.deletePrefix(sampleFolderKey(userId));
  // One attempt: a self-test reports what happened instead of hiding a failure behind a retry.
  return deps.jobs.enqueue(sampleRenderJobKind, samplePayload(userId, plan), { ownerUserId: userId, maxAttempts: 1 });
}

export async function findOwnSample(jobs: JobQueue, userId: string, id: string): Promise<Job<SampleRenderPayload, SampleRenderResult> | undefined> {
  const job = await jobs.get<SampleRenderPayload, SampleRenderResult>(id);
  return job && job.kind === sampleRenderJobKind && job.owner_user_id === userId ? job : undefined;
}

/** The media-store key of the sample's video, once it rendered. */
export function sampleVideoKey(job: Job<SampleRenderPayload, SampleRenderResult>): string | undefined {
  return job.status === "succeeded" && job.result?.status === "ready" ? job.result.file.video_key : undefined;
}

export function sampleView(job: Job<SampleRenderPayload, SampleRenderResult>, language: Language): SampleRenderView {
  const base = { id: job.id, music: job.payload.music, created_at: job.created_at, video_url: null, error: null };
  if (job.status === "queued") return { ...base, status: "generating", stage: "queued", progress: 0 };
  if (job.status === "running") {
    const stage = job.progress_stage;
    return { ...base, status: stage ? statusOfStage(stage as RenderStage) : "generating", stage: stage ?? "preparing", progress: job.progress_percent ?? 0 };
  }
  if (job.status === "cancelled") return { ...base, status: "cancelled", stage: "cancelled", progress: 0 };
  if (job.status === "succeeded" && job.result?.status === "ready") {
    return { ...base, status: "ready", stage: "done", progress: 100, video_url: `/api/v1/media/diagnostics/${job.id}` };
  }
  const stored = job.result?.status === "failed" ? job.result.error : null;
  return { ...base, status: "failed", stage: "failed", progress: 0, error: failureMessage(stored, language) ?? translate("render_failed", language) };
}
