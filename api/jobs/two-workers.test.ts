import { afterAll, expect, it } from "vitest";
import type { Db } from "../db/connection";
import { describeOnEachDatabase } from "../testing/harness";
import { createJobQueue } from "./queue";
import { openAnotherConnection } from "./test-helpers";
import { createWorker } from "./worker";

// Two workers with their own connection pools, as two processes would have. On SQLite they share one process (the
// documented limit); on PostgreSQL this is the SKIP LOCKED path that several machines rely on.
describeOnEachDatabase("two workers on one queue", (harness) => {
  const connections: Db[] = [];
  afterAll(() => Promise.all(connections.map((db) => db.destroy())));

  it("run 200 jobs between them, each exactly once", async () => {
    const producer = createJobQueue(harness.db);
    const jobs = [];
    for (let n = 0; n < 200; n++) jobs.push(await producer.enqueue("count", { n }));

    const runsByJob = new Map<string, number>();
    const runsByWorker = new Map<string, number>();
    const workers = ["first", "second"].map((workerId) => {
      const db = openAnotherConnection(harness);
      connections.push(db);
      const queue = createJobQueue(db, { workerId });
      return createWorker(
        queue,
        {
          count: async (job) => {
            runsByJob.set(job.id, (runsByJob.get(job.id) ?? 0) + 1);
            runsByWorker.set(workerId, (runsByWorker.get(workerId) ?? 0) + 1);
            // Yield so the other worker's claims interleave with this one's.
            await new Promise((resolve) => setImmediate(resolve));
            return workerId;
          },
        },
        { concurrency: 2, pollMs: 5 },
      );
    });

    await expect
      .poll(
        () =>
          harness.db
            .selectFrom("jobs")
            .select((eb) => eb.fn.countAll<number>().as("count"))
            .where("status", "=", "succeeded")
            .executeTakeFirstOrThrow(),
        {
          timeout: 30_000,
          interval: 20,
        },
      )
      .toEqual({ count: 200 });
    await Promise.all(workers.map((worker) => worker.stop()));

    expect(runsByJob.size).toBe(200);
    expect([...runsByJob.values()].every((runs) => runs === 1)).toBe(true);
    expect(runsByWorker.get("first")).toBeGreaterThan(0);
    expect(runsByWorker.get("second")).toBeGreaterThan(0);
    const rows = await harness.db.selectFrom("jobs").select(["attempts", "result", "lease_owner"]).execute();
    expect(rows.every((row) => row.attempts === 1 && row.result === JSON.stringify(row.lease_owner))).toBe(true);
  });
});
