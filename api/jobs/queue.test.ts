import { beforeEach, expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/harness";
import { leaseOf } from "./job";
import { expiredLeaseMessages } from "./leases";
import { createJobQueue } from "./queue";
import { recordUpdates } from "./test-helpers";

describeOnEachDatabase("job queue", (harness) => {
  const leaseMs = 30_000;
  const queueFor = (workerId: string) => createJobQueue(harness.db, { now: () => harness.clock.now, workerId, leaseMs });

  beforeEach(async () => {
    await harness.db.deleteFrom("jobs").execute();
  });

  it("stores an enqueued job as queued with its payload, and tells listeners", async () => {
    const queue = queueFor("w1");
    const updates = recordUpdates(queue);
    const job = await queue.enqueue("render", { videoId: "v1", ratios: ["9:16"] });
    expect(job).toMatchObject({ kind: "render", status: "queued", attempts: 0, max_attempts: 3, priority: 0, run_after: harness.clock.now });
    const stored = await queue.get(job.id);
    expect(stored?.payload).toEqual({ videoId: "v1", ratios: ["9:16"] });
    expect(stored?.result).toBeNull();
    expect(updates.map((update) => update.id)).toEqual([job.id]);
    expect(await queue.get("missing")).toBeUndefined();
  });

  it("refuses a job without a kind or with fewer than one attempt", async () => {
    const queue = queueFor("w1");
    await expect(queue.enqueue("", {})).rejects.toThrow(/kind/);
    await expect(queue.enqueue("render", {}, { maxAttempts: 0 })).rejects.toThrow(/maxAttempts/);
  });

  it("keeps a job enqueued inside a transaction only if the transaction commits", async () => {
    const queue = queueFor("w1");
    const updates = recordUpdates(queue);
    await expect(
      harness.db.transaction().execute(async (trx) => {
        await queue.enqueue("render", { videoId: "rolled-back" }, { trx });
        throw new Error("the video could not be created");
      }),
    ).rejects.toThrow("the video could not be created");
    expect(await harness.db.selectFrom("jobs").selectAll().execute()).toEqual([]);
    const committed = await harness.db.transaction().execute((trx) => queue.enqueue("render", { videoId: "kept" }, { trx }));
    expect((await queue.get(committed.id))?.payload).toEqual({ videoId: "kept" });
    // Listeners hear of a job only once it surely exists.
    expect(updates).toEqual([]);
  });

  it("claims due jobs by priority, then by due time, and only the kinds asked for", async () => {
    const queue = queueFor("w1");
    const start = harness.clock.now;
    const later = await queue.enqueue("render", { n: "later" }, { runAfter: start + 5_000, priority: 9 });
    const low = await queue.enqueue("render", { n: "low" });
    harness.clock.advance(1);
    const high = await queue.enqueue("render", { n: "high" }, { priority: 5 });
    const other = await queue.enqueue("email", { n: "other" });

    expect((await queue.leases.claim(["render"]))?.id).toBe(high.id);
    expect((await queue.leases.claim(["render"]))?.id).toBe(low.id);
    expect(await queue.leases.claim(["render"])).toBeUndefined();
    harness.clock.advance(5_000);
    const claimed = await queue.leases.claim(["render"]);
    expect(claimed).toMatchObject({ id: later.id, status: "running", attempts: 1, lease_owner: "w1", lease_expires_at: harness.clock.now + leaseMs });
    expect(await queue.leases.claim([])).toBeUndefined();
    expect((await queue.get(other.id))?.status).toBe("queued");
  });

  it("gives one job to exactly one of many claims made at once", async () => {
    const job = await queueFor("w0").enqueue("render", {});
    const queues = Array.from({ length: 8 }, (_, index) => queueFor(`w${index + 1}`));
    const claims = await Promise.all(queues.map((queue) => queue.leases.claim(["render"])));
    const winners = claims.filter((claim) => claim !== undefined);
    expect(winners).toHaveLength(1);
    expect(winners[0]?.id).toBe(job.id);
  });

  it("cancels a queued job at once and only asks a running one to stop", async () => {
    const queue = queueFor("w1");
    const waiting = await queue.enqueue("render", {});
    const cancelled = await queue.cancel(waiting.id);
    expect(cancelled).toMatchObject({ status: "cancelled", finished_at: harness.clock.now, cancel_requested_at: harness.clock.now });
    expect(await queue.leases.claim(["render"])).toBeUndefined();

    const runningJob = await queue.enqueue("render", {});
    await queue.leases.claim(["render"]);
    harness.clock.advance(10);
    expect(await queue.cancel(runningJob.id)).toMatchObject({ status: "running", cancel_requested_at: harness.clock.now, finished_at: null });
    // Asking again keeps the first request's time.
    harness.clock.advance(10);
    expect((await queue.cancel(runningJob.id))?.cancel_requested_at).toBe(harness.clock.now - 10);

    const finished = await queue.enqueue("render", {});
    const lease = leaseOf((await queue.leases.claim(["render"]))!);
    await queue.leases.succeed(lease, { ok: true });
    expect(await queue.cancel(finished.id)).toMatchObject({ status: "succeeded", cancel_requested_at: null });
    expect(await queue.cancel("missing")).toBeUndefined();
  });

  it("queues a job again when its lease expires, and fails it clearly once no attempts are left", async () => {
    const queue = queueFor("w1");
    const job = await queue.enqueue("render", {}, { maxAttempts: 2 });
    await queue.leases.claim(["render"]);
    harness.clock.advance(leaseMs);
    expect(await queue.leases.requeueExpired()).toEqual([]);
    harness.clock.advance(1);
    const [requeued] = await queue.leases.requeueExpired();
    expect(requeued).toMatchObject({ id: job.id, status: "queued", attempts: 1, error: expiredLeaseMessages.retried, finished_at: null });

    expect(await queue.leases.claim(["render"])).toMatchObject({ id: job.id, attempts: 2 });
    harness.clock.advance(leaseMs + 1);
    const [givenUp] = await queue.leases.requeueExpired();
    expect(givenUp).toMatchObject({ status: "failed", attempts: 2, error: expiredLeaseMessages.givenUp, finished_at: harness.clock.now });
    expect(await queue.leases.claim(["render"])).toBeUndefined();
  });

  it("ignores every write from a lease that was taken over", async () => {
    const first = queueFor("w1");
    const second = queueFor("w2");
    const job = await first.enqueue("render", {});
    const staleLease = leaseOf((await first.leases.claim(["render"]))!);
    harness.clock.advance(leaseMs + 1);
    await second.leases.requeueExpired();
    const current = await second.leases.claim(["render"]);
    expect(current).toMatchObject({ lease_owner: "w2", attempts: 2 });

    expect(await first.leases.renew(staleLease)).toBeUndefined();
    expect(await first.leases.saveProgress(staleLease, "encode", 50)).toBeUndefined();
    expect(await first.leases.succeed(staleLease, "stale")).toBeUndefined();
    expect(await first.leases.fail(staleLease, "stale")).toBeUndefined();
    expect(await first.leases.release(staleLease)).toBeUndefined();
    const row = await first.get(job.id);
    expect(row).toMatchObject({ status: "running", lease_owner: "w2", attempts: 2, progress_stage: null, result: null });

    // The same worker claiming the job again holds a new lease: the old attempt's writes still count for nothing.
    await second.leases.release(leaseOf(current!));
    const again = await first.leases.claim(["render"]);
    expect(again).toMatchObject({ lease_owner: "w1", attempts: 2 });
    expect(await first.leases.succeed({ ...staleLease, attempt: 1 }, "stale")).toBeUndefined();
    expect(await first.leases.succeed(leaseOf(again!), "fresh")).toMatchObject({ status: "succeeded", result: "fresh" });
  });

  it("gives a released job back at once without counting the attempt", async () => {
    const queue = queueFor("w1");
    const job = await queue.enqueue("render", {});
    const claimed = await queue.leases.claim(["render"]);
    expect(await queue.leases.release(leaseOf(claimed!))).toMatchObject({ status: "queued", attempts: 0, lease_expires_at: null });
    expect(await queue.leases.claim(["render"])).toMatchObject({ id: job.id, attempts: 1 });
  });

  it("lists a user's jobs newest first, filtered by kind and status", async () => {
    const queue = queueFor("w1");
    const user = { id: "owner-1", email: "owner-1@example.com", name: "O", password_hash: "h", current_plan: "free", language: "en", created_at: 1, updated_at: 1 };
    await harness.db.deleteFrom("users").where("id", "=", user.id).execute();
    await harness.db.insertInto("users").values(user).execute();
    const older = await queue.enqueue("render", {}, { ownerUserId: user.id });
    harness.clock.advance(1);
    const newer = await queue.enqueue("render", {}, { ownerUserId: user.id });
    await queue.enqueue("render", {});
    await queue.enqueue("email", {}, { ownerUserId: user.id });
    await queue.cancel(older.id);

    const ids = (jobs: { id: string }[]) => jobs.map((job) => job.id);
    expect(ids(await queue.list({ ownerUserId: user.id, kind: "render" }))).toEqual([newer.id, older.id]);
    expect(ids(await queue.list({ ownerUserId: user.id, kind: "render", statuses: ["queued"] }))).toEqual([newer.id]);
    expect(await queue.list({ limit: 2 })).toHaveLength(2);
  });
});
