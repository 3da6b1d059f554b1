import { afterEach, expect, it, vi } from "vitest";
import { describeOnEachDatabase } from "../testing/harness";
import { registerAccount, uniqueEmail } from "../testing/accounts";

afterEach(() => vi.restoreAllMocks());

describeOnEachDatabase("the envelope and HTTP errors", (harness) => {
  const countUsers = async () => (await harness.db.selectFrom("users").select(harness.db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;
  const countCodes = async () => (await harness.db.selectFrom("email_codes").select(harness.db.fn.countAll<number>().as("n")).executeTakeFirstOrThrow()).n;

  it("answers an unknown path with a 404 envelope, in the caller's language", async () => {
    const english = await harness.call("GET", "no-such-call");
    expect(english.status).toBe(404);
    expect(english.body).toEqual({ status_code: 404, data: null, message: "This address does not exist." });
    expect(english.response.headers.get("content-type")).toMatch(/^application\/json/);

    const chinese = await harness.call("GET", "no-such-call", { headers: { "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" } });
    expect(chinese.body.message).toBe("该地址不存在。");
  });

  it("answers a known path with the wrong method with 405 and Allow", async () => {
    const result = await harness.call("GET", "auth/login");
    expect(result.status).toBe(405);
    expect(result.body).toMatchObject({ status_code: 405, data: null });
    expect(result.response.headers.get("allow")).toBe("POST");
  });

  it("keeps the HTTP status equal to status_code on success", async () => {
    const result = await harness.call("POST", "auth/email_captcha_send", { json: { email: uniqueEmail(), purpose: "register" } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status_code: 200, data: { resend_after: 60, expires_in: 600 }, message: "ok" });
    expect(result.response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a body that is not JSON by content type, and writes nothing", async () => {
    const before = await countCodes();
    const result = await harness.call("POST", "auth/email_captcha_send", {
      body: "email=a%40example.com&purpose=register",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status_code: 400, data: null, message: "Send the request body as JSON (Content-Type: application/json)." });
    expect(await countCodes()).toBe(before);
  });

  it("refuses malformed JSON and a JSON body that is not an object", async () => {
    const malformed = await harness.call("POST", "auth/login", { body: '{"email": "a@example.com",', headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe("The request body is not valid JSON.");

    const list = await harness.call("POST", "auth/login", { json: ["a@example.com"] });
    expect(list.status).toBe(400);
    expect(list.body.message).toBe("The request body must be a JSON object.");
  });

  it("refuses a body over 64 KiB with 413, by declared length or by what arrives, and writes nothing", async () => {
    const before = await countCodes();
    const big = { email: uniqueEmail(), purpose: "register", padding: "x".repeat(70 * 1024) };
    const declared = await harness.call("POST", "auth/email_captcha_send", { json: big });
    expect(declared.status).toBe(413);
    expect(declared.body).toMatchObject({ status_code: 413, data: null });

    // A streamed body has no Content-Length: the cap applies while reading.
    const encoded = new TextEncoder().encode(JSON.stringify(big));
    const stream = new ReadableStream({
      start(controller) {
        for (let offset = 0; offset < encoded.length; offset += 8192) controller.enqueue(encoded.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const request = new Request("http://promoreel.test/api/v1/auth/email_captcha_send", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const streamed = await harness.api.fetch(request, { clientIp: "203.0.113.1" });
    expect(streamed.status).toBe(413);
    expect(await countCodes()).toBe(before);
  });

  it("names the missing or wrong field, ignores unknown ones, and writes nothing", async () => {
    const before = await countUsers();
    const missing = await harness.call("POST", "auth/register", { json: { email: uniqueEmail(), code: "123456", name: "Ada" } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe("password is required.");

    const wrongType = await harness.call("POST", "auth/login", { json: { email: uniqueEmail(), password: 12345678 } });
    expect(wrongType.body.message).toBe("password must be a string.");

    const unknownIgnored = await harness.call("POST", "auth/email_captcha_send", {
      json: { email: uniqueEmail(), purpose: "register", admin: true },
    });
    expect(unknownIgnored.status).toBe(200);
    expect(await countUsers()).toBe(before);
  });

  it("answers an unexpected failure with a 500 envelope and logs the error without the body", async () => {
    const broken = await harness.createApi();
    const account = await registerAccount(harness);
    await broken.close();
    const logged: string[] = [];
    vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
      logged.push(String(chunk));
      return true;
    });
    const request = new Request("http://promoreel.test/api/v1/auth/login", {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "zh-Hans" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const response = await broken.fetch(request, { clientIp: "203.0.113.9" });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ status_code: 500, data: null, message: "服务器出了点问题，请稍后再试。" });
    const log = logged.join("");
    expect(log).toContain("unexpected error in /api/v1");
    expect(log).toContain("/api/v1/auth/login");
    expect(log).not.toContain(account.password);
    expect(log).not.toContain(account.email);
  });
});
