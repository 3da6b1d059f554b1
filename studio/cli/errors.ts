/**
 * How the command line ends. Scripts branch on the exit code, people read the message, so every failure the user
 * can fix gets its own code and a sentence saying what to change.
 */
export const exitCodes = {
  ok: 0,
  /** A bug or a failure we did not foresee; the message is the error itself. */
  unexpected: 1,
  /** The command line is wrong: unknown command or option, a missing or bad value. */
  usage: 2,
  /** The product cannot be read: unreadable or invalid JSON file, a bad field, a page or image the intake refused. */
  product: 3,
  /** The render failed: a tool is missing or failed, a media file is unreadable. */
  render: 4,
  /** Stopped by Ctrl-C (128 + SIGINT), as shells report it. */
  interrupted: 130,
} as const;

export type ExitCode = (typeof exitCodes)[keyof typeof exitCodes];

export class CliError extends Error {
  override readonly name = "CliError";
  constructor(
    readonly exitCode: ExitCode,
    message: string,
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CliError(exitCodes.usage, message);
export const productError = (message: string) => new CliError(exitCodes.product, message);
