/**
 * JSON-lines logger: one object per line on stdout (debug, info) or stderr (warn, error), easy to grep and to ship.
 * Fields whose names look like secrets are replaced at any depth, and share tokens in a `path`, so a careless call
 * cannot leak a password, token, code or share link.
 */
type Fields = Record<string, unknown>;

export const logLevels = ["debug", "info", "warn", "error", "silent"] as const;
export type LogLevel = (typeof logLevels)[number];
type Level = Exclude<LogLevel, "silent">;

const secretFieldName = /pass(word)?|secret|token|authorization|cookie|code|otp|verifier/i;

/** A share link's token sits in the paths of its page's calls and files, and is all anyone needs to watch. */
const shareTokenInPath = /\/(share|share-media)\/[^/?#]+/g;

/** LOG_LEVEL, read on every line so a test harness can set it after import; unset or unknown means info. */
function lowestLevelWritten(): number {
  const configured = logLevels.indexOf(process.env.LOG_LEVEL as LogLevel);
  return configured === -1 ? logLevels.indexOf("info") : configured;
}

function redactValue(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  if (Array.isArray(value)) return value.map(redactValue);
  if (typeof value === "object" && value !== null) return redact(value as Fields);
  return value;
}

function redactField(name: string, value: unknown): unknown {
  if (secretFieldName.test(name)) return "[redacted]";
  if (name === "path" && typeof value === "string") return value.replace(shareTokenInPath, "/$1/[redacted]");
  return redactValue(value);
}

function redact(fields: Fields): Fields {
  const safe: Fields = {};
  for (const [name, value] of Object.entries(fields)) safe[name] = redactField(name, value);
  return safe;
}

function write(level: Level, message: string, fields: Fields = {}) {
  if (logLevels.indexOf(level) < lowestLevelWritten()) return;
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...redact(fields) });
  (level === "debug" || level === "info" ? process.stdout : process.stderr).write(line + "\n");
}

export const logger = {
  debug: (message: string, fields?: Fields) => write("debug", message, fields),
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};

export type Logger = typeof logger;
