/** A script change or request the writer refuses, with a code for the API and a message for the person. */

export const scriptErrorCodes = [
  "empty-spoken-line",
  "line-too-long-for-scene",
  "scene-not-found",
  "durations-do-not-fit",
  "no-other-wording",
  "last-scene",
  "invalid-offer",
] as const;
export type ScriptErrorCode = (typeof scriptErrorCodes)[number];

export class ScriptError extends Error {
  override readonly name = "ScriptError";
  constructor(
    readonly code: ScriptErrorCode,
    message: string,
  ) {
    super(message);
  }
}
