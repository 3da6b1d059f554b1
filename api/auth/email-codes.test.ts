import { expect, it } from "vitest";
import { registerAccount, testPassword, uniqueEmail } from "../testing/accounts";
import { describeOnEachDatabase } from "../testing/harness";

describeOnEachDatabase("e-mailed codes", (harness) => {
  const send = (email: string, purpose = "register", headers?: Record<string, string>) =>
    harness.call("POST", "auth/email_captcha_send", { json: { email, purpose }, headers });
  const verify = (email: string, code: string, purpose = "register") => harness.call("POST", "auth/email_captcha_verify", { json: { email, code, purpose } });
  const wrongCode = (code: string) => (code === "000000" ? "000001" : "000000");

  it("mails a 6-digit code in the caller's language and stores only its HMAC", async () => {
    const email = uniqueEmail();
    expect((await send(`  ${email.toUpperCase()} `, "register", { "accept-language": "zh-Hans" })).status).toBe(200);
    const mails = (await harness.readOutbox()).filter((mail) => mail.to === email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("你的 Promoreel 注册验证码");
    const code = await harness.latestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    expect(mails[0].html).toContain(code);

    const stored = await harness.db.selectFrom("email_codes").selectAll().where("email", "=", email).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0].code_hash).not.toContain(code);
    expect(stored[0].code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("verifies a right code without spending it, and refuses a wrong one", async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await harness.latestCode(email);
    expect((await verify(email, wrongCode(code))).body).toMatchObject({ status_code: 400, data: null });
    expect((await verify(email, code)).body).toEqual({ status_code: 200, data: { verified: true }, message: "ok" });
    expect((await verify(email, code)).status).toBe(200);
    expect((await verify(email, code, "forget_password")).status).toBe(400);
  });

  it("refuses a code after 10 minutes", async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await harness.latestCode(email);
    harness.clock.advance(10 * 60_000 - 1);
    expect((await verify(email, code)).status).toBe(200);
    harness.clock.advance(1);
    const expired = await verify(email, code);
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe("The code is wrong or has expired. Check it or request a new one.");
  });

  it("spends the code on the fifth wrong attempt; the right code then fails too", async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await harness.latestCode(email);
    for (let attempt = 1; attempt <= 4; attempt++) expect((await verify(email, wrongCode(code))).body.message).toMatch(/wrong or has expired/);
    expect((await verify(email, wrongCode(code))).body.message).toBe("Too many wrong codes. Request a new one.");
    expect((await verify(email, code)).status).toBe(400);
  });

  it("lets at most five of many parallel wrong guesses count", async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await harness.latestCode(email);
    await Promise.all(Array.from({ length: 12 }, () => verify(email, wrongCode(code))));
    const [stored] = await harness.db.selectFrom("email_codes").selectAll().where("email", "=", email).execute();
    expect(stored.attempts).toBe(5);
    expect(stored.consumed_at).not.toBeNull();
  });

  it("does not count right answers as attempts", async () => {
    const email = uniqueEmail();
    await send(email);
    const code = await harness.latestCode(email);
    for (let attempt = 1; attempt <= 4; attempt++) await verify(email, wrongCode(code));
    for (let check = 1; check <= 3; check++) expect((await verify(email, code)).status).toBe(200);
    const register = await harness.call("POST", "auth/register", { json: { email, code, name: "Ada", password: testPassword } });
    expect(register.status).toBe(200);
  });

  it("allows a new code only 60 s after the previous one (429 with retry_after), and the new one replaces it", async () => {
    const email = uniqueEmail();
    await send(email);
    const first = await harness.latestCode(email);
    harness.clock.advance(45_000);
    const early = await send(email);
    expect(early.status).toBe(429);
    expect(early.body).toEqual({ status_code: 429, data: { retry_after: 15 }, message: "Please wait 15 s before requesting another code." });
    expect((await harness.readOutbox()).filter((mail) => mail.to === email)).toHaveLength(1);

    harness.clock.advance(15_000);
    expect((await send(email)).status).toBe(200);
    const second = await harness.latestCode(email);
    if (second !== first) expect((await verify(email, first)).status).toBe(400);
    expect((await verify(email, second)).status).toBe(200);
    const stored = await harness.db.selectFrom("email_codes").selectAll().where("email", "=", email).orderBy("created_at").execute();
    expect(stored.map((row) => row.consumed_at !== null)).toEqual([true, false]);
  });

  it("keeps separate timers per purpose", async () => {
    const { email } = await registerAccount(harness);
    expect((await send(email, "forget_password")).status).toBe(200);
  });

  it("answers a sign-up request for a registered e-mail like any other, and mails that the account exists", async () => {
    const { email } = await registerAccount(harness);
    harness.clock.advance(60_000);
    const result = await send(email.toUpperCase(), "register", { "accept-language": "zh-CN" });
    expect(result.body).toEqual({ status_code: 200, data: { resend_after: 60, expires_in: 600 }, message: "成功" });
    const mail = (await harness.readOutbox()).filter((candidate) => candidate.to === email).at(-1)!;
    expect(mail.subject).toBe("你已经有 Promoreel 账号了");
    expect(mail.text).toContain(`${harness.config.appUrl}/account/login`);
    expect(mail.text).not.toMatch(/\b\d{6}\b/);
    expect((await send(email)).status).toBe(429);
    // No code was sent, so none can be right; 409 would say the account exists.
    const register = await harness.call("POST", "auth/register", { json: { email, code: "123456", name: "Eve", password: testPassword } });
    expect(register.body.message).toBe("The code is wrong or has expired. Check it or request a new one.");
  });

  it("answers a reset of an unknown e-mail like any other, and mails that there is no account", async () => {
    const email = uniqueEmail("nobody");
    const result = await send(email, "forget_password");
    expect(result.body).toEqual({ status_code: 200, data: { resend_after: 60, expires_in: 600 }, message: "ok" });
    const mails = (await harness.readOutbox()).filter((mail) => mail.to === email);
    expect(mails.map((mail) => mail.subject)).toEqual(["Your Promoreel password reset"]);
    expect(mails[0].text).toContain("it has no account");
    expect(mails[0].text).not.toMatch(/\b\d{6}\b/);
    expect((await send(email, "forget_password")).status).toBe(429);
  });

  it("sends one address at most 10 codes in 24 hours, both purposes together", async () => {
    const { email } = await registerAccount(harness);
    const firstAt = harness.clock.now;
    for (let sent = 2; sent <= 10; sent++) {
      harness.clock.advance(61_000);
      expect((await send(email, "forget_password")).status).toBe(200);
    }
    harness.clock.advance(61_000);
    const capped = await send(email, "forget_password", { "accept-language": "en" });
    expect(capped.status).toBe(429);
    expect(capped.body).toEqual({
      status_code: 429,
      data: { retry_after: Math.ceil((firstAt + 24 * 60 * 60_000 - harness.clock.now) / 1000) },
      message: "This e-mail address has had all its codes for today. Try again in 24 h.",
    });
    expect((await send(email, "register")).status).toBe(429);
    const stored = await harness.db.selectFrom("email_codes").select("id").where("email", "=", email).execute();
    expect(stored).toHaveLength(10);

    harness.clock.now = firstAt + 24 * 60 * 60_000;
    expect((await send(email, "forget_password")).status).toBe(200);
  });

  it.each([
    [{ email: "not-an-email", purpose: "register" }, "Email format error"],
    [{ email: `${"a".repeat(250)}@x.io`, purpose: "register" }, "Email format error"],
    [{ purpose: "register" }, "email is required."],
    [{ email: "a@example.com", purpose: "login" }, "purpose must be register or forget_password."],
    [{ email: "a@example.com" }, "purpose must be register or forget_password."],
  ])("refuses to send for %o", async (json, message) => {
    const result = await harness.call("POST", "auth/email_captcha_send", { json });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });

  it.each([
    [{ email: "a@example.com", code: "12345", purpose: "register" }, "The code is 6 digits."],
    [{ email: "a@example.com", code: "12345a", purpose: "register" }, "The code is 6 digits."],
    [{ email: "a@example.com", code: 123456, purpose: "register" }, "code must be a string."],
    [{ email: "a@example", code: "123456", purpose: "register" }, "Email format error"],
    [{ email: "a@example.com", code: "123456", purpose: "register" }, "The code is wrong or has expired. Check it or request a new one."],
  ])("refuses to verify %o", async (json, message) => {
    const result = await harness.call("POST", "auth/email_captcha_verify", { json });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(message);
  });
});
