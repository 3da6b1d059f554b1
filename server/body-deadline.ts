import type { Request, RequestHandler, Response } from "express";
import { hasBody } from "./unread-body";

export interface BodyPace {
  /** The largest body any address takes: a clip upload with its multipart framing. */
  largestBodyBytes: number;
  /** The slowest upload we still call honest. */
  slowestBytesPerSecond: number;
  /** Added to every deadline: connection set-up, a pause of the sender's network. */
  graceMs: number;
  /** How long a body may send nothing at all before it is given up. */
  stallMs: number;
}

/**
 * The server's whole-request limit (Node's requestTimeout): the largest body at the slowest honest pace. Each request
 * gets a tighter deadline of its own from the size it declares (bodyDeadline).
 */
export function requestTimeoutMs(pace: BodyPace): number {
  return pace.graceMs + Math.ceil((pace.largestBodyBytes / pace.slowestBytesPerSecond) * 1000);
}

const checkEveryMs = 1000;

/**
 * A request body gets as long as its declared size takes at the slowest honest pace (the largest body when it
 * declares none), and may not stop sending for longer than `stallMs`. Past either, `giveUp` answers it. Time the
 * app spends not reading (bytes received but still unread) is the app's, never held against the sender.
 */
export function bodyDeadline(pace: BodyPace, giveUp: (req: Request, res: Response) => void): RequestHandler {
  return (req, res, next) => {
    if (req.complete || !hasBody(req)) return next();
    const declared = Number(req.headers["content-length"]);
    const expected = Number.isFinite(declared) && declared > 0 ? Math.min(declared, pace.largestBodyBytes) : pace.largestBodyBytes;
    const started = Date.now();
    let deadline = started + pace.graceMs + (expected / pace.slowestBytesPerSecond) * 1000;
    let bytesSeen = req.socket.bytesRead;
    let lastProgress = started;
    let lastCheck = started;

    const check = () => {
      const now = Date.now();
      const sinceLastCheck = now - lastCheck;
      lastCheck = now;
      if (req.complete) return stop();
      if (req.readableLength > 0) {
        deadline += sinceLastCheck;
        lastProgress = now;
        return;
      }
      if (req.socket.bytesRead !== bytesSeen) {
        bytesSeen = req.socket.bytesRead;
        lastProgress = now;
      }
      if (now > deadline || now - lastProgress > pace.stallMs) {
        stop();
        giveUp(req, res);
      }
    };
    const timer = setInterval(check, checkEveryMs);
    timer.unref();
    const stop = () => clearInterval(timer);
    req.once("end", stop);
    res.once("close", stop);
    next();
  };
}
