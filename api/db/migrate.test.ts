import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/harness";
import { migrateToLatest } from "./migrate";

describeOnEachDatabase("migrations", (harness) => {
  it("are idempotent and quick when nothing is left to do", async () => {
    const started = performance.now();
    expect(await migrateToLatest(harness.db)).toEqual([]);
    await harness.api.migrate();
    expect(performance.now() - started).toBeLessThan(500);
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
