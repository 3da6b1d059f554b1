import { ApiError } from "../http/errors";

/**
 * Lets at most `running` password hashes run at once and up to `waiting` more wait their turn; past that a caller
 * gets a 503 at once instead of joining a queue that would only grow. argon2 runs on libuv's thread pool (4 threads),
 * which file reads and compression share: a burst of sign-ins must not take all of it (docs/decisions/013).
 */
export interface HashingQueue {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Seconds a refused caller is told to wait: a few hashes' time, enough for the queue to move. */
const retryAfterSeconds = 5;

export function createHashingQueue(options: { running: number; waiting: number }): HashingQueue {
  let active = 0;
  const queue: (() => void)[] = [];

  function release() {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  }

  return {
    async run(task) {
      if (active >= options.running) {
        if (queue.length >= options.waiting) throw new ApiError(503, "password_checks_busy", { seconds: retryAfterSeconds }, { retry_after: retryAfterSeconds });
        // The slot is handed over by release(), so `active` stays counted while it changes hands.
        await new Promise<void>((resolve) => queue.push(resolve));
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
