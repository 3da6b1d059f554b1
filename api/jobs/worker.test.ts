import { afterEach, beforeEach, expect, it, vi } from "vitest";
import type { Db } from "../db/connection";
import { describeOnEachDatabase } from "../testing/harness";
import { JobCancelledError, WorkerStoppingError } from "./errors";
import type { Job } from "./job";
import { createJobQueue, exponentialRetryDelayMs, type JobQueueOptions } from "./queue";
import type { JobContext } from "./running-job";
import { deferred, openAnotherConnection, recordUpdates, untilAborted, waitForStatus } from "./test-helpers";
import { createWorker, type Worker, type WorkerOptions } from "./worker";

describeOnEachDatabase("job worker", (harness) => {
  const workers: Worker[] = [];
  const connections: Db[] = [];
  const fast: WorkerOptions = { pollMs: 5, heartbeatMs: 20, concurrency: 1 };

  const queueFor = (workerId: string, options: JobQueueOptions = {}, db: Db = harness.db) => createJobQueue(db, { now: () => harness.clock.now, workerId, ...options });
  function startWorker(...args: Parameters<typeof createWorker>) {
    const worker = createWorker(...args);
    workers.push(worker);
    return worker;
  }
  /** Another process's view of the database: its own connections and its own (silent) in-process events. */
  function anotherProcess() {
    const db = openAnotherConnection(harness);
    connections.push(db);
    return db;
  }

  beforeEach(async () => {
    await harness.db.deleteFrom("jobs").execute();
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    await Promise.all(connections.splice(0).map((db) => db.destroy()));
  });

  it("runs a job with its payload and records its result and progress", async () => {
    const queue = queueFor("w1");
    const updates = recordUpdates(queue);
    const job = await queue.enqueue("render", { videoId: "v1" });
    startWorker(
      queue,
      {
        render: async (claimed: Job<{ videoId: string }>, { reportProgress }: JobContext) => {
          reportProgress("encode", 40);
          return { file: `${claimed.payload.videoId}.mp4` };
        },
      },
      fast,
    );
    const done = await waitForStatus(queue, job.id, "succeeded");
    expect(done).toMatchObject({ attempts: 1, result: { file: "v1.mp4" }, error: null, progress_stage: "encode", progress_percent: 100, lease_owner: "w1" });
    expect(done.finished_at).toBe(harness.clock.now);
    expect(updates.map((update) => [update.status, update.progress_stage, update.progress_percent])).toEqual([
      ["queued", null, null],
      ["running", null, null],
      ["running", "encode", 40],
      ["succeeded", "encode", 100],
    ]);
  });

  it("retries a failing job after growing waits, then fails it with the last error", async () => {
    const queue = queueFor("w1");
    const job = await queue.enqueue("render", {}, { maxAttempts: 3 });
    let calls = 0;
    startWorker(
      queue,
      {
        render: async () => {
          calls += 1;
          throw new Error(`ffmpeg exited with code ${calls}`);
        },
      },
      fast,
    );
    const firstFailedAt = harness.clock.now;
    await expect
      .poll(() => queue.get(job.id))
      .toMatchObject({ status: "queued", attempts: 1, error: "ffmpeg exited with code 1", run_after: firstFailedAt + exponentialRetryDelayMs(1), finished_at: null });

    harness.clock.advance(exponentialRetryDelayMs(1));
    await expect
      .poll(() => queue.get(job.id))
      .toMatchObject({ status: "queued", attempts: 2, error: "ffmpeg exited with code 2", run_after: harness.clock.now + exponentialRetryDelayMs(2) });
    expect(exponentialRetryDelayMs(2)).toBeGreaterThan(exponentialRetryDelayMs(1));

    harness.clock.advance(exponentialRetryDelayMs(2));
    const failed = await waitForStatus(queue, job.id, "failed");
    expect(failed).toMatchObject({ attempts: 3, error: "ffmpeg exited with code 3", finished_at: harness.clock.now });
    harness.clock.advance(exponentialRetryDelayMs(3));
    expect(calls).toBe(3);
  });

  it("finishes after a restart: queued jobs and jobs given back by a stopping worker", async () => {
    const beforeRestart = queueFor("before-restart");
    const waiting = await beforeRestart.enqueue("render", { n: 1 });
    const interrupted = await beforeRestart.enqueue("render", { n: 2 }, { priority: 1 });
    const started = deferred();
    let sawStopReason: unknown;
    const first = startWorker(
      beforeRestart,
      {
        render: async (_job, { signal }) => {
          started.resolve();
          await untilAborted(signal).catch((reason) => {
            sawStopReason = reason;
            throw reason;
          });
        },
      },
      fast,
    );
    await started.promise;
    await first.stop({ timeoutMs: 0 });
    expect(sawStopReason).toBeInstanceOf(WorkerStoppingError);
    expect(await beforeRestart.get(interrupted.id)).toMatchObject({ status: "queued", attempts: 0 });

    const afterRestart = queueFor("after-restart", {}, anotherProcess());
    startWorker(afterRestart, { render: async (job: Job<{ n: number }>) => job.payload.n * 10 }, fast);
    expect(await waitForStatus(afterRestart, interrupted.id, "succeeded")).toMatchObject({ result: 20, attempts: 1, lease_owner: "after-restart" });
    expect(await waitForStatus(afterRestart, waiting.id, "succeeded")).toMatchObject({ result: 10, attempts: 1 });
  });

  it("hands a killed worker's job to another worker, which completes it once; the late attempt changes nothing", async () => {
    const leaseMs = 1_000;
    const killedQueue = queueFor("killed", { leaseMs });
    const survivorQueue = queueFor("survivor", { leaseMs }, anotherProcess());
    const completions: string[] = [];
    for (const queue of [killedQueue, survivorQueue]) {
      queue.onJobUpdate((job) => job.status === "succeeded" && completions.push(`${job.id} by ${job.lease_owner}`));
    }
    const job = await killedQueue.enqueue("render", {});
    const killedHandlerStarted = deferred();
    const killedHandlerFinishes = deferred<string>();
    // Killed: its handler hangs and its heartbeat never comes, as when the process dies mid-render.
    const killed = startWorker(
      killedQueue,
      {
        render: async () => {
          killedHandlerStarted.resolve();
          return killedHandlerFinishes.promise;
        },
      },
      { ...fast, heartbeatMs: 3_600_000 },
    );
    await killedHandlerStarted.promise;
    harness.clock.advance(leaseMs + 1);

    let survivorRuns = 0;
    startWorker(
      survivorQueue,
      {
        render: async () => {
          survivorRuns += 1;
          return "by the survivor";
        },
      },
      fast,
    );
    const done = await waitForStatus(survivorQueue, job.id, "succeeded");
    expect(done).toMatchObject({ attempts: 2, result: "by the survivor", lease_owner: "survivor" });

    // The killed attempt comes back late; stop() waits until its outcome has been offered to the database.
    killedHandlerFinishes.resolve("by the killed worker");
    await killed.stop({ timeoutMs: 10_000 });
    expect(await survivorQueue.get(job.id)).toEqual(done);
    expect(completions).toEqual([`${job.id} by survivor`]);
    expect(survivorRuns).toBe(1);
  });

  it("tells a worker that missed its heartbeats that it lost the job, through its signal", async () => {
    const leaseMs = 1_000;
    const slowQueue = queueFor("slow", { leaseMs });
    const job = await slowQueue.enqueue("render", {});
    const reason = deferred<unknown>();
    startWorker(slowQueue, { render: async (_job, { signal }) => untilAborted(signal).catch(reason.resolve) }, { ...fast, heartbeatMs: 30 });
    await waitForStatus(slowQueue, job.id, "running");
    // Another worker takes over while this one's beats are late (the clock jumps past the lease). A beat that lands
    // between the jump and the takeover's look renews the lease on the new clock, so the clock jumps again.
    const takeover = queueFor("takeover", { leaseMs }, anotherProcess());
    await expect
      .poll(async () => {
        harness.clock.advance(leaseMs + 1);
        return (await takeover.leases.requeueExpired()).map((expired) => expired.id);
      })
      .toEqual([job.id]);
    await takeover.leases.claim(["render"]);
    expect(((await reason.promise) as Error).name).toBe("JobLeaseLostError");
    expect(await takeover.get(job.id)).toMatchObject({ status: "running", lease_owner: "takeover" });
  });

  it("never runs a cancelled queued job", async () => {
    const queue = queueFor("w1");
    const cancelled = await queue.enqueue("render", { n: "cancelled" });
    const kept = await queue.enqueue("render", { n: "kept" });
    await queue.cancel(cancelled.id);
    const ran: string[] = [];
    startWorker(queue, { render: async (job: Job<{ n: string }>) => ran.push(job.payload.n) }, fast);
    await waitForStatus(queue, kept.id, "succeeded");
    expect(ran).toEqual(["kept"]);
    expect((await queue.get(cancelled.id))?.status).toBe("cancelled");
  });

  it("aborts a running job cancelled in this process at once", async () => {
    const queue = queueFor("w1");
    const job = await queue.enqueue("render", {});
    const reason = deferred<unknown>();
    // No heartbeat in this test's time: only the in-process event can deliver the cancellation.
    startWorker(
      queue,
      {
        render: async (_job, { signal }) =>
          untilAborted(signal).catch((error) => {
            reason.resolve(error);
            throw error;
          }),
      },
      { ...fast, heartbeatMs: 3_600_000 },
    );
    await waitForStatus(queue, job.id, "running");
    await queue.cancel(job.id);
    expect(await reason.promise).toBeInstanceOf(JobCancelledError);
    expect(await waitForStatus(queue, job.id, "cancelled")).toMatchObject({ attempts: 1, finished_at: harness.clock.now });
  });

  it("aborts a running job cancelled from another process at its next heartbeat, and does not retry it", async () => {
    const workerQueue = queueFor("w1");
    const job = await workerQueue.enqueue("render", {}, { maxAttempts: 3 });
    let runs = 0;
    startWorker(
      workerQueue,
      {
        render: async (_job, { signal }) => {
          runs += 1;
          return untilAborted(signal);
        },
      },
      fast,
    );
    await waitForStatus(workerQueue, job.id, "running");
    await queueFor("web-server", {}, anotherProcess()).cancel(job.id);
    expect(await waitForStatus(workerQueue, job.id, "cancelled")).toMatchObject({ attempts: 1 });
    expect(runs).toBe(1);
  });

  it("runs no more jobs at once than its concurrency", async () => {
    const queue = queueFor("w1");
    const jobs = await Promise.all(Array.from({ length: 6 }, (_, n) => queue.enqueue("render", { n })));
    const gates = new Map(jobs.map((job) => [job.id, deferred()]));
    let active = 0;
    let mostActive = 0;
    startWorker(
      queue,
      {
        render: async (job) => {
          active += 1;
          mostActive = Math.max(mostActive, active);
          await gates.get(job.id)!.promise;
          active -= 1;
        },
      },
      { ...fast, concurrency: 2 },
    );
    // Due jobs with equal times come in no set order: let whichever job is running finish, one at a time.
    const released = new Set<string>();
    while (released.size < jobs.length) {
      const next = await vi.waitFor(async () => {
        const runningJobs = await queue.list({ statuses: ["running"] });
        const unreleased = runningJobs.find((job) => !released.has(job.id));
        if (!unreleased) throw new Error("no job is waiting to be released yet");
        return unreleased;
      });
      released.add(next.id);
      gates.get(next.id)!.resolve();
    }
    for (const job of jobs) await waitForStatus(queue, job.id, "succeeded");
    expect(mostActive).toBe(2);
  });

  it("writes progress at most once per interval within a stage, and the held-back report before the job ends", async () => {
    const queue = queueFor("w1");
    const progressWrites = recordUpdates(queue);
    const job = await queue.enqueue("render", {});
    const step = { next: deferred(), done: deferred() };
    startWorker(
      queue,
      {
        render: async (_job, { reportProgress }) => {
          for (const percent of [10, 20, 30]) reportProgress("render", percent);
          reportProgress("mux", 0);
          step.done.resolve();
          await step.next.promise;
          reportProgress("mux", 50);
          reportProgress("mux", 60.4);
          reportProgress("mux", 60);
          return "done";
        },
      },
      { ...fast, progressIntervalMs: 1_000, heartbeatMs: 20 },
    );
    await step.done.promise;
    harness.clock.advance(1_000);
    step.next.resolve();
    await waitForStatus(queue, job.id, "succeeded");
    const written = progressWrites.filter((update) => update.status === "running" && update.progress_stage !== null);
    expect(written.map((update) => `${update.progress_stage} ${update.progress_percent}`)).toEqual(["render 10", "mux 0", "mux 50", "mux 60"]);
  });

  it("on stop, claims nothing more and waits for the running job to finish", async () => {
    const queue = queueFor("w1");
    const running = await queue.enqueue("render", {});
    const finish = deferred();
    const worker = startWorker(queue, { render: () => finish.promise.then(() => "finished") }, fast);
    await waitForStatus(queue, running.id, "running");
    const stopped = worker.stop({ timeoutMs: 10_000 });
    const afterStop = await queue.enqueue("render", {});
    finish.resolve();
    await stopped;
    expect(await queue.get(running.id)).toMatchObject({ status: "succeeded", result: "finished" });
    expect(await queue.get(afterStop.id)).toMatchObject({ status: "queued", attempts: 0 });
  });
});
