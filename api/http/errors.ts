import type { MessageKey, MessageParams } from "./i18n";

export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 502 | 503;

/** A failure meant for the caller: rendered as the envelope with this status and a translated message. */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    readonly messageKey: MessageKey,
    readonly params: MessageParams = {},
    readonly data: unknown = null,
  ) {
    super(messageKey);
    this.name = "ApiError";
  }
}

export function tooManyRequests(retryAfterSeconds: number, messageKey: MessageKey = "rate_limited") {
  return new ApiError(429, messageKey, { seconds: retryAfterSeconds }, { retry_after: retryAfterSeconds });
}
