import type { Context } from "hono";
import type { z } from "zod";
import { readCappedBody } from "../../lib/read-capped-body";
import { ApiError } from "./errors";
import { validationError } from "./validation";

export const defaultBodyLimitBytes = 64 * 1024;

function tooLarge(maxBytes: number) {
  return new ApiError(413, "payload_too_large", { limit: Math.round(maxBytes / 1024) });
}

/** Reads at most maxBytes of the body, stopping (and cancelling the stream) as soon as the cap is passed. */
async function readCappedText(request: Request, maxBytes: number): Promise<string> {
  const declaredLength = Number(request.headers.get("content-length"));
  if (declaredLength > maxBytes) throw tooLarge(maxBytes);
  const bytes = await readCappedBody(request.body, maxBytes);
  if (!bytes) throw tooLarge(maxBytes);
  // Buffer, not TextDecoder: a byte-order mark stays and makes the JSON malformed, as it always has.
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString("utf8");
}

function isJsonContentType(header: string | undefined) {
  return header?.split(";")[0].trim().toLowerCase() === "application/json";
}

/**
 * The request's JSON body, checked against schema. Wrong content type, bad JSON or a bad field: 400; over the
 * cap: 413. Unknown fields are dropped by the schema.
 */
export async function readJsonBody<Schema extends z.ZodTypeAny>(context: Context, schema: Schema, maxBytes = defaultBodyLimitBytes): Promise<z.output<Schema>> {
  if (!isJsonContentType(context.req.header("content-type"))) throw new ApiError(400, "unsupported_content_type");
  const text = await readCappedText(context.req.raw, maxBytes);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, "malformed_json");
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) throw new ApiError(400, "body_not_object");
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error.issues[0]);
  return parsed.data;
}
