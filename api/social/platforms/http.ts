/**
 * What the three platform clients share: one guarded call to a platform's host, the answer read with a size cap, the
 * Retry-After a rate-limit answer carries, and reading one chunk of the rendered file. Nothing here logs: tokens pass
 * through headers and bodies only, and no error message repeats a request.
 */
import { open } from "node:fs/promises";
import { PlatformError, type SocialPlatformId } from "../platform";

const requestTimeoutMs = 30_000;
/** Every JSON answer of these APIs is a few kilobytes: far below this. */
const maxAnswerBytes = 1024 * 1024;

export interface PlatformAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, or null when the answer was empty or not JSON. */
  json: unknown;
}

export interface PlatformRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  headers?: Record<string, string>;
  body?: string | Uint8Array | URLSearchParams;
  timeoutMs?: number;
}

/**
 * One request to a platform's host. Redirects are never followed, so a token never travels to a host it was not
 * meant for; a redirect comes back as the answer (YouTube's 308 "resume incomplete" is one, without a Location).
 */
export async function callPlatform(platform: SocialPlatformId, url: string | URL, request: PlatformRequest): Promise<PlatformAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method,
      headers: { accept: "application/json", ...request.headers },
      body: request.body as BodyInit | undefined,
      redirect: "manual",
      signal: AbortSignal.timeout(request.timeoutMs ?? requestTimeoutMs),
    });
  } catch {
    throw new PlatformError(platform, "unavailable", "no answer");
  }
  const text = await cappedText(platform, response);
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(quoteLongIntegers(text)) as unknown;
    } catch {
      json = null;
    }
  }
  return { status: response.status, headers: response.headers, json };
}

/**
 * TikTok's and Meta's ids are 64-bit integers that JSON.parse would round; bare integers of 16 digits or more become
 * strings before parsing, so an id comes back as the platform wrote it (every reader here takes ids and counts as
 * strings too). String literals are skipped whole, so a caption with digits in it is left as it is.
 */
export function quoteLongIntegers(json: string): string {
  let out = "";
  let index = 0;
  while (index < json.length) {
    const char = json[index]!;
    if (char === '"') {
      let end = index + 1;
      while (end < json.length && json[end] !== '"') end += json[end] === "\\" ? 2 : 1;
      out += json.slice(index, end + 1);
      index = end + 1;
    } else if (char === "-" || (char >= "0" && char <= "9")) {
      const number = /^-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/.exec(json.slice(index, index + 400))?.[0] ?? char;
      out += /^-?\d{16,}$/.test(number) ? `"${number}"` : number;
      index += number.length;
    } else {
      out += char;
      index += 1;
    }
  }
  return out;
}

async function cappedText(platform: SocialPlatformId, response: Response): Promise<string> {
  if (!response.body) return "";
  const reader = response.body.getReader();
  const parts: Uint8Array[] = [];
  let length = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      length += value.byteLength;
      if (length > maxAnswerBytes) {
        await reader.cancel();
        throw new PlatformError(platform, "unavailable", "answer too large");
      }
      parts.push(value);
    }
  } catch (error) {
    if (error instanceof PlatformError) throw error;
    throw new PlatformError(platform, "unavailable", "answer broken off");
  }
  return Buffer.concat(parts).toString("utf8");
}

/** Retry-After in seconds or as an HTTP date (RFC 9110 §10.2.3), in ms; undefined when absent or unreadable. */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const value = headers.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The expiry a token answer's `expires_in` (seconds) gives, from the time of the answer. */
export function expiresIn(seconds: unknown, now = Date.now()): Date {
  const value = typeof seconds === "number" ? seconds : Number(seconds);
  return new Date(now + (Number.isFinite(value) && value > 0 ? value : 3600) * 1000);
}

/** A field of a JSON object answer, or undefined (answers are checked field by field, not trusted whole). */
export function field(value: unknown, ...path: string[]): unknown {
  let current = value;
  for (const key of path) {
    if (!current || typeof current !== "object") return undefined;
    current = (current as Record<string, unknown>)[key];
  }
  return current;
}

export const text = (value: unknown): string | undefined => (typeof value === "string" ? value : typeof value === "number" ? String(value) : undefined);
export const count = (value: unknown): number => {
  const number = typeof value === "number" ? value : typeof value === "string" ? Number(value) : NaN;
  return Number.isFinite(number) && number >= 0 ? Math.floor(number) : 0;
};

/** Bytes `start` to `start + length` of the file on disk: one chunk is all that is held in memory. */
export async function readChunk(path: string, start: number, length: number): Promise<Uint8Array> {
  const file = await open(path, "r");
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The time a chunk upload may take: a minute plus ten seconds a megabyte, for slow links. */
export const chunkTimeoutMs = (bytes: number) => 60_000 + Math.ceil(bytes / 1_000_000) * 10_000;
