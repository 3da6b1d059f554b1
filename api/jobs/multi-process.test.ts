import { spawn, type ChildProcess } from "node:child_process";
import { once } from "node:events";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { sql } from "kysely";
import { afterAll, describe, expect, it } from "vitest";
import { postgresReachable, useApiHarness } from "../testing/harness";
import { createJobQueue } from "./queue";
import { has } from "../../tests/requirements";

const here = path.dirname(fileURLToPath(import.meta.url));
const workerScript = path.join(here, "fixtures/counting-worker.ts");

interface JobOutcome {
  id: string;
  status: string;
  attempts: number;
  result: string | null;
}

describe.skipIf(!has({ postgres: postgresReachable }))("job workers in separate processes [PostgreSQL]", () => {
  const harness = useApiHarness("postgres");
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  });

  function startWorkerProcess(workerId: string) {
    if (harness.config.database.kind !== "postgres") throw new Error("this test needs PostgreSQL");
    // tsx as a loader inside one node process: the tsx command would put the worker in a child that SIGKILL misses.
    const child = spawn(process.execPath, ["--import", "tsx", workerScript], {
      env: { ...process.env, DATABASE_URL: harness.config.database.url, WORKER_ID: workerId, LEASE_MS: "1500", LOG_LEVEL: "error" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    children.push(child);
    return child;
  }

  it("finish every job once when one of two workers is killed mid-job", { timeout: 60_000 }, async () => {
    await sql`CREATE TABLE job_runs (job_id text NOT NULL, worker_id text NOT NULL, attempt integer NOT NULL)`.execute(harness.db);
    const queue = createJobQueue(harness.db);
    for (let n = 0; n < 30; n++) await queue.enqueue("count", { ms: 250 });

    const doomed = startWorkerProcess("doomed");
    const survivor = startWorkerProcess("survivor");
    // Kill only once the doomed worker is inside a handler, so the kill interrupts real work.
    await expect
      .poll(async () => (await sql<{ job_id: string }>`SELECT job_id FROM job_runs WHERE worker_id = 'doomed'`.execute(harness.db)).rows.length, {
        timeout: 20_000,
        interval: 20,
      })
      .toBeGreaterThan(0);
    doomed.kill("SIGKILL");
    await once(doomed, "exit");
    const interrupted = await harness.db.selectFrom("jobs").select("id").where("status", "=", "running").where("lease_owner", "=", "doomed").execute();
    const interruptedIds = new Set(interrupted.map((job) => job.id));
    expect(interruptedIds.size).toBeGreaterThan(0);

    await expect.poll(() => harness.db.selectFrom("jobs").select("id").where("status", "!=", "succeeded").execute(), { timeout: 30_000, interval: 100 }).toEqual([]);
    survivor.kill("SIGTERM");
    const [exitCode] = await once(survivor, "exit");
    expect(exitCode).toBe(0);

    const jobs: JobOutcome[] = await harness.db.selectFrom("jobs").select(["id", "status", "attempts", "result"]).execute();
    const runs = (await sql<{ job_id: string; worker_id: string; attempt: number }>`SELECT job_id, worker_id, attempt FROM job_runs`.execute(harness.db)).rows;
    expect(jobs).toHaveLength(30);
    for (const job of jobs) {
      const result = JSON.parse(job.result ?? "null") as { workerId: string; attempt: number };
      const jobRuns = runs.filter((run) => run.job_id === job.id);
      // The attempt that completed the job ran once; any other run is the killed worker's, cut short.
      expect(jobRuns.filter((run) => run.worker_id === result.workerId && run.attempt === job.attempts)).toHaveLength(1);
      if (interruptedIds.has(job.id)) {
        expect(result.workerId).toBe("survivor");
        expect(job.attempts).toBe(2);
        expect(jobRuns.filter((run) => run.worker_id === "doomed").length).toBeLessThanOrEqual(1);
      } else {
        expect(job.attempts).toBe(1);
        expect(jobRuns).toHaveLength(1);
      }
    }
  });
});
