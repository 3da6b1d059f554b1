import type { ZodIssue } from "zod";
import { ApiError } from "./errors";
import type { MessageKey } from "./i18n";

// Schemas give their own messages as message keys (e.g. "email_format"); zod's built-in ones are mapped below.
const ownMessageKeys = new Set<string>([
  "email_format",
  "name_required",
  "name_too_long",
  "invalid_characters",
  "password_length",
  "password_letter_and_digit",
  "code_format",
  "purpose_invalid",
  "language_invalid",
  "aspect_ratio_invalid",
]);

/** The first problem of a failed parse, as a 400 whose message names the field. */
export function validationError(issue: ZodIssue): ApiError {
  const field = issue.path.length > 0 ? issue.path.join(".") : "body";
  if (ownMessageKeys.has(issue.message)) return new ApiError(400, issue.message as MessageKey, { field });
  if (issue.code === "invalid_type") {
    return issue.received === "undefined" || issue.received === "null"
      ? new ApiError(400, "field_required", { field })
      : new ApiError(400, "field_wrong_type", { field, type: issue.expected });
  }
  if (issue.code === "too_small" && issue.type === "string") return new ApiError(400, "field_empty", { field });
  if (issue.code === "too_big" && issue.type === "string") {
    return new ApiError(400, "field_too_long", { field, max: Number(issue.maximum) });
  }
  return new ApiError(400, "field_invalid", { field });
}
