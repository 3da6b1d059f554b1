import { spawn, type ChildProcess } from "node:child_process";
import { request as httpRequest } from "node:http";
import { existsSync, mkdtempSync } from "node:fs";
import { connect } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { signedEvent, testStripeSecrets } from "../../api/billing/test-helpers";
import { has } from "../requirements";

// These start the real bundled server (build/server.js), as `npm start` does.
const serverBuilt = has({ build: existsSync("build/server.js") && existsSync("build/index.js") });

const running: ChildProcess[] = [];
const runningForTheFile: ChildProcess[] = [];
afterEach(() => {
  for (const child of running.splice(0)) child.kill("SIGKILL");
});
afterAll(() => {
  for (const child of runningForTheFile.splice(0)) child.kill("SIGKILL");
});

/** `undefined` leaves a variable out, as a shell where it is not set. */
function startServer(env: Record<string, string | undefined>, { forTheFile = false } = {}) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "promoreel-server-"));
  const wanted = { PATH: process.env.PATH, NODE_ENV: "test", HOST: "127.0.0.1", DATA_DIR: dataDir, ...env };
  const child = spawn(process.execPath, ["build/server.js"], {
    env: Object.fromEntries(Object.entries(wanted).filter(([, value]) => value !== undefined)) as NodeJS.ProcessEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  (forTheFile ? runningForTheFile : running).push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitForHealth(port: number) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/healthz`);
      if (response.ok) return response;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} never became healthy`);
}

interface RawAnswer {
  head: string;
  body: string;
  /** Whether the server closed the connection after answering. */
  closed: boolean;
}

/**
 * Sends `request` as raw bytes (a body that stops, a header no client library lets through) and reads the answer
 * until the server closes the connection or `quietMs` pass without a byte.
 */
function rawExchange(port: number, request: string, { quietMs = 1500 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(quiet);
      socket.destroy();
      const [head, ...body] = received.split("\r\n\r\n");
      resolve({ head, body: body.join("\r\n\r\n"), closed });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      clearTimeout(quiet);
      quiet = setTimeout(() => finish(false), quietMs);
    });
    socket.on("end", () => finish(true));
    socket.on("error", (error) => (received ? finish(true) : reject(error)));
  });
}

describe.skipIf(!serverBuilt)("the server process", () => {
  it("refuses a bad setting with a message naming the variable", async () => {
    const server = startServer({ PORT: "not-a-port" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/PORT/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("refuses to start in production without SESSION_SECRET", async () => {
    const server = startServer({ PORT: "3291", NODE_ENV: "production", JWT_SECRET: "x".repeat(40) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/SESSION_SECRET/);
  });

  it("serves health, security headers and immutable assets, and stops cleanly on SIGTERM", async () => {
    const port = 3292;
    const server = startServer({ PORT: String(port) });
    const health = await waitForHealth(port);
    expect(await health.json()).toEqual({ status: "ok" });

    const page = await fetch(`http://127.0.0.1:${port}/account/login`);
    const csp = page.headers.get("content-security-policy") ?? "";
    const nonce = csp.match(/'nonce-([^']+)'/)?.[1];
    expect(nonce).toBeTruthy();
    const html = await page.text();
    expect(html).toContain(`nonce="${nonce}"`);
    // A plain post of the upgrade form is redirected to Stripe's pages, and Connect to a platform's consent page: the
    // form targets must allow them.
    expect(csp).toContain(
      "form-action 'self' https://checkout.stripe.com https://billing.stripe.com https://www.tiktok.com https://accounts.google.com https://www.instagram.com",
    );
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");

    const asset = html.match(/\/build\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const assetResponse = await fetch(`http://127.0.0.1:${port}${asset}`);
    expect(assetResponse.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");

    const unknownApi = await fetch(`http://127.0.0.1:${port}/api/v1/no-such-call`);
    expect(unknownApi.status).toBe(404);
    expect(await unknownApi.json()).toMatchObject({ status_code: 404, data: null });

    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("stopped");
  });

  it("refuses a post that is not a form, or too large a form, with a page in the visitor's language", async () => {
    const port = 3294;
    startServer({ PORT: String(port) });
    await waitForHealth(port);
    const signIn = `http://127.0.0.1:${port}/account/login`;
    const switched = await fetch(`http://127.0.0.1:${port}/resources/language`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "lng=zh&redirectTo=%2Faccount%2Flogin",
      redirect: "manual",
    });
    const chinese = { cookie: switched.headers.get("set-cookie")!.split(";")[0] };

    const json = await fetch(signIn, { method: "POST", headers: { ...chinese, "content-type": "application/json" }, body: "{}" });
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("表单的提交方式无法识别");

    const declared = await fetch(signIn, {
      method: "POST",
      headers: { ...chinese, "content-type": "application/x-www-form-urlencoded" },
      body: `email=${"a".repeat(300 * 1024)}`,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("表单内容过多");

    // Sent in chunks with no length given: the server keeps nothing past the cap and still answers with the page.
    const chunk = new TextEncoder().encode("a".repeat(64 * 1024));
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        if (sent > 8 * 1024 * 1024) controller.close();
        else controller.enqueue(chunk);
      },
    });
    const streamed = await fetch(signIn, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: endless, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await streamed.text()).toContain("This form is too large to send.");

    const form = await fetch(signIn, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "email=nobody%40example.com&password=wrong-password",
    });
    expect(form.status).toBe(400);
  });

  it("as `npm start` runs it (no NODE_ENV, no HOST), serves this machine only and says so", async () => {
    const port = 3296;
    const server = startServer({ PORT: String(port), NODE_ENV: undefined, HOST: undefined, RENDER_WORKER: "off" });
    await waitForHealth(port);
    const listening = server
      .output()
      .split("\n")
      .find((line) => line.includes('"msg":"server listening"'));
    expect(JSON.parse(listening!)).toMatchObject({
      level: "info",
      mode: "development",
      host: "127.0.0.1",
      url: `http://localhost:${port}`,
      reachable: expect.stringContaining("this machine only"),
    });

    // Another machine reaches this one through its network addresses: nothing answers there.
    const networkAddress = Object.values(os.networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === "IPv4");
    if (networkAddress) await expect(fetch(`http://${networkAddress.address}:${port}/healthz`)).rejects.toThrow();
  });

  it("warns at start-up when development settings are put on a network address", async () => {
    const port = 3297;
    const server = startServer({ PORT: String(port), NODE_ENV: undefined, HOST: "0.0.0.0", RENDER_WORKER: "off" });
    await waitForHealth(port);
    const listening = server
      .output()
      .split("\n")
      .find((line) => line.includes("server listening"));
    expect(JSON.parse(listening!)).toMatchObject({
      level: "warn",
      mode: "development",
      reachable: "every network this machine is on",
      settings: expect.stringContaining("NODE_ENV=production"),
    });
  });

  it("on SIGTERM answers the request in flight before it stops", async () => {
    const port = 3293;
    const server = startServer({ PORT: String(port) });
    await waitForHealth(port);

    const body = JSON.stringify({ content: "The export button is hard to find.", page: "/videos" });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(
        { host: "127.0.0.1", port, path: "/api/v1/feedback", method: "POST", headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
        (response) => {
          let text = "";
          response.on("data", (chunk) => (text += chunk));
          response.on("end", () => resolve({ status: response.statusCode!, text }));
        },
      );
      request.on("error", reject);
      // Half the body now, the rest after SIGTERM: the request is in flight while the server shuts down.
      request.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill("SIGTERM");
        setTimeout(() => request.end(body.slice(10)), 300);
      }, 200);
    });

    const result = await answered;
    expect(result.status).toBe(200);
    expect(JSON.parse(result.text)).toMatchObject({ status_code: 200 });
    expect(await server.exited).toBe(0);
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
  });
});

describe.skipIf(!serverBuilt)("the server's answers at its edges, in development mode", () => {
  const port = 3295;
  let server: ReturnType<typeof startServer>;
  const stripeEnv = {
    STRIPE_SECRET_KEY: testStripeSecrets.secretKey,
    STRIPE_WEBHOOK_SECRET: testStripeSecrets.webhookSecret,
    STRIPE_PRICE_STARTER: testStripeSecrets.prices.starter,
    STRIPE_PRICE_PRO: testStripeSecrets.prices.pro,
    // Never called: the webhook only checks the signature and records the event.
    STRIPE_API_BASE: "http://127.0.0.1:9",
  };
  beforeAll(async () => {
    server = startServer({ PORT: String(port), NODE_ENV: "development", RENDER_WORKER: "off", ...stripeEnv }, { forTheFile: true });
    await waitForHealth(port);
  });
  const signIn = `http://127.0.0.1:${port}/account/login`;
  const form = { "content-type": "application/x-www-form-urlencoded" };

  it("refuses a form post from another site with a 403 page in the visitor's language, logged as refused, not as an error", async () => {
    const chinese = await fetch(signIn, {
      method: "POST",
      headers: { ...form, origin: "https://elsewhere.example", "accept-language": "zh-CN,zh;q=0.9" },
      body: "email=victim%40example.com&password=attacker-chosen-1",
    });
    expect(chinese.status).toBe(403);
    expect(chinese.headers.get("content-type")).toMatch(/^text\/html/);
    const page = await chinese.text();
    expect(page).toContain('lang="zh-Hans"');
    expect(page).toContain("此表单只能从本网站的页面提交");

    // No Origin (an older browser), but the browser still says the post came from another site.
    const fromElsewhere = await fetch(`http://127.0.0.1:${port}/resources/language`, { method: "POST", headers: { ...form, "sec-fetch-site": "cross-site" }, body: "lng=zh" });
    expect(fromElsewhere.status).toBe(403);
    expect(await fromElsewhere.text()).toContain("This form can only be sent from a page of this site.");
    const opaque = await fetch(signIn, { method: "POST", headers: { ...form, origin: "null" }, body: "email=a%40b.c" });
    expect(opaque.status).toBe(403);

    expect(server.output()).toContain('"msg":"refused a cross-site request"');
    expect(server.output()).not.toMatch(/"level":"error"/);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it("still takes posts from its own pages, from clients that are not browsers, and Stripe's webhook", async () => {
    const sameSite = await fetch(signIn, {
      method: "POST",
      headers: { ...form, origin: `http://127.0.0.1:${port}`, "sec-fetch-site": "same-origin" },
      body: "email=nobody%40example.com&password=wrong-password1",
    });
    expect(sameSite.status).toBe(400);
    expect(await sameSite.text()).not.toContain("This form can only be sent");

    const language = await fetch(`http://127.0.0.1:${port}/resources/language`, { method: "POST", headers: form, body: "lng=zh&redirectTo=%2F", redirect: "manual" });
    expect(language.status).toBe(302);

    const event = signedEvent("customer.created", { id: "cus_test_edge", object: "customer" }, { createdMs: Date.now() });
    const webhook = await fetch(`http://127.0.0.1:${port}/api/v1/stripe/webhook`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": event.signature, "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)" },
      body: event.payload,
    });
    expect(webhook.status).toBe(200);
    expect(await webhook.json()).toMatchObject({ status_code: 200, data: { received: true } });
  });

  it("closes the connection with an answer that leaves the body unread, instead of announcing keep-alive and dropping it", async () => {
    const declared = 2 * 1024 * 1024;
    const answer = await rawExchange(
      port,
      `POST /api/v1/feedback HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${"x".repeat(64 * 1024)}`,
    );
    expect(answer.head).toMatch(/^HTTP\/1.1 413 /);
    expect(answer.head).toMatch(/\r\nConnection: close\r\n/i);
    expect(answer.closed).toBe(true);

    const refused = await rawExchange(
      port,
      `POST /account/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: https://elsewhere.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 100000\r\n\r\nemail=`,
    );
    expect(refused.head).toMatch(/^HTTP\/1.1 403 /);
    expect(refused.head).toMatch(/\r\nConnection: close\r\n/i);
    expect(refused.closed).toBe(true);
  });

  it("answers an address it cannot read, a range past the file and headers too large with a page or the envelope, never a stack", async () => {
    const unreadable = await fetch(`http://127.0.0.1:${port}/%E0%A4%A`);
    expect(unreadable.status).toBe(400);
    const unreadablePage = await unreadable.text();
    expect(unreadablePage).toContain("This address could not be read.");
    expect(unreadablePage).not.toMatch(/URIError|node_modules|\bat \w/);

    const pastTheEnd = await fetch(`http://127.0.0.1:${port}/favicon.ico`, { headers: { range: "bytes=999999999-" } });
    expect(pastTheEnd.status).toBe(416);
    expect(pastTheEnd.headers.get("content-range")).toMatch(/^bytes \*\/\d+$/);
    const pastTheEndPage = await pastTheEnd.text();
    expect(pastTheEndPage).toContain("The part of the file that was asked for does not exist.");
    expect(pastTheEndPage).not.toMatch(/RangeNotSatisfiableError|node_modules/);

    // A route that answers a status without a body (a media file's 404, 416 or 502) gets the page too.
    const noSuchShare = await fetch(`http://127.0.0.1:${port}/resources/share-media/not-a-share`);
    expect(noSuchShare.status).toBe(404);
    expect(await noSuchShare.text()).toContain("The page you are looking for may have been removed");

    const hugeHeader = `X-Padding: ${"a".repeat(20 * 1024)}\r\n`;
    const tooLarge = await rawExchange(port, `GET / HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${hugeHeader}\r\n`);
    expect(tooLarge.head).toMatch(/^HTTP\/1.1 431 /);
    expect(tooLarge.body).toContain("too much header data");
    const tooLargeForApi = await rawExchange(port, `GET /api/v1/auth/user HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n${hugeHeader}\r\n`);
    expect(JSON.parse(tooLargeForApi.body)).toMatchObject({ status_code: 431, data: null });

    expect(server.output()).not.toMatch(/"level":"error"/);
  });

  it("gives up on a request body that stops arriving after the time its size allows, with a 408 page", { timeout: 30_000 }, async () => {
    const started = Date.now();
    const stalled = await rawExchange(
      port,
      `POST /account/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nemail=someone`,
      { quietMs: 25_000 },
    );
    // A 200-byte form is given 10 s; Node alone held it for 300 s.
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(stalled.head).toMatch(/^HTTP\/1.1 408 /);
    expect(stalled.body).toContain("took too long to arrive");
    expect(stalled.closed).toBe(true);
  });
});
