import type { Redis } from "../../lib/shared-state/redis";
import { createMemoryRateLimitStore, type RateLimitStore } from "./rate-limit";

/**
 * One fixed window per key, counted atomically in Redis: the first hit starts the window's expiry, and a key left
 * without one (written by hand, or by a crash between the two calls of an older version) gets it on the next hit.
 */
const hitScript = `
local count = redis.call("INCR", KEYS[1])
local ttl = redis.call("PTTL", KEYS[1])
if ttl < 0 then
  redis.call("PEXPIRE", KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }`;

/**
 * Rate limits every API process shares (REDIS_URL). While Redis cannot be reached each process counts in its own
 * memory (decision 199): the limits still hold, at most once per process, instead of refusing every sign-in (closed)
 * or letting a password guesser through unlimited (open) exactly when something is already wrong.
 */
export function createRedisRateLimitStore(redis: Redis, { onFallback }: { onFallback?: (error: unknown) => void } = {}): RateLimitStore {
  const fallback = createMemoryRateLimitStore();
  let fallingBack = false;
  return {
    async hit(key, windowMs, now) {
      try {
        const [count, ttl] = (await redis.eval(hitScript, 1, `rate:${key}`, windowMs)) as [number, number];
        fallingBack = false;
        return { count, resetAt: now + ttl };
      } catch (error) {
        if (!fallingBack) onFallback?.(error);
        fallingBack = true;
        return fallback.hit(key, windowMs, now);
      }
    },
  };
}
