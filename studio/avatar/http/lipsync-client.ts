/**
 * The client side of docs/avatar-http-protocol.md: submit a still and a voice line, poll the job until it is done,
 * download the MP4. One deadline covers all of it. Every way it can fail becomes a MediaError whose message is a
 * sentence a video can carry ("The lip-sync service …"); the technical detail (URL, status, the service's words) goes
 * in `detail`. The bearer key is sent to the service's own origin only and never appears in a message or a detail.
 */
import { open, rm } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { readCappedBody } from "../../../lib/read-capped-body";
import { MediaError } from "../../render/errors";
import { safeFetch, type NetworkAccessOptions } from "../../intake/safe-fetch";
import { isIntakeError } from "../../intake/errors";
import type { HttpAvatarConfig } from "./http-avatar-config";
import { retryAfterMs } from "./retry-after";

export interface LipsyncJobInput {
  image: { contentType: string; bytes: Buffer };
  audio: { contentType: string; bytes: Buffer };
  width: number;
  height: number;
  fps: number;
  /** The same inputs give the same key: a service that keeps keys turns a retried submit into the same job. */
  idempotencyKey: string;
}

export interface LipsyncClientOptions {
  fetch?: typeof fetch;
  /** How a result on another origin may be reached; tests let one local host through. Public addresses only by default. */
  networkAccess?: NetworkAccessOptions;
}

type JobStatus = "queued" | "running" | "succeeded" | "failed";

interface JobReply {
  id: string;
  status: JobStatus;
  error?: { code?: string; message?: string };
  result_url?: string;
}

const service = "The lip-sync service";
const maxJsonBytes = 256 * 1024;
const jobIdPattern = /^[A-Za-z0-9._~-]{1,200}$/;
const statuses = new Set<string>(["queued", "running", "succeeded", "failed"]);
/** A status or error sentence from the service ends up in a log and on the video: one short line of plain text. */
const maxServiceWords = 200;

export class LipsyncClient {
  private readonly fetch: typeof fetch;
  private readonly baseOrigin: string;

  constructor(
    private readonly config: HttpAvatarConfig,
    private readonly options: LipsyncClientOptions = {},
  ) {
    this.fetch = options.fetch ?? fetch;
    this.baseOrigin = new URL(config.baseUrl).origin;
  }

  /** Runs one job to its end and writes the MP4 to `outputPath`; the file is removed again when anything fails. */
  async render(input: LipsyncJobInput, outputPath: string, callerSignal?: AbortSignal): Promise<void> {
    if (callerSignal?.aborted) throw cancelled();
    const deadline = AbortSignal.timeout(this.config.timeoutMs);
    const run: Run = {
      signal: callerSignal ? AbortSignal.any([callerSignal, deadline]) : deadline,
      endsAt: Date.now() + this.config.timeoutMs,
    };
    try {
      const id = await this.submit(input, run);
      const resultUrl = await this.waitForResult(id, run);
      await this.download(resultUrl, outputPath, run);
    } catch (error) {
      await rm(outputPath, { force: true });
      if (callerSignal?.aborted) throw cancelled();
      if (deadline.aborted) throw this.tooSlow();
      throw error;
    }
  }

  private async submit(input: LipsyncJobInput, run: Run): Promise<string> {
    const body = JSON.stringify({
      image: { content_type: input.image.contentType, data_base64: input.image.bytes.toString("base64") },
      audio: { content_type: input.audio.contentType, data_base64: input.audio.bytes.toString("base64") },
      width: input.width,
      height: input.height,
      fps: input.fps,
    });
    const url = `${this.config.baseUrl}/v1/lipsync`;
    const response = await this.send("POST", url, run, { body, headers: { "content-type": "application/json", "idempotency-key": input.idempotencyKey } });
    return (await this.readJob(response, `POST ${url}`)).id;
  }

  /** Polls, waiting longer each time (by half, up to ten times the first wait), until the job succeeds or fails. */
  private async waitForResult(id: string, run: Run): Promise<string> {
    const url = `${this.config.baseUrl}/v1/lipsync/${encodeURIComponent(id)}`;
    let wait = this.config.pollIntervalMs;
    for (;;) {
      await this.pause(wait, run);
      wait = Math.min(wait * 1.5, this.config.pollIntervalMs * 10);
      const job = await this.readJob(await this.send("GET", url, run), `GET ${url}`);
      if (job.status === "failed") {
        const words = job.error?.message ? `: ${job.error.message}` : "";
        throw new MediaError("tool-failed", `${service} could not animate this presenter${words}.`, `GET ${url}: job ${id} failed (${job.error?.code ?? "no code"})`);
      }
      if (job.status === "succeeded") {
        if (!job.result_url) throw new MediaError("tool-failed", `${service} finished without saying where the video is.`, `GET ${url}: no result_url`);
        return job.result_url;
      }
    }
  }

  /**
   * The result is fetched from the service's own origin with the key, or from an https URL elsewhere (a signed URL on
   * the service's storage, as D-ID and Creatify answer) without the key and through the intake's guarded fetch, which
   * refuses private and local addresses at every hop: the service names that URL, and it must not reach our network.
   */
  private async download(resultUrl: string, outputPath: string, run: Run): Promise<void> {
    let url: URL;
    try {
      url = new URL(resultUrl, `${this.config.baseUrl}/`);
    } catch {
      throw new MediaError("tool-failed", `${service} gave a video address that is not a URL.`);
    }
    if (url.origin === this.baseOrigin) return this.downloadFromService(url.href, outputPath, run);
    if (url.protocol !== "https:") {
      throw new MediaError("tool-failed", `${service} pointed at a video on another site over plain http, which is not downloaded.`, `result_url on ${url.origin}`);
    }
    await this.downloadElsewhere(url.href, outputPath, run);
  }

  private async downloadFromService(url: string, outputPath: string, run: Run): Promise<void> {
    const where = `GET ${safeUrl(url)}`;
    const response = await this.send("GET", url, run, { headers: { accept: "video/mp4" } });
    const contentType = mediaType(response.headers.get("content-type"));
    if (contentType !== "video/mp4") {
      await response.body?.cancel();
      throw notMp4(`${where}: ${contentType || "no content type"}`);
    }
    const declared = Number(response.headers.get("content-length") ?? 0);
    if (declared > this.config.maxResultBytes) {
      await response.body?.cancel();
      throw this.tooLarge(`${where}: content-length ${declared}`);
    }
    let fits: boolean;
    try {
      fits = await writeCappedBody(response.body, outputPath, this.config.maxResultBytes);
    } catch (error) {
      if (run.signal.aborted) throw error;
      throw new MediaError("tool-failed", `${service}'s video download broke off.`, `${where}: ${(error as Error).message}`);
    }
    if (!fits) throw this.tooLarge(where);
    await checkMp4Signature(outputPath, where);
  }

  private async downloadElsewhere(url: string, outputPath: string, run: Run): Promise<void> {
    const where = `GET ${safeUrl(url)}`;
    let body: Buffer;
    try {
      const fetching = safeFetch(url, {
        ...this.options.networkAccess,
        allowedContentTypes: ["video/mp4"],
        maxBytes: this.config.maxResultBytes,
        timeoutMs: Math.max(1, run.endsAt - Date.now()),
      });
      // The guarded fetch takes no signal, only the time left: a cancelled render returns now, and the fetch ends by
      // that deadline on its own.
      body = (await Promise.race([fetching, rejectOnAbort(run.signal)])).body;
    } catch (error) {
      if (run.signal.aborted) throw error;
      if (!isIntakeError(error)) throw error;
      if (error.code === "too_large") throw this.tooLarge(where);
      if (error.code === "unsupported_content_type") throw notMp4(`${where}: ${error.message}`);
      throw new MediaError("tool-failed", `${service}'s video could not be downloaded from where it pointed.`, `${where}: ${error.code}: ${error.message}`);
    }
    const file = await open(outputPath, "w");
    try {
      await file.write(body);
    } finally {
      await file.close();
    }
    await checkMp4Signature(outputPath, where);
  }

  /**
   * One request, tried up to maxAttempts times when the service cannot be reached, is busy (429) or fails (5xx),
   * waiting as its Retry-After asks or twice as long each time. Any other 4xx is an answer about our request that a
   * retry would only repeat, so it fails at once.
   */
  private async send(method: "GET" | "POST", url: string, run: Run, init: { body?: string; headers?: Record<string, string> } = {}): Promise<Response> {
    const where = `${method} ${safeUrl(url)}`;
    for (let attempt = 1; ; attempt += 1) {
      let failure: string;
      let detail: string;
      let askedWaitMs: number | undefined;
      try {
        const response = await this.fetch(url, {
          method,
          body: init.body,
          headers: { accept: "application/json", ...init.headers, ...(this.config.apiKey && { authorization: `Bearer ${this.config.apiKey}` }) },
          signal: run.signal,
        });
        if (response.ok) return response;
        const reason = await readServiceError(response);
        detail = `${where} → HTTP ${response.status}${reason.code ? ` ${reason.code}` : ""}: ${reason.message}`;
        if (response.status === 401 || response.status === 403) {
          // A configuration problem: retrying cannot help, and the operator is who can fix it.
          throw new MediaError("tool-missing", `${service} refused this site's credentials.`, `${detail} (check AVATAR_HTTP_KEY)`);
        }
        if (response.status !== 429 && response.status < 500) {
          const words = reason.message ? `: ${reason.message}` : "";
          // A refused submit is about what we sent; a refused poll or download, about a job the service lost or hides.
          const sentence = method === "POST" ? `refused the presenter's photo or voice${words}` : `answered HTTP ${response.status} about the job${words}`;
          throw new MediaError("tool-failed", `${service} ${sentence}.`, detail);
        }
        failure = response.status === 429 ? "was too busy" : `failed (HTTP ${response.status})`;
        askedWaitMs = retryAfterMs(response.headers.get("retry-after"));
      } catch (error) {
        if (error instanceof MediaError || run.signal.aborted) throw error;
        failure = "could not be reached";
        // fetch says only "fetch failed"; what failed (refused, reset, a name not found) is in its cause.
        const cause = (error as Error).cause as Error | undefined;
        detail = `${where}: ${(error as Error).message}${cause?.message ? ` (${cause.message})` : ""}`;
      }
      if (attempt >= this.config.maxAttempts) {
        throw new MediaError("tool-failed", `${service} ${failure}, ${attempt} ${attempt === 1 ? "try" : "tries"} in a row.`, detail);
      }
      const wait = askedWaitMs ?? this.config.pollIntervalMs * 2 ** (attempt - 1);
      if (Date.now() + wait > run.endsAt) {
        throw new MediaError("tool-failed", `${service} ${failure} and asked to wait longer than the time left.`, `${detail} (wait ${wait} ms)`);
      }
      await this.pause(wait, run);
    }
  }

  private async readJob(response: Response, where: string): Promise<JobReply> {
    const bytes = await readCappedBody(response.body, maxJsonBytes);
    let job: Partial<JobReply> | undefined;
    try {
      job = bytes ? (JSON.parse(Buffer.from(bytes).toString("utf8")) as Partial<JobReply>) : undefined;
    } catch {
      job = undefined;
    }
    if (!job || typeof job.id !== "string" || !jobIdPattern.test(job.id) || typeof job.status !== "string" || !statuses.has(job.status)) {
      throw new MediaError(
        "tool-failed",
        `${service} answered with something other than a job.`,
        `${where} → HTTP ${response.status}: ${bytes ? plainText(Buffer.from(bytes).toString("utf8")) : "too large"}`,
      );
    }
    return {
      id: job.id,
      status: job.status,
      error: job.error && { code: plainText(String(job.error.code ?? "")) || undefined, message: plainText(String(job.error.message ?? "")) || undefined },
      result_url: typeof job.result_url === "string" ? job.result_url : undefined,
    };
  }

  private async pause(ms: number, run: Run): Promise<void> {
    if (Date.now() + ms > run.endsAt) ms = Math.max(0, run.endsAt - Date.now());
    await sleep(ms, undefined, { signal: run.signal }).catch(() => {
      // The deadline or the caller ended the wait; render() turns that into the right error.
      throw run.signal.reason;
    });
  }

  private tooSlow(): MediaError {
    return new MediaError("tool-failed", `${service} did not finish within ${Math.round(this.config.timeoutMs / 1000)} s.`, `AVATAR_HTTP_TIMEOUT_MS ${this.config.timeoutMs}`);
  }

  private tooLarge(detail: string): MediaError {
    return new MediaError("tool-failed", `${service}'s video is larger than ${formatMegabytes(this.config.maxResultBytes)}, so it was not downloaded.`, detail);
  }
}

interface Run {
  /** The caller's signal and the deadline together. */
  signal: AbortSignal;
  endsAt: number;
}

/** The body streamed into a file, false (and no file) when it passes the cap: a video is never held in memory whole. */
async function writeCappedBody(body: ReadableStream<Uint8Array> | null, path: string, maxBytes: number): Promise<boolean> {
  const file = await open(path, "w");
  let written = 0;
  try {
    if (body) {
      const reader = body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        written += value.byteLength;
        if (written > maxBytes) {
          await reader.cancel();
          break;
        }
        await file.write(value);
      }
    }
  } finally {
    await file.close();
  }
  if (written <= maxBytes) return true;
  await rm(path, { force: true });
  return false;
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
}

/** An MP4 (ISO base media file) starts with a box whose type, at byte 4, is `ftyp`. */
async function checkMp4Signature(path: string, where: string): Promise<void> {
  const file = await open(path, "r");
  const head = Buffer.alloc(8);
  try {
    await file.read(head, 0, 8, 0);
  } finally {
    await file.close();
  }
  if (head.toString("latin1", 4, 8) !== "ftyp") throw notMp4(`${where}: starts with ${head.toString("hex")}`);
}

async function readServiceError(response: Response): Promise<{ code?: string; message: string }> {
  const bytes = await readCappedBody(response.body, maxJsonBytes).catch(() => null);
  const text = bytes ? Buffer.from(bytes).toString("utf8") : "";
  try {
    const parsed = JSON.parse(text) as { error?: { code?: unknown; message?: unknown } };
    if (parsed.error && typeof parsed.error.message === "string") {
      return { code: typeof parsed.error.code === "string" ? plainText(parsed.error.code) : undefined, message: plainText(parsed.error.message) };
    }
  } catch {
    // Not the protocol's error shape (a proxy's HTML page, say): its start is still worth a log line.
  }
  return { message: plainText(text) };
}

/** Outside text made safe for one line of a log or a video: no control characters, no markup run-on, short. */
function plainText(text: string): string {
  // The final full stop is dropped: the text is quoted inside a sentence of ours that has its own.
  const line = text
    .replace(/[\u0000-\u001f\u007f-\u009f]+/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\.$/, "");
  return line.length > maxServiceWords ? `${line.slice(0, maxServiceWords - 1)}…` : line;
}

function mediaType(header: string | null): string {
  return (header ?? "").split(";")[0]!.trim().toLowerCase();
}

function notMp4(detail: string): MediaError {
  return new MediaError("tool-failed", `${service}'s answer is not an MP4 video.`, detail);
}

function cancelled(): MediaError {
  return new MediaError("cancelled", "The render was cancelled.");
}

function formatMegabytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / 1024 / 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** The URL without credentials or a query (a signed URL's query is a credential), for details that reach logs. */
function safeUrl(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}
