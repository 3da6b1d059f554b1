/** For the promotional-video tests: accounts on a plan, and workers stopped with the jobs they left. */
import { afterEach } from "vitest";
import type { Worker } from "../jobs";
import { registerAccount } from "../testing/accounts";
import type { ApiHarness } from "../testing/harness";

/** A new account on `plan` (Pro has the `promotional` power, free does not). */
export async function accountOnPlan(harness: ApiHarness, plan: "free" | "pro") {
  const registered = await registerAccount(harness);
  await harness.db.updateTable("users").set({ current_plan: plan }).where("id", "=", registered.user.id).execute();
  return { token: registered.access_token, userId: registered.user.id };
}

/** The workers a test starts: stopped after each test, and any job still queued or running cancelled. */
export function stoppedAfterEach(harness: ApiHarness): Worker[] {
  const workers: Worker[] = [];
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop({ timeoutMs: 0 })));
    await harness.db.updateTable("jobs").set({ status: "cancelled" }).where("status", "in", ["queued", "running"]).execute();
  });
  return workers;
}
