import { Redis } from "ioredis";

export type { Redis } from "ioredis";

/** Every key Promoreel writes starts with this, so one Redis can serve other things too. */
export const defaultKeyPrefix = "promoreel:";

export interface SharedRedisOptions {
  /** Tests give each file its own prefix so files running in parallel never see each other's keys. */
  keyPrefix?: string;
  /** Told once when the connection is lost (not on every reconnect attempt), so an outage is one log line. */
  onDown?: (error: Error) => void;
}

/**
 * The connection for state several processes share (REDIS_URL, decision 199). A command sent while the connection is
 * down fails at once instead of waiting in ioredis's offline queue: each caller then takes its documented fallback
 * rather than holding a request until Redis comes back.
 */
export function connectSharedRedis(url: string, { keyPrefix = defaultKeyPrefix, onDown }: SharedRedisOptions = {}): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: 2_000,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  let down = false;
  redis.on("error", (error: Error) => {
    if (down) return;
    down = true;
    onDown?.(error);
  });
  redis.on("ready", () => (down = false));
  return redis;
}

/** Waits for the first connection, up to timeoutMs; false when Redis did not answer (the fallbacks run meanwhile). */
export function sharedRedisReady(redis: Redis, timeoutMs = 2_000): Promise<boolean> {
  if (redis.status === "ready") return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => finish(false), timeoutMs);
    const onReady = () => finish(true);
    function finish(ready: boolean) {
      clearTimeout(timer);
      redis.off("ready", onReady);
      resolve(ready);
    }
    redis.on("ready", onReady);
  });
}

/** Closes the connection without waiting on a Redis that is gone. */
export async function closeSharedRedis(redis: Redis): Promise<void> {
  if (redis.status === "ready") await redis.quit().catch(() => redis.disconnect());
  else redis.disconnect();
}
