import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { has } from "../../tests/requirements";
import { closeSharedRedis, connectSharedRedis, type Redis } from "../../lib/shared-state/redis";
import { clearTestKeys, connectTestRedis, redisReachable, testKeyPrefix } from "../../lib/shared-state/testing/reachable";
import { createRateLimiter } from "./rate-limit";
import { createRedisRateLimitStore } from "./rate-limit-redis";
import { ApiError } from "./errors";

const rule = { name: "login:email-network", limit: 10, windowMs: 10 * 60_000 };

describe.skipIf(!has({ redis: redisReachable }))("rate limits counted in Redis", () => {
  // Two connections under one prefix stand for two API processes.
  const prefix = testKeyPrefix();
  let first: Redis;
  let second: Redis;
  beforeAll(async () => {
    [first, second] = await Promise.all([connectTestRedis(prefix), connectTestRedis(prefix)]);
  });
  afterAll(async () => {
    await clearTestKeys(first);
    await Promise.all([closeSharedRedis(first), closeSharedRedis(second)]);
  });

  it("refuses the 11th attempt across two processes, with the seconds left in the one shared window", async () => {
    const processes = [first, second].map((redis) => createRateLimiter(createRedisRateLimitStore(redis), 1, Date.now));
    for (let attempt = 0; attempt < 10; attempt++) await processes[attempt % 2](rule, "someone@example.com 203.0.113.0");
    const refused = await processes[0](rule, "someone@example.com 203.0.113.0").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429 });
    expect((refused as ApiError).data).toMatchObject({ retry_after: expect.any(Number) });
    const retryAfter = ((refused as ApiError).data as { retry_after: number }).retry_after;
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another subject has its own window.
    await processes[1](rule, "other@example.com 203.0.113.0");
  });

  it("counts 40 simultaneous hits exactly once each", async () => {
    const stores = [createRedisRateLimitStore(first), createRedisRateLimitStore(second)];
    const counts = await Promise.all(Array.from({ length: 40 }, (_, n) => stores[n % 2].hit("burst", 60_000, Date.now())));
    expect(counts.map((hit) => hit.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, n) => n + 1));
  });

  it("starts a new window when the old one expires", async () => {
    const store = createRedisRateLimitStore(first);
    await store.hit("short", 60_000, Date.now());
    expect((await store.hit("short", 60_000, Date.now())).count).toBe(2);
    // The window's expiry is Redis's: ending it early stands in for waiting ten minutes.
    await first.pexpire("rate:short", 1);
    await expect.poll(() => first.exists("rate:short")).toBe(0);
    expect((await store.hit("short", 60_000, Date.now())).count).toBe(1);
    expect(await first.pttl("rate:short")).toBeGreaterThan(0);
  });
});

describe("rate limits while Redis is unreachable", () => {
  let unreachable: Redis;
  afterAll(() => unreachable && closeSharedRedis(unreachable));

  it("still hold, counted in the process's own memory, and say so once", async () => {
    unreachable = connectSharedRedis("redis://127.0.0.1:1", { keyPrefix: testKeyPrefix() });
    const told: unknown[] = [];
    const limit = createRateLimiter(createRedisRateLimitStore(unreachable, { onFallback: (error) => told.push(error) }), 1, Date.now);
    for (let attempt = 0; attempt < 10; attempt++) await limit(rule, "someone@example.com 203.0.113.0");
    await expect(limit(rule, "someone@example.com 203.0.113.0")).rejects.toMatchObject({ status: 429 });
    expect(told).toHaveLength(1);
  });
});
