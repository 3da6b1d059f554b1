/**
 * Reads the upload form's multipart body to a file on disk, to be sent on to the API's `media/upload`. Nothing is
 * held in memory but the current chunk and the small text fields, and the API's caps apply while the bytes arrive:
 * past them the body is abandoned and nothing is sent on. The file is read from disk again for the API's request
 * (a refresh after a 401 sends it twice), and `discard` removes it once that is answered.
 *
 * busboy, as the API uses, rather than Remix's unstable_parseMultipartFormData: that parser refuses a file name with
 * a ";" in it and keeps a part nobody reads in memory.
 */
import { createWriteStream, openAsBlob } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { uploadLimits, type UploadProblem } from "~/components/materials/upload-limits";

export interface ReceivedUpload {
  ok: true;
  file: File;
  description: string | null;
  viaFetcher: boolean;
  /** The form's other text fields (which record the file is for), as sent. */
  fields: Record<string, string>;
  discard: () => Promise<void>;
}

export type UploadReading = ReceivedUpload | { ok: false; problem: UploadProblem; viaFetcher: boolean; fields: Record<string, string> };

class UploadRefused extends Error {
  constructor(readonly problem: UploadProblem) {
    super(problem);
  }
}

export interface UploadReadLimits {
  fileBytes: number;
  requestBytes: number;
  textFields: number;
  textFieldBytes: number;
  descriptionChars: number;
}

export interface ReadUploadOptions {
  /** Where the staging folder is made; the system's temporary folder unless told. */
  tempDir?: string;
  /** The API's limits unless told (tests use small ones). */
  limits?: UploadReadLimits;
}

export async function readUpload(request: Request, options: ReadUploadOptions = {}): Promise<UploadReading> {
  const limits: UploadReadLimits = options.limits ?? uploadLimits;
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType) || !request.body) return { ok: false, problem: "unreadable", viaFetcher: false, fields: {} };
  if (Number(request.headers.get("content-length")) > limits.requestBytes) {
    // Read and drop what the browser still sends, so it gets to see the answer instead of a reset connection.
    void request.body.pipeTo(new WritableStream()).catch(() => {});
    return { ok: false, problem: "tooLarge", viaFetcher: false, fields: {} };
  }

  const stagingDir = await mkdtemp(path.join(options.tempDir ?? os.tmpdir(), "promoreel-upload-"));
  const discard = () => rm(stagingDir, { recursive: true, force: true });
  const fields: Record<string, string> = {};
  try {
    const staged = await receive(request.body, contentType, stagingDir, limits, fields);
    const viaFetcher = fields.via === "fetcher";
    if (!staged) {
      await discard();
      return { ok: false, problem: "noFile", viaFetcher, fields };
    }
    const description = (fields.description ?? "").trim();
    if (description.length > limits.descriptionChars) {
      await discard();
      return { ok: false, problem: "descriptionTooLong", viaFetcher, fields };
    }
    const blob = await openAsBlob(staged.path, { type: staged.type });
    const file = new File([blob], staged.name, { type: staged.type });
    return { ok: true, file, description: description || null, viaFetcher, fields, discard };
  } catch (error) {
    await discard();
    if (error instanceof UploadRefused) return { ok: false, problem: error.problem, viaFetcher: fields.via === "fetcher", fields };
    throw error;
  }
}

interface StagedFile {
  path: string;
  name: string;
  type: string;
}

/** Streams the body through busboy: the first file in the field `file` to disk, text fields into `fields`. */
async function receive(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  stagingDir: string,
  limits: UploadReadLimits,
  fields: Record<string, string>,
): Promise<StagedFile | null> {
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: { files: 1, fields: limits.textFields, fieldSize: limits.textFieldBytes, fileSize: limits.fileBytes },
    });
  } catch {
    // No boundary, or a header busboy cannot read.
    throw new UploadRefused("unreadable");
  }

  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.byteLength;
      callback(received > limits.requestBytes ? new UploadRefused("tooLarge") : null, chunk);
    },
  });
  const overflowed = () => received > limits.requestBytes;

  // Set from busboy's callbacks, so kept in an object rather than narrowed variables.
  const upload: { staged: StagedFile | null; written: Promise<void> } = { staged: null, written: Promise.resolve() };
  const parsed = new Promise<void>((resolve, reject) => {
    parser.on("field", (name, value, info) => {
      if (name === "description" && info.valueTruncated) reject(new UploadRefused("descriptionTooLong"));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || !info.filename || upload.staged) {
        // An empty file input (nothing chosen) sends a part without a name; other parts are not wanted.
        stream.resume();
        return;
      }
      const target = path.join(stagingDir, "file");
      upload.staged = { path: target, name: info.filename, type: info.mimeType || "application/octet-stream" };
      stream.on("limit", () => reject(new UploadRefused("tooLarge")));
      upload.written = pipeline(stream, createWriteStream(target));
      upload.written.catch(reject);
    });
    parser.on("error", () => reject(new UploadRefused("unreadable")));
    parser.on("close", resolve);
  });

  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const piped = pipeline(source, counted, parser).catch((error: unknown) => {
    throw error instanceof UploadRefused ? error : new UploadRefused("unreadable");
  });
  try {
    await Promise.all([parsed, piped]);
    await upload.written;
  } catch (error) {
    // A refusal for what the body says (a description too long, a part that cannot be read) reads the rest first, up
    // to the size cap: a socket closed with bytes unread is reset, and the reset can take the answer with it.
    if (error instanceof UploadRefused && error.problem !== "tooLarge" && !overflowed()) await piped.catch(() => undefined);
    source.destroy();
    parser.destroy();
    // Cutting the body short also makes busboy complain of an unexpected end: the cap is the reason.
    throw overflowed() ? new UploadRefused("tooLarge") : error;
  }
  return upload.staged;
}
