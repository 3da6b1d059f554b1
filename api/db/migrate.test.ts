import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/harness";
import { migrateToLatest } from "./migrate";

describeOnEachDatabase("migrations", (harness) => {
  // No time bound: a busy machine took a run with nothing to do past 500 ms, and speed is for benchmarks to measure.
  it("are idempotent: a second run applies nothing and leaves the database working", async () => {
    expect(await migrateToLatest(harness.db)).toEqual([]);
    await harness.api.migrate();
    expect(await migrateToLatest(harness.db)).toEqual([]);
    expect(await harness.api.isHealthy()).toBe(true);
  });

  it("leave a database that answers", async () => {
    expect(await harness.api.isHealthy()).toBe(true);
  });

  it("enforce one account per e-mail and the foreign keys", async () => {
    const user = { id: "u1", email: "same@example.com", name: "A", password_hash: "h", current_plan: "free", language: "en", created_at: 1, updated_at: 1 };
    await harness.db.insertInto("users").values(user).execute();
    await expect(
      harness.db
        .insertInto("users")
        .values({ ...user, id: "u2" })
        .execute(),
    ).rejects.toThrow();
    await expect(harness.db.insertInto("usage_events").values({ id: "e1", user_id: "missing", kind: "video", amount: 1, created_at: 1 }).execute()).rejects.toThrow();
  });
});
