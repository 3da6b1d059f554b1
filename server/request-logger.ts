import type { RequestHandler } from "express";

interface Logger {
  info(message: string, fields?: Record<string, unknown>): void;
}

/** One line per request. Only the path is logged: query strings and headers can carry codes, tokens or e-mails. */
export function requestLogger(logger: Logger): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info("request", { method: req.method, path: req.path, status: res.statusCode, ms: Math.round(ms * 10) / 10 });
    });
    next();
  };
}
