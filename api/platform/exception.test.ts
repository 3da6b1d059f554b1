import { expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { storedReportRules } from "../lib/stored-reports";
import { call, describeOnEachDatabase } from "../testing/harness";

describeOnEachDatabase("POST platform/exception", (harness) => {
  const countReports = async () => (await harness.db.selectFrom("exception_reports").select(harness.db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;

  it("stores a report with the reporter's IP and user", async () => {
    const account = await registerAccount(harness);
    const report = { message: "TypeError: x is undefined", stack: "at render (app.js:1:2)", url: "/videos", user_agent: "Test/1.0" };
    const result = await harness.call("POST", "platform/exception", { token: account.access_token, json: report, clientIp: "192.0.2.5" });
    expect(result.status).toBe(200);
    const stored = await harness.db.selectFrom("exception_reports").selectAll().where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...report, user_id: account.user.id, client_ip: "192.0.2.5" });
  });

  it("stores a report from an expired session anonymously", async () => {
    const account = await registerAccount(harness);
    harness.clock.advance(16 * 60_000);
    const result = await harness.call("POST", "platform/exception", { token: account.access_token, json: { message: "late" } });
    expect(result.status).toBe(200);
    const stored = await harness.db.selectFrom("exception_reports").selectAll().where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(stored.user_id).toBeNull();
  });

  it.each([
    [{}, "message is required."],
    [{ message: "" }, "message must not be empty."],
    [{ message: "x".repeat(2001) }, "message must be at most 2000 characters."],
    [{ message: "x", stack: 12 }, "stack must be a string."],
  ])("refuses %o and stores nothing", async (json, message) => {
    const before = await countReports();
    const result = await harness.call("POST", "platform/exception", { json });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(await countReports()).toBe(before);
  });

  it("caps the body at 16 KiB", async () => {
    const before = await countReports();
    const result = await harness.call("POST", "platform/exception", { json: { message: "big", stack: "s".repeat(15_999), url: "u".repeat(1000) } });
    expect(result.status).toBe(413);
    expect(result.body.message).toBe("The request is too large (at most 16 KiB).");
    expect(await countReports()).toBe(before);
  });

  it("allows 10 a minute per IP (times the factor)", async () => {
    const api = await harness.createApi({ rateLimitFactor: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await call(api, "POST", "platform/exception", { json: { message: `e${index}` }, clientIp: "192.0.2.77" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await call(api, "POST", "platform/exception", { json: { message: "again" }, clientIp: "192.0.2.77" });
    expect(limited.body).toMatchObject({ status_code: 429, data: { retry_after: expect.any(Number) } });
  });
});

describeOnEachDatabase("stored exception reports are bounded", (harness) => {
  const { anonymousPerWindow, keepMs } = storedReportRules.exceptionReports;
  const report = (index: number) =>
    call(harness.api, "POST", "platform/exception", { json: { message: `e${index}` }, clientIp: `198.51.${Math.floor(index / 200)}.${index % 200}` });

  it(`takes ${anonymousPerWindow} anonymous reports an hour from all addresses together, and deletes them after the expiry`, async () => {
    const first = await report(0);
    for (let index = 1; index < anonymousPerWindow; index++) expect((await report(index)).status).toBe(200);
    expect((await report(anonymousPerWindow)).status).toBe(429);
    harness.clock.advance(keepMs + 1);
    expect((await report(0)).status).toBe(200);
    const ids = (await harness.db.selectFrom("exception_reports").select("id").execute()).map((row) => row.id);
    expect(ids).toHaveLength(1);
    expect(ids).not.toContain(first.body.data.id);
  });
});
