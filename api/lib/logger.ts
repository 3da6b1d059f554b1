/**
 * JSON-lines logger: one object per line on stdout (info) or stderr (warn, error), easy to grep and to ship.
 * Fields whose names look like secrets are replaced, so a careless call cannot leak a password, token or code.
 */
type Fields = Record<string, unknown>;
type Level = "info" | "warn" | "error";

const secretFieldName = /pass(word)?|secret|token|authorization|cookie|code|otp/i;

function redact(fields: Fields): Fields {
  const safe: Fields = {};
  for (const [name, value] of Object.entries(fields)) {
    if (secretFieldName.test(name)) safe[name] = "[redacted]";
    else if (value instanceof Error) safe[name] = { name: value.name, message: value.message, stack: value.stack };
    else safe[name] = value;
  }
  return safe;
}

function write(level: Level, message: string, fields: Fields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg: message, ...redact(fields) });
  (level === "info" ? process.stdout : process.stderr).write(line + "\n");
}

export const logger = {
  info: (message: string, fields?: Fields) => write("info", message, fields),
  warn: (message: string, fields?: Fields) => write("warn", message, fields),
  error: (message: string, fields?: Fields) => write("error", message, fields),
};

export type Logger = typeof logger;
