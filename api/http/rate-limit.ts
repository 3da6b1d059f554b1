import { isIP } from "node:net";
import { networkOf } from "./client-ip";
import { tooManyRequests } from "./errors";

/** Counts hits in fixed windows. In memory by default; a shared store (Redis, the database) can replace it. */
export interface RateLimitStore {
  /** Adds one hit to key's current window and returns the count so far and when the window ends (ms). */
  hit(key: string, windowMs: number, now: number): Promise<{ count: number; resetAt: number }>;
}

export function createMemoryRateLimitStore(): RateLimitStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const maxKeysBeforeSweep = 10_000;
  return {
    async hit(key, windowMs, now) {
      if (windows.size > maxKeysBeforeSweep) {
        for (const [storedKey, window] of windows) if (window.resetAt <= now) windows.delete(storedKey);
      }
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { ...window };
    },
  };
}

export interface RateLimit {
  /** Names the bucket, e.g. "login:ip". */
  name: string;
  limit: number;
  windowMs: number;
}

const minute = 60_000;

/** The contract's limits, before RATE_LIMIT_FACTOR. */
export const rateLimits = {
  accountByIp: (call: string): RateLimit => ({ name: `${call}:ip`, limit: 30, windowMs: 10 * minute }),
  accountByEmail: (call: string): RateLimit => ({ name: `${call}:email`, limit: 10, windowMs: 10 * minute }),
  /**
   * Sign-in attempts for one e-mail from one network, and for one e-mail from everywhere: a stranger who uses up the
   * first has not locked the owner out of signing in from their own network.
   */
  loginByEmailAndNetwork: { name: "login:email-network", limit: 10, windowMs: 10 * minute },
  loginByEmail: { name: "login:email", limit: 100, windowMs: 10 * minute },
  refreshByIp: { name: "refresh_token:ip", limit: 120, windowMs: 10 * minute },
  reportsByIp: (call: string): RateLimit => ({ name: `${call}:ip`, limit: 10, windowMs: minute }),
};

export type RateLimiter = (rule: RateLimit, subject: string) => Promise<void>;

/**
 * Throws a 429 (with data.retry_after) once subject has used up rule's limit times factor in the window. A subject
 * that is an IP address counts for its network (an IPv6 /64 is one household or office, however many addresses it
 * uses).
 */
export function createRateLimiter(store: RateLimitStore, factor: number, now: () => number): RateLimiter {
  return async (rule, subject) => {
    const current = now();
    const counted = isIP(subject.split("%")[0]) ? networkOf(subject) : subject;
    const { count, resetAt } = await store.hit(`${rule.name}:${counted}`, rule.windowMs, current);
    if (count > Math.max(1, Math.floor(rule.limit * factor))) {
      throw tooManyRequests(Math.max(1, Math.ceil((resetAt - current) / 1000)));
    }
  };
}
