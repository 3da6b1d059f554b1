import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { has } from "../../tests/requirements";
import { connectSharedRedis, closeSharedRedis, type Redis } from "./redis";
import { createRedisSharedFlight } from "./single-flight";
import { clearTestKeys, connectTestRedis, redisReachable, testKeyPrefix } from "./testing/reachable";

describe.skipIf(!has({ redis: redisReachable }))("the single-flight shared through Redis", () => {
  // Two connections under one prefix stand for two processes.
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
  const keep = { keep: (result: string) => result !== "try again", keepMs: 5_000, onTimeout: () => "timed out" };

  it("runs the work once for callers in two processes, and hands every one of them its result", async () => {
    const flights = [createRedisSharedFlight(first), createRedisSharedFlight(second)];
    let runs = 0;
    let finish!: (value: string) => void;
    const work = () => {
      runs += 1;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const callers = Array.from({ length: 10 }, (_, n) => flights[n % 2].run("same-work", work, keep));
    await expect.poll(() => runs).toBe(1);
    finish("new pair");
    expect(await Promise.all(callers)).toEqual(Array(10).fill("new pair"));
    expect(runs).toBe(1);
    // A caller arriving after the run still gets the kept result.
    expect(await flights[1].run("same-work", work, keep)).toBe("new pair");
    expect(runs).toBe(1);
  });

  it("lets the next caller run the work again after a result it must not keep", async () => {
    const flight = createRedisSharedFlight(first);
    const answers = ["try again", "done"];
    let runs = 0;
    const work = async () => answers[runs++];
    expect(await flight.run("transient", work, keep)).toBe("try again");
    expect(await createRedisSharedFlight(second).run("transient", work, keep)).toBe("done");
    expect(runs).toBe(2);
  });

  it("frees the lock when the work fails, so the next caller runs it at once", async () => {
    const failing = createRedisSharedFlight(first);
    await expect(failing.run("fails", () => Promise.reject(new Error("API down")), keep)).rejects.toThrow("API down");
    // A short wait would end in onTimeout if the lock were still held.
    const next = createRedisSharedFlight(second, { waitMs: 0 });
    expect(await next.run("fails", async () => "done", keep)).toBe("done");
  });

  it("runs the work in another process once a crashed holder's lock has expired", async () => {
    // A process that took the lock and died: its lock stays until it expires, and nobody waits forever on it.
    await first.set("flight:abandoned:lock", "crashed process", "PX", 300);
    const flight = createRedisSharedFlight(second, { lockMs: 300, waitMs: 10_000, pollMs: 20 });
    expect(await flight.run("abandoned", async () => "taken over", keep)).toBe("taken over");
  });

  it("answers a caller that waited too long with onTimeout instead of running the work a second time", async () => {
    await first.set("flight:slow:lock", "another process", "PX", 10_000);
    let runs = 0;
    const flight = createRedisSharedFlight(second, { waitMs: 100, pollMs: 20 });
    expect(await flight.run("slow", async () => String(++runs), keep)).toBe("timed out");
    expect(runs).toBe(0);
  });
});

describe("the single-flight without Redis", () => {
  let unreachable: Redis;
  afterAll(() => unreachable && closeSharedRedis(unreachable));

  it("throws before running the work, so the caller can fall back to running it itself", async () => {
    // Nothing listens on port 1: the connection never becomes ready and commands fail at once.
    unreachable = connectSharedRedis("redis://127.0.0.1:1", { keyPrefix: testKeyPrefix() });
    let runs = 0;
    const flight = createRedisSharedFlight(unreachable);
    await expect(flight.run("any", async () => String(++runs), { keep: () => true, keepMs: 1_000, onTimeout: () => "timed out" })).rejects.toThrow();
    expect(runs).toBe(0);
  });
});
