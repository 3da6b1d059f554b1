import { ApiError } from "../http/errors";

/**
 * Lets at most `running` password hashes run at once and up to `waiting` more wait their turn; past that a caller
 * gets a 503 at once instead of joining a queue that would only grow. argon2 runs on libuv's thread pool (4 threads),
 * which file reads and compression share: a burst of sign-ins must not take all of it (docs/decisions/013).
 */
export interface HashingQueue {
  /** Runs task when a slot is free. A caller that goes away (signal aborted) while waiting leaves the line. */
  run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T>;
}

/** Seconds a refused caller is told to wait: a few hashes' time, enough for the queue to move. */
const retryAfterSeconds = 5;

function busy() {
  return new ApiError(503, "password_checks_busy", { seconds: retryAfterSeconds }, { retry_after: retryAfterSeconds });
}

export function createHashingQueue(options: { running: number; waiting: number }): HashingQueue {
  let active = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  function waitForSlot(signal: AbortSignal | undefined): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      const leave = () => {
        queue.splice(queue.indexOf(turn), 1);
        // Nobody reads this answer; an ApiError keeps a closed connection out of the error log.
        reject(busy());
      };
      // The slot is handed over by release(), so `active` stays counted while it changes hands.
      const turn = () => {
        signal?.removeEventListener("abort", leave);
        resolve();
      };
      queue.push(turn);
      signal?.addEventListener("abort", leave, { once: true });
    });
  }

  return {
    async run(task, signal) {
      if (signal?.aborted) throw busy();
      if (active >= options.running) {
        if (queue.length >= options.waiting) throw busy();
        await waitForSlot(signal);
      } else {
        active += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
