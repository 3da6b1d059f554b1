import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { ErrorRequestHandler } from "express";
import { plainAnswer, sendPlainAnswer, type Translate } from "./plain-answer";

interface Logger {
  error(message: string, fields?: Record<string, unknown>): void;
}

/** The status an error asks for when it is the client's (a malformed address, a range past the file), else 500. */
function statusOf(error: unknown): number {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const asked = typeof status === "number" ? status : statusCode;
  return typeof asked === "number" && asked >= 400 && asked < 500 ? asked : 500;
}

/**
 * The last handler: whatever went wrong is answered with a plain page (or the envelope under /api/v1) in the
 * visitor's language, in every mode. Express's own page would show the stack and the server's folders outside
 * production. Only the server's own failures are logged as errors; a client's bad request is in the request line.
 */
export function answerErrors({ translate, logger }: { translate: Translate; logger: Logger }): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const status = statusOf(error);
    if (status >= 500) logger.error("request failed", { method: req.method, path: req.path, error: error instanceof Error ? error.stack : String(error) });
    if (res.headersSent) {
      // Half an answer is out: the only honest end is to cut the connection.
      res.destroy();
      return;
    }
    const extraHeaders = (error as { headers?: Record<string, string> } | null)?.headers ?? {};
    for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
    sendPlainAnswer(translate, req, res, status).catch(() => res.destroy());
  };
}

/** The path of the request line the parser choked on, when it got that far (an envelope for /api/v1, else a page). */
function pathOf(rawPacket: unknown): string {
  const line = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 2048).toString("latin1") : "";
  return /^[A-Z]+ (\/[^ ?\r\n]*)/.exec(line)?.[1] ?? "/";
}

/**
 * What Node answers by itself before any handler runs (headers too large, a request the parser cannot read, a request
 * that did not arrive in time), with a body: Node's own answers are a bare status line. The headers were never
 * read, so the language is the default one.
 */
export function answerClientErrors(translate: Translate) {
  return (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Duplex) => {
    // An answer already begun on this socket cannot be followed by another.
    const begun = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (error.code === "ECONNRESET" || !socket.writable || begun) {
      socket.destroy();
      return;
    }
    const status = error.code === "HPE_HEADER_OVERFLOW" ? 431 : error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? 408 : 400;
    plainAnswer(translate, { headers: {}, path: pathOf(error.rawPacket) }, status)
      .then((answer) => {
        if (!socket.writable) return socket.destroy();
        const headers = Object.entries({ ...answer.headers, "Content-Length": String(Buffer.byteLength(answer.body)), Connection: "close" })
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join("");
        socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${headers}\r\n${answer.body}`);
      })
      .catch(() => socket.destroy());
  };
}
