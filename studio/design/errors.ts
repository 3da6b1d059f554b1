/** The one error type the design stage throws, with a code the API maps to its own answer and a message a person can act on. */
export const designErrorCodes = [
  "unknown_template",
  "unknown_format",
  "unknown_font",
  "unreadable_image",
  "image_too_large",
  "text_too_long",
  "invalid_template",
  "duplicate_file_name",
  "bad_qr_url",
  "unknown_size",
] as const;
export type DesignErrorCode = (typeof designErrorCodes)[number];

export class DesignError extends Error {
  override readonly name = "DesignError";
  constructor(
    readonly code: DesignErrorCode,
    message: string,
  ) {
    super(message);
  }
}
