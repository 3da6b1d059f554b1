import type { IncomingMessage } from "node:http";
import type { RequestHandler } from "express";

export function hasBody(req: IncomingMessage): boolean {
  return Number(req.headers["content-length"] ?? 0) > 0 || req.headers["transfer-encoding"] !== undefined;
}

/**
 * An answer that leaves part of the request body unread (a 413, a refused post, anything that answers before
 * reading) says `Connection: close` and closes. Node otherwise announced keep-alive and then dropped the socket
 * half a second later, so the client's next request on it failed.
 */
export function closeWhenBodyUnread(): RequestHandler {
  return (req, res, next) => {
    if (!hasBody(req)) return next();
    const writeHead = res.writeHead;
    res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
      if (!req.complete) this.setHeader("Connection", "close");
      return writeHead.apply(this, args);
    } as typeof writeHead;
    next();
  };
}
