import { describe, expect, it } from "vitest";
import { registerAccount, uniqueEmail } from "../testing/accounts";
import { call, describeOnEachDatabase } from "../testing/harness";
import { createMemoryRateLimitStore, createRateLimiter } from "./rate-limit";
import { resolveClientIp } from "./client-ip";
import { ApiError } from "./errors";

describe("the fixed-window rate limiter", () => {
  it("allows limit × factor hits per window, then throws 429 with the seconds left", async () => {
    let now = 1_000_000;
    const limit = createRateLimiter(createMemoryRateLimitStore(), 2, () => now);
    const rule = { name: "test", limit: 3, windowMs: 60_000 };
    for (let hit = 0; hit < 6; hit++) await limit(rule, "1.2.3.4");
    now += 20_000;
    const refused = await limit(rule, "1.2.3.4").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({ status: 429, data: { retry_after: 40 } });
    await limit(rule, "5.6.7.8");
    now += 40_000;
    await limit(rule, "1.2.3.4");
  });
});

describe("resolveClientIp", () => {
  it("prefers the IP given by the server, then X-Forwarded-For only behind a trusted proxy, then the socket", () => {
    expect(resolveClientIp({ givenIp: "10.0.0.1", forwardedFor: "1.1.1.1", trustProxy: true })).toBe("10.0.0.1");
    expect(resolveClientIp({ forwardedFor: "6.6.6.6, 1.1.1.1", trustProxy: true, socketAddress: "10.0.0.2" })).toBe("1.1.1.1");
    expect(resolveClientIp({ forwardedFor: "1.1.1.1", trustProxy: false, socketAddress: "10.0.0.2" })).toBe("10.0.0.2");
  });
});

describeOnEachDatabase("rate limits on the API", (harness) => {
  // Factor 0.1 turns the contract's 30/10 min into 3 and 10/10 min into 1, so a few calls reach the limit.
  const strictApi = () => harness.createApi({ rateLimitFactor: 0.1 });

  it("limits login per IP and answers 429 with data.retry_after", async () => {
    const api = await strictApi();
    for (let attempt = 0; attempt < 3; attempt++) {
      const result = await call(api, "POST", "auth/login", { json: { email: uniqueEmail(), password: "whatever-1" }, clientIp: "198.51.100.7" });
      expect(result.status).toBe(400);
    }
    const limited = await call(api, "POST", "auth/login", { json: { email: uniqueEmail(), password: "whatever-1" }, clientIp: "198.51.100.7" });
    expect(limited.body).toEqual({ status_code: 429, data: { retry_after: 600 }, message: "Too many requests. Try again in 600 s." });
    expect(limited.status).toBe(429);
    const otherIp = await call(api, "POST", "auth/login", { json: { email: uniqueEmail(), password: "whatever-1" }, clientIp: "198.51.100.8" });
    expect(otherIp.status).toBe(400);

    harness.clock.advance(10 * 60_000);
    const nextWindow = await call(api, "POST", "auth/login", { json: { email: uniqueEmail(), password: "whatever-1" }, clientIp: "198.51.100.7" });
    expect(nextWindow.status).toBe(400);
  });

  it("limits password changes per account, since each is a password check", async () => {
    const api = await strictApi();
    const account = await registerAccount(harness);
    const attempt = (clientIp: string) =>
      call(api, "POST", "auth/reset_password", { json: { old_password: "wrong-guess-1", new_password: "another-pass-9" }, token: account.access_token, clientIp });
    expect((await attempt("192.0.2.10")).status).toBe(400);
    const limited = await attempt("192.0.2.11");
    expect(limited.status).toBe(429);
    expect(limited.body.data.retry_after).toBeGreaterThan(0);
  });

  it("limits login per e-mail across IPs", async () => {
    const api = await strictApi();
    const account = await registerAccount(harness);
    const first = await call(api, "POST", "auth/login", { json: { email: account.email, password: account.password }, clientIp: "192.0.2.1" });
    expect(first.status).toBe(200);
    const second = await call(api, "POST", "auth/login", { json: { email: account.email.toUpperCase(), password: account.password }, clientIp: "192.0.2.2" });
    expect(second.status).toBe(429);
    expect(second.body.data.retry_after).toBeGreaterThan(0);
  });

  it("limits code sending per e-mail before any code is stored", async () => {
    const api = await strictApi();
    const email = uniqueEmail();
    await call(api, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" }, clientIp: "192.0.2.10" });
    harness.clock.advance(61_000);
    const limited = await call(api, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" }, clientIp: "192.0.2.11" });
    expect(limited.status).toBe(429);
    expect(await harness.db.selectFrom("email_codes").select("id").where("email", "=", email).execute()).toHaveLength(1);
  });

  it("limits refresh_token per IP at 120 × factor", async () => {
    const api = await strictApi();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 13; attempt++) {
      statuses.push((await call(api, "POST", "auth/refresh_token", { json: { refresh_token: "unknown" }, clientIp: "192.0.2.20" })).status);
    }
    expect(statuses.slice(0, 12).every((status) => status === 401)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it("takes the client IP from X-Forwarded-For only with TRUST_PROXY", async () => {
    const trusting = await harness.createApi({ rateLimitFactor: 0.1, trustProxy: true });
    const send = (api: typeof trusting, forwardedFor: string) =>
      api.fetch(
        new Request("http://promoreel.test/api/v1/auth/login", {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
          body: JSON.stringify({ email: uniqueEmail(), password: "whatever-1" }),
        }),
      );
    for (let attempt = 0; attempt < 3; attempt++) expect((await send(trusting, "203.0.113.50")).status).toBe(400);
    expect((await send(trusting, "203.0.113.50")).status).toBe(429);
    expect((await send(trusting, "203.0.113.51")).status).toBe(400);

    const untrusting = await strictApi();
    for (let attempt = 0; attempt < 3; attempt++) await send(untrusting, `203.0.113.${60 + attempt}`);
    expect((await send(untrusting, "203.0.113.70")).status).toBe(429);
  });
});
