/**
 * The screens the hardening added (refusals, limits, error pages), at a phone's width (375 px) and a desktop's (1440 px), light and dark, into
 * docs/screenshots/ to look at: a user's hosted form with its notice, the report page and its thank-you, the
 * question before leaving for another site, the server's own plain answers (403, 400, 408, 413, 416, 431, the 403
 * in Chinese too) and a render waiting for storage space. Not part of `npm test`: `npm run screenshots` runs it.
 */
import { mkdir } from "node:fs/promises";
import { connect } from "node:net";
import path from "node:path";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { apiCaller } from "../e2e/rendered-video";
import { answerWaitlist, createUserForm, expect, freshConnection, test, type HostServer } from "../e2e/hosted-form-support";
import { createAccount, signIn } from "../e2e/support";

const outDir = path.join(import.meta.dirname, "..", "..", "docs", "screenshots");
const widths = [
  { name: "375", width: 375, height: 812 },
  { name: "1440", width: 1440, height: 900 },
];
const schemes = ["light", "dark"] as const;
const variants = schemes.flatMap((scheme) => widths.map((size) => ({ scheme, size, suffix: `${size.name}-${scheme}` })));

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** Sends raw bytes (a stalled body, a header no client lets through) and reads the answer until the server closes. */
function rawExchange(port: number, request: string, { quietMs = 1500 } = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    let received = "";
    let quiet: NodeJS.Timeout | undefined;
    const finish = () => {
      clearTimeout(quiet);
      socket.destroy();
      const [head = "", ...body] = received.split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers, body: body.join("\r\n\r\n") });
    };
    socket.on("data", (chunk) => {
      received += chunk.toString("utf8");
      clearTimeout(quiet);
      quiet = setTimeout(finish, quietMs);
    });
    socket.on("end", finish);
    socket.on("error", (error) => (received ? finish() : reject(error)));
  });
}

async function rangePastTheEnd(request: APIRequestContext): Promise<RawAnswer> {
  const response = await request.get("/favicon.ico", { headers: { ...freshConnection, range: "bytes=999999999-", accept: "text/html" } });
  return { status: response.status(), headers: response.headers(), body: await response.text() };
}

/** The answer as the server sent it, headers included (its Content-Security-Policy applies to the page shown). */
async function showRawAnswer(page: Page, baseURL: string, name: string, answer: RawAnswer) {
  const url = `${baseURL}/__screenshot/${name}`;
  const headers = Object.fromEntries(
    Object.entries(answer.headers).filter(([header]) => !["content-length", "content-encoding", "connection", "transfer-encoding", "date"].includes(header)),
  );
  await page.route(url, (route) => route.fulfill({ status: answer.status, headers, body: answer.body }));
  await page.goto(url);
}

async function shot(page: Page, name: string, suffix: string) {
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: path.join(outDir, `${name}-${suffix}.jpg`), fullPage: true, type: "jpeg", quality: 70, animations: "disabled" });
}

async function newPage(browser: Browser, baseURL: string, variant: { scheme: "light" | "dark"; size: { width: number; height: number } }, locale = "en-US") {
  const context = await browser.newContext({ colorScheme: variant.scheme, viewport: { width: variant.size.width, height: variant.size.height }, baseURL, locale });
  context.setDefaultTimeout(30_000);
  return context.newPage();
}

/** A form on another site posting to our sign-in: the browser is shown the 403 page. */
async function crossSitePost(page: Page, host: HostServer, baseURL: string) {
  const path = host.page(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title></head><body><form method="post" action="${baseURL}/account/login"><input name="email" value="victim@example.com"><button>Claim it</button></form></body></html>`,
    "cross-site",
  );
  await page.goto(`${host.origin}${path}`);
  const answer = page.waitForResponse(`${baseURL}/account/login`);
  await page.getByRole("button", { name: "Claim it" }).click();
  const response = await answer;
  expect(response.status()).toBe(403);
  return response;
}

test("the hardening's screens, at 375 and 1440 px, light and dark", async ({ browser, page, baseURL, host }) => {
  test.setTimeout(600_000);
  await mkdir(outDir, { recursive: true });
  const port = Number(new URL(baseURL!).port);
  const hostHeader = `Host: localhost:${port}\r\n`;

  // The 408 takes the body's grace time to come: asked for first, collected at the end.
  const stalled = (language: string) =>
    rawExchange(
      port,
      `POST /account/login HTTP/1.1\r\n${hostHeader}Accept-Language: ${language}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 200\r\n\r\nemail=someone`,
      { quietMs: 25_000 },
    );
  const stalledAnswer = stalled("en-US");

  const account = await createAccount(page.request, { name: "Grace Hopper" });
  const elsewhere = `${host.origin}${host.page("<title>After</title><h1>Somewhere else</h1>", "elsewhere")}`;
  const formId = await createUserForm(page.request, account, { redirect_url: elsewhere });

  // Node's own answer to headers too large comes before any handler: only raw bytes can ask for it.
  const raw: Record<string, RawAnswer> = {
    // A range past the end of a file (Chromium gives up on a navigation answered 416, so the page is shown as sent).
    "plain-416": await rangePastTheEnd(page.request),
    "plain-431": await rawExchange(port, `GET / HTTP/1.1\r\n${hostHeader}X-Padding: ${"a".repeat(20 * 1024)}\r\n\r\n`),
  };
  for (const [name, answer] of Object.entries(raw)) {
    expect(answer.status, name).toBe(Number(name.slice(-3)));
    console.log(`${name}: content-security-policy ${answer.headers["content-security-policy"] ?? "(none)"}`);
  }

  for (const variant of variants) {
    const visitor = await newPage(browser, baseURL!, variant);

    await visitor.goto(`/to/${formId}`);
    await expect(visitor.getByText("Made by a Promoreel user, not by Promoreel.")).toBeVisible();
    await shot(visitor, "hosted-form-user", variant.suffix);

    await answerWaitlist(visitor);
    await expect(visitor.getByText("This form sends you on to another site:")).toBeVisible();
    await shot(visitor, "hosted-form-leaving", variant.suffix);

    await visitor.goto(`/to/${formId}/report`);
    await expect(visitor.getByRole("heading", { level: 1, name: "Report a form" })).toBeVisible();
    await shot(visitor, "hosted-form-report", variant.suffix);
    await visitor.getByLabel("It asks for passwords, codes or payment details").check();
    await visitor.getByLabel("What should we know? (optional)").fill("It asked for my Promoreel password.");
    await visitor.getByRole("button", { name: "Send report" }).click();
    await expect(visitor.getByRole("heading", { name: "Thank you, we received your report" })).toBeVisible();
    await shot(visitor, "hosted-form-report-sent", variant.suffix);

    const refused = await crossSitePost(visitor, host, baseURL!);
    if (variant === variants[0]) console.log(`plain-403: content-security-policy ${(await refused.allHeaders())["content-security-policy"] ?? "(none)"}`);
    await shot(visitor, "plain-403", variant.suffix);

    // The 400 as the browser asks for it too: the address bar's own way of sending a broken escape.
    const unreadable = await visitor.goto("/%E0%A4%A");
    expect(unreadable?.status()).toBe(400);
    await shot(visitor, "plain-400", variant.suffix);

    // A form of our own site with more than the form reader takes.
    await visitor.goto("/account/login");
    const tooLarge = visitor.waitForResponse((response) => response.url().endsWith("/account/login") && response.request().method() === "POST");
    await visitor.evaluate((size) => {
      const form = Object.assign(document.createElement("form"), { method: "post", action: "/account/login" });
      form.append(Object.assign(document.createElement("input"), { type: "hidden", name: "email", value: "a".repeat(size) }));
      document.body.append(form);
      form.submit();
    }, 300 * 1024);
    expect((await tooLarge).status()).toBe(413);
    await shot(visitor, "plain-413", variant.suffix);

    for (const [name, answer] of Object.entries(raw)) {
      await showRawAnswer(visitor, baseURL!, name, answer);
      await shot(visitor, name, variant.suffix);
    }
    await visitor.context().close();
  }

  // In Chinese, once per width: the notice, the report page and the 403.
  for (const variant of variants.filter((candidate) => candidate.scheme === "light")) {
    const visitor = await newPage(browser, baseURL!, variant, "zh-CN");
    await visitor.goto(`/to/${formId}`);
    await shot(visitor, "hosted-form-user", `${variant.suffix}-zh`);
    await visitor.goto(`/to/${formId}/report`);
    await shot(visitor, "hosted-form-report", `${variant.suffix}-zh`);
    await crossSitePost(visitor, host, baseURL!);
    await expect(visitor.getByRole("heading", { level: 1, name: "出错了" })).toBeVisible();
    await shot(visitor, "plain-403", `${variant.suffix}-zh`);
    await visitor.context().close();
  }

  const timedOut = await stalledAnswer;
  expect(timedOut.status).toBe(408);
  console.log(`plain-408: content-security-policy ${timedOut.headers["content-security-policy"] ?? "(none)"}`);
  for (const variant of variants) {
    const visitor = await newPage(browser, baseURL!, variant);
    await showRawAnswer(visitor, baseURL!, "plain-408", timedOut);
    await shot(visitor, "plain-408", variant.suffix);
    await visitor.context().close();
  }

  // A render waiting for space: a video that has just started, with its event stream saying what a full disk makes it say.
  const call = await apiCaller(page.request, account);
  const product = await call<{ id: string }>("POST", "generate-info", { name: "Harbor Lantern", features: ["Warm light for six hours", "Folds flat for the bag"] });
  const { ideas } = await call<{ ideas: { id: string }[] }>("POST", "product-ideas", { product_id: product.id });
  const script = await call<{ id: string }>("POST", "video-script", { product_id: product.id, idea_id: ideas[0]!.id, length_seconds: 15 });
  // The worker renders one at a time: the second waits in the queue, unfinished while the pictures are taken.
  const create = () => call<{ id: string; status: string }>("POST", "video/create-by-product", { product_id: product.id, script_id: script.id });
  const first = await create();
  const video = await create();
  try {
    for (const variant of variants) {
      const visitor = await newPage(browser, baseURL!, variant);
      await signIn(visitor, account);
      await visitor.route(`**/resources/video-events/${video.id}`, (route) =>
        route.fulfill({
          status: 200,
          headers: { "content-type": "text/event-stream", "cache-control": "no-store" },
          body: `retry: 60000\nevent: progress\ndata: ${JSON.stringify({ id: video.id, status: "generating", stage: "waiting_for_space", progress: 0, error: null })}\n\n`,
        }),
      );
      await visitor.goto(`/create-video/progress?id=${video.id}`);
      await expect(visitor.getByText("Waiting for storage space").first()).toBeVisible();
      await shot(visitor, "progress-waiting-for-space", variant.suffix);
      await visitor.context().close();
    }
  } finally {
    for (const id of [video.id, first.id]) await call("POST", "video/cancel", { id }).catch(() => undefined);
  }
});
