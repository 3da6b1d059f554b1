import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { has } from "../tests/requirements";
import { closeSharedRedis, connectSharedRedis, type Redis } from "../lib/shared-state/redis";
import { clearTestKeys, connectTestRedis, redisReachable, testKeyPrefix } from "../lib/shared-state/testing/reachable";
import { answerSharedPage, readSharedPage } from "./shared-page";
import { createRedisSharedPageCache } from "./shared-page-redis";

const landingPage = () =>
  readSharedPage(
    new Response("<html><body>Promoreel 视频</body></html>", { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "public, s-maxage=600" } }),
  );

describe.skipIf(!has({ redis: redisReachable }))("shared pages cached in Redis", () => {
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

  it("are served by another web process as stored, validator included, for the cache's minute", async () => {
    const stored = await landingPage();
    await createRedisSharedPageCache(first).set("/?ref=ad", stored);
    const other = createRedisSharedPageCache(second);
    const served = await other.get("/?ref=ad");
    expect(served?.status).toBe(200);
    expect(served?.headers.get("ETag")).toBe(stored.headers.get("ETag"));
    expect(served?.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(new TextDecoder().decode(served?.body)).toBe("<html><body>Promoreel 视频</body></html>");
    expect(answerSharedPage(served!, stored.headers.get("ETag")!).status).toBe(304);
    expect(await other.get("/")).toBeUndefined();
    const [key] = await first.keys(`${prefix}page:*`);
    const ttl = await first.pttl(key.slice(prefix.length));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });
});

describe("shared pages while Redis is unreachable", () => {
  let unreachable: Redis;
  afterAll(() => unreachable && closeSharedRedis(unreachable));

  it("are rendered each time: a miss, and storing is skipped without an error", async () => {
    unreachable = connectSharedRedis("redis://127.0.0.1:1", { keyPrefix: testKeyPrefix() });
    const failures: unknown[] = [];
    const cache = createRedisSharedPageCache(unreachable, { onFailure: (error) => failures.push(error) });
    await cache.set("/", await landingPage());
    expect(await cache.get("/")).toBeUndefined();
    expect(failures).toHaveLength(2);
  });
});
