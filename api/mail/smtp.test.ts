import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerAccount, uniqueEmail } from "../testing/accounts";
import { call, useApiHarness } from "../testing/harness";

interface Delivered {
  from: string;
  to: string[];
  raw: string;
}

const slowMailMs = 400;

describe("mail over SMTP (a real smtp-server with login required)", () => {
  const harness = useApiHarness("sqlite");
  const delivered: Delivered[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      // No TLS offered: smtp-server's built-in certificate is expired and nodemailer would upgrade to it.
      disabledCommands: ["STARTTLS"],
      allowInsecureAuth: true,
      authOptional: false,
      onAuth(auth, _session, callback) {
        if (auth.username === "promoreel" && auth.password === "mail-secret") callback(null, { user: auth.username });
        else callback(new Error("Invalid username or password"));
      },
      onData(stream, session, callback) {
        let raw = "";
        const to = session.envelope.rcptTo.map((recipient) => recipient.address);
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
        stream.on("end", () => {
          delivered.push({ from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "", to, raw });
          // A slow mail server, as real ones often are, for the addresses of the timing test.
          setTimeout(callback, to.some((address) => address.endsWith("@slow.example")) ? slowMailMs : 0);
        });
      },
      logger: false,
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.server.address() as AddressInfo).port;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("delivers the code mail with credentials, and the mailed code verifies", async () => {
    const api = await harness.createApi({
      smtpUrl: `smtp://promoreel:mail-secret@127.0.0.1:${port}`,
      mailFrom: "Promoreel <codes@promoreel.test>",
    });
    const email = uniqueEmail();
    const sent = await call(api, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" } });
    expect(sent.status).toBe(200);

    const mail = delivered.find((candidate) => candidate.to.includes(email));
    expect(mail).toBeDefined();
    expect(mail!.from).toBe("codes@promoreel.test");
    expect(mail!.raw).toContain("Subject: Your Promoreel sign-up code");
    const code = mail!.raw.match(/Your code is (\d{6})\./)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect((await harness.readOutbox()).filter((outboxMail) => outboxMail.to === email)).toHaveLength(0);

    const verified = await call(api, "POST", "auth/email_captcha_verify", { json: { email, code, purpose: "register" } });
    expect(verified.status).toBe(200);
  });

  it("takes a reset request as long whether or not the e-mail has an account: both wait for one mail", async () => {
    const api = await harness.createApi({ smtpUrl: `smtp://promoreel:mail-secret@127.0.0.1:${port}` });
    const known = await registerAccount(harness, { email: uniqueEmail("known").replace("@example.com", "@slow.example") });
    const unknown = uniqueEmail("unknown").replace("@example.com", "@slow.example");
    for (const email of [known.email, unknown]) {
      const started = performance.now();
      const result = await call(api, "POST", "auth/email_captcha_send", { json: { email, purpose: "forget_password" } });
      expect(result.body).toEqual({ status_code: 200, data: { resend_after: 60, expires_in: 600 }, message: "ok" });
      expect(performance.now() - started).toBeGreaterThanOrEqual(slowMailMs - 10);
    }
    expect(delivered.filter((mail) => mail.to.includes(known.email) || mail.to.includes(unknown))).toHaveLength(2);
  });

  it("answers 500 when the server refuses the login, keeps no code and allows an immediate retry", async () => {
    const badLogin = await harness.createApi({ smtpUrl: `smtp://promoreel:wrong@127.0.0.1:${port}` });
    const email = uniqueEmail();
    const failed = await call(badLogin, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" } });
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ status_code: 500, data: null, message: "We could not send the e-mail. Please try again in a few minutes." });
    expect(await harness.db.selectFrom("email_codes").select("id").where("email", "=", email).execute()).toHaveLength(0);

    const goodLogin = await harness.createApi({ smtpUrl: `smtp://promoreel:mail-secret@127.0.0.1:${port}` });
    expect((await call(goodLogin, "POST", "auth/email_captcha_send", { json: { email, purpose: "register" } })).status).toBe(200);
  });
});
