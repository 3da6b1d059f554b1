/**
 * The one error type of the intake. `code` is stable so the /api/v1 layer can translate it; `message` is the English
 * text a person can act on.
 */
export type IntakeErrorCode =
  | "invalid_url"
  | "unsupported_scheme"
  | "private_address"
  | "port_not_allowed"
  | "dns_failed"
  | "network_error"
  | "timeout"
  | "too_many_redirects"
  | "bad_redirect"
  | "http_status"
  | "unsupported_content_type"
  | "too_large"
  | "not_an_image"
  | "no_product_found";

export class IntakeError extends Error {
  constructor(
    readonly code: IntakeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "IntakeError";
  }
}

export function isIntakeError(error: unknown): error is IntakeError {
  return error instanceof IntakeError;
}
