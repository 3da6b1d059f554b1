import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { connectSharedRedis, sharedRedisReady } from "../redis";

/** The Redis the tests use: TEST_REDIS_URL, or the one on this machine's loopback. */
export const testRedisUrl = process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, connectTimeout: 1_000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    return (await probe.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

export const redisReachable = await redisAnswers();

/** A key prefix of its own for one test file or test, so tests running in parallel never share a key. */
export function testKeyPrefix(): string {
  return `promoreel-test:${randomUUID().slice(0, 8)}:`;
}

/** A ready connection under its own prefix; the caller deletes its keys with clearTestKeys and closes it. */
export async function connectTestRedis(keyPrefix = testKeyPrefix()): Promise<Redis> {
  const redis = connectSharedRedis(testRedisUrl, { keyPrefix });
  if (!(await sharedRedisReady(redis))) throw new Error(`Redis at ${testRedisUrl} did not answer`);
  return redis;
}

/** Removes every key under the connection's prefix (KEYS takes a pattern, to which ioredis adds no prefix). */
export async function clearTestKeys(redis: Redis): Promise<void> {
  const prefix = redis.options.keyPrefix ?? "";
  const keys = await redis.keys(`${prefix}*`);
  // DEL adds the prefix again, so it is given the names without it.
  if (keys.length > 0) await redis.del(...keys.map((key) => key.slice(prefix.length)));
}
