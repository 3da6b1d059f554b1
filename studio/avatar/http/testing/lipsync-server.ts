/**
 * A local lip-sync service for tests, speaking docs/avatar-http-protocol.md on 127.0.0.1. It makes a real MP4 with
 * ffmpeg from what it is sent: the still, gently swaying (no mouth motion: the double tests the protocol, not
 * lip-sync), with the voice as its sound. Jobs go queued → running → succeeded over the polls. Its settings switch it
 * into what a real service does on a bad day: a failed job, a job that never ends, 500s, 429s with Retry-After, a
 * result on another origin. Every request is recorded, so a test can count them.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { MediaTools } from "../../../render/media-tools";
import { runFfmpeg } from "../../../render/process";
import { readWavDurationMs } from "../../../voice/wav-duration";

/** What the jobs submitted from now on do. */
export type LipsyncJobOutcome = "succeed" | "fail" | "never-finish";

export interface LipsyncServerRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  status: number;
  /** When it arrived, ms since the epoch. */
  at: number;
}

export interface LipsyncSubmission {
  image: { content_type: string; bytes: Buffer };
  audio: { content_type: string; bytes: Buffer };
  width: number;
  height: number;
  fps: number;
}

export interface LipsyncServer {
  /** The base URL to configure (no /v1). */
  baseUrl: string;
  apiKey: string;
  outcome: LipsyncJobOutcome;
  /** The next this many requests of any kind are answered 500. */
  failNext: number;
  /** The next this many status polls are answered 429 with this Retry-After (seconds). */
  rateLimitNextPolls: number;
  retryAfterSeconds: number;
  /** Where a finished job's result_url points; the default is this server's own result path. */
  resultUrlFor: (id: string) => string;
  requests: LipsyncServerRequest[];
  submissions: LipsyncSubmission[];
  /** The statuses sent, per job id, in order. */
  statusesSent: Map<string, string[]>;
  close(): Promise<void>;
}

interface Job {
  id: string;
  outcome: LipsyncJobOutcome;
  polls: number;
  /** Set when ffmpeg has written the MP4. */
  videoPath?: string;
  renderError?: string;
}

const maxBodyBytes = 32 * 1024 * 1024;

/** `port`: a fixed port (for a server another process is configured with before it starts); any free one by default. */
export async function startLipsyncServer(options: { apiKey: string; tools: MediaTools; port?: number }): Promise<LipsyncServer> {
  const workDir = await mkdtemp(join(tmpdir(), "lipsync-server-"));
  const jobs = new Map<string, Job>();
  const state: LipsyncServer = {
    baseUrl: "",
    apiKey: options.apiKey,
    outcome: "succeed",
    failNext: 0,
    rateLimitNextPolls: 0,
    retryAfterSeconds: 1,
    resultUrlFor: (id) => `${state.baseUrl}/v1/lipsync/${id}/result.mp4`,
    requests: [],
    submissions: [],
    statusesSent: new Map(),
    close: async () => {},
  };

  const server = http.createServer(async (request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const record: LipsyncServerRequest = {
      method: request.method ?? "",
      path,
      authorization: request.headers.authorization,
      idempotencyKey: request.headers["idempotency-key"] as string | undefined,
      status: 0,
      at: Date.now(),
    };
    state.requests.push(record);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      record.status = status;
      response.writeHead(status, { "content-type": "application/json", ...headers });
      response.end(JSON.stringify(body));
    };
    const error = (status: number, code: string, message: string, headers?: Record<string, string>) => json(status, { error: { code, message } }, headers);

    const body = await readBody(request);
    if (request.headers.authorization !== `Bearer ${state.apiKey}`) return error(401, "unauthorized", "Invalid API key");
    if (state.failNext > 0) {
      state.failNext -= 1;
      return error(500, "internal", "The GPU worker crashed");
    }

    if (request.method === "POST" && path === "/v1/lipsync") {
      if (body === null) return error(413, "too_large", "The request body is too large");
      const submission = parseSubmission(body);
      if (typeof submission === "string") return error(422, "invalid_request", submission);
      state.submissions.push(submission);
      const job: Job = { id: `job_${jobs.size + 1}`, outcome: state.outcome, polls: 0 };
      jobs.set(job.id, job);
      if (job.outcome === "succeed") {
        renderJob(options.tools, workDir, job, submission).catch((failure: Error) => {
          job.renderError = failure.message;
        });
      }
      return json(202, { id: job.id, status: "queued" });
    }

    const statusMatch = /^\/v1\/lipsync\/([^/]+)$/.exec(path);
    if (request.method === "GET" && statusMatch) {
      const job = jobs.get(statusMatch[1]!);
      if (!job) return error(404, "not_found", "No such job");
      if (state.rateLimitNextPolls > 0) {
        state.rateLimitNextPolls -= 1;
        return error(429, "rate_limited", "Too many requests", { "retry-after": String(state.retryAfterSeconds) });
      }
      job.polls += 1;
      const reply = jobReply(job, state);
      state.statusesSent.set(job.id, [...(state.statusesSent.get(job.id) ?? []), reply.status]);
      return json(200, reply);
    }

    const resultMatch = /^\/v1\/lipsync\/([^/]+)\/result\.mp4$/.exec(path);
    if (request.method === "GET" && resultMatch) {
      const job = jobs.get(resultMatch[1]!);
      if (!job?.videoPath) return error(404, "not_found", "No result for this job");
      const video = await readFile(job.videoPath);
      record.status = 200;
      response.writeHead(200, { "content-type": "video/mp4", "content-length": String(video.length) });
      return response.end(video);
    }
    return error(404, "not_found", "Not found");
  });

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  state.baseUrl = `http://127.0.0.1:${port}`;
  state.close = async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(workDir, { recursive: true, force: true });
  };
  return state;
}

/** The first poll sees the job queued, the next running, and a later one its end (once the MP4 is written). */
function jobReply(job: Job, state: LipsyncServer): { id: string; status: string; progress?: number; error?: { code: string; message: string }; result_url?: string } {
  if (job.polls === 1) return { id: job.id, status: "queued" };
  if (job.outcome === "fail") return { id: job.id, status: "failed", error: { code: "no_face", message: "No face was found in the image" } };
  if (job.renderError) return { id: job.id, status: "failed", error: { code: "internal", message: job.renderError.slice(0, 200) } };
  if (job.outcome === "never-finish" || job.polls === 2 || !job.videoPath) return { id: job.id, status: "running", progress: 0.5 };
  return { id: job.id, status: "succeeded", progress: 1, result_url: state.resultUrlFor(job.id) };
}

function parseSubmission(body: Buffer): LipsyncSubmission | string {
  let parsed: {
    image?: { content_type?: unknown; data_base64?: unknown };
    audio?: { content_type?: unknown; data_base64?: unknown };
    width?: unknown;
    height?: unknown;
    fps?: unknown;
  };
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return "The body is not JSON";
  }
  const { image, audio, width, height, fps } = parsed;
  if (!image || (image.content_type !== "image/png" && image.content_type !== "image/jpeg") || typeof image.data_base64 !== "string") {
    return "image must be a PNG or JPEG given as content_type and data_base64";
  }
  if (!audio || audio.content_type !== "audio/wav" || typeof audio.data_base64 !== "string") return "audio must be a WAV given as content_type and data_base64";
  const even = (value: unknown) => Number.isInteger(value) && (value as number) >= 16 && (value as number) <= 4096 && (value as number) % 2 === 0;
  if (!even(width) || !even(height)) return "width and height must be even numbers from 16 to 4096";
  if (!Number.isInteger(fps) || (fps as number) < 1 || (fps as number) > 60) return "fps must be a whole number from 1 to 60";
  return {
    image: { content_type: image.content_type, bytes: Buffer.from(image.data_base64, "base64") },
    audio: { content_type: audio.content_type, bytes: Buffer.from(audio.data_base64, "base64") },
    width: width as number,
    height: height as number,
    fps: fps as number,
  };
}

/** The still, covering the frame with a little room, swaying slowly left and right; the voice as its sound. */
async function renderJob(tools: MediaTools, workDir: string, job: Job, submission: LipsyncSubmission): Promise<void> {
  const stillPath = join(workDir, `${job.id}.png`);
  const audioPath = join(workDir, `${job.id}.wav`);
  const videoPath = join(workDir, `${job.id}.mp4`);
  await writeFile(stillPath, submission.image.bytes);
  await writeFile(audioPath, submission.audio.bytes);
  const { width, height, fps } = submission;
  const filter =
    `[0:v]scale=${Math.ceil(width * 1.1)}:${Math.ceil(height * 1.1)}:force_original_aspect_ratio=increase,` +
    `crop=${width}:${height}:x='(iw-ow)/2+(iw-ow)/2*sin(t*2)':y='(ih-oh)/2',format=yuv420p[v]`;
  await runFfmpeg(tools, [
    ...["-loop", "1", "-framerate", String(fps), "-i", stillPath, "-i", audioPath],
    // As long as the voice: -shortest alone runs on by the encoder's buffered frames of the endless still.
    ...["-filter_complex", filter, "-map", "[v]", "-map", "1:a", "-t", String(readWavDurationMs(submission.audio.bytes) / 1000), "-r", String(fps)],
    ...["-c:v", "libx264", "-preset", "ultrafast", "-c:a", "aac", "-b:a", "64k", "-movflags", "+faststart", videoPath],
  ]);
  job.videoPath = videoPath;
}

/** The request body, or null past the cap (the rest is read and dropped so the client sees the answer). */
async function readBody(request: http.IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size <= maxBodyBytes) chunks.push(chunk as Buffer);
  }
  return size > maxBodyBytes ? null : Buffer.concat(chunks);
}
