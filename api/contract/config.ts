/**
 * A setting that cannot be used; the message names the variable and what it expects, never its value. Every
 * process's settings reader (the API's, the web app's, the server's) throws it, and each entry point prints its
 * message alone instead of a stack.
 */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ConfigError";
  }
}
