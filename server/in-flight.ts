import type { RequestHandler } from "express";

/** Counts requests being served so a graceful shutdown can wait until they have all been answered. */
export function trackInFlight() {
  let count = 0;
  const waiters = new Set<() => void>();

  const middleware: RequestHandler = (_req, res, next) => {
    count++;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      count--;
      if (count === 0) for (const wake of waiters) wake();
    };
    res.on("finish", finish);
    res.on("close", finish);
    next();
  };

  /** Resolves true once nothing is in flight, or false when the timeout passes first. */
  function drained(timeoutMs: number): Promise<boolean> {
    if (count === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiters.delete(wake);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiters.delete(wake);
        resolve(false);
      }, timeoutMs);
      waiters.add(wake);
    });
  }

  return { middleware, drained, count: () => count };
}
