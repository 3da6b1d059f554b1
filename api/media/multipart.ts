/**
 * Reads a multipart/form-data upload straight to a file on disk: one file in the field `file`, a few small text
 * fields. The first bytes decide what the file is and so which size cap applies; the cap is enforced while the
 * bytes arrive, and the body is abandoned the moment it is passed. Nothing is held in memory but the current chunk.
 */
import { createWriteStream } from "node:fs";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import busboy from "busboy";
import { ApiError } from "../http/errors";
import { sniffBytes, sniffUpload, type SniffedUpload } from "./sniff";

export interface StagedFile {
  path: string;
  size: number;
  /** As the browser sent it; only for display and search. */
  fileName: string;
  sniffed: SniffedUpload;
}

export interface ReceivedUpload {
  file: StagedFile;
  fields: Record<string, string>;
}

export interface ReceiveOptions {
  /** Where the file is written; the caller removes it. */
  stagingPath: string;
  /** The whole body may not be larger (checked against Content-Length first, then while reading). */
  maxRequestBytes: number;
  requestTooLarge: () => ApiError;
  /** Given what the first bytes say, the byte cap for the file and the error when it is passed; throws to refuse. */
  capFor: (sniffed: SniffedUpload) => { maxBytes: number; tooLarge: () => ApiError };
  maxTextFields: number;
  maxTextFieldBytes: number;
}

export async function receiveUpload(request: Request, options: ReceiveOptions): Promise<ReceivedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data\s*;/i.test(contentType)) throw new ApiError(400, "upload_not_multipart");
  if (Number(request.headers.get("content-length")) > options.maxRequestBytes) throw options.requestTooLarge();
  if (!request.body) throw new ApiError(400, "upload_file_missing");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      defParamCharset: "utf8",
      limits: {
        files: 1,
        fields: options.maxTextFields,
        parts: options.maxTextFields + 1,
        fieldSize: options.maxTextFieldBytes,
        fileSize: options.maxRequestBytes,
      },
    });
  } catch {
    // No boundary, or an unreadable header.
    throw new ApiError(400, "upload_not_multipart");
  }
  const body = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  let received = 0;

  return new Promise<ReceivedUpload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let staged: Promise<StagedFile> | undefined;
    let fileStream: Readable | undefined;
    let failed = false;
    const fail = (error: unknown) => {
      if (failed) return;
      failed = true;
      // Stop reading: the rest of the body is not wanted, whatever it holds. The file part is ended too, so the
      // staging file is closed rather than left waiting for bytes that will not come.
      body.unpipe(parser);
      body.destroy();
      fileStream?.destroy();
      reject(error);
    };

    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) return fail(new ApiError(400, "field_too_long", { field: name.slice(0, 40), max: options.maxTextFieldBytes }));
      fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== "file" || staged) {
        stream.resume();
        return fail(new ApiError(400, staged ? "upload_too_many_files" : "upload_file_missing"));
      }
      fileStream = stream;
      staged = stageFile(stream, info.filename ?? "", options);
      staged.catch(fail);
    });
    parser.on("filesLimit", () => fail(new ApiError(400, "upload_too_many_files")));
    parser.on("fieldsLimit", () => fail(new ApiError(400, "upload_too_many_fields", { max: options.maxTextFields })));
    parser.on("partsLimit", () => fail(new ApiError(400, "upload_too_many_fields", { max: options.maxTextFields })));
    parser.on("error", () => fail(new ApiError(400, "upload_malformed")));
    parser.on("close", () => {
      if (failed) return;
      if (!staged) return fail(new ApiError(400, "upload_file_missing"));
      staged.then((file) => (failed ? undefined : resolve({ file, fields })), fail);
    });
    body.on("data", (chunk: Uint8Array) => {
      received += chunk.byteLength;
      if (received > options.maxRequestBytes) fail(options.requestTooLarge());
    });
    // The client went away mid-upload: nothing to answer, but the caller must clean up.
    body.on("error", () => fail(new ApiError(400, "upload_malformed")));
    body.pipe(parser);
  });
}

/** Writes the file part to stagingPath, deciding its cap from its first bytes and enforcing it chunk by chunk. */
async function stageFile(stream: Readable & { truncated?: boolean }, fileName: string, options: ReceiveOptions): Promise<StagedFile> {
  let size = 0;
  let head = Buffer.alloc(0);
  let decided: { sniffed: SniffedUpload; maxBytes: number; tooLarge: () => ApiError } | undefined;
  const decide = () => {
    const sniffed = sniffUpload(head);
    decided = { sniffed, ...options.capFor(sniffed) };
  };
  const capGuard = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      try {
        if (!decided) {
          head = Buffer.concat([head, chunk.subarray(0, sniffBytes)]).subarray(0, sniffBytes);
          if (head.length >= sniffBytes) decide();
        }
        if (decided && size > decided.maxBytes) return callback(decided.tooLarge());
        callback(null, chunk);
      } catch (error) {
        callback(error as Error);
      }
    },
    flush(callback) {
      try {
        if (!decided) decide();
        callback();
      } catch (error) {
        callback(error as Error);
      }
    },
  });
  await pipeline(stream, capGuard, createWriteStream(options.stagingPath, { flags: "wx" }));
  if (stream.truncated) throw options.requestTooLarge();
  return { path: options.stagingPath, size, fileName, sniffed: decided!.sniffed };
}
