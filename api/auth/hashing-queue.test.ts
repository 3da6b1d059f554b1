import { describe, expect, it } from "vitest";
import { ApiError } from "../http/errors";
import { uniqueEmail } from "../testing/accounts";
import { useApiHarness } from "../testing/harness";
import { createHashingQueue } from "./hashing-queue";
import { hashingLimits } from "./passwords";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("the password hashing queue", () => {
  it("runs at most `running` tasks at once; the next waits for a free slot, even after a failure", async () => {
    const queue = createHashingQueue({ running: 2, waiting: 10 });
    const gates = Array.from({ length: 4 }, gate);
    const started: number[] = [];
    const results = gates.map((taskGate, index) =>
      queue
        .run(async () => {
          started.push(index);
          await taskGate.opened;
          if (index === 0) throw new Error("hash failed");
          return index;
        })
        .catch((error: Error) => error.message),
    );
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1]);
    gates[0].open();
    await results[0];
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(started).toEqual([0, 1, 2]);
    for (const taskGate of gates) taskGate.open();
    expect(await Promise.all(results)).toEqual(["hash failed", 1, 2, 3]);
  });

  it("refuses with a 503 and a retry_after once the waiting line is full", async () => {
    const queue = createHashingQueue({ running: 1, waiting: 1 });
    const { open, opened } = gate();
    const running = queue.run(() => opened);
    const waiting = queue.run(async () => "waited");
    const refused = await queue.run(async () => "never").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 503, messageKey: "password_checks_busy", data: { retry_after: 5 } });
    open();
    await running;
    expect(await waiting).toBe("waited");
  });

  it("lets a caller that went away leave the line, so it holds no place", async () => {
    const queue = createHashingQueue({ running: 1, waiting: 1 });
    const { open, opened } = gate();
    const running = queue.run(() => opened);
    const goneAway = new AbortController();
    let ranForGone = false;
    const gone = queue.run(async () => (ranForGone = true), goneAway.signal).catch((error: unknown) => error);
    goneAway.abort();
    expect(await gone).toMatchObject({ status: 503 });
    const next = queue.run(async () => "next");
    open();
    await running;
    expect(await next).toBe("next");
    expect(ranForGone).toBe(false);
  });
});

describe("a burst of sign-ins", () => {
  const harness = useApiHarness("sqlite");

  it("lets a few hashes run and a few wait, and tells the rest to come back in their language", async () => {
    const admitted = hashingLimits.running + hashingLimits.waiting;
    const attempts = await Promise.all(
      Array.from({ length: admitted + 8 }, () =>
        harness.call("POST", "auth/login", { json: { email: uniqueEmail(), password: "wrong-password-1" }, headers: { "accept-language": "zh-CN" } }),
      ),
    );
    const statuses = attempts.map((attempt) => attempt.status);
    expect(statuses.filter((status) => status === 400)).toHaveLength(admitted);
    const refused = attempts.filter((attempt) => attempt.status === 503);
    expect(refused).toHaveLength(8);
    expect(refused[0].body).toEqual({ status_code: 503, data: { retry_after: 5 }, message: "当前登录请求过多，请在 5 秒后重试。" });
  }, 60_000);
});
