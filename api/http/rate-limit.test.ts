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

  it("limits login per e-mail and network, so a stranger's attempts do not lock the owner out", async () => {
    const api = await strictApi();
    const account = await registerAccount(harness);
    const login = (password: string, clientIp: string) => call(api, "POST", "auth/login", { json: { email: account.email, password }, clientIp });
    expect((await login("a-stranger-guess-1", "192.0.2.1")).status).toBe(400);
    const stranger = await login("a-stranger-guess-2", "192.0.2.1");
    expect(stranger.status).toBe(429);
    expect(stranger.body.data.retry_after).toBeGreaterThan(0);

    expect((await login(account.password, "198.51.100.40")).status).toBe(200);
    // Another address in the owner's IPv6 /64 is the same network.
    expect((await login(account.password, "2001:db8:7:1::1")).status).toBe(200);
    expect((await login(account.password, "2001:db8:7:1:ffff::2")).status).toBe(429);
  });

  it("still bounds login per e-mail across networks, ten times higher", async () => {
    const api = await strictApi();
    const account = await registerAccount(harness);
    const statuses: number[] = [];
    for (let network = 1; network <= 11; network++) {
      statuses.push((await call(api, "POST", "auth/login", { json: { email: account.email, password: "guess-1" }, clientIp: `198.18.0.${network}` })).status);
    }
    expect(statuses).toEqual([...Array<number>(10).fill(400), 429]);
  });

  it("counts an IPv6 client per /64, not per address", async () => {
    const api = await strictApi();
    const login = (clientIp: string) => call(api, "POST", "auth/login", { json: { email: uniqueEmail(), password: "whatever-1" }, clientIp });
    for (const address of ["2001:db8:1:2::1", "2001:db8:1:2::2", "2001:db8:1:2:aaaa:bbbb:cccc:dddd"]) expect((await login(address)).status).toBe(400);
    expect((await login("2001:db8:1:2::ffff")).status).toBe(429);
    expect((await call(api, "POST", "auth/refresh_token", { json: { refresh_token: "unknown" }, clientIp: "2001:db8:1:3::1" })).status).toBe(401);
    expect((await login("2001:db8:1:3::1")).status).toBe(400);
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
