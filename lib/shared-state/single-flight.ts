import { randomUUID } from "node:crypto";
import type { Redis } from "./redis";

/**
 * One run of a piece of work per key across every process, with its result kept a moment for the others. The memory
 * form of this lives with its one user (app/utils/refresh-coordinator.server.ts); this is the shared form.
 */
export interface SharedFlight {
  /**
   * Runs perform unless another process is already running it for key, in which case it waits for that run's result.
   * A result that keep accepts is handed to every caller of key for keepMs; one it refuses lets the next caller try
   * again. onTimeout answers a caller that waited waitMs without seeing a result. Throws perform's own error, or a
   * Redis error from before this caller started perform (Redis unreachable): the caller's fallback may then run it.
   */
  run<T>(key: string, perform: () => Promise<T>, options: FlightOptions<T>): Promise<T>;
}

export interface FlightOptions<T> {
  keep: (result: T) => boolean;
  keepMs: number;
  onTimeout: () => T;
}

// Deletes the lock only if it is still this run's: a run slower than the lock must not free another run's lock.
const releaseScript = `if redis.call("GET", KEYS[1]) == ARGV[1] then return redis.call("DEL", KEYS[1]) end return 0`;

export interface RedisFlightTiming {
  /** How long a run may hold the lock before another process may start its own (a crashed holder). */
  lockMs?: number;
  /** How long a waiter waits for a result before onTimeout. */
  waitMs?: number;
  /** How often a waiter looks for the result. */
  pollMs?: number;
}

/** SET NX PX takes the lock; the holder writes the result under its own key with a TTL; waiters poll for it. */
export function createRedisSharedFlight(redis: Redis, { lockMs = 15_000, waitMs = 15_000, pollMs = 25 }: RedisFlightTiming = {}): SharedFlight {
  return {
    async run<T>(key: string, perform: () => Promise<T>, { keep, keepMs, onTimeout }: FlightOptions<T>): Promise<T> {
      const lockKey = `flight:${key}:lock`;
      const resultKey = `flight:${key}:result`;
      const giveUpAt = Date.now() + waitMs;
      for (;;) {
        const known = await redis.get(resultKey);
        if (known !== null) return JSON.parse(known) as T;
        const owner = randomUUID();
        if ((await redis.set(lockKey, owner, "PX", lockMs, "NX")) === "OK") return runHoldingLock(lockKey, owner, resultKey);
        if (Date.now() >= giveUpAt) return onTimeout();
        await new Promise((resolve) => setTimeout(resolve, pollMs));
      }

      async function runHoldingLock(lockKey: string, owner: string, resultKey: string): Promise<T> {
        const release = () => redis.eval(releaseScript, 1, lockKey, owner);
        let result: T;
        try {
          result = await perform();
        } catch (error) {
          // Nothing to share: the next caller runs the work itself instead of waiting out the lock.
          await release().catch(() => undefined);
          throw error;
        }
        try {
          if (keep(result)) await redis.set(resultKey, JSON.stringify(result), "PX", keepMs);
          await release();
        } catch {
          // The work ran; only sharing its result failed (waiters time out, the lock expires). Throwing here would
          // make this caller run the work a second time, which is what the flight prevents.
        }
        return result;
      }
    },
  };
}
