/** The error the built-in presenters throw, with a code a caller branches on and a message a person can act on. */
export type BuiltinPresenterErrorCode = "unknown_presenter" | "bad_size" | "bad_output";

export class BuiltinPresenterError extends Error {
  override readonly name = "BuiltinPresenterError";
  constructor(
    readonly code: BuiltinPresenterErrorCode,
    message: string,
  ) {
    super(message);
  }
}
