import { describe, expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";
import { recordUsage, usagePeriod } from "./plans";

describe("usagePeriod", () => {
  it("is the UTC calendar month, across a year boundary", () => {
    expect(usagePeriod(Date.UTC(2030, 11, 31, 23, 59, 59, 999))).toEqual({ start: Date.UTC(2030, 11, 1), end: Date.UTC(2031, 0, 1) });
    expect(usagePeriod(Date.UTC(2031, 0, 1))).toEqual({ start: Date.UTC(2031, 0, 1), end: Date.UTC(2031, 1, 1) });
  });
});

describeOnEachDatabase("plans, quota and powers on the user", (harness) => {
  async function userAfter(setup: (userId: string) => Promise<void>) {
    const account = await registerAccount(harness);
    await setup(account.user.id);
    const result = await harness.call("GET", "auth/user", { token: account.access_token });
    expect(result.status).toBe(200);
    return result.body.data;
  }

  const setPlan = (userId: string, plan: string) => harness.db.updateTable("users").set({ current_plan: plan }).where("id", "=", userId).execute();

  it("runs out on the free plan after 3 videos in the month", async () => {
    const user = await userAfter(async (userId) => {
      for (let video = 0; video < 3; video++) await recordUsage(harness.db, { userId, kind: "video", now: harness.clock.now });
    });
    expect(user).toMatchObject({
      current_plan: "free",
      sufficient_quota: false,
      powers: ["slideshow"],
      quota: { limit: 3, used: 3, remaining: 0 },
    });
  });

  it("counts only this month's events, and amounts above one", async () => {
    const { start } = usagePeriod(harness.clock.now);
    const user = await userAfter(async (userId) => {
      await recordUsage(harness.db, { userId, kind: "video", amount: 5, now: start - 1 });
      await recordUsage(harness.db, { userId, kind: "video", amount: 2, now: start });
    });
    expect(user).toMatchObject({ sufficient_quota: true, quota: { limit: 3, used: 2, remaining: 1, period_start: start } });
  });

  it("gives starter 10 videos and pro 30 plus the promotional power", async () => {
    const starter = await userAfter(async (userId) => {
      await setPlan(userId, "starter");
      await recordUsage(harness.db, { userId, kind: "video", amount: 9, now: harness.clock.now });
    });
    expect(starter).toMatchObject({ current_plan: "starter", sufficient_quota: true, powers: ["slideshow"], quota: { limit: 10, used: 9, remaining: 1 } });

    const pro = await userAfter(async (userId) => {
      await setPlan(userId, "pro");
      await recordUsage(harness.db, { userId, kind: "video", amount: 30, now: harness.clock.now });
    });
    expect(pro).toMatchObject({ current_plan: "pro", sufficient_quota: false, powers: ["slideshow", "promotional"], quota: { limit: 30, used: 30 } });
  });

  it("lists every plan with its limit and features, and the caller's plan and use, for the upgrade dialog", async () => {
    const account = await registerAccount(harness);
    await recordUsage(harness.db, { userId: account.user.id, kind: "video", amount: 2, now: harness.clock.now });
    const result = await harness.call("GET", "plans", { token: account.access_token });
    expect(result.status).toBe(200);
    const { start, end } = usagePeriod(harness.clock.now);
    expect(result.body.data).toEqual({
      plans: [
        { id: "free", monthly_videos: 3, features: [], powers: ["slideshow"], purchasable: false },
        { id: "starter", monthly_videos: 10, features: ["music"], powers: ["slideshow"], purchasable: true },
        { id: "pro", monthly_videos: 30, features: ["music", "b_roll", "promotional"], powers: ["slideshow", "promotional"], purchasable: true },
      ],
      current_plan: "free",
      sufficient_quota: true,
      quota: { limit: 3, used: 2, rendering: 0, remaining: 1, period_start: start, period_end: end },
      billing: { checkout_available: false, subscription: null, manage_available: false },
    });

    await setPlan(account.user.id, "pro");
    expect((await harness.call("GET", "plans", { token: account.access_token })).body.data).toMatchObject({ current_plan: "pro", quota: { limit: 30, remaining: 28 } });
    expect((await harness.call("GET", "plans")).status).toBe(401);
  });

  it("gives a new month a fresh allowance", async () => {
    const account = await registerAccount(harness);
    await recordUsage(harness.db, { userId: account.user.id, kind: "video", amount: 3, now: harness.clock.now });
    const { end } = usagePeriod(harness.clock.now);
    harness.clock.now = end;
    const login = await harness.call("POST", "auth/login", { json: { email: account.email, password: account.password } });
    expect(login.body.data.user).toMatchObject({ sufficient_quota: true, quota: { used: 0, remaining: 3, period_start: end } });
  });
});
