import type { Context } from "hono";
import type { ApiError } from "./errors";
import { languageFromHeader, translate, type MessageKey, type MessageParams } from "./i18n";

export interface Envelope<T> {
  status_code: number;
  data: T;
  message: string;
}

function envelopeResponse(context: Context, status: number, data: unknown, messageKey: MessageKey, params?: MessageParams) {
  const language = languageFromHeader(context.req.header("accept-language"));
  const body: Envelope<unknown> = { status_code: status, data, message: translate(messageKey, language, params) };
  // Responses carry tokens and personal data: never cache them anywhere.
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store", vary: "Accept-Language" },
  });
}

export function ok(context: Context, data: unknown = null) {
  return envelopeResponse(context, 200, data, "ok");
}

export function errorResponse(context: Context, error: ApiError) {
  return envelopeResponse(context, error.status, error.data, error.messageKey, error.params);
}
