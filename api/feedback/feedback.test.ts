import { expect, it } from "vitest";
import { registerAccount } from "../testing/accounts";
import { storedReportRules } from "../lib/stored-reports";
import { call, describeOnEachDatabase } from "../testing/harness";

describeOnEachDatabase("POST feedback", (harness) => {
  const countFeedback = async () => (await harness.db.selectFrom("feedback").select(harness.db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;

  it("stores anonymous feedback and returns its id", async () => {
    const result = await harness.call("POST", "feedback", { json: { content: "  Love the slideshows ", email: "Fan@Example.com", page: "/videos" } });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ id: expect.any(String) });
    const stored = await harness.db.selectFrom("feedback").selectAll().where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: null, email: "fan@example.com", page: "/videos", content: "Love the slideshows", created_at: harness.clock.now });
  });

  it("treats an empty e-mail as none", async () => {
    const result = await harness.call("POST", "feedback", { json: { content: "No reply needed", email: "" } });
    expect(result.status).toBe(200);
    const stored = await harness.db.selectFrom("feedback").selectAll().where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(stored.email).toBeNull();
  });

  it("links feedback to the signed-in user, and refuses a bad bearer token with 401", async () => {
    const account = await registerAccount(harness);
    const result = await harness.call("POST", "feedback", { token: account.access_token, json: { content: "Signed in" } });
    const stored = await harness.db.selectFrom("feedback").selectAll().where("id", "=", result.body.data.id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ user_id: account.user.id, email: account.email });
    expect((await harness.call("POST", "feedback", { token: "bad.token.here", json: { content: "x" } })).status).toBe(401);
  });

  it.each([
    [{}, "content is required."],
    [{ content: "   " }, "content must not be empty."],
    [{ content: "x".repeat(5001) }, "content must be at most 5000 characters."],
    [{ content: "ok", email: "nope" }, "Email format error"],
  ])("refuses %o and stores nothing", async (json, message) => {
    const before = await countFeedback();
    const result = await harness.call("POST", "feedback", { json });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
    expect(await countFeedback()).toBe(before);
  });

  it("refuses a body over 64 KiB with 413", async () => {
    expect((await harness.call("POST", "feedback", { json: { content: "x", padding: "y".repeat(65 * 1024) } })).status).toBe(413);
  });

  it("allows 10 a minute per IP (times the factor)", async () => {
    const api = await harness.createApi({ rateLimitFactor: 1 });
    const statuses: number[] = [];
    for (let index = 0; index < 11; index++) statuses.push((await call(api, "POST", "feedback", { json: { content: `n${index}` }, clientIp: "192.0.2.99" })).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses[10]).toBe(429);
    harness.clock.advance(60_000);
    expect((await call(api, "POST", "feedback", { json: { content: "later" }, clientIp: "192.0.2.99" })).status).toBe(200);
  });
});

describeOnEachDatabase("stored feedback is bounded", (harness) => {
  const { anonymousPerWindow, perUserPerWindow, keepMs } = storedReportRules.feedback;
  const post = (index: number, token?: string) =>
    call(harness.api, "POST", "feedback", { json: { content: `n${index}` }, token, clientIp: `198.51.${Math.floor(index / 200)}.${index % 200}` });

  it(`takes ${anonymousPerWindow} anonymous messages an hour from all addresses together, then 429 until the hour has passed`, async () => {
    for (let index = 0; index < anonymousPerWindow; index++) expect((await post(index)).status).toBe(200);
    const refused = await post(anonymousPerWindow);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/Try again in \d+ s/);
    const account = await registerAccount(harness);
    expect((await post(0, account.access_token)).status).toBe(200);
    harness.clock.advance(60 * 60_000);
    expect((await post(0)).status).toBe(200);
  });

  it(`takes ${perUserPerWindow} an hour from one signed-in user`, async () => {
    const account = await registerAccount(harness);
    for (let index = 0; index < perUserPerWindow; index++) expect((await post(index, account.access_token)).status).toBe(200);
    expect((await post(perUserPerWindow, account.access_token)).status).toBe(429);
  });

  it("deletes messages once they are older than the expiry", async () => {
    const old = await post(1);
    harness.clock.advance(keepMs - 1000);
    const recent = await post(2);
    harness.clock.advance(2000);
    await post(3);
    const ids = (await harness.db.selectFrom("feedback").select("id").execute()).map((row) => row.id);
    expect(ids).not.toContain(old.body.data.id);
    expect(ids).toContain(recent.body.data.id);
  });
});
